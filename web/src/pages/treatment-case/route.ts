import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/treatment-case',
  title: 'treatmentCase',
  layout: 'main',
  access: ['treatment-case'],
  menu: { icon: 'MedicineBox', order: 70 },
} satisfies DeclaredRoute;
