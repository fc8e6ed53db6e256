import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/shop-device',
  title: 'shopDevice',
  layout: 'main',
  access: ['shop-device'],
  menu: { icon: 'Tablet', order: 30 },
} satisfies DeclaredRoute;
