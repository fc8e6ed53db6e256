import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/payment/result',
  title: 'paymentResult',
  layout: 'payment',
  access: ['my-orders', 'cloud'],
} satisfies DeclaredRoute;
