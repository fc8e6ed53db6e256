const texts = {
  storeProfile: 'Store profile',
  profile: {
    title: 'Store profile',
    shopName: 'Store name',
    timeZone: 'Time zone',
    timeZoneHelp: "The data centre counts the store's figures by local days and months in this zone.",
    ownerOnly: 'Only the store owner can change the time zone.',
    save: 'Save',
    close: 'Close',
    saved: 'Time zone set to {{zone}}',
    required: 'Choose a time zone',
  },
  mainMenu: 'Main menu',
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  openMenu: 'Open menu',
  reload: 'Reload page',
  fullscreen: 'Full screen (F11)',
  exitFullscreen: 'Exit full screen (F11)',
  account: 'Account',
  changePassword: 'Change password',
  logout: 'Log out',
  logoutTitle: 'Log out of the console?',
  logoutContent: 'Your open tabs and personal settings are kept for your next sign-in.',
  kind: {
    platform: 'Platform operator',
    owner: 'Store owner',
    staff: 'Store staff',
  },
  skipToContent: 'Skip to content',
  tabs: {
    label: 'Open pages',
    actions: 'Tab actions',
    closeCurrent: 'Close current tab',
    closeLeft: 'Close tabs to the left',
    closeRight: 'Close tabs to the right',
    closeOthers: 'Close other tabs',
    closeAll: 'Close all tabs',
    close: 'Close tab (Delete)',
  },
  cloud: {
    title: 'Cloud space',
    dayLeft: '1 day left',
    daysLeft: '{{days}} days left',
    expired: 'Expired',
    usage: 'Used: {{size}}',
    tipActive: 'Cloud space of {{store}} expires on {{date}}. Renew in time to keep the viewer end working.',
    tipExpired: 'Cloud space of {{store}} expired on {{date}}. The viewer end stops working until it is renewed.',
    manage: 'How to renew',
  },
  password: {
    title: 'Change password',
    oldPwd: 'Current password',
    newPwd: 'New password',
    rePass: 'Repeat new password',
    oldRequired: 'Enter your current password',
    newRequired: 'Enter a new password',
    rePassRequired: 'Repeat the new password',
    submit: 'Change password',
    changed: 'Password changed. Please sign in again with the new password.',
    signOutNote: 'After the change every session of this account is signed out.',
    sameAsOld: 'The new password must differ from the current one',
  },
};

export default texts;

// The area's keys, checked in every t('layout:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    layout: typeof texts;
  }
}
