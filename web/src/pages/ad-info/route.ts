import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/ad-info',
  title: 'adInfo',
  layout: 'main',
  access: ['ad-info'],
  menu: { icon: 'Notification', order: 90 },
} satisfies DeclaredRoute;
