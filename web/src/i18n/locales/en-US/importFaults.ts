/** The panel of a refused import (components/ImportFaults): labels, programme spreadsheets, batch forms. */
const texts = {
  title: 'Nothing was imported. Problems found: {{count}}. Correct them in the file and upload it again.',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
  wholeRow: 'Whole row',
  more: 'The first {{shown}} of {{count}} problems are listed.',
  dismiss: 'Dismiss the list of problems',
};

export default texts;

// The area's keys, checked in every t('importFaults:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    importFaults: typeof texts;
  }
}
