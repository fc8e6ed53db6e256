import type { DeclaredRoute } from '../../app/routes';

export default [
  { path: '/refresh', title: 'redirecting', layout: 'main', tab: false },
  { path: '/redirect/*', title: 'redirecting', layout: 'main', tab: false },
] satisfies DeclaredRoute[];
