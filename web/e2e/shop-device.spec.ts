import { apiToken, DEMO, expect, signInFast, test, uniqueName, uniquePhone } from './fixtures';

const deviceRows = (page: import('@playwright/test').Page) => page.locator('tbody tr.ant-table-row');

test.describe('/shop-device', () => {
  test('the owner adds a device, binds an account, deletes the device and sees the account disabled', async ({
    page,
  }) => {
    await signInFast(page, DEMO.owner);
    const deviceNo = `E2E-${Date.now().toString(36)}`.toUpperCase();
    await page.goto('/shop-device');
    await page.getByRole('button', { name: 'Add device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add device' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Enter the device number')).toBeVisible();
    await expect(dialog.getByText('Enter the device name')).toBeVisible();
    await dialog.getByLabel('Device number').fill(deviceNo);
    await dialog.getByLabel('Device name').fill('E2E counter');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`Device ${deviceNo} added`)).toBeVisible();

    // The same number again: refused on the number field.
    await page.getByRole('button', { name: 'Add device' }).click();
    await dialog.getByLabel('Device number').fill(deviceNo);
    await dialog.getByLabel('Device name').fill('Again');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('This device number already exists')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // An account registered with the new device.
    const token = await apiToken(page.request, DEMO.owner);
    const name = uniqueName('dev');
    const added = await page.request.post('/api/user/add', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        userType: 2,
        userName: name,
        mobile: uniquePhone(),
        password: 'Device#Account2026',
        permanent: true,
        deviceNo,
      },
    });
    expect((await added.json()).code).toBe(200);

    await page.locator('.su-search').getByLabel('Device number').fill(deviceNo);
    await page.locator('.su-search').getByRole('button', { name: 'Search' }).click();
    await expect(deviceRows(page)).toHaveCount(1);
    const row = deviceRows(page).first();
    await expect(row).toContainText('1 (1 enabled)');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Delete device ${deviceNo}?`);
    await expect(confirm).toContainText(
      'The accounts registered with this device and its permanent viewer ends will be disabled. This cannot be undone.',
    );
    await expect(confirm).toContainText('Accounts bound to this device: 1, of which 1 enabled will be disabled.');
    await confirm.getByRole('button', { name: 'Delete device' }).click();
    await expect(page.getByText(`Device ${deviceNo} deleted; 1 accounts disabled`)).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(0);
    await expect(page.getByText('No devices match the search')).toBeVisible();

    await page.goto('/users');
    await page.getByPlaceholder('Part of the name').fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    const account = page.getByTestId('accounts-panel').locator('tbody tr.ant-table-row', { hasText: name });
    await expect(account).toContainText('Disabled');
  });

  test('the platform operator reads a store’s devices and cannot add or delete', async ({ page }) => {
    await signInFast(page, DEMO.platform);
    await page.goto('/shop-device');
    await expect(page.getByText('Adding and deleting devices is up to each store', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add device' })).toHaveCount(0);
    // Stores are searched by name (the newest 50 are offered before typing; browser tests register many).
    await page.locator('.su-search').getByLabel('Store').fill('Demo Store');
    await page.locator('.ant-select-item-option', { hasText: 'Demo Store' }).click();
    await expect(deviceRows(page).filter({ hasText: 'SKN-A1-0001' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});
