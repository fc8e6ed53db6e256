import type { DeclaredRoute } from '../../app/routes';

export default { path: '/forget', title: 'forget', layout: 'public' } satisfies DeclaredRoute;
