/** Consent texts (a tab of /customers): a store's per content language, the platform's defaults, their versions. */
const texts = {
  tab: 'Consent texts',
  intro:
    'What the skin analysis app shows a customer before she consents, per language. Every save makes a new version; each consent names the version she read.',
  introPlatform:
    'Default consent texts: a store without its own text in a language shows these. Every save makes a new version.',
  languagesTable: 'Consent texts by language',
  language: 'Language',
  latest: 'Latest version',
  savedAt: 'Saved',
  savedBy: 'Saved by',
  versions: 'Versions',
  version: 'Version',
  length: 'Characters',
  none: 'None yet',
  platformShown: 'Shows the platform’s {{version}}',
  editorTitle: 'Text in {{language}}',
  editorLabel: 'Consent text in {{language}}',
  placeholder: 'Purpose, what is kept and for how long, her rights, how to reach the store',
  startsFromPlatform:
    'You have no text of your own in this language: this is the platform’s {{version}}. Edit and save it to make your own.',
  tooLong: 'At most {{max}} characters',
  save: 'Save as a new version',
  undo: 'Undo changes',
  confirmTitle: 'Save a new version?',
  confirmBody:
    'This makes version {{number}} of the {{language}} text, which the app shows from now on. Earlier versions stay readable, and the consents already recorded keep naming the version the customer read.',
  confirmOk: 'Save',
  saved: 'Version {{version}} saved',
  unchanged: 'The text is the same as the latest version: nothing new was saved',
  history: 'Versions of the {{language}} text',
  historyEmpty: 'No versions yet',
  readVersion: 'Read version {{version}}',
  readTitle: 'Version {{version}}',
  readMeta: 'Saved {{time}} by {{name}}',
  platformTag: 'Platform default',
  loadFailed: 'The consent texts could not be loaded',
};

export default texts;

// The area's keys, checked in every t('consent:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    consent: typeof texts;
  }
}
