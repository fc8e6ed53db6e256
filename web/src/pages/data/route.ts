import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/data',
  title: 'data',
  layout: 'main',
  access: ['data'],
  menu: { icon: 'BarChart', order: 10 },
} satisfies DeclaredRoute;
