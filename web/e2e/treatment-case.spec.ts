import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { makePng } from '../../contract/src/testing/images';
import { apiToken, expect, expectToast, registerStore, signInFast, test } from './fixtures';

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');

function tempFile(name: string, data: Uint8Array) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skin-e2e-case-')), name);
  fs.writeFileSync(file, data);
  return file;
}

/** Picks a picture through the browser's file chooser, opened by the upload button named `label`. */
async function choosePicture(page: Page, dialog: Locator, label: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  // The button says what it does after the picture's name (label in name: "Before: Upload image").
  await dialog.getByRole('button', { name: `${label}: Upload image`, exact: true }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByRole('img', { name: label })).toBeVisible();
}

test.describe('/treatment-case', () => {
  test('a store adds a case with two pictures, a symptom and a cycle, then sees the pictures side by side', async ({
    page,
  }) => {
    const store = await registerStore(page.request);
    await signInFast(page, store);

    // No symptom labels yet: the screen says to set them up first.
    await page.goto('/treatment-case');
    await expect(page.getByText('Set up symptom labels first')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to symptom labels' })).toBeVisible();

    // With labels (copied from the platform), the empty list invites the first case.
    const token = await apiToken(page.request, store);
    const copied = await page.request.post('/api/symptomLabel/copyToShop', {
      data: {},
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await copied.json()).code).toBe(200);
    await page.reload();
    await expect(page.getByText('No cases yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add case' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add treatment case' });
    // Nothing filled: each required field says what it needs.
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Upload the before picture')).toBeVisible();
    await expect(dialog.getByText('Please enter the case description')).toBeVisible();

    await choosePicture(page, dialog, 'Before', tempFile('before.png', makePng(200, 200)));
    await choosePicture(page, dialog, 'After', tempFile('after.png', makePng(240, 240)));
    await dialog.getByLabel('Associated symptom').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Acne$/ })
      .click();
    await dialog.getByLabel('Case description').fill('Breakouts on the chin cleared after six months of care');
    // A cycle the case cannot keep is refused with the rule: never turned into 1, 120 or 3 and saved.
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/treatmentCase/add')) sent += 1;
    });
    const cycle = dialog.getByLabel('Treatment cycle');
    for (const typed of ['-3', '999', '2.5']) {
      await cycle.fill(typed);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog.getByText('Enter whole months from 1 to 120')).toBeVisible();
      await expect(cycle).toHaveValue(typed);
    }
    expect(sent).toBe(0);
    await cycle.fill('6');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Case added')).toBeVisible();

    const row = rows(page).filter({ hasText: 'Breakouts on the chin' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Acne');
    await expect(row).toContainText('6 months');
    await expect(row.getByRole('img', { name: 'Before' })).toBeVisible();
    await expect(row.getByRole('img', { name: 'After' })).toBeVisible();

    // The detail view: both pictures, captioned, side by side.
    await row.getByRole('button', { name: 'View' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Treatment case' });
    await expect(drawer.getByText('Before', { exact: true })).toBeVisible();
    await expect(drawer.getByText('After', { exact: true })).toBeVisible();
    const before = drawer.getByRole('img', { name: 'Before' });
    const after = drawer.getByRole('img', { name: 'After' });
    await expect(before).toBeVisible();
    await expect(after).toBeVisible();
    // Shown is not loaded: wait until each picture has arrived and decoded (a broken one never does).
    for (const img of [before, after])
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const [b, a] = [(await before.boundingBox())!, (await after.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(a.x).toBeGreaterThan(b.x + b.width - 1);
    await expect(drawer).toContainText('Breakouts on the chin cleared after six months of care');
    await expect(drawer).toContainText('6 months');
    await page.keyboard.press('Escape');

    // Deleting asks first, then the case is gone.
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this Acne case?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, /^Deleted$/m);
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No cases yet')).toBeVisible();
  });
});
