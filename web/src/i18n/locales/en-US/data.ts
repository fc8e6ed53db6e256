/** The data centre screen (/data); figure names are the contract's DATA_LABELS, shared with the export. */
const texts = {
  presets: {
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
    '12m': 'Last 12 months',
    custom: 'Custom',
  },
  rangeLabel: 'Range',
  groupLabel: 'Group by',
  storePlaceholder: 'All stores (choose one to see its figures)',
  export: 'Export CSV',
  exportDone: 'Exported',
  vsPrevious: 'vs previous period',
  noPrevious: 'nothing before',
  previous: 'Previous period: {{value}}',
  dayTooLong: 'Ranges over 366 days are grouped by week or month',
  loadFailed: 'The figures could not be loaded',
  saveImage: 'Save as image',
  emptyTitle: 'Nothing to show yet',
  emptyBody: 'Your figures and trends appear here as soon as the store has app accounts, devices or orders.',
  addAccounts: 'Add app accounts',
  addDevices: 'Add devices',
  noOrders: 'No orders in this range',
  noRevenue: 'No payments in this range',
  noStores: 'No payments in this range',
  day: '{{count}} day',
  days: '{{count}} days',
  expired: 'Expired',
  expiredDays: 'Expired {{count}} days ago',
  never: 'No expiry',
  chartAccounts: 'App accounts',
  chartDevices: 'Devices',
  chartOrders: 'Orders',
  chartRevenue: 'Net revenue',
  chartStores: 'New stores',
  showStore: 'Show this store',
  asOfNow: 'now',
  timeZone: 'Days in {{zone}}',
};

export default texts;

// The area's keys, checked in every t('data:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    data: typeof texts;
  }
}
