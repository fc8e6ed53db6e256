/** Error pages and the placeholder of screens that arrive in later releases. */
export default {
  forbidden: 'Sorry, you do not have access to this page. Ask your store owner for access.',
  notFound: 'Sorry, the page you visited does not exist.',
  serverError: 'Sorry, something went wrong. Try again, or go back to the home page.',
  comingSoon: 'This screen is coming in a later release',
  comingSoonHint: 'Its menu entry and access rights are already in place.',
  orderNo: 'Order number: {{orderNo}}',
};
