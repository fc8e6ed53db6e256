import { DEMO, expect, signInFast, test, uniqueName } from './fixtures';

test.describe('/placeholder-thing', () => {
  test('the owner finds it in the menu, adds a placeholder thing, changes it and deletes it', async ({ page }) => {
    await signInFast(page, DEMO.owner);
    await page.goto('/users');
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Placeholder things' }).click();
    await expect(page).toHaveURL(/\/placeholder-thing/);

    const name = uniqueName('thing');
    await page.getByRole('button', { name: 'Add placeholder thing' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add placeholder thing' });
    await add.getByRole('button', { name: 'OK' }).click();
    await expect(add.getByText('Enter a name')).toBeVisible();
    await add.getByLabel('Name').fill(name);
    await add.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`${name} added`)).toBeVisible();

    await page.locator('.su-search').getByPlaceholder('Name').fill(name);
    await page.locator('.su-search').getByRole('button', { name: 'Search' }).click();
    const row = page.locator('tbody tr.ant-table-row', { hasText: name });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit placeholder thing' });
    await edit.getByLabel('Name').fill(`${name} 2`);
    await edit.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`${name} 2 saved`)).toBeVisible();

    await page.locator('.su-search').getByPlaceholder('Name').fill(`${name} 2`);
    await page.locator('.su-search').getByRole('button', { name: 'Search' }).click();
    await page
      .locator('tbody tr.ant-table-row', { hasText: `${name} 2` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${name} 2 deleted`)).toBeVisible();
    await expect(page.getByText('No placeholder things match the search')).toBeVisible();
  });

  test('the platform operator has no such screen', async ({ page }) => {
    await signInFast(page, DEMO.platform);
    await page.goto('/users');
    await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Placeholder things' })).toHaveCount(0);
  });
});
