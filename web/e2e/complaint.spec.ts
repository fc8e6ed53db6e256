import { apiToken, DEMO, expect, registerStore, signInFast, test } from './fixtures';

const rows = (page: import('@playwright/test').Page) => page.locator('tbody tr.ant-table-row');

test.describe('chief complaints', () => {
  test('a new store adds a complaint type, then a complaint under it; the type cannot be deleted while it has one', async ({
    page,
  }) => {
    const store = await registerStore(page.request);
    await signInFast(page, store);

    // No types yet: the complaints screen says to add one first, and leads there.
    await page.goto('/complain-info?language=en-US');
    await expect(page.getByText('Add a complaint type first')).toBeVisible();
    await page.getByRole('button', { name: 'Go to complaint types' }).click();
    await expect(page).toHaveURL(/\/complaint-type\?language=en-US/);
    await expect(page.getByText('No complaint types in English yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add type' }).first().click();
    const typeDialog = page.getByRole('dialog', { name: 'Add complaint type' });
    await expect(typeDialog.getByText('Content language: English.', { exact: false })).toBeVisible();
    await typeDialog.getByLabel('Type name').fill('Oily skin');
    await typeDialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Complaint type "Oily skin" added')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Oily skin' })).toHaveCount(1);

    // The same name in another case is refused, under the name.
    await page.getByRole('button', { name: 'Add type' }).click();
    const again = page.getByRole('dialog', { name: 'Add complaint type' });
    await again.getByLabel('Type name').fill('OILY SKIN');
    await again.getByRole('button', { name: 'OK' }).click();
    await expect(again.getByText('The complaint type "OILY SKIN" already exists')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    // No complaints yet: the empty table offers the same Add button as the toolbar.
    await page.goto('/complain-info?language=en-US');
    await expect(page.getByText('No complaints in English yet', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Add complaint' }).first().click();
    const infoDialog = page.getByRole('dialog', { name: 'Add complaint' });
    // The language's only type is already chosen.
    await expect(infoDialog.getByText('Oily skin')).toBeVisible();
    await infoDialog.getByLabel('Complaint', { exact: true }).fill('Shiny forehead by noon');
    await infoDialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Complaint added')).toBeVisible();
    const added = rows(page).filter({ hasText: 'Shiny forehead by noon' });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText('Oily skin');

    // Back on the types: it counts one complaint, and its Delete is disabled with the reason.
    await page.goto('/complaint-type?language=en-US');
    const typeRow = rows(page).filter({ hasText: 'Oily skin' });
    await expect(typeRow).toContainText('1');
    const del = typeRow.getByRole('button', { name: 'Delete' });
    await expect(del).toBeDisabled();
    await del.hover({ force: true });
    await expect(page.getByRole('tooltip')).toContainText('Complaints under this type: 1.');

    // The server refuses it too, saying why.
    const token = await apiToken(page.request, store);
    const types = await page.request.post('/api/complainType/query/1/20', {
      data: { language: 'en-US' },
      headers: { Authorization: `Bearer ${token}` },
    });
    const id = (await types.json()).datas.list[0].id as number;
    const refused = await page.request.post(`/api/complainType/delete/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe(600403);
    await page.reload();
    await expect(rows(page).filter({ hasText: 'Oily skin' })).toHaveCount(1);
  });

  test('the demo store lists its complaints by type in Chinese on a phone, every row reachable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript(() => localStorage.setItem('admin-lang', 'zh-CN'));
    await signInFast(page, DEMO.owner);
    await page.goto('/complain-info');
    const first = rows(page).first();
    await expect(first).toContainText('额头和下巴反复长痘');
    await expect(first).toContainText('痘痘困扰');
    const edit = await first.getByRole('button', { name: '编辑' }).boundingBox();
    expect(edit!.x + edit!.width).toBeLessThanOrEqual(375);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('a store whose interface language has no content opens on a language that has, and the switch counts them', async ({
    page,
  }) => {
    // Second Store's complaint types are all in English; its owner reads the console in Chinese.
    await page.addInitScript(() => localStorage.setItem('admin-lang', 'zh-CN'));
    await signInFast(page, DEMO.expired);
    await page.goto('/complaint-type');
    await expect(rows(page).filter({ hasText: 'Dryness' })).toHaveCount(1);
    await expect(page).toHaveURL(/\/complaint-type$/);
    await page.getByRole('combobox', { name: '内容语言' }).click();
    const options = page.locator('.ant-select-item-option');
    await expect(options.filter({ hasText: 'English' })).toHaveText('English · 2');
    await expect(options.filter({ hasText: '简体中文' })).toHaveText('简体中文 · 无内容');
    // A language picked by hand is kept, even without content.
    await options.filter({ hasText: '简体中文' }).click();
    await expect(page).toHaveURL(/\/complaint-type\?language=zh-CN$/);
    await expect(rows(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: '内容语言' })).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });
});
