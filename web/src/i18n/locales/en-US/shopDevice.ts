/** The devices screen. */
const texts = {
  deviceNo: 'Device number',
  deviceName: 'Device name',
  accounts: 'Bound accounts',
  accountsValue: '{{count}} ({{enabled}} enabled)',
  createdAt: 'Added',
  lastSeenAt: 'Last contact',
  neverSeen: 'Never',
  searchButton: 'Search',
  add: 'Add device',
  addTitle: 'Add device',
  deviceNoRequired: 'Enter the device number',
  deviceNameRequired: 'Enter the device name',
  deviceNoHint: '1-64 letters, digits, - or _. Device numbers are unique.',
  deviceNamePlaceholder: 'e.g. Front desk analyser',
  added: 'Device {{deviceNo}} added',
  delete: 'Delete',
  deleteTitle: 'Delete device {{deviceNo}}?',
  deleteBody:
    'The accounts registered with this device and its permanent viewer ends will be disabled. This cannot be undone.',
  deleteCount: 'Accounts bound to this device: {{count}}, of which {{enabled}} enabled will be disabled.',
  deleteOk: 'Delete device',
  deleted: 'Device {{deviceNo}} deleted; {{count}} accounts disabled',
  empty: 'No devices yet',
  emptyHint: 'Add the devices of your store, then bind accounts to them.',
  noMatch: 'No devices match the search',
  loadFailed: 'The devices could not be loaded',
  platform: {
    store: 'Store',
    pickStore: 'Choose a store to see its devices',
    hint: 'Platform operators can look at any store’s devices. Adding and deleting devices is up to each store.',
  },
};

export default texts;

// The area's keys, checked in every t('shopDevice:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    shopDevice: typeof texts;
  }
}
