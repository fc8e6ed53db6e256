import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/payment',
  title: 'payment',
  layout: 'payment',
  access: ['my-orders', 'cloud'],
} satisfies DeclaredRoute;
