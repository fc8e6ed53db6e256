import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/symptom-desc',
  title: 'symptomDesc',
  layout: 'main',
  access: ['symptom-desc'],
  menu: { icon: 'FileText', order: 80 },
} satisfies DeclaredRoute;
