import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { makePng } from '../../contract/src/testing/images';
import { apiToken, expect, expectToast, registerStore, signInFast, test } from './fixtures';

const rows = (page: Page) => page.locator('tbody tr.ant-table-row');
/** The titles of the list, top to bottom. */
const titles = (page: Page) => rows(page).getByTestId('ad-title');
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Drag to reorder “${title}”` });

function tempFile(name: string, data: Uint8Array) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'skin-e2e-ad-')), name);
  fs.writeFileSync(file, data);
  return file;
}

/** Adds an advert through the API (an image uploaded with file/put first). */
async function addAdvert(request: APIRequestContext, token: string, title: string, link = '') {
  const headers = { Authorization: `Bearer ${token}` };
  const put = await request.post('/api/file/put', {
    headers,
    multipart: { fileType: 'image', file: { name: 'ad.png', mimeType: 'image/png', buffer: makePng(64, 64) } },
  });
  const key = (await put.json()).datas.key as string;
  const res = await request.post('/api/adInfo/add', {
    headers,
    data: { language: 'en-US', type: 1, title, image: key, link },
  });
  expect((await res.json()).code).toBe(200);
}

/**
 * Lets the page run the tasks queued so far: after a pick-up with Space, dnd-kit's keyboard sensor starts listening
 * for the arrows in a zero-delay timer, so an arrow pressed at once on a busy machine moved nothing. A person is
 * never that quick; a timer queued after dnd-kit's runs after it.
 */
const queuedTasksRun = (page: Page) =>
  // biome-ignore lint/plugin/no-real-waits: a zero-delay timer, for the order of tasks, not for time.
  page.evaluate(() => new Promise((done) => setTimeout(done, 0)));

/** Drags a row by its handle with the mouse, in small steps, to just above the row titled `above`. */
async function dragAbove(page: Page, title: string, above: string) {
  const from = (await handle(page, title).boundingBox())!;
  const to = (await handle(page, above).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 12, { steps: 16 });
  await page.mouse.up();
}

test.describe('/ad-info', () => {
  test('add an advert with an image, reorder by dragging (mouse and keyboard), the order persists; preview', async ({
    page,
  }) => {
    const store = await registerStore(page.request);
    const token = await signInFast(page, store);

    await page.goto('/ad-info?language=en-US');
    await expect(page.getByText('No adverts in this language yet')).toBeVisible();
    // The first one through the dialog, with its picture.
    await page.getByRole('button', { name: 'Add advert' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Spring skin check');
    await dialog.getByLabel('Redirect link').fill('https://shop.example.com/spring');
    await dialog.locator('input[type=file]').setInputFiles(tempFile('spring.png', makePng(120, 120)));
    await expect(page.getByText('Image uploaded')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Advert added')).toBeVisible();
    await expect(titles(page)).toHaveText(['Spring skin check']);
    // Two more through the API, at the end of the list.
    await addAdvert(page.request, token, 'Hydration week');
    await addAdvert(page.request, token, 'Double eleven', 'https://shop.example.com/1111');
    await page.reload();
    await expect(titles(page)).toHaveText(['Spring skin check', 'Hydration week', 'Double eleven']);

    // A real mouse drag: the last one to the top.
    const saves: string[] = [];
    page.on('request', (r) => r.url().includes('/api/adInfo/sort') && saves.push(r.postData() ?? ''));
    await dragAbove(page, 'Double eleven', 'Spring skin check');
    await expect(titles(page)).toHaveText(['Double eleven', 'Spring skin check', 'Hydration week']);
    await expectToast(page, 'New order saved');
    expect(saves).toHaveLength(1);
    await page.reload();
    await expect(titles(page)).toHaveText(['Double eleven', 'Spring skin check', 'Hydration week']);
    await expect(rows(page).getByTestId('ad-position')).toHaveText(['1', '2', '3']);

    // The keyboard: focus a handle, Space, arrow up, Space.
    await handle(page, 'Hydration week').focus();
    await page.keyboard.press('Space');
    await expect(handle(page, 'Hydration week')).toHaveAttribute('aria-pressed', 'true');
    await queuedTasksRun(page);
    await page.keyboard.press('ArrowUp');
    // What a screen reader hears.
    await expect(page.getByText('Hydration week moved to position 2 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(titles(page)).toHaveText(['Double eleven', 'Hydration week', 'Spring skin check']);
    await expectToast(page, 'New order saved');
    await page.reload();
    await expect(titles(page)).toHaveText(['Double eleven', 'Hydration week', 'Spring skin check']);

    // Switched off: left out of the preview.
    await rows(page).filter({ hasText: 'Hydration week' }).getByRole('switch').click();
    await expect(page.getByText('“Hydration week” is hidden from the app')).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog');
    await expect(preview.getByText('Home screen carousel')).toBeVisible();
    const slides = preview.locator('.slick-slide:not(.slick-cloned) [data-testid=ad-slide]');
    await expect(slides).toHaveCount(2);
    await expect(slides.first()).toHaveAttribute('aria-label', 'Double eleven');
    await expect(preview.getByText(/No startup page is on in this language/)).toBeVisible();
    // The link shows on hover.
    const current = preview.locator('.slick-slide.slick-active [data-testid=ad-slide]');
    await current.hover();
    await expect(current.locator('.ad-slide-link')).toHaveCSS('opacity', '1');
  });

  test('on a phone, the arrows reorder the adverts', async ({ page }) => {
    const store = await registerStore(page.request);
    const token = await apiToken(page.request, store);
    await addAdvert(page.request, token, 'First');
    await addAdvert(page.request, token, 'Second');
    await page.setViewportSize({ width: 375, height: 812 });
    await signInFast(page, store);
    await page.goto('/ad-info?language=en-US');
    await expect(titles(page)).toHaveText(['First', 'Second']);
    await page.getByRole('button', { name: 'Move “Second” up' }).click();
    await expect(titles(page)).toHaveText(['Second', 'First']);
    await expectToast(page, 'New order saved');
    await page.reload();
    await expect(titles(page)).toHaveText(['Second', 'First']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The row's actions are in reach without scrolling the table.
    const edit = rows(page).first().getByRole('button', { name: 'Edit' });
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
