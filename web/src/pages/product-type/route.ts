import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/product-type',
  title: 'productType',
  layout: 'main',
  access: ['product-type'],
  menu: { icon: 'Appstore', order: 60 },
} satisfies DeclaredRoute;
