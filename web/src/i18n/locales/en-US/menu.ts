/** Titles of routes: menu entries, breadcrumbs, tabs and the browser tab title. */
const texts = {
  home: 'Home',
  payment: 'Payment',
  paymentResult: 'Payment result',
  login: 'Sign in',
  register: 'Register',
  forget: 'Reset password',
  forbidden: 'No access',
  notFound: 'Page not found',
  serverError: 'Server error',
  redirecting: 'Redirecting',
  sharedReport: 'Shared report',
};

export default texts;

// The area's keys, checked in every t('menu:...') call and in the other languages' files.
// The screens' own text files (pages/<screen>/texts.ts) add their titles: ScreenMenuTitles.
declare module '../../resources' {
  interface LocaleResources {
    menu: typeof texts & ScreenMenuTitles;
  }
}
