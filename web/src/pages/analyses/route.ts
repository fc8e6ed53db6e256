import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/analyses',
  title: 'analyses',
  layout: 'main',
  access: ['analysis'],
  menu: { icon: 'Camera', order: 40 },
} satisfies DeclaredRoute;
