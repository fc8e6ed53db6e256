import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { GRANTABLE_CODES } from '../../contract/src/access';
import { DEMO, expect, loginForm, registerStore, signInFast, test, uniqueName, uniquePhone } from './fixtures';

const STAFF = { username: 'demostaff', password: 'Demostaff#2026pass' };

/** A bearer token for API calls that prepare data. */
async function tokenOf(request: APIRequestContext, who: { username: string; password: string }) {
  const res = await request.post('/api/login', { data: who });
  return (await res.json()).datas.access_token as string;
}

/** A device of Demo Store that only this test uses. */
async function addDevice(request: APIRequestContext, token: string) {
  const deviceNo = `E2E-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const res = await request.post('/api/shopDevice/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { deviceNo, deviceName: `Test device ${deviceNo}` },
  });
  expect((await res.json()).code).toBe(200);
  return deviceNo;
}

/** Types a name into the user-name filter and searches. */
async function filterByName(page: Page, name: string) {
  await page.getByPlaceholder('Part of the name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
}

const accountRows = (page: Page) => page.getByTestId('accounts-panel').locator('tbody tr.ant-table-row');

test.describe('/users: app accounts', () => {
  test('the owner adds an account bound to a device, finds it with a filter and disables it', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    const deviceNo = await addDevice(page.request, await tokenOf(page.request, DEMO.owner));
    const name = uniqueName('acc');
    const phone = uniquePhone().split(' ')[1]!;

    await page.goto('/users');
    await expect(page.getByRole('tab', { name: 'App accounts' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add app account' });
    // Every required input is prompted for.
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Select the user type')).toBeVisible();
    await expect(dialog.getByText('Enter your mobile number')).toBeVisible();

    await dialog.getByLabel('Viewer-end subaccount').check();
    await dialog.getByLabel('User name').fill(name);
    await dialog.getByLabel('Mobile phone').fill(phone);
    await dialog.getByLabel('Password', { exact: true }).fill('Viewer#Account2026');
    await dialog.getByLabel('Repeat password').fill('Viewer#Account2026');
    await dialog.getByLabel('Address').fill('1 Test Street');
    await dialog.getByLabel('Device number').click();
    await page.locator('.ant-select-item-option', { hasText: deviceNo }).click();
    await dialog.getByLabel('Expiration time').fill('2030-12-31');
    // Enter confirms the typed date and, as in every form of the console, submits the form.
    await dialog.getByLabel('Expiration time').press('Enter');
    await expect(page.getByText(`Account ${name} added`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await filterByName(page, name);
    await expect(accountRows(page)).toHaveCount(1);
    const row = accountRows(page).first();
    await expect(row).toContainText(name);
    await expect(row).toContainText(`+86 ${phone}`);
    await expect(row).toContainText(deviceNo);
    await expect(row).toContainText('2030-12-31');
    await expect(row).toContainText('Enabled');

    // The same name again is refused on the name field.
    await page.getByRole('button', { name: 'Add account' }).click();
    await dialog.getByLabel('Working end').check();
    await dialog.getByLabel('User name').fill(name);
    await dialog.getByLabel('Mobile phone').fill(uniquePhone().split(' ')[1]!);
    await dialog.getByLabel('Password', { exact: true }).fill('Viewer#Account2026');
    await dialog.getByLabel('Repeat password').fill('Viewer#Account2026');
    await dialog.getByRole('switch').click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('This user name is already used by another account')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Disable' }).click();
    // A confirmation dialog (the action sits in the row's menu in longer languages, where no popover can hang).
    await expect(page.getByRole('dialog', { name: `Disable ${name}? The account cannot sign in` })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`${name} disabled`)).toBeVisible();
    await expect(row).toContainText('Disabled');
    await expect(row.getByRole('button', { name: 'Enable' })).toBeVisible();

    // The status filter finds it among the disabled ones.
    await page.getByLabel('Status').click();
    await page.locator('.ant-select-item-option', { hasText: 'Disabled' }).click();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(accountRows(page)).toHaveCount(1);
    await expect(accountRows(page).first()).toContainText(name);
  });

  test('closing an account asks first and leaves it greyed with no actions', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    const token = await tokenOf(page.request, DEMO.owner);
    const name = uniqueName('cls');
    const res = await page.request.post('/api/user/add', {
      headers: { Authorization: `Bearer ${token}` },
      data: { userType: 1, userName: name, mobile: uniquePhone(), password: 'Closing#Account2026', permanent: true },
    });
    expect((await res.json()).code).toBe(200);

    await page.goto('/users');
    await filterByName(page, name);
    const row = accountRows(page).first();
    await expect(row).toContainText(name);
    await row.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Close account' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Close account ${name}?`);
    await expect(confirm).toContainText('This cannot be undone');
    await expect(confirm).toContainText('can no longer sign in');
    await confirm.getByRole('button', { name: 'Close account' }).click();
    await expect(page.getByText(`Account ${name} closed`)).toBeVisible();
    await expect(row).toContainText('Closed');
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('export downloads a CSV of the filtered rows', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    const token = await tokenOf(page.request, DEMO.owner);
    const prefix = uniqueName('exp').slice(0, 12);
    for (const n of ['a', 'b']) {
      const res = await page.request.post('/api/user/add', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          userType: 2,
          userName: `${prefix}${n}`,
          mobile: uniquePhone(),
          password: 'Export#Account2026',
          permanent: true,
        },
      });
      expect((await res.json()).code).toBe(200);
    }
    await page.goto('/users');
    await filterByName(page, prefix);
    await expect(accountRows(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('User name');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`${prefix}a`);
    expect(text).toContain(`${prefix}b`);
    expect(text).not.toContain('linmei');
  });

  test('staff with only the users and devices codes see the lists and no add, edit or delete', async ({ page }) => {
    await signInFast(page, STAFF);
    await page.goto('/users');
    await expect(accountRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Disable' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Console staff' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);

    await page.goto('/shop-device');
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add device' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('the owner sees staff and the audit log; a new staff account gets the codes ticked', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/users');
    await page.getByRole('tab', { name: 'Console staff' }).click();
    await expect(page.getByTestId('staff-panel')).toContainText('demostaff');
    const name = uniqueName('stf');
    await page.getByRole('button', { name: 'Add staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add console staff' });
    await dialog.getByLabel('User name').fill(name);
    await dialog.getByLabel('New password').fill('Staff#Member2026pw');
    await dialog.getByLabel('Repeat password').fill('Staff#Member2026pw');
    await dialog.getByLabel('View app accounts').check();
    await dialog.getByLabel('Add accounts').check();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`Staff account ${name} added`)).toBeVisible();
    await expect(page.getByTestId('staff-panel').locator('tr', { hasText: name })).toContainText(
      `2 of ${GRANTABLE_CODES.length}`,
    );

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByTestId('audit-panel');
    await expect(log.locator('tbody tr.ant-table-row').first()).toContainText('Added a staff account');
    await log.locator('.ant-table-row-expand-icon').first().click();
    await expect(log.locator('.su-json').first()).toContainText(name);
  });
});

