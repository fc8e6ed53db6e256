/** Console staff (sub-accounts of a store) and the access codes granted to them. */
const texts = {
  userName: 'User name',
  mobile: 'Mobile phone',
  mobileHint: 'Optional',
  accessHint: 'Ticking an action also ticks viewing its screen; unticking a screen also unticks its actions.',
  status: 'Status',
  enabled: 'Enabled',
  disabled: 'Disabled',
  access: 'Access',
  accessCount: '{{count}} of {{all}}',
  createdAt: 'Created',
  add: 'Add staff',
  addTitle: 'Add console staff',
  editTitle: 'Edit {{name}}',
  edit: 'Edit access',
  password: 'Reset password',
  passwordTitle: 'Reset the password of {{name}}',
  passwordDone: 'New password set for {{name}}; they are signed out everywhere',
  newPassword: 'New password',
  rePass: 'Repeat password',
  passwordRequired: 'Enter a password',
  rePassRequired: 'Repeat the password',
  signOutHint: 'Changing the access or the status signs this staff member out everywhere.',
  added: 'Staff account {{name}} added',
  saved: 'Changes to {{name}} saved',
  search: 'User name',
  empty: 'No staff accounts yet',
  noMatch: 'No staff accounts match the search',
  emptyHint: 'Create console accounts for your team and choose what each of them may do.',
  loadFailed: 'The staff accounts could not be loaded',
  groups: {
    users: 'App accounts',
    devices: 'Devices',
    content: 'Content',
    business: 'Business',
    other: 'Other',
  },
  codes: {
    data: 'Data centre',
    users: 'View app accounts',
    users_add: 'Add accounts',
    users_edit: 'Edit accounts',
    users_status: 'Enable and disable accounts',
    users_password: 'Set account passwords',
    users_delete: 'Close accounts',
    shop_device: 'View devices',
    shop_device_add: 'Add devices',
    shop_device_delete: 'Delete devices',
    symptom_label: 'Symptom labels',
    symptom_desc: 'Symptom scripts',
    symptom_label_edit: 'Edit symptom labels (import, copy)',
    symptom_desc_edit: 'Edit symptom scripts (copy, clear)',
    product_type: 'Programmes',
    product_type_edit: 'Edit programmes (types, products, batch add)',
    ad_info: 'Adverts',
    ad_info_edit: 'Edit adverts (order, on/off)',
    my_orders: 'Orders',
    cloud: 'Cloud space',
    export: 'Export account lists',
    staff: 'Manage staff',
    audit: 'Audit log',
  },
};

export default texts;

// The area's keys, checked in every t('staff:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    staff: typeof texts;
  }
}
