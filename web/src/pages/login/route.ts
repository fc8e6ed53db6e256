import type { DeclaredRoute } from '../../app/routes';

export default { path: '/login', title: 'login', layout: 'public' } satisfies DeclaredRoute;
