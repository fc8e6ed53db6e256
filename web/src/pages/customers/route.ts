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
  // Her report of one visit or two (issue 42), from a visit or the comparison on her page.
  { path: '/customers/:id/report', title: 'customers', layout: 'main', access: ['customer'], tab: false },
] satisfies DeclaredRoute[];
