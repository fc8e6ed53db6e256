import fs from 'node:fs';
import { storeWithCustomer } from './customer-world';
import { expect, expectToast, menu, signInFast, test } from './fixtures';

test.describe('/customers', () => {
  test('find a customer, open her page, edit her profile, compare two visits, open a programme; staff without the code see no entry', async ({
    page,
    request,
  }) => {
    const { owner, staff, code, phone, customerId, version } = await storeWithCustomer(request);
    await signInFast(page, owner);

    await test.step('find her by her phone', async () => {
      await page.goto('/customers');
      await page.getByRole('textbox', { name: 'Customer' }).fill(phone.slice(-8));
      await page.getByRole('button', { name: 'Search' }).click();
      const rows = page.getByTestId('customers-panel').locator('tbody tr.ant-table-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Wang Fang');
      // The owner holds customer:contact: the whole number.
      await expect(rows.first()).toContainText(`+${phone}`);
      await expect(rows.first()).toContainText('Photos allowed');
      // Her number never reaches the address bar.
      expect(page.url()).not.toContain(phone.slice(-8));
      await rows.first().getByRole('link', { name: code }).click();
      await expect(page).toHaveURL(new RegExp(`/customers/${customerId}$`));
    });

    await test.step('her page: profile, consent and two visits, newest first', async () => {
      const profile = page.getByTestId('customer-profile');
      await expect(profile).toContainText('Wang Fang');
      await expect(page.getByTestId('customer-consents')).toContainText(version);
      await expect(page.getByTestId('customer-visit')).toHaveCount(2);
      await expect(page.getByTestId('customer-visit').first().getByTestId('symptom-pores')).toBeVisible();
    });

    await test.step('edit her profile; the server’s refusal shows under its field', async () => {
      await page.getByRole('button', { name: 'Edit profile' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Birth year').fill('1850');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog.getByText(/from 1,?900 to/)).toBeVisible();
      await dialog.getByLabel('Birth year').fill('1991');
      await dialog.getByLabel('Note').fill('Prefers evening visits');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('customer-profile')).toContainText('Prefers evening visits');
      await expect(page.getByTestId('customer-profile')).toContainText('1991');
    });

    await test.step('compare her two visits: photos in step, acne better, pores only in the later visit', async () => {
      const compare = page.getByTestId('compare');
      const symptoms = compare.getByTestId('compare-symptoms');
      await expect(symptoms.locator('tr', { hasText: 'Acne' })).toContainText('Better');
      await expect(symptoms.locator('tr', { hasText: 'Pores' })).toContainText('Only in the later visit');
      const frames = compare.getByTestId('compare-frame');
      await expect(frames).toHaveCount(2);
      await compare.getByRole('button', { name: 'Zoom in' }).click();
      await frames.nth(0).focus();
      await page.keyboard.press('ArrowLeft');
      const transforms = await frames
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLElement).style.transform));
      expect(transforms[0]).toBe(transforms[1]);
      expect(transforms[0]).toContain('scale(1.25)');
      await compare.getByRole('button', { name: 'Reset zoom' }).click();
      await expect(frames.nth(1).locator('img')).toHaveAttribute('style', /scale\(1\)/);
    });

    await test.step('the latest visit’s programme opens on /product-type', async () => {
      const programme = page.getByTestId('recommendation');
      await expect(programme).toHaveCount(1);
      await expect(programme.getByTestId('symptom-acne')).toContainText('Mild');
      await expect(programme.getByRole('link', { name: 'Open the programme' })).toHaveAttribute(
        'href',
        'https://shop.example/peel',
      );
      await programme.getByRole('link', { name: 'Clear Skin Peel' }).click();
      await expect(page).toHaveURL(/\/product-type\?name=Clear(%20|\+)Skin(%20|\+)Peel/);
      await expect(page.locator('tbody tr.ant-table-row', { hasText: 'Clear Skin Peel' })).toBeVisible();
    });

    await test.step('staff without the customer code: no menu entry, and the page is refused', async () => {
      await signInFast(page, staff);
      await page.goto('/users');
      await expect(menu(page).first()).toBeVisible();
      await expect(menu(page).filter({ hasText: 'Customers' })).toHaveCount(0);
      await page.goto('/customers');
      await expect(page.getByTestId('customers-panel')).toHaveCount(0);
    });
  });
  test('the store writes its consent text: a new version the app shows, the old one still readable', async ({
    page,
    request,
  }) => {
    const { owner, appAuth } = await storeWithCustomer(request);
    await signInFast(page, owner);
    await page.goto('/customers?tab=consent&consent=en-US');
    const editor = page.getByRole('textbox', { name: 'Consent text in English' });
    // No text of its own yet: the editor starts from the platform's default.
    await expect(page.getByText(/this is the platform’s P-en-US-\d+/)).toBeVisible();
    await expect(editor).not.toHaveValue('');
    const save = async (text: string) => {
      await editor.fill(text);
      await page.getByRole('button', { name: 'Save as a new version' }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText('Earlier versions stay readable');
      const saved = page.waitForResponse((r) => r.url().includes('/api/consentText/save'));
      await confirm.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await (await saved).json()).code).toBe(200);
    };
    await save('We take photos of your face to read your skin. First wording.');
    await expectToast(page, /Version S\d+-en-US-1 saved/);
    await save('We take photos of your face to read your skin, and keep them 24 months.');
    const history = page.locator('.cu-consent-history');
    await expect(history.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await history.getByRole('button', { name: /^Read version S\d+-en-US-1$/ }).click();
    await expect(page.getByTestId('consent-version-text')).toHaveText(
      'We take photos of your face to read your skin. First wording.',
    );
    // The app now shows the store's second version.
    const shown = await (await request.get('/api/app/v1/consent?language=en-US', { headers: appAuth })).json();
    expect(shown.datas).toMatchObject({ from: 'store', text: expect.stringContaining('24 months') });
    expect(shown.datas.version).toMatch(/^S\d+-en-US-2$/);
  });

  test('who saw her photos is on her page; erase her with her typed number and her page says so', async ({
    page,
    request,
  }) => {
    const { owner, code, customerId } = await storeWithCustomer(request);
    await signInFast(page, owner);
    await page.goto(`/customers/${customerId}`);

    await test.step('the comparison on her page is logged: two reads, by the owner', async () => {
      await expect(page.getByTestId('compare').getByTestId('compare-frame')).toHaveCount(2);
      await page.reload();
      const views = page.getByTestId('customer-views');
      await expect(views.locator('tbody tr.ant-table-row')).toHaveCount(2);
      await expect(views).toContainText(owner.username);
    });

    await test.step('export her data: a ZIP named by her id, holding customer.json', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export her data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^customer-${customerId}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
      const zip = fs.readFileSync((await download.path())!);
      expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      // Entry names are plain in the ZIP's central directory.
      expect(zip.includes('customer.json')).toBe(true);
      expect(zip.includes('photos/')).toBe(true);
    });

    await test.step('erase: the wrong number is refused in the dialog, hers erases', async () => {
      await page.getByRole('button', { name: 'Erase her data' }).click();
      const dialog = page.getByRole('dialog');
      const field = dialog.getByLabel(`Type her member number ${code} to confirm`);
      await field.fill(`${code}X`);
      await dialog.getByRole('button', { name: 'Erase' }).click();
      await expect(dialog.getByText('That is not her member number')).toBeVisible();
      await field.fill(code);
      await dialog.getByRole('button', { name: 'Erase' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('customer-erased')).toContainText('Customer erased');
      await expect(page.getByTestId('customer-page')).not.toContainText('Wang Fang');
      // Nothing of hers is asked for again (her visits would answer 404).
      await expect(page.getByText('This store has no such customer')).toHaveCount(0);
    });

    await test.step('the list no longer shows her', async () => {
      await page.goto('/customers');
      await expect(page.getByTestId('customers-panel')).toBeVisible();
      await expect(page.getByTestId('customers-panel')).not.toContainText('Wang Fang');
    });
  });
});
