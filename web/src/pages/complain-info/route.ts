import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/complain-info',
  title: 'complainInfo',
  layout: 'main',
  access: ['complain-info'],
  menu: { icon: 'Comment', order: 110 },
} satisfies DeclaredRoute;
