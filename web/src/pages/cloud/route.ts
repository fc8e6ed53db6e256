import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/cloud',
  title: 'cloud',
  layout: 'main',
  access: ['cloud'],
  menu: { icon: 'Cloud', order: 130 },
} satisfies DeclaredRoute;
