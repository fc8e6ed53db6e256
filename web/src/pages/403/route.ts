import type { DeclaredRoute } from '../../app/routes';

export default { path: '/403', title: 'forbidden', layout: 'main', tab: false } satisfies DeclaredRoute;
