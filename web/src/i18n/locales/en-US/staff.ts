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
    customers: 'Customers',
    content: 'Content',
    business: 'Business',
    other: 'Other',
  },
  codes: {
    customer: 'Customers: view and edit',
    customer_contact: 'Customers: see phone numbers',
    customer_erase: 'Customers: erase',
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
