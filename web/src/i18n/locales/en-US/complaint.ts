/** The chief complaint screens: complaint types (/complaint-type) and complaints (/complain-info). */
const texts = {
  sort: 'Sort order',
  sortHint: 'Smaller numbers come first. Leave it empty to put it at the end.',
  sortPlaceholder: 'At the end',
  createdAt: 'Added',
  searchButton: 'Search',
  saved: 'Saved',
  deleteBody: 'This cannot be undone.',
  type: {
    name: 'Type name',
    contentCount: 'Complaints',
    viewContent: 'View',
    search: 'Type name',
    add: 'Add type',
    addTitle: 'Add complaint type',
    editTitle: 'Edit complaint type',
    nameRequired: 'Enter the type name',
    namePlaceholder: 'e.g. Acne',
    languageNote: 'Content language: {{language}}. It cannot be changed after the type is added.',
    added: 'Complaint type "{{name}}" added',
    deleteTitle: 'Delete the complaint type "{{name}}"?',
    deleted: 'Complaint type "{{name}}" deleted',
    deleteBlocked: 'Complaints under this type: {{count}}. Delete them or move them to another type first.',
    empty: 'No complaint types in {{language}} yet',
    emptyHint:
      'Add the types customers’ complaints fall under, such as Acne or Dull skin, then add the complaints under each.',
    noMatch: 'No complaint types match the search',
    loadFailed: 'The complaint types could not be loaded',
    platformHint: 'These are the platform’s own complaint types.',
  },
  info: {
    content: 'Complaint',
    type: 'Complaint type',
    allTypes: 'All types',
    search: 'Complaint text',
    add: 'Add complaint',
    addTitle: 'Add complaint',
    editTitle: 'Edit complaint',
    typeRequired: 'Choose the complaint type',
    contentRequired: 'Enter the complaint',
    contentPlaceholder: 'e.g. Breakouts keep coming back on my chin',
    added: 'Complaint added',
    deleteTitle: 'Delete the complaint "{{content}}"?',
    deleted: 'Complaint deleted',
    noTypesTitle: 'Add a complaint type first',
    noTypesBody: 'Complaints are listed under types, and there are no complaint types in {{language}} yet.',
    goTypes: 'Go to complaint types',
    empty: 'No complaints in {{language}} yet',
    emptyHint: 'Add the complaints customers can pick, each under its type.',
    noMatch: 'No complaints match the filter',
    loadFailed: 'The complaints could not be loaded',
    platformHint: 'These are the platform’s own chief complaints.',
  },
};

export default texts;

// The area's keys, checked in every t('complaint:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    complaint: typeof texts;
  }
}
