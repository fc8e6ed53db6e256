import type { DeclaredRoute } from '../../app/routes';

// A customer's report opened by its share link (issue 42): no sign-in; the token is in the fragment.
export default { path: '/shared-report', title: 'sharedReport', layout: 'shared' } satisfies DeclaredRoute;
