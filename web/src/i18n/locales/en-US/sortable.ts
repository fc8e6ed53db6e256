/** Rows put in order by dragging (components/SortableTable): handles, phone arrows, screen-reader announcements. */
const texts = {
  column: 'Order',
  handle: 'Drag to reorder “{{name}}”',
  moveUp: 'Move “{{name}}” up',
  moveDown: 'Move “{{name}}” down',
  instructions:
    'To pick up a row, press Space or Enter. Move it with the arrow keys, drop it with Space or Enter, or cancel with Escape.',
  picked: 'Picked up {{name}}, position {{from}} of {{count}}.',
  over: '{{name}} moved to position {{to}} of {{count}}.',
  dropped: '{{name}} dropped at position {{to}} of {{count}}.',
  cancelled: 'Reordering cancelled; {{name}} stays at position {{from}}.',
};

export default texts;

// The area's keys, checked in every t('sortable:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    sortable: typeof texts;
  }
}
