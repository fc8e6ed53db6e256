/**
 * The route table, found by its place: each page folder declares its route in `pages/<screen>/route.ts`, e.g.
 *   export default { path: '/users', title: 'users', layout: 'main', access: ['users'], menu: { icon: 'Team', order: 20 } } satisfies DeclaredRoute;
 * (an array when a folder shows several paths), and its page is the folder's `index.tsx`, loaded when it is opened.
 * No file lists the screens: a new screen is its folder.
 * - `title` is a key of the `menu` locale area (the screen's `texts.ts` declares it, or i18n/locales/<lang>/menu.ts);
 * - `access`: the user needs at least one of these codes, else the menu entry is hidden and the page shows 403;
 * - `menu`: present = a side-menu entry, ordered by `order` (the order of SPEC section 2 in steps of 10); absent =
 *   reachable by URL only (still a tab, unless `tab: false`); its icon is named here and drawn by the side menu
 *   (layout/menu-icons.tsx), so the route table, which every visit loads, carries no icons;
 * - `layout`: 'public' (sign-in pages, no token needed), 'main' (side menu, header, tabs), 'payment' (own header, no menu),
 *   'shared' (a shared report: no token, nothing of the console around it).
 * A route.ts imports types only (the build reads it as it is, build/route-preload.ts). Redirects are below.
 */
import type { AccessCode } from '@skin/contract';
import type { LocaleResources } from '../i18n';
import type { MenuIcon } from '../layout/menu-icons';
import { type LazyPage, lazyPage, type PageModule } from './lazy';

export type RouteTitle = keyof LocaleResources['menu'];
export type RouteLayout = 'public' | 'main' | 'payment' | 'shared';

export interface PageRoute {
  /** Absolute react-router path pattern. */
  path: string;
  title: RouteTitle;
  layout: RouteLayout;
  page: LazyPage;
  /** Any one of these codes opens the page. */
  access?: readonly AccessCode[];
  /** A side-menu entry, its icon (a name from layout/menu-icons.tsx) and its place (smaller first). */
  menu?: { icon: MenuIcon; order: number };
  /** Whether visiting the page opens a tab (main layout only). Default true. */
  tab?: boolean;
}

/** What `pages/<screen>/route.ts` declares: a route, whose page is the folder's index.tsx. */
export type DeclaredRoute = Omit<PageRoute, 'page'>;

export interface RedirectRoute {
  path: string;
  redirect: string;
  layout: Exclude<RouteLayout, 'public' | 'shared'>;
}

export type AppRoute = PageRoute | RedirectRoute;
export const isPageRoute = (r: AppRoute): r is PageRoute => 'page' in r;

export const HOME_PATH = '/users';

/** Each page folder's index.tsx, loaded when first shown, and its route.ts, by folder. */
const PAGES = import.meta.glob<PageModule>('../pages/*/index.tsx');
const DECLARED = import.meta.glob<DeclaredRoute | DeclaredRoute[]>('../pages/*/route.ts', {
  eager: true,
  import: 'default',
});
const folderOf = (file: string) => file.split('/').at(-2)!;
const pageOf = (folder: string) => {
  const load = PAGES[`../pages/${folder}/index.tsx`];
  if (!load) throw new Error(`pages/${folder}/route.ts: the folder has no index.tsx`);
  return lazyPage(load);
};

export const NOT_FOUND = pageOf('404');
export const FORBIDDEN = pageOf('403');

/** Every page route, one page per folder, side-menu entries first in their order, then by folder. */
const PAGE_ROUTES: PageRoute[] = Object.entries(DECLARED)
  .map(([file, declared]) => [folderOf(file), [declared].flat()] as const)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([folder, routes]) => {
    const page = folder === '404' ? NOT_FOUND : folder === '403' ? FORBIDDEN : pageOf(folder);
    return routes.map((r) => ({ ...r, page }));
  })
  .sort((a, b) => (a.menu?.order ?? Number.POSITIVE_INFINITY) - (b.menu?.order ?? Number.POSITIVE_INFINITY));

export const ROUTES: readonly AppRoute[] = [
  { path: '/', redirect: '/index', layout: 'main' },
  { path: '/index', redirect: HOME_PATH, layout: 'main' },
  { path: '/pay-order', redirect: '/my-orders', layout: 'main' },
  ...PAGE_ROUTES,
];
