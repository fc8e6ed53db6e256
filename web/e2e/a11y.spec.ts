import type { Page } from '@playwright/test';
import { expect, signInFast, test } from './fixtures';
import {
  ACCOUNTS,
  axe,
  closeDialog,
  dialogShown,
  OVERLAYS,
  type Role,
  SCREENS,
  type Screen,
  screenReady,
} from './walk';

/**
 * axe (WCAG 2.1 A and AA) over every screen, dialog and drawer of walk.ts, as each kind of user and on the public
 * pages: a serious or critical violation fails, so a new screen cannot bring one back. A screen is scanned whole;
 * a dialog or drawer by itself (the page behind it was scanned already). `web/e2e/a11y-report.ts` prints the same
 * walk with every impact, for reading.
 */
async function severe(page: Page, where: string, include?: string[]): Promise<string[]> {
  const { violations } = await axe(page, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}, ${v.nodes.length} nodes) ${v.help}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * One test per screen and kind of user: the screen whole, then each of its dialogs and drawers by itself. A screen
 * is its own test so that each stays far inside its time on a loaded machine (a walk of a third of the owner's
 * screens once took more than 300 s on CI) and a failure names the screen.
 */
test.describe.configure({ mode: 'parallel' });

const WALKS: [Role, Screen][] = (['public', 'owner', 'staff', 'platform'] as const).flatMap((role) =>
  SCREENS[role].map((screen): [Role, Screen] => [role, screen]),
);

for (const [role, screen] of WALKS) {
  const n = screen.dialogs?.length ?? 0;
  const dialogs = n === 0 ? '' : n === 1 ? ' and its dialog' : ` and its ${n} dialogs and drawers`;
  test(`axe finds no serious or critical violation on ${role} ${screen.path}${dialogs}`, async ({ page }) => {
    // A limit that catches a hang, with room for a loaded machine (its screens a third at a time overran 300 s on CI).
    test.setTimeout(300_000);
    if (role !== 'public') await signInFast(page, ACCOUNTS[role]);
    const found: string[] = [];
    await page.goto(screen.path);
    await screenReady(page, screen);
    found.push(...(await severe(page, screen.path)));
    for (const dialog of screen.dialogs ?? []) {
      await dialog.open(page);
      await dialogShown(page);
      found.push(...(await severe(page, `${screen.path} [${dialog.name}]`, OVERLAYS)));
      await closeDialog(page);
    }
    expect(found).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('axe finds no serious or critical violation on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('form#login')).toBeVisible();
    expect(await severe(page, '/login')).toEqual([]);
  });

  // One test per screen, as on a desktop: four screens and axe five times in one test overran its limit on CI.
  for (const screen of SCREENS.owner.filter((s) => ['/users', '/data', '/my-orders'].includes(s.path))) {
    const drawer = screen.path === '/users';
    test(`axe finds no serious or critical violation on ${screen.path}${drawer ? ' and the menu drawer' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await signInFast(page, ACCOUNTS.owner);
      await page.goto(screen.path);
      await screenReady(page, screen);
      const found = await severe(page, screen.path);
      if (drawer) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.locator('.sc-drawer').getByRole('menuitem').first()).toBeVisible();
        found.push(...(await severe(page, 'menu drawer', ['.ant-drawer'])));
      }
      expect(found).toEqual([]);
    });
  }
});

test('less motion, as asked (or for a driven browser): antd moves nothing, its transitions last 0 s', async ({
  page,
}) => {
  // The run-time theme says so (theme.ts); the stylesheet made at build time, with motion, must not override it,
  // or a button turning enabled fades through colours axe can catch half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  const submit = page.locator('form#login button[type=submit]');
  await expect(submit).toBeVisible();
  const motion = await submit.evaluate((button) => ({
    duration: getComputedStyle(document.documentElement).getPropertyValue('--ant-motion-duration-mid').trim(),
    button: getComputedStyle(button).transitionDuration,
  }));
  expect(motion).toEqual({ duration: '0s', button: '0s' });
});
