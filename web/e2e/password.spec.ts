import { expect, loginForm, registerStore, signIn, test } from './fixtures';

test('change password: rules on the form, then signed out and back in with the new one', async ({ page, request }) => {
  // A store of its own, so the demo accounts other specs use keep their passwords.
  const owner = await registerStore(request);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/users$/);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Enter your current password')).toBeVisible();
  await expect(dialog.getByText('Enter a new password')).toBeVisible();
  await expect(dialog.getByText('Repeat the new password')).toBeVisible();

  await dialog.getByLabel('Current password').fill(owner.password);
  await dialog.getByLabel('New password', { exact: true }).fill('tooweak');
  await dialog.getByLabel('Repeat new password').fill('different');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(dialog.locator('.ant-form-item-explain-error', { hasText: '12-32 characters' })).toBeVisible();

  // a wrong current password is reported under its field
  await dialog.getByLabel('Current password').fill('Not#The2026password');
  await dialog.getByLabel('New password', { exact: true }).fill('Changed#Pass2026x');
  await dialog.getByLabel('Repeat new password').fill('Changed#Pass2026x');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Old password wrong')).toBeVisible();

  await dialog.getByLabel('Current password').fill(owner.password);
  await dialog.getByLabel('Repeat new password').press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password changed. Please sign in again with the new password.')).toBeVisible();

  // the old password no longer works, the new one does
  const form = loginForm(page);
  await form.getByLabel('User name').fill(owner.username);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.ant-alert-error')).toContainText('Wrong account or password');
  await signIn(page, { username: owner.username, password: 'Changed#Pass2026x' });
  await expect(page).toHaveURL(/\/users$/);
});
