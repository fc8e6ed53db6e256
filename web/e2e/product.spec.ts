import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { makePng } from '../../contract/src/testing/images';
import { DEMO, expect, expectToast, signInFast, test, uniqueName } from './fixtures';

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

function tempFile(name: string, data: Uint8Array) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skin-e2e-product-')), name);
  fs.writeFileSync(file, data);
  return file;
}

/** Opens an antd select and picks the option showing `text` (typed into a searchable one: its list is virtual). */
async function pick(page: Page, select: Locator, text: string, search = false) {
  await select.click();
  if (search) await select.fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

test.describe('/product-type', () => {
  test('a store adds a programme with two symptoms and an image, sees it listed with both chips, and filters by symptom', async ({
    page,
  }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/product-type');
    await expect(rows(page).first()).toBeVisible();
    const name = uniqueName('Laser');

    await page.getByRole('button', { name: 'Add programme' }).click();
    const dialog = page.getByRole('dialog', { name: 'New programme' });
    await expect(dialog).toBeVisible();
    await pick(page, dialog.getByLabel('Type'), '祛痘');
    await dialog.getByLabel('Scheme name').fill(name);
    // The picture through the upload button's file chooser: square, so it goes straight up.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Image' }).click();
    await (await chooser).setFiles(tempFile('laser.png', makePng(300, 300)));
    await expect(page.getByText('Image uploaded')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Image' })).toBeVisible();
    await dialog.getByLabel('External link').fill('https://example.com/laser');
    await dialog.getByLabel('Introduction').fill('Fractional laser for acne marks and redness.');
    await dialog.getByRole('button', { name: /Add symptom/ }).click();
    await dialog.getByRole('button', { name: /Add symptom/ }).click();
    await pick(page, dialog.getByRole('combobox', { name: 'Pick a symptom' }).nth(0), 'Acne', true);
    await pick(page, dialog.getByRole('combobox', { name: 'Pick a symptom' }).nth(1), 'Redness', true);
    await pick(page, dialog.getByRole('combobox', { name: 'Degree' }).nth(1), 'Severe');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectToast(page, 'Programme saved');
    await expect(dialog).toBeHidden();

    const row = rows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('symptom-acne')).toHaveText('Acne · Moderate');
    await expect(row.getByTestId('symptom-redness')).toHaveText('Redness · Severe');
    // Redness's severe colour in Demo Store's labels.
    await expect(row.getByTestId('symptom-redness')).toHaveCSS('background-color', 'rgb(168, 7, 26)');
    await expect(row.getByRole('img', { name })).toBeVisible();
    await expect(row).toContainText('祛痘');

    // Filter by a symptom: only programmes naming it stay, and the filter is in the URL.
    await pick(page, page.getByRole('combobox', { name: 'Filter by symptom' }), 'Redness', true);
    await expect(page).toHaveURL(/[?&]symptom=redness(&|$)/);
    await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: '果酸焕肤' })).toHaveCount(0);
    const shown = await rows(page).count();
    expect(shown).toBeGreaterThan(0);
    await expect(rows(page).getByTestId('symptom-redness')).toHaveCount(shown);

    // Its name opens the details, in full.
    await row.getByText(name, { exact: true }).click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer.getByText('Fractional laser for acne marks and redness.')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'https://example.com/laser' })).toBeVisible();
  });

  test('the platform picks a store and reads its programmes without any change button', async ({ page }) => {
    await signInFast(page, DEMO.platform);
    await page.goto('/product-type');
    await expect(page.getByText('Pick a store to see its programme types and programmes.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Store' }).click();
    await page.getByRole('combobox', { name: 'Store' }).fill('Demo');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Demo Store' }).click();
    await expect(page).toHaveURL(/shopId=\d+/);
    await expect(rows(page).filter({ hasText: '蓝光祛痘护理' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Programme types' })).toContainText('祛痘');
    await expect(page.getByRole('button', { name: 'Add programme' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Batch add' })).toHaveCount(0);
    await expect(rows(page).first().getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(rows(page).first().getByRole('button', { name: 'View' })).toBeVisible();
  });
});

test.describe('on a phone (375 px), in Chinese', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the types sit above the list, nothing overflows, and a row’s actions are on screen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('admin-lang', 'zh-CN'));
    await signInFast(page, DEMO.owner);
    await page.goto('/product-type');
    const first = rows(page).first();
    await expect(first).toBeVisible();
    const types = await page.getByRole('navigation', { name: '项目类型' }).boundingBox();
    const table = await page.locator('.ant-table').first().boundingBox();
    expect(types!.y + types!.height).toBeLessThanOrEqual(table!.y);
    const w = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(w.doc).toBeLessThanOrEqual(w.view);
    const edit = await first.getByRole('button', { name: '编辑' }).boundingBox();
    expect(edit!.x + edit!.width).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: '添加项目' }).click();
    await expect(page.getByRole('dialog', { name: '新建项目' })).toBeVisible();
    const after = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(after).toBeLessThanOrEqual(375);
  });
});
