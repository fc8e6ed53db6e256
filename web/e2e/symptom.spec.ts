import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { GIF_1X1, makePng } from '../../contract/src/testing/images';
import { DEMO, expect, expectToast, registerStore, signInFast, test } from './fixtures';

const rows = (page: import('@playwright/test').Page) => page.locator('tbody tr.ant-table-row');

function tempFile(name: string, data: Uint8Array) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skin-e2e-file-')), name);
  fs.writeFileSync(file, data);
  return file;
}

test.describe('/symptom-label', () => {
  test('a new store initialises its labels from the platform after a warning', async ({ page }) => {
    const store = await registerStore(page.request);
    await signInFast(page, store);
    await page.goto('/symptom-label');
    await expect(page.getByText('Your store has no symptom labels yet')).toBeVisible();
    await page.getByRole('button', { name: 'Initialise from the platform' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Replace my labels' }).click();
    await expectToast(page, /Copied \d+ labels from the platform/);
    await expect(page.getByRole('navigation', { name: 'Label types' }).getByText('Blemishes')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Acne' })).toHaveCount(1);
    // The degree colours show at a glance.
    await expect(rows(page).filter({ hasText: 'Acne' }).getByTestId('degree-3')).toHaveCSS(
      'background-color',
      'rgb(245, 34, 45)',
    );
  });

  test('importing a template with a duplicate shows a 10-second notification naming the label', async ({ page }) => {
    const token = await signInFast(page, DEMO.owner);
    // The store's own export: every label in it is already there.
    const exported = await page.request.get('/api/symptomLabel/export?language=en-US', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(exported.ok()).toBe(true);
    const file = tempFile('labels.xlsx', await exported.body());
    await page.goto('/symptom-label');
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('dialog').locator('input[type=file][accept*=".xlsx"]').setInputFiles(file);
    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toContainText('is a duplicate');
    await expect(notice).toContainText('Acne');
    await expect(notice).toContainText('Rows at fault');
  });

  test('importing a file with several bad rows lists every one (row, column, problem) until dismissed', async ({
    page,
  }) => {
    const store = await registerStore(page.request);
    const token = await signInFast(page, store);
    // The blank template as the console offers it, filled in with three bad rows below its example.
    const blank = await page.request.get('/api/symptomLabel/template?language=en-US', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await blank.body()) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('labels')!;
    ws.addRow(['Skin', 'Dry skin', 'dry', 'red']);
    ws.addRow(['Skin', 'Oily skin']);
    ws.addRow(['Skin', 'Rough', 'Not A Key']);
    const file = tempFile('bad-labels.xlsx', new Uint8Array(await wb.xlsx.writeBuffer()));

    await page.goto('/symptom-label?language=en-US');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import labels: English' });
    await expect(dialog.getByText('Row 2 is an example and is never imported')).toBeVisible();
    await dialog.locator('input[type=file][accept*=".xlsx"]').setInputFiles(file);
    const panel = dialog.getByTestId('import-faults');
    await expect(panel).toContainText('Nothing was imported. Problems found: 3.');
    const lines = panel.locator('tbody tr.ant-table-row');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toHaveText(/^3\s*Mild colour\s*Colours must be written #RRGGBB$/);
    await expect(lines.nth(1)).toHaveText(/^4\s*Symptom key\s*This field is required$/);
    await expect(lines.nth(2)).toHaveText(/^5\s*Symptom key\s*A symptom key starts with a lower-case letter/);
    // It stays while the dialog is open, until dismissed.
    await panel.getByRole('button', { name: 'Dismiss the list of problems' }).click();
    await expect(panel).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});

test.describe('the platform looking at a store', () => {
  test('picks a store on /symptom-label and /symptom-desc and sees its content read-only', async ({ page }) => {
    await signInFast(page, DEMO.platform);
    await page.goto('/symptom-label?language=en-US');
    await expect(page.getByText('You are editing the platform master labels that stores copy.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add type' })).toBeVisible();
    await page.getByRole('combobox', { name: 'View a store' }).click();
    await page.getByRole('combobox', { name: 'View a store' }).fill('Demo');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Demo Store' }).click();
    await expect(page).toHaveURL(/shopId=\d+/);
    await expect(page.getByText('You are viewing a store’s content. Only the store can change it.')).toBeVisible();
    await expect(rows(page).filter({ hasText: 'Acne' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add type' })).toHaveCount(0);
    await expect(rows(page).first().getByRole('button', { name: 'Edit' })).toHaveCount(0);

    await page.goto('/symptom-desc?language=en-US');
    await page.getByRole('combobox', { name: 'View a store' }).click();
    await page.getByRole('combobox', { name: 'View a store' }).fill('Demo');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Demo Store' }).click();
    await expect(page.getByText('You are viewing a store’s content. Only the store can change it.')).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });
});

test.describe('/symptom-desc', () => {
  test('a store copies the platform scripts, then edits one with an image cropped to 1:1', async ({ page }) => {
    const store = await registerStore(page.request);
    await signInFast(page, store);
    await page.goto('/symptom-desc');
    await expect(page.getByTestId('from-platform')).toContainText('Platform scripts');
    await expect(page.getByText('Read-only', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Copy from platform' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Copy and overwrite' }).click();
    await expectToast(page, /Copied \d+ scripts/);
    await expect(page.getByTestId('from-platform')).toHaveCount(0);

    await rows(page).first().getByRole('button', { name: 'Edit' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit script: Acne, Mild' });
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Script').fill('Mild acne: cleanse gently twice a day.');

    // A GIF is refused in the browser with the same message as the server's.
    const inputs = drawer.locator('input[type=file]');
    await inputs.first().setInputFiles(tempFile('photo.gif', GIF_1X1));
    await expect(page.getByText('Only JPG or PNG images can be uploaded')).toBeVisible();

    // A 300x200 picture is offered for cropping to 1:1, then uploaded with a progress bar and previewed.
    await inputs.first().setInputFiles(tempFile('wide.png', makePng(300, 200)));
    const crop = page.getByRole('dialog', { name: 'Crop to a square (1:1)' });
    await expect(crop).toBeVisible();
    await crop.getByRole('button', { name: 'Crop and upload' }).click();
    await expect(page.getByText('Image uploaded')).toBeVisible();
    await expect(drawer.getByRole('img', { name: 'Image 1' })).toBeVisible();
    await expect(drawer.getByText('Replace', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Remove' }).first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved');
    const first = rows(page).first();
    await expect(first).toContainText('Mild acne: cleanse gently twice a day.');
    await expect(first.getByRole('img', { name: 'Image 1' })).toBeVisible();
  });
});

test.describe('on a phone (375 px), in Chinese', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  const noHorizontalOverflow = async (page: import('@playwright/test').Page) => {
    const w = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      view: window.innerWidth,
    }));
    expect(w.doc).toBeLessThanOrEqual(w.view);
    expect(w.body).toBeLessThanOrEqual(w.view);
  };

  /** A row's Edit button is on screen as the page opens: no sideways scroll of the table to reach it. */
  const editReachable = async (page: Page, row: Locator) => {
    const box = await row.getByRole('button', { name: '编辑' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  };

  test('both screens and their edit drawers fit', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('admin-lang', 'zh-CN'));
    await signInFast(page, DEMO.owner);
    await page.goto('/symptom-label');
    await expect(rows(page).filter({ hasText: '痘痘' })).toHaveCount(1);
    await noHorizontalOverflow(page);
    await editReachable(page, rows(page).filter({ hasText: '痘痘' }));
    await rows(page).filter({ hasText: '痘痘' }).getByRole('button', { name: '编辑' }).click();
    await expect(page.getByRole('dialog', { name: '编辑标签' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '编辑标签' }).getByLabel('症状标识')).toHaveValue('acne');
    await noHorizontalOverflow(page);

    await page.goto('/symptom-desc');
    await expect(rows(page).first()).toBeVisible();
    await noHorizontalOverflow(page);
    await editReachable(page, rows(page).first());
    await rows(page).first().getByRole('button', { name: '编辑' }).click();
    const drawer = page.getByRole('dialog', { name: /编辑话术/ });
    await expect(drawer.getByText('JPG 或 PNG', { exact: false }).first()).toBeVisible();
    await noHorizontalOverflow(page);
  });
});
