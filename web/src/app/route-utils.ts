import { matchPath } from 'react-router';
import { type AccessRequirement, hasAccess } from '../auth/access';
import type { PagePrefetch } from './lazy';
import { HOME_PATH, isPageRoute, type PageRoute, ROUTES } from './routes';

const PAGE_ROUTES = ROUTES.filter(isPageRoute);

/** The page route a pathname shows, if any. */
export function findRoute(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
}

/** Side-menu entries the user may see, in table order. */
export function menuRoutes(access: readonly string[] | undefined): PageRoute[] {
  return PAGE_ROUTES.filter((r) => r.menu && hasAccess(access, r.access as AccessRequirement));
}

/** Where / and /index lead: the users screen, or the first screen the user may open when users is not theirs. */
export function homePath(access: readonly string[] | undefined): string {
  const home = findRoute(HOME_PATH);
  if (!home || hasAccess(access, home.access as AccessRequirement)) return HOME_PATH;
  return menuRoutes(access)[0]?.path ?? HOME_PATH;
}

/**
 * Whether a pathname opens a tab when shown: a page of the main layout not marked `tab: false`, whether or not
 * the user may open it (a page whose code the user lacks shows 403 in its own tab, highlighted like any other).
 */
export function isTabRoute(pathname: string): boolean {
  const route = findRoute(pathname);
  return route?.layout === 'main' && route.tab !== false;
}

/** Whether a saved tab for this pathname is restored (a tab route the user may open). */
export function isTabAllowed(pathname: string, access: readonly string[] | undefined): boolean {
  return isTabRoute(pathname) && hasAccess(access, findRoute(pathname)!.access as AccessRequirement);
}

/**
 * A first visit's page asks for its data before its first render (its module's `prefetch`, app/lazy.ts) only when
 * the user may open it: a page the user lacks the code for shows 403, and its request would be refused aloud.
 * Returns what the prefetch returned: settled once its answer is in.
 */
export function prefetchFirstPage(
  route: PageRoute,
  module: { prefetch?: PagePrefetch },
  context: Parameters<PagePrefetch>[0],
): Promise<unknown> | undefined {
  if (!hasAccess(context.user.access, route.access as AccessRequirement)) return undefined;
  return module.prefetch?.(context);
}

/** A `redirect` query value is followed only when it is a path of this console (never another site). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (['/login', '/register', '/forget'].includes(pathname)) return null;
  return target;
}
