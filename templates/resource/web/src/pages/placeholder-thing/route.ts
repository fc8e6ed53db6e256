import type { DeclaredRoute } from '../../app/routes';

/** The screen's route and side-menu entry, found by its folder (app/routes.tsx); its page is index.tsx. */
export default {
  path: '/placeholder-thing',
  title: 'placeholderThing',
  layout: 'main',
  access: ['placeholder-thing'],
  menu: { icon: 'Profile', order: 200 },
} satisfies DeclaredRoute;
