const texts = {
  appName: 'Store Back Office',
  appTagline: 'Skin analysis console',
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  retry: 'Try again',
  actions: 'Actions',
  total: 'Total: {{count}}',
  loading: 'Loading…',
  backHome: 'Back to home',
  language: 'Language',
  switchLanguage: 'Switch language',
  /** The row's menu of further actions (an icon button). */
  moreActions: 'More',
  scrollHint: 'Scroll sideways to see every column →',
  requestTimeout: 'The server took too long to answer. Please try again.',
  networkError: 'Cannot reach the server. Check your connection and try again.',
  /** A list's export button (components/ExportMenu.tsx). */
  exports: {
    button: 'Export',
    csv: 'Export CSV',
    xlsx: 'Export Excel (XLSX)',
    done: 'Exported {{file}}',
  },
  /** A link whose parameters a list could not use (hand-edited, or too long). */
  link: {
    corrected: 'Part of this link could not be used, so the list is shown without it: {{parts}}.',
    tooLong: '{{param}} longer than {{max}} characters',
    fieldTooLong: 'At most {{max}} characters: the link’s text was not used.',
  },
  number: {
    whole: 'Enter a whole number from {{min}} to {{max}}',
    decimals: 'Enter a number from {{min}} to {{max}} with at most {{decimals}} decimal places',
  },
};

export default texts;

// The area's keys, checked in every t('common:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    common: typeof texts;
  }
}
