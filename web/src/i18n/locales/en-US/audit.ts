/** The audit log: who did what, when, and the row before. */
const texts = {
  time: 'Time',
  actor: 'Who',
  action: 'Action',
  target: 'Target',
  store: 'Store',
  before: 'Before',
  after: 'After',
  none: 'Nothing recorded',
  allStores: 'All stores',
  allActions: 'All actions',
  actorPlaceholder: 'User name',
  search: 'Search',
  reset: 'Reset',
  empty: 'No entries yet',
  loadFailed: 'The audit log could not be loaded',
  platformWide: 'Platform',
  actions: {
    user_add: 'Added an app account',
    user_update: 'Edited an app account',
    user_status: 'Enabled or disabled an app account',
    user_close: 'Closed an app account',
    user_password: 'Set an app account’s password',
    user_app_sign_out: 'Signed an app account out of the app',
    device_add: 'Added a device',
    device_delete: 'Deleted a device',
    staff_add: 'Added a staff account',
    staff_update: 'Changed a staff account',
    staff_password: 'Reset a staff password',
    shop_status: 'Changed a store’s status',
    store_register: 'Registered a store',
    account_password_reset: 'Reset a password by SMS',
    account_password_change: 'Changed their password',
    customer_share_revoke: 'Revoked a shared report link',
  },
  targets: {
    app_user: 'App account',
    device: 'Device',
    account: 'Console account',
    shop: 'Store',
  },
};

export default texts;

// The area's keys, checked in every t('audit:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    audit: typeof texts;
  }
}
