import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { makeJpeg } from '../../contract/src/testing/images';
import { DEMO, expect, registerStore, signInFast, test, tokenOf, uniqueName, uniquePhone } from './fixtures';

/**
 * A store of its own with one device, an account signed in to the app on it, and one analysis the app uploaded
 * with two photos (through the app's API, as the device does). `ownLabels`: the store initialised its labels from
 * the platform's first (else it shows the platform's).
 */
async function storeWithAnalysis(
  request: APIRequestContext,
  symptoms = [
    { symptomKey: 'acne', degree: 3 },
    { symptomKey: 'pores', degree: 1 },
  ],
  { ownLabels = false } = {},
) {
  const owner = await registerStore(request);
  const login = await request.post('/api/login', { data: { username: owner.username, password: owner.password } });
  const auth = { Authorization: `Bearer ${(await login.json()).datas.access_token}` };
  if (ownLabels) {
    const copied = await request.post('/api/symptomLabel/copyToShop', { headers: auth, data: {} });
    expect((await copied.json()).code).toBe(200);
  }
  const deviceNo = `E2E-AN-${Date.now().toString(36)}`.toUpperCase();
  const device = await request.post('/api/shopDevice/add', {
    headers: auth,
    data: { deviceNo, deviceName: 'Mirror by the window' },
  });
  expect((await device.json()).code).toBe(200);
  const userName = uniqueName('an');
  const password = 'Analysis#App2026pw';
  const account = await request.post('/api/user/add', {
    headers: auth,
    data: { userType: 1, userName, mobile: uniquePhone(), password, permanent: true, deviceNo },
  });
  expect((await account.json()).code).toBe(200);

  const app = await request.post('/api/app/v1/login', { data: { userName, password, deviceNo } });
  expect((await app.json()).code).toBe(200);
  const appAuth = { Authorization: `Bearer ${(await app.json()).datas.access_token}` };
  const keys: string[] = [];
  for (const [w, h] of [
    [640, 480],
    [480, 640],
  ] as const) {
    const photo = await request.post('/api/app/v1/files', {
      headers: appAuth,
      multipart: { file: { name: 'face.jpg', mimeType: 'image/jpeg', buffer: makeJpeg(w, h) } },
    });
    const body = await photo.json();
    expect(body.code).toBe(200);
    keys.push(body.datas.key);
  }
  const analysedAt = new Date(Date.now() - 3_600_000).toISOString();
  const recorded = await request.post('/api/app/v1/analyses', {
    headers: appAuth,
    data: {
      clientId: randomUUID(),
      analysedAt,
      deviceNo,
      symptoms,
      images: keys,
    },
  });
  expect(recorded.status()).toBe(201);
  return { owner, deviceNo, userName };
}

/** The image has arrived and is drawn (not only an <img> waiting for its bytes). */
const loaded = (img: import('@playwright/test').Locator) =>
  expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

