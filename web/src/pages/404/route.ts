import type { DeclaredRoute } from '../../app/routes';

export default { path: '/404', title: 'notFound', layout: 'main', tab: false } satisfies DeclaredRoute;
