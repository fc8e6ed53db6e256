import type { Page } from '@playwright/test';
import { activeTab, DEMO, expect, expectPage, signInFast, tabBar, tabTitles, test } from './fixtures';

/** The keyboard alone: a skip link, tabs that show focus and close, forms that submit with Enter, dialogs that keep
 * the focus inside and give it back. */

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName, id: el?.id, role: el?.getAttribute('role'), text: el?.textContent?.trim() ?? '' };
  });

/** Presses Tab until `match` has the focus (at most `max` times); fails otherwise. */
async function tabTo(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return;
  }
  throw new Error(`not reached with Tab: now on ${JSON.stringify(await focused(page))}`);
}

test.beforeEach(async ({ page }) => {
  await signInFast(page, DEMO.owner);
});

test('the first Tab reaches "Skip to content", which moves the focus to the page', async ({ page }) => {
  await page.goto('/users');
  await expectPage(page, 'Users');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#sc-page')).toBeFocused();
  await expect(page.getByRole('main', { name: 'Users' })).toBeVisible();
});

test('tabs: reached with Tab, shown focused, moved with the arrows, opened with Enter, closed with Delete', async ({
  page,
}) => {
  await page.goto('/users');
  for (const title of ['Devices', 'Orders']) {
    await page.getByTestId('side-menu').getByText(title, { exact: true }).click();
    await expectPage(page, title);
  }
  await expect(tabTitles(page)).toHaveText(['Users', 'Devices', 'Orders']);
  await page.locator('body').click({ position: { x: 700, y: 5 } });
  // One stop for the whole list, on the page on screen.
  await tabTo(page, (f) => f.role === 'tab');
  await expect(activeTab(page)).toBeFocused();
  const ring = await activeTab(page).evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(ring).not.toBe('none');

  await page.keyboard.press('ArrowLeft');
  const devices = tabBar(page).getByRole('tab', { name: 'Devices' });
  await expect(devices).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(tabTitles(page)).toHaveText(['Users', 'Orders']);
  await expectPage(page, 'Orders');
  // The focus stays in the list, on the tab that took the closed one's place.
  await expect(tabBar(page).getByRole('tab', { name: 'Orders' })).toBeFocused();

  await page.keyboard.press('Home');
  await expect(tabBar(page).getByRole('tab', { name: 'Users' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPage(page, 'Users');
  await expect(page).toHaveURL(/\/users$/);
});

test('a dialog opened from the keyboard keeps the focus inside, submits with Enter and gives the focus back', async ({
  page,
}) => {
  await page.goto('/shop-device');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const add = page.getByRole('button', { name: 'Add device' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add device' });
  await expect(dialog).toBeVisible();
  // Tab and Shift+Tab go round the dialog's controls, never behind it.
  for (const key of [...Array(12).fill('Tab'), ...Array(6).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus after ${key}`).toBe(true);
  }
  // Enter in a field submits the form (the OK button sits outside it, in the dialog's footer).
  const deviceNo = `KB-${Date.now().toString(36)}`.toUpperCase();
  await dialog.getByLabel('Device number').fill(deviceNo);
  await dialog.getByLabel('Device name').fill('Keyboard counter');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/shopDevice/add'));
  await page.keyboard.press('Enter');
  expect((await (await added).json()).code).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Device ${deviceNo} added`)).toBeVisible();
  await expect(add).toBeFocused();
});

test('Escape closes the change-password dialog and the focus returns to the account menu', async ({ page }) => {
  await page.goto('/users');
  const menu = page.getByTestId('user-menu');
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();
});

test('the sign-in form submits with Enter from the password field', async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('User name').fill(DEMO.owner.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.owner.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users$/);
});

test('an analysis’ time in its row is reached with Tab and opens the drawer with Enter', async ({ page }) => {
  await page.goto('/analyses');
  const first = page.getByTestId('analyses-panel').getByTestId('analysis-open').first();
  await expect(first).toBeVisible();
  const time = (await first.textContent())!.trim();
  await page.getByRole('button', { name: 'Export' }).focus();
  await tabTo(page, (f) => f.tag === 'A' && f.text === time);
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('href', /\/analyses\?analysis=\d+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]analysis=\d+/);
  await expect(page.getByRole('dialog').getByText(`Analysis of ${time}`)).toBeVisible();
});

test('a sortable column header focused with Tab shows a focus ring, and Enter sorts by it', async ({ page }) => {
  await page.goto('/users');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add account' }).focus();
  await tabTo(page, (f) => f.tag === 'TH' && f.text.startsWith('User name'));
  const header = page.locator('th.ant-table-column-has-sorters', { hasText: 'User name' });
  const ring = await header.evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.outlineStyle, s.outlineWidth];
  });
  expect(ring).toEqual(['solid', '2px']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]sort=userName/);
});
