import type { DeclaredRoute } from '../../app/routes';

export default { path: '/register', title: 'register', layout: 'public' } satisfies DeclaredRoute;
