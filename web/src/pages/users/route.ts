import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/users',
  title: 'users',
  layout: 'main',
  access: ['users'],
  menu: { icon: 'Team', order: 20 },
} satisfies DeclaredRoute;
