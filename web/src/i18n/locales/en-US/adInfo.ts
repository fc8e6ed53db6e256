/** The adverts screen (/ad-info): the carousel and startup page of the companion app. */
const texts = {
  carousel: 'Carousel',
  startup: 'Startup page',
  type: 'Advertising type',
  language: 'Language',
  add: 'Add advert',
  addTitle: 'Add advert',
  editTitle: 'Edit advert',
  edit: 'Edit',
  delete: 'Delete',
  columns: {
    image: 'Image',
    title: 'Title',
    link: 'Link',
    status: 'Shown in app',
    position: 'Position',
  },
  untitled: 'Untitled advert',
  noLink: 'No link',
  on: 'On',
  off: 'Off',
  title: 'Title',
  titleHint: 'A short name to recognise it by; the app does not show it.',
  titlePlaceholder: 'e.g. Spring skin check',
  image: 'Image',
  imageRequired: 'Please upload the image',
  link: 'Redirect link',
  linkPlaceholder: 'https://',
  linkHint: 'Where a tap on the advert leads in the app. Leave empty for none.',
  enabled: 'Show in the app',
  languageHint: 'The app shows the adverts of its user’s language.',
  added: 'Advert added',
  saved: 'Advert saved',
  deleteTitle: 'Delete advert “{{title}}”?',
  deleteBody: 'Its image is deleted too. This cannot be undone.',
  deleteOk: 'Delete advert',
  deleted: 'Advert deleted',
  shown: '“{{title}}” is shown in the app',
  hidden: '“{{title}}” is hidden from the app',
  reorderHint:
    'Drag a row by its handle to change the order the app shows them in (or focus the handle, press Space, move with the arrow keys, press Space again). Each change is saved at once.',
  reorderHintPhone: 'Use the arrows to change the order the app shows them in. Each change is saved at once.',
  reordered: 'New order saved',
  reorderFailed: 'The new order was not saved: {{reason}}',
  empty: 'No adverts in this language yet',
  emptyHint: 'Add one: upload a square picture and choose where a tap leads.',
  emptyReadOnly: 'No adverts in this language.',
  loadFailed: 'The adverts could not be loaded',
  preview: 'Preview',
  previewTitle: 'Preview in the app ({{language}})',
  previewCarousel: 'Home screen carousel',
  previewStartup: 'Startup page',
  previewNoCarousel: 'No carousel advert is on in this language, so the app shows no carousel.',
  previewNoStartup: 'No startup page is on in this language, so the app opens without one.',
  previewMoreStartup: '{{count}} startup pages are on; the app shows the first one.',
  previewHint: 'Only the adverts that are on, in their order. Hover over or tap a picture to see where it leads.',
  skip: 'Skip',
  appHome: 'Home',
  platformHint: 'These are the platform’s own adverts. Pick a store to look at its adverts (read-only).',
};

export default texts;

// The area's keys, checked in every t('adInfo:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    adInfo: typeof texts;
  }
}
