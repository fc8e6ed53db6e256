import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/complaint-type',
  title: 'complaintType',
  layout: 'main',
  access: ['complaint-type'],
  menu: { icon: 'Profile', order: 100 },
} satisfies DeclaredRoute;
