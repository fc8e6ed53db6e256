/** Error pages. */
const texts = {
  forbidden: 'Sorry, you do not have access to this page. Ask your store owner for access.',
  notFound: 'Sorry, the page you visited does not exist.',
  serverError: 'Sorry, something went wrong. Try again, or go back to the home page.',
};

export default texts;

// The area's keys, checked in every t('pages:...') call and in the other languages' files.
declare module '../../resources' {
  interface LocaleResources {
    pages: typeof texts;
  }
}
