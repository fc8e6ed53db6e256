import { expect, expectToast, registerStore, signInFast, test } from './fixtures';

test.describe('photo retention on /cloud', () => {
  test('a store owner sees what retention frees and sets how long photos are kept', async ({ page }) => {
    const store = await registerStore(page.request);
    await signInFast(page, store);
    await page.goto('/cloud');
    const card = page.getByTestId('retention-card');
    await expect(card.getByTestId('retention-due')).toHaveText('No photos are older than the limit now.');
    const months = card.getByLabel('Keep photos for (months)');
    await expect(months).toHaveValue('24');

    // Out of range: the rule under the field, nothing sent.
    await months.fill('121');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Enter a whole number from 0 to 120')).toBeVisible();

    await months.fill('6');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/cloud/retention/update'));
    await card.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expectToast(page, 'Photo retention saved');
    await page.reload();
    await expect(page.getByTestId('retention-card').getByLabel('Keep photos for (months)')).toHaveValue('6');
  });
});
