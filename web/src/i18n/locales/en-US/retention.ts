/** Photo retention on the cloud page (issue 42 item 6). */
const texts = {
  title: 'Photo retention',
  hint: 'Analysis photos older than this are deleted once a day, with their thumbnails; the analyses and their results stay, noted that the photos were removed. 0 keeps photos until you delete them.',
  months: 'Keep photos for (months)',
  monthsSuffix: 'months',
  keepForever: 'Kept until deleted',
  keptFor: 'Kept for {{count}} months',
  save: 'Save',
  saved: 'Photo retention saved',
  dueTitle: 'The next daily run frees',
  dueNone: 'No photos are older than the limit now.',
  due: '{{photos}} photos of {{analyses}} analyses made before {{date}}, {{size}}',
  dueMore: 'At least {{photos}} photos of {{analyses}} analyses made before {{date}}, {{size}} or more',
  ownerOnly: 'Only the store owner can change how long photos are kept.',
  loadFailed: 'Could not load the photo retention',
};

export default texts;

// The area's keys, checked in every t('retention:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    retention: typeof texts;
  }
}
