import type { DeclaredRoute } from '../../app/routes';

export default {
  path: '/symptom-label',
  title: 'symptomLabel',
  layout: 'main',
  access: ['symptom-label'],
  menu: { icon: 'Tags', order: 50 },
} satisfies DeclaredRoute;
