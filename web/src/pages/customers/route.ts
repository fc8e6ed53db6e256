import type { DeclaredRoute } from '../../app/routes';

export default [
  {
    path: '/customers',
    title: 'customers',
    layout: 'main',
    access: ['customer'],
    menu: { icon: 'Idcard', order: 35 },
  },
  // One customer's page opens from the list and keeps the list's tab (docs/decisions.md "A customer's page").
  { path: '/customers/:id', title: 'customers', layout: 'main', access: ['customer'], tab: false },
] satisfies DeclaredRoute[];
