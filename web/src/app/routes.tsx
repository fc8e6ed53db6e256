/**
 * The route table: every route of the console in one place.
 *
 * A screen plugs in with one line in ROUTES, e.g.
 *   { path: '/users', title: 'users', layout: 'main', access: ['users'], menu: { icon: 'Team' }, page: lazyPage(() => import('../pages/users')) },
 * - `title` is a key of the `menu` locale area (add it to i18n/locales/<lang>/menu.ts in all seven languages);
 * - `access`: the user needs at least one of these codes, else the menu entry is hidden and the page shows 403;
 * - `menu`: present = a side-menu entry, in table order; absent = reachable by URL only (still a tab, unless `tab: false`);
 *   its icon is named here and drawn by the side menu (layout/menu-icons.tsx), so the route table, which every
 *   visit loads, carries no icons;
 * - `page`: always `lazyPage(() => import(...))`, so a screen's code is downloaded only when it is opened;
 * - `layout`: 'public' (sign-in pages, no token needed), 'main' (side menu, header, tabs), 'payment' (own header, no menu).
 * Redirects are entries with `redirect` instead of `page`.
 */
import type { AccessCode } from '@skin/contract';
import type { LocaleResources } from '../i18n';
import type { MenuIcon } from '../layout/menu-icons';
import { type LazyPage, lazyPage } from './lazy';

export type RouteTitle = keyof LocaleResources['menu'];
export type RouteLayout = 'public' | 'main' | 'payment';

export interface PageRoute {
  /** Absolute react-router path pattern. */
  path: string;
  title: RouteTitle;
  layout: RouteLayout;
  page: LazyPage;
  /** Any one of these codes opens the page. */
  access?: readonly AccessCode[];
  /** A side-menu entry, shown in table order, with its icon (a name from layout/menu-icons.tsx). */
  menu?: { icon: MenuIcon };
  /** Whether visiting the page opens a tab (main layout only). Default true. */
  tab?: boolean;
}

export interface RedirectRoute {
  path: string;
  redirect: string;
  layout: Exclude<RouteLayout, 'public'>;
}

export type AppRoute = PageRoute | RedirectRoute;
export const isPageRoute = (r: AppRoute): r is PageRoute => 'page' in r;

export const HOME_PATH = '/users';
export const NOT_FOUND = lazyPage(() => import('../pages/404'));
export const FORBIDDEN = lazyPage(() => import('../pages/403'));

// biome-ignore format: one line per route keeps the table readable
export const ROUTES: readonly AppRoute[] = [
  // public
  { path: '/login', title: 'login', layout: 'public', page: lazyPage(() => import('../pages/login')) },
  { path: '/register', title: 'register', layout: 'public', page: lazyPage(() => import('../pages/register')) },
  { path: '/forget', title: 'forget', layout: 'public', page: lazyPage(() => import('../pages/forget')) },

  // main layout: redirects and helpers
  { path: '/', redirect: '/index', layout: 'main' },
  { path: '/index', redirect: HOME_PATH, layout: 'main' },
  { path: '/pay-order', redirect: '/my-orders', layout: 'main' },
  { path: '/refresh', title: 'redirecting', layout: 'main', tab: false, page: lazyPage(() => import('../pages/redirect')) },
  { path: '/redirect/*', title: 'redirecting', layout: 'main', tab: false, page: lazyPage(() => import('../pages/redirect')) },

  // main layout: the side menu, in the order of SPEC section 2
  { path: '/data', title: 'data', layout: 'main', access: ['data'], menu: { icon: 'BarChart' }, page: lazyPage(() => import('../pages/data')) },
  { path: '/users', title: 'users', layout: 'main', access: ['users'], menu: { icon: 'Team' }, page: lazyPage(() => import('../pages/users')) },
  { path: '/shop-device', title: 'shopDevice', layout: 'main', access: ['shop-device'], menu: { icon: 'Tablet' }, page: lazyPage(() => import('../pages/shop-device')) },
  { path: '/analyses', title: 'analyses', layout: 'main', access: ['analysis'], menu: { icon: 'Camera' }, page: lazyPage(() => import('../pages/analyses')) },
  { path: '/symptom-label', title: 'symptomLabel', layout: 'main', access: ['symptom-label'], menu: { icon: 'Tags' }, page: lazyPage(() => import('../pages/symptom-label')) },
  { path: '/product-type', title: 'productType', layout: 'main', access: ['product-type'], menu: { icon: 'Appstore' }, page: lazyPage(() => import('../pages/product-type')) },
  { path: '/treatment-case', title: 'treatmentCase', layout: 'main', access: ['treatment-case'], menu: { icon: 'MedicineBox' }, page: lazyPage(() => import('../pages/treatment-case')) },
  { path: '/symptom-desc', title: 'symptomDesc', layout: 'main', access: ['symptom-desc'], menu: { icon: 'FileText' }, page: lazyPage(() => import('../pages/symptom-desc')) },
  { path: '/ad-info', title: 'adInfo', layout: 'main', access: ['ad-info'], menu: { icon: 'Notification' }, page: lazyPage(() => import('../pages/ad-info')) },
  { path: '/complaint-type', title: 'complaintType', layout: 'main', access: ['complaint-type'], menu: { icon: 'Profile' }, page: lazyPage(() => import('../pages/complaint-type')) },
  { path: '/complain-info', title: 'complainInfo', layout: 'main', access: ['complain-info'], menu: { icon: 'Comment' }, page: lazyPage(() => import('../pages/complain-info')) },
  { path: '/my-orders', title: 'myOrders', layout: 'main', access: ['my-orders'], menu: { icon: 'Shopping' }, page: lazyPage(() => import('../pages/my-orders')) },
  { path: '/cloud', title: 'cloud', layout: 'main', access: ['cloud'], menu: { icon: 'Cloud' }, page: lazyPage(() => import('../pages/cloud')) },

  // main layout: error pages (any other path shows 404, see router.tsx)
  { path: '/403', title: 'forbidden', layout: 'main', tab: false, page: FORBIDDEN },
  { path: '/404', title: 'notFound', layout: 'main', tab: false, page: NOT_FOUND },
  { path: '/500', title: 'serverError', layout: 'main', tab: false, page: lazyPage(() => import('../pages/500')) },

  // payment: its own header group, no side menu; takes ?orderNo
  { path: '/payment', title: 'payment', layout: 'payment', access: ['my-orders', 'cloud'], page: lazyPage(() => import('../pages/payment')) },
  { path: '/payment/result', title: 'paymentResult', layout: 'payment', access: ['my-orders', 'cloud'], page: lazyPage(() => import('../pages/payment-result')) },
];
