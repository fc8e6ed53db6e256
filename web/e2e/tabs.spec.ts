import { activeTab, DEMO, expect, expectPage, signInFast, tabBar, tabTitles, test } from './fixtures';

test.describe('tabs', () => {
  test.beforeEach(async ({ page }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/users');
    await expectPage(page, 'Users');
  });

  const open = async (page: import('@playwright/test').Page, title: string, url: RegExp) => {
    await page.getByTestId('side-menu').getByText(title, { exact: true }).click();
    await expect(page).toHaveURL(url);
    await expectPage(page, title);
  };
  const tabs = tabBar;
  const tabActions = async (page: import('@playwright/test').Page, action: string) => {
    await page.getByRole('button', { name: 'Tab actions' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };

  test('the tab of the page on screen is scrolled into the strip when the tabs overflow it', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    const titles = ['Devices', 'Orders', 'Cloud space', 'Symptom labels', 'Programmes', 'Cases', 'Adverts'];
    for (const title of titles) await page.getByTestId('side-menu').getByText(title, { exact: true }).click();
    await expectPage(page, 'Adverts');
    const strip = tabBar(page).getByRole('tablist');
    const inView = (name: string) =>
      strip.evaluate((list, n) => {
        const tab = [...list.querySelectorAll('[role=tab]')].find((t) => t.textContent?.startsWith(n))!;
        const [a, b] = [tab.getBoundingClientRect(), list.getBoundingClientRect()];
        return a.left >= b.left - 1 && a.right <= b.right + 1;
      }, name);
    expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await expect.poll(() => inView('Adverts')).toBe(true);
    // Back to the first page from the menu: its tab, scrolled out of view, comes back into it.
    await page.getByTestId('side-menu').getByText('Users', { exact: true }).click();
    await expectPage(page, 'Users');
    await expect.poll(() => inView('Users')).toBe(true);
    expect(await inView('Adverts')).toBe(false);
  });

  test('every opened page becomes a tab; each way of closing works', async ({ page }) => {
    await open(page, 'Devices', /\/shop-device$/);
    await open(page, 'Orders', /\/my-orders$/);
    await open(page, 'Cloud space', /\/cloud$/);
    await expect(tabTitles(page)).toHaveText(['Users', 'Devices', 'Orders', 'Cloud space']);

    // close current (the active, last tab): its left neighbour opens
    await tabActions(page, 'Close current tab');
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(tabTitles(page)).toHaveText(['Users', 'Devices', 'Orders']);

    // the × of an active tab in the middle: its right neighbour opens
    await open(page, 'Cloud space', /\/cloud$/);
    await tabs(page).getByRole('tab', { name: 'Devices' }).click();
    await expect(page).toHaveURL(/\/shop-device$/);
    await expect(activeTab(page)).toHaveText('Devices');
    await activeTab(page).getByTestId('tab-close').click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(tabTitles(page)).toHaveText(['Users', 'Orders', 'Cloud space']);

    // close left, from the tab's right-click menu: the active tab stays
    await tabs(page).getByText('Cloud space', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close tabs to the left' }).click();
    await expect(page).toHaveURL(/\/cloud$/);
    await expect(tabTitles(page)).toHaveText(['Cloud space']);

    // close others
    await open(page, 'Adverts', /\/ad-info$/);
    await open(page, 'Cases', /\/treatment-case$/);
    await tabs(page).getByText('Adverts', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close other tabs' }).click();
    await expect(page).toHaveURL(/\/ad-info$/);
    await expect(tabTitles(page)).toHaveText(['Adverts']);

    // close all: back to the home page, which opens again as the only tab
    await open(page, 'Programmes', /\/product-type$/);
    await tabActions(page, 'Close all tabs');
    await expect(page).toHaveURL(/\/users$/);
    await expect(tabTitles(page)).toHaveText(['Users']);

    // closing the only tab leads home as well
    await tabActions(page, 'Close current tab');
    await expect(page).toHaveURL(/\/users$/);
  });

  test('tabs come back after a reload, without pages that do not exist', async ({ page }) => {
    await open(page, 'Devices', /\/shop-device$/);
    await open(page, 'Orders', /\/my-orders$/);
    await page.goto('/my-orders?page=3');
    await expect(tabTitles(page)).toHaveText(['Users', 'Devices', 'Orders']);

    // Something stale in storage (a removed screen, a public page) is dropped on restore.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('admin-tabs:'))!;
      const saved = JSON.parse(localStorage.getItem(key)!);
      saved.push({ key: '/old-screen', path: '/old-screen' }, { key: '/login', path: '/login' });
      localStorage.setItem(key, JSON.stringify(saved));
    });
    await page.reload();
    await expectPage(page, 'Orders');
    await expect(tabTitles(page)).toHaveText(['Users', 'Devices', 'Orders']);
    await expect(activeTab(page)).toHaveText('Orders');

    // a tab remembers its query
    await tabs(page).getByRole('tab', { name: 'Devices' }).click();
    await expect(page).toHaveURL(/\/shop-device$/);
    await tabs(page).getByRole('tab', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/my-orders\?page=3$/);
  });

  test('closing tabs left, right or others of another tab keeps the page on screen when it survives', async ({
    page,
  }) => {
    await open(page, 'Devices', /\/shop-device$/);
    await open(page, 'Orders', /\/my-orders$/);
    await open(page, 'Cloud space', /\/cloud$/);
    await open(page, 'Adverts', /\/ad-info$/);
    // On Orders, close left of Devices (Users goes), then right of Cloud space (Adverts goes): Orders stays.
    await tabs(page).getByRole('tab', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await tabs(page).getByText('Devices', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close tabs to the left' }).click();
    await expect(tabTitles(page)).toHaveText(['Devices', 'Orders', 'Cloud space', 'Adverts']);
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(activeTab(page)).toHaveText('Orders');

    await tabs(page).getByText('Cloud space', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close tabs to the right' }).click();
    await expect(tabTitles(page)).toHaveText(['Devices', 'Orders', 'Cloud space']);
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(activeTab(page)).toHaveText('Orders');

    // Right of Devices closes Orders, the page on screen: Devices opens.
    await tabs(page).getByText('Devices', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close tabs to the right' }).click();
    await expect(page).toHaveURL(/\/shop-device$/);
    await expect(tabTitles(page)).toHaveText(['Devices']);

    // Others of the page on screen, from the tab actions button: it stays.
    await open(page, 'Orders', /\/my-orders$/);
    await open(page, 'Cloud space', /\/cloud$/);
    await tabs(page).getByRole('tab', { name: 'Orders' }).click();
    await tabs(page).getByText('Orders', { exact: true }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close other tabs' }).click();
    await expect(tabTitles(page)).toHaveText(['Orders']);
    await expect(page).toHaveURL(/\/my-orders$/);
  });
});
