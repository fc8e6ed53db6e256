import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/my-orders',
  title: 'myOrders',
  layout: 'main',
  access: ['my-orders'],
  menu: { icon: 'Shopping', order: 120 },
} satisfies DeclaredRoute;
