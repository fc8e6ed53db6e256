import { DEMO, expect, expectPage, signIn, signInFast, test } from './fixtures';

test('a deep link opened while signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/my-orders?page=2&status=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-orders%3Fpage%3D2%26status%3D1$/);
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/my-orders\?page=2&status=1$/);
  await expectPage(page, 'Orders');
});

test('an expired session sends the user to sign in and back to the same page', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.owner);
  await page.goto('/cloud');
  await expectPage(page, 'Cloud space');
  // The server forgets the session (e.g. the password was changed elsewhere): a stale token remains.
  await page
    .context()
    .addCookies([{ name: 'admin-token', value: 'stale-token', url: process.env.E2E_BASE_URL!, sameSite: 'Lax' }]);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcloud$/);
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/cloud$/);
});

test('a redirect to another site is not followed', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/users$/);
});

test('list filters are words in the URL: a reload keeps them, a hand edit changes them, an older link still opens', async ({
  page,
}) => {
  await signInFast(page, DEMO.owner);
  const query = () => page.waitForRequest((r) => /\/api\/userOrder\/query\/\d+\/\d+$/.test(r.url()));

  let asked = query();
  await page.goto('/my-orders?status=3&sort=-createdAt&from=2026-01-01');
  expect((await asked).postDataJSON()).toMatchObject({
    orderStatus: 3,
    sortField: 'createdAt',
    sortOrder: 'descend',
  });
  await expectPage(page, 'Orders');
  asked = query();
  await page.reload();
  expect((await asked).postDataJSON()).toMatchObject({ orderStatus: 3, sortField: 'createdAt' });
  await expect(page).toHaveURL(/\/my-orders\?status=3&sort=-createdAt&from=2026-01-01$/);

  // The link is edited by hand: cancelled orders instead.
  asked = query();
  await page.goto('/my-orders?status=4');
  expect((await asked).postDataJSON()).toMatchObject({ orderStatus: 4, createdFrom: null });

  // A link the older console wrote (the whole list as JSON) opens the same list, and reads as words from then on.
  const old = encodeURIComponent(JSON.stringify({ filters: { orderStatus: 3 }, page: 1, pageSize: 50, sort: {} }));
  asked = query();
  await page.goto(`/my-orders?orders=${old}`);
  expect((await asked).url()).toMatch(/\/query\/1\/50$/);
  expect((await asked).postDataJSON()).toMatchObject({ orderStatus: 3 });
  await expect(page).toHaveURL(/\/my-orders\?status=3&size=50$/);
});
