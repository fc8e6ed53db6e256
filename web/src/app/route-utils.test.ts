import type { AccessCode } from '@skin/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/render';
import {
  findRoute,
  homePath,
  isTabAllowed,
  isTabRoute,
  menuRoutes,
  prefetchFirstPage,
  safeRedirect,
} from './route-utils';
import { isPageRoute, ROUTES } from './routes';

describe('route table', () => {
  it('lists the side menu in the order of SPEC section 2', () => {
    const all = menuRoutes([
      'data',
      'users',
      'shop-device',
      'symptom-label',
      'product-type',
      'treatment-case',
      'symptom-desc',
      'ad-info',
      'complaint-type',
      'complain-info',
      'my-orders',
      'cloud',
    ]).map((r) => r.path);
    expect(all).toEqual([
      '/data',
      '/users',
      '/shop-device',
      '/symptom-label',
      '/product-type',
      '/treatment-case',
      '/symptom-desc',
      '/ad-info',
      '/complaint-type',
      '/complain-info',
      '/my-orders',
      '/cloud',
    ]);
  });

  it('hides every entry whose code the user lacks, and all of them for an empty access list', () => {
    expect(menuRoutes(['cloud', 'users']).map((r) => r.path)).toEqual(['/users', '/cloud']);
    expect(menuRoutes([])).toEqual([]);
    expect(menuRoutes(undefined)).toEqual([]);
  });

  it('gives every menu entry an access code, an icon and a lazy page', () => {
    for (const r of ROUTES.filter(isPageRoute).filter((r) => r.menu)) {
      expect(r.access?.length, r.path).toBeGreaterThan(0);
      expect(r.menu?.icon, r.path).toBeTruthy();
      expect(typeof r.page.preload, r.path).toBe('function');
    }
  });

  it('keeps payment pages out of the menu and the tabs', () => {
    expect(findRoute('/payment')?.layout).toBe('payment');
    expect(findRoute('/payment/result')?.layout).toBe('payment');
    expect(isTabAllowed('/payment', ['my-orders'])).toBe(false);
    // A page opens its tab without its code too (its 403 shows there); a saved one is restored only with the code.
    expect(isTabRoute('/data')).toBe(true);
    expect(isTabAllowed('/data', ['users'])).toBe(false);
    expect(isTabRoute('/403')).toBe(false);
  });

  it('sends / and /index to users, or to the first screen the user may open', () => {
    expect(homePath(['users', 'cloud'])).toBe('/users');
    expect(homePath(['cloud', 'my-orders'])).toBe('/my-orders');
  });

  it('follows a redirect target only within the console', () => {
    expect(safeRedirect('/my-orders?page=2')).toBe('/my-orders?page=2');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe("a first visit's early requests", () => {
  it("asks for a page's data before its first render only when the user may open the page", () => {
    const route = findRoute('/users')!;
    const prefetch = vi.fn();
    const context = (access: AccessCode[]) => ({
      client: new QueryClient(),
      user: buildUser({ access }),
      search: new URLSearchParams(),
    });
    const answer = Promise.resolve('page');
    prefetch.mockReturnValue(answer);
    expect(prefetchFirstPage(route, { prefetch }, context(['shop-device']))).toBeUndefined();
    expect(prefetch).not.toHaveBeenCalled();
    // What the page asked for comes back, for the first render to wait on (main.tsx).
    expect(prefetchFirstPage(route, { prefetch }, context(['users']))).toBe(answer);
    expect(prefetch).toHaveBeenCalledTimes(1);
    // A page without a prefetch asks for nothing.
    expect(prefetchFirstPage(route, {}, context(['users']))).toBeUndefined();
  });
});
