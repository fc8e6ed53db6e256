import { DEMO, expect, expectPage, signIn, test } from './fixtures';

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
