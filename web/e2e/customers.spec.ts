import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { makeJpeg } from '../../contract/src/testing/images';
import { expect, menu, registerStore, signInFast, test, uniqueName, uniquePhone } from './fixtures';

/**
 * A store of its own with a device, an app account on it, one customer added by the app with her consent, two
 * visits of hers a week apart (one photo each; acne severe then mild, pores found the second time), a programme for
 * mild acne, and a staff account without the customer code. All through the API, as the app and the console do.
 */
async function storeWithCustomer(request: APIRequestContext) {
  const owner = await registerStore(request);
  const login = await request.post('/api/login', { data: { username: owner.username, password: owner.password } });
  const auth = { Authorization: `Bearer ${(await login.json()).datas.access_token}` };
  const ok = async (res: Promise<import('@playwright/test').APIResponse>) => {
    const body = await (await res).json();
    expect(body.code, JSON.stringify(body)).toBe(200);
    return body.datas;
  };
  await ok(request.post('/api/symptomLabel/copyToShop', { headers: auth, data: {} }));
  const deviceNo = `E2E-CU-${Date.now().toString(36)}`.toUpperCase();
  await ok(request.post('/api/shopDevice/add', { headers: auth, data: { deviceNo, deviceName: 'Front mirror' } }));
  const userName = uniqueName('cu');
  const password = 'Customer#App2026pw';
  await ok(
    request.post('/api/user/add', {
      headers: auth,
      data: { userType: 1, userName, mobile: uniquePhone(), password, permanent: true, deviceNo },
    }),
  );
  const type = await ok(request.post('/api/productType/add', { headers: auth, data: { name: 'Facials' } }));
  await ok(
    request.post('/api/product/add', {
      headers: auth,
      data: {
        typeId: type.id,
        name: 'Clear Skin Peel',
        link: 'https://shop.example/peel',
        advantages: 'Gentle peel for mild acne',
        symptoms: [{ symptomKey: 'acne', degree: 1 }],
      },
    }),
  );
  const staff = { username: uniqueName('nocu'), password: 'Staff#NoCustomer2026' };
  await ok(
    request.post('/api/staff/add', {
      headers: auth,
      data: { userName: staff.username, password: staff.password, access: ['users'] },
    }),
  );

  const app = await request.post('/api/app/v1/login', { data: { userName, password, deviceNo } });
  const appAuth = { Authorization: `Bearer ${(await app.json()).datas.access_token}` };
  const code = `E2E${Date.now().toString(36)}`.toUpperCase().slice(0, 32);
  const phone = `86 139${uniquePhone().slice(-8)}`;
  const added = await request.post('/api/app/v1/customers', {
    headers: appAuth,
    data: {
      clientId: randomUUID(),
      code,
      name: 'Wang Fang',
      phone,
      consent: { version: 'v1', language: 'zh-CN', acceptedAt: new Date().toISOString(), photos: true, contact: true },
    },
  });
  expect(added.status()).toBe(201);
  const customerId = (await added.json()).datas.id as number;
  const visit = async (daysAgo: number, symptoms: { symptomKey: string; degree: number }[]) => {
    const photo = await request.post('/api/app/v1/files', {
      headers: appAuth,
      multipart: { file: { name: 'face.jpg', mimeType: 'image/jpeg', buffer: makeJpeg(480, 640) } },
    });
    const key = (await photo.json()).datas.key as string;
    const res = await request.post('/api/app/v1/analyses', {
      headers: appAuth,
      data: {
        clientId: randomUUID(),
        analysedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        deviceNo,
        symptoms,
        images: [key],
        customerId,
      },
    });
    expect(res.status()).toBe(201);
  };
  await visit(8, [{ symptomKey: 'acne', degree: 3 }]);
  await visit(1, [
    { symptomKey: 'acne', degree: 1 },
    { symptomKey: 'pores', degree: 2 },
  ]);
  return { owner, staff, code, phone, customerId };
}

test.describe('/customers', () => {
  test('find a customer, open her page, edit her profile, compare two visits, open a programme; staff without the code see no entry', async ({
    page,
    request,
  }) => {
    const { owner, staff, code, phone, customerId } = await storeWithCustomer(request);
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
      await expect(page.getByTestId('customer-consents')).toContainText('v1');
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
