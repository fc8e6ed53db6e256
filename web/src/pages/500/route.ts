import type { DeclaredRoute } from '../../app/routes';

export default { path: '/500', title: 'serverError', layout: 'main', tab: false } satisfies DeclaredRoute;
