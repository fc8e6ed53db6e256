import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, signInFast, test } from './fixtures';

/**
 * The console works under the server's Content-Security-Policy: every screen of the route table
 * renders with no CSP violation and no console error (the fixture fails a test on any console error;
 * a violation is also recorded here from the `securitypolicyviolation` event).
 */

/** Every path a page folder declares in its `route.ts` (web/src/pages/<screen>/route.ts; wildcards left out). */
const PAGES = path.resolve(import.meta.dirname, '../src/pages');
const SCREENS = fs
  .readdirSync(PAGES)
  .filter((dir) => fs.existsSync(path.join(PAGES, dir, 'route.ts')))
  .flatMap((dir) => [...fs.readFileSync(path.join(PAGES, dir, 'route.ts'), 'utf8').matchAll(/\bpath: '([^'*:]+)'/g)])
  .map((m) => m[1]!);

async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('the console is served with a strict policy', async ({ request }) => {
  const res = await request.get('/login');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('no-referrer');
});

/** Opens `p` and checks it rendered (its antd styles in place, its requests answered) without a violation. */
async function visit(page: Page, violations: () => Promise<string[]>, p: string) {
  await page.goto(p);
  await expect(page.locator('#root .boot')).toHaveCount(0);
  // antd injects its <style> elements as components mount.
  await expect(page.locator('style').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await violations(), `CSP violations on ${p}`).toEqual([]);
}

const PUBLIC = ['/login', '/register', '/forget'];

// One walk in one page (the console's code loads once, as a person's visit does), not a fresh browser per screen.
// Every other browser test fails on a violation too: Chromium logs each one as a console error, which fails the
// test it happens in (fixtures.ts), so the axe walk's dialogs and drawers are covered as well.
test.describe('every screen renders under the policy without a violation', () => {
  test('the route table lists the screens', () => {
    expect(SCREENS.length).toBeGreaterThan(15);
    expect(SCREENS).toEqual(expect.arrayContaining(PUBLIC));
  });

  test('the sign-in, register and forgot-password screens', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const p of PUBLIC) await visit(page, violations, p);
  });

  test('every screen of the route table signed in, a dialog, and the platform', async ({ page }) => {
    test.setTimeout(300_000);
    const violations = await watchCsp(page);
    await signInFast(page, DEMO.owner);
    for (const p of SCREENS.filter((s) => !PUBLIC.includes(s))) await visit(page, violations, p);
    await visit(page, violations, '/users');
    await page.getByRole('button', { name: /add/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations()).toEqual([]);
    await signInFast(page, DEMO.platform);
    await visit(page, violations, '/shop-device');
  });
});

test('the API docs page renders under the same policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
