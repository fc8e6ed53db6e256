import {
  ageCodes,
  clickSendCode,
  expect,
  readCode,
  registerStore,
  signIn,
  test,
  uniqueName,
  uniquePhone,
} from './fixtures';

test('register a new store through the form with the SMS code, and land in the console', async ({ page }) => {
  const phone = uniquePhone();
  const national = phone.split(' ')[1]!;
  const userName = uniqueName('owner');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Register a store' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle('Register - Store Back Office');

  // client-side rules from contract/
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Enter the store name')).toBeVisible();
  await page.getByLabel('User name').fill('1bad');
  await expect(page.getByText('must start with').first()).toBeVisible();
  // Each rule is read once: the hint under a field gives way to the same text as its error.
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('.ant-form-item-explain-error').getByText('must start with')).toBeVisible();
  await expect(page.getByText(/must start with/)).toHaveCount(1);
  await expect(page.locator('.ant-form-item-explain-error').getByText(/Password must be 12-32/)).toBeVisible();
  await expect(page.getByText(/Password must be 12-32/)).toHaveCount(1);

  await page.getByLabel('Store name').fill('Harbour Skin Studio');
  await page.getByLabel('User name').fill(userName);
  await page.getByPlaceholder('Mobile phone').fill(national);
  expect((await clickSendCode(page)).status()).toBe(200);
  await expect(page.getByTestId('send-code')).toContainText(/Resend in \d+ s/);
  await expect(page.getByTestId('send-code')).toBeDisabled();
  const code = readCode(phone);

  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill('Harbour#Skin2026');
  await page.getByLabel('Repeat password').fill('Harbour#Skin2026');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByTestId('user-menu')).toContainText(userName);
  // a new store's first year is free: no cloud warning
  await expect(page.getByTestId('cloud-box')).toHaveCount(0);
});

test('a taken user name is reported under its field', async ({ page, request }) => {
  const existing = await registerStore(request);
  const phone = uniquePhone();
  await page.goto('/register');
  await page.getByLabel('Store name').fill('Second Try');
  await page.getByLabel('User name').fill(existing.username);
  await page.getByPlaceholder('Mobile phone').fill(phone.split(' ')[1]!);
  expect((await clickSendCode(page)).status()).toBe(200);
  await page.getByLabel('Verification code').fill(readCode(phone));
  await page.getByLabel('Password', { exact: true }).fill('Second#Try2026pw');
  await page.getByLabel('Repeat password').fill('Second#Try2026pw');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: 'Duplicate username' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('forgot password: reset with a phone code, then sign in with the new password', async ({ page, request }) => {
  const owner = await registerStore(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget$/);
  await page.getByPlaceholder('Mobile phone').fill(owner.mobile.split(' ')[1]!);

  // too soon after the last code (one per phone per 60 s): the server's limit is shown on the code field
  expect((await clickSendCode(page)).status()).toBe(429);
  await expect(page.locator('.ant-form-item-explain-error', { hasText: 'Too many verification codes' })).toBeVisible();
  // A minute later (the test server's clock moved, not waited for), a new code is sent.
  await ageCodes(request, owner.mobile, 61);
  expect((await clickSendCode(page)).status()).toBe(200);
  await expect(page.getByTestId('send-code')).toBeDisabled();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByLabel('New password').fill('Reset#Pass2026word');
  await page.getByLabel('Repeat password').fill('Reset#Pass2026word');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();

  await page.getByLabel('Verification code').fill(readCode(owner.mobile));
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { username: owner.username, password: 'Reset#Pass2026word' });
  await expect(page).toHaveURL(/\/users$/);
});