test.describe('/users for the platform operator', () => {
  test('sees the store list and opens Demo Store’s accounts, read only', async ({ page }) => {
    await signInFast(page, DEMO.platform);
    await page.goto('/users');
    await expect(page.getByRole('tab', { name: 'Stores' })).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('shops-panel').getByRole('textbox', { name: 'Shop name' }).fill('Demo Store');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('shops-panel').locator('tbody tr.ant-table-row', { hasText: 'Demo Store' });
    await expect(row).toContainText('Lin Wei');
    await expect(row).toContainText('Normal');
    await expect(row).toContainText('VIP 2');
    await expect(row).toContainText(/\d+ days left/);
    await row.getByRole('button', { name: 'View accounts' }).click();

    const drawer = page.getByRole('dialog', { name: 'App accounts of Demo Store' });
    await expect(drawer.locator('tbody tr.ant-table-row', { hasText: 'linmei' })).toBeVisible();
    await expect(drawer.getByText('Read only: each store manages its own accounts.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Add account' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Disable' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Console staff' })).toHaveCount(0);
  });
});

test('signing in to a store the platform marked invalid says the store is invalid', async ({ page, request }) => {
  const owner = await registerStore(request);
  await signInFast(page, DEMO.platform);
  await page.goto('/users');
  const panel = page.getByTestId('shops-panel');
  await panel.getByRole('textbox', { name: 'Shop name' }).fill(owner.username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = panel.locator('tbody tr.ant-table-row', { hasText: owner.username });
  await row.getByRole('button', { name: 'Set invalid' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText('Invalid');

  await page.context().clearCookies();
  await page.goto('/login');
  const form = loginForm(page);
  await form.getByLabel('User name').fill(owner.username);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('This store has been marked invalid');
  await expect(page.getByRole('alert')).not.toContainText('account is disabled');
  await expect(page).toHaveURL(/\/login/);
});

test.describe('/users and /shop-device on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  const noHorizontalOverflow = async (page: Page) => {
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
  };

  test('tables scroll inside their card, filters stack, the add form fits', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/users');
    await expect(accountRows(page).first()).toBeVisible();
    await noHorizontalOverflow(page);
    // Only name and phone until more filters are asked for.
    await expect(page.getByPlaceholder('Part of the name')).toBeVisible();
    await expect(page.getByLabel('User type')).toHaveCount(0);
    await page.getByRole('button', { name: 'More filters' }).click();
    await expect(page.getByLabel('User type')).toBeVisible();
    await page.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add app account' });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    for (const [tabName, panel] of [
      ['Console staff', 'staff-panel'],
      ['Audit log', 'audit-panel'],
    ] as const) {
      await page.getByRole('tab', { name: tabName }).click();
      await expect(page.getByTestId(panel).locator('tbody tr.ant-table-row').first()).toBeVisible();
      await noHorizontalOverflow(page);
    }
    await page.goto('/shop-device');
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await noHorizontalOverflow(page);
  });
});