test.describe('/analyses', () => {
  test('the owner opens a device’s analyses from /shop-device, sees the photos, opens one full size and exports', async ({
    page,
    request,
  }) => {
    const { owner, deviceNo, userName } = await storeWithAnalysis(request);
    await signInFast(page, owner);
    await page.goto('/shop-device');
    const deviceRow = page.locator('tbody tr.ant-table-row', { hasText: deviceNo });
    await deviceRow.getByRole('link', { name: `Analyses made on device ${deviceNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/analyses\\?deviceNo=${deviceNo}$`));
    await expect(page.getByRole('combobox', { name: 'Device' })).toHaveValue(deviceNo);

    const rows = page.getByTestId('analyses-panel').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText('Mirror by the window');
    await expect(row).toContainText(userName);
    await expect(row.getByTestId('symptom-acne')).toContainText('Severe');
    await expect(row.getByTestId('symptom-pores')).toContainText('Mild');
    const thumbs = row.locator('img.an-thumb');
    await expect(thumbs).toHaveCount(2);
    for (const img of await thumbs.all()) await loaded(img);

    // The detail: both photos larger, each opening the full-size photo in a new tab.
    await row.getByTestId('analysis-open').click();
    await expect(page).toHaveURL(/[?&]analysis=\d+/);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Photos (2)')).toBeVisible();
    const photos = drawer.getByTestId('analysis-photos').getByRole('link');
    await expect(photos).toHaveCount(2);
    for (const img of await drawer.locator('img.an-photo').all()) await loaded(img);
    const href = (await photos.first().getAttribute('href'))!;
    const full = await page.request.get(href);
    expect(full.status()).toBe(200);
    expect(full.headers()['content-type']).toBe('image/jpeg');
    const popup = page.waitForEvent('popup');
    await photos.first().click();
    const tab = await popup;
    await expect(tab).toHaveURL(new URL(href, page.url()).href);
    await tab.close();
    await page.goBack();
    await expect(page).not.toHaveURL(/analysis=/);
    await expect(drawer).toBeHidden();

    // The export: what the filters match, as a CSV file.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(deviceNo);
    expect(csv).toContain(userName);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  });

  test('deleting a label: its dialog counts the analyses naming it, and they keep the name', async ({
    page,
    request,
  }) => {
    const { owner } = await storeWithAnalysis(request, [{ symptomKey: 'wrinkles', degree: 2 }], { ownLabels: true });
    await signInFast(page, owner);
    await page.goto('/symptom-label?language=en-US');
    const label = page.locator('tbody tr.ant-table-row', { hasText: 'Wrinkles' });
    await label.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('label-usage')).toHaveText(
      'Analyses that name this symptom: 1. They keep the name they were recorded with.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(label).toHaveCount(0);
    await page.goto('/analyses');
    const row = page.getByTestId('analyses-panel').locator('tbody tr.ant-table-row').first();
    // Its English name, not the Chinese label's that is still there.
    await expect(row.getByTestId('symptom-wrinkles')).toContainText('Wrinkles');
  });

  test('on a phone an analysis’s symptoms wrap inside its card: the list does not scroll sideways', async ({
    page,
    request,
  }) => {
    const { owner } = await storeWithAnalysis(
      request,
      ['acne', 'texture', 'pores', 'redness'].map((symptomKey) => ({ symptomKey, degree: 2 })),
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await signInFast(page, owner);
    await page.goto('/analyses');
    const row = page.getByTestId('analyses-panel').locator('tbody tr.ant-table-row').first();
    // Three chips and "+1", the English names the longest of the seven languages' here.
    await expect(row.locator('.an-symptoms > span.cc-chip')).toHaveCount(3);
    const more = row.locator('.an-more');
    await expect(more).toHaveText('+1');
    const area = page.getByTestId('analyses-panel').locator('.ant-table-content');
    expect(await area.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    const [moreBox, areaBox] = [await more.boundingBox(), await area.boundingBox()];
    expect(moreBox!.x + moreBox!.width).toBeLessThanOrEqual(areaBox!.x + areaBox!.width);
  });

  test('an account’s analyses open from its name on /users', async ({ page, request }) => {
    const { owner, userName } = await storeWithAnalysis(request);
    await signInFast(page, owner);
    await page.goto('/users');
    await page.getByRole('link', { name: userName }).click();
    await expect(page).toHaveURL(/\/analyses\?userId=\d+$/);
    const rows = page.getByTestId('analyses-panel').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(userName);
  });

  test('searching and paging add history entries: Back returns to the page, then to the bare list', async ({
    page,
  }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/analyses');
    const panel = page.getByTestId('analyses-panel');
    await expect(panel.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await panel.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/\/analyses\?page=2$/);
    await page.getByRole('combobox', { name: 'Device' }).fill('SKN-A1');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/analyses\?deviceNo=SKN-A1$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/analyses\?page=2$/);
    await expect(page.getByRole('combobox', { name: 'Device' })).toHaveValue('');
    await expect(panel.locator('.ant-pagination-item-active')).toHaveText('2');
    await page.goBack();
    await expect(page).toHaveURL(/\/analyses$/);
    await expect(panel.locator('.ant-pagination-item-active')).toHaveText('1');
  });

  test('a link with values the list cannot use is corrected in place and says so; none is an error page', async ({
    page,
  }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/users');
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const long = 'D'.repeat(300);
    await page.goto(`/analyses?deviceNo=${long}&page=999999&degree=3`);
    await expect(page).toHaveURL(/\/analyses\?degree=3$/);
    await expect(
      page.getByText(/Part of this link could not be used.*deviceNo longer than 64 characters, page=999999/),
    ).toBeVisible();
    await expect(page.getByText('At most 64 characters: the link’s text was not used.')).toBeVisible();
    await expect(page.getByTestId('analyses-panel').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Try again/ })).toHaveCount(0);
    await expect(page.getByText(/deviceNo: /)).toHaveCount(0);
    // The correction took the link's own entry: Back goes to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/users$/);
  });

  test('a link to an analysis that does not exist says so, with nothing to try again', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/analyses?analysis=99999999');
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Not found', { exact: true })).toBeVisible();
    await expect(drawer.getByText(/No analysis of your store has this number/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: /Try again/ })).toHaveCount(0);
  });

  test('a symptom picked by its name stays shown by its name, and filters by its key', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/analyses');
    const field = page.getByRole('combobox', { name: 'Symptom' });
    await field.fill('acn');
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Acne \(acne\)$/ })
      .click();
    await expect(field).toHaveValue('Acne');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/analyses\?symptom=acne$/);
    await expect(page.getByRole('combobox', { name: 'Symptom' })).toHaveValue('Acne');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Symptom' })).toHaveValue('Acne');
  });

  test('the platform operator sees a store’s count of analyses, not the analyses', async ({ page, request }) => {
    const { owner } = await storeWithAnalysis(request);
    await signInFast(page, DEMO.platform);
    await page.goto('/analyses');
    await expect(page.getByText('the platform sees only how many each store has', { exact: false })).toBeVisible();
    await page.getByLabel('Store name').fill(owner.username);
    await page.getByLabel('Store name').press('Enter');
    const row = page.getByTestId('analysis-shops').locator('tbody tr.ant-table-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(1)).toHaveText('1');
    await expect(page.locator('img.an-thumb')).toHaveCount(0);
    // The platform's own token reads no store's analyses.
    const token = await tokenOf(page, DEMO.platform);
    const refused = await page.request.post('/api/analysis/query/1/20', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(refused.status()).toBe(403);
  });
});
