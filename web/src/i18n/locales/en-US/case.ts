/** The treatment case screen (/treatment-case): list, add/edit dialog and detail view. */
const texts = {
  platformHint: 'These are the platform’s own example cases.',
  add: 'Add case',
  addTitle: 'Add treatment case',
  editTitle: 'Edit treatment case',
  view: 'View',
  detailTitle: 'Treatment case',
  images: 'Before / after',
  before: 'Before',
  after: 'After',
  beforeRequired: 'Upload the before picture',
  afterHint: 'Optional: add it when the treatment is over.',
  noAfter: 'No after picture yet',
  description: 'Case description',
  descriptionRequired: 'Please enter the case description',
  descriptionPlaceholder: 'Who was treated, how, and what changed',
  symptom: 'Associated symptom',
  symptomRequired: 'Please select the associated symptom',
  allSymptoms: 'All symptoms',
  cycle: 'Treatment cycle',
  cycleRule: 'Enter whole months from 1 to 120',
  cycleUnit: 'months',
  month: '{{count}} month',
  months: '{{count}} months',
  createdAt: 'Created',
  rangeStart: 'Created from',
  rangeEnd: 'to',
  added: 'Case added',
  saved: 'Saved',
  deleteTitle: 'Delete this {{symptom}} case?',
  deleteBody: 'The case and its pictures are deleted. This cannot be undone.',
  deleted: 'Deleted',
  empty: 'No cases yet',
  emptyHint:
    'Add your first case: a before picture (and an after one), the symptom treated and how many months it took.',
  noMatch: 'No cases match these filters',
  clearFilters: 'Clear filters',
  noLabelsTitle: 'Set up symptom labels first',
  noLabelsBody: 'Every case is about one of your symptom labels, so add labels before your first case.',
  goLabels: 'Go to symptom labels',
  loadFailed: 'The cases could not be loaded',
  detailFailed: 'The case could not be loaded',
};
export default texts;

declare module '../../resources' {
  interface LocaleResources {
    case: typeof texts;
  }
}
