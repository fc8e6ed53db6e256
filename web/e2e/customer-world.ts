import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { makeJpeg } from '../../contract/src/testing/images';
import { expect, registerStore, uniqueName, uniquePhone } from './fixtures';

/**
 * A store of its own with a device, an app account on it, one customer added by the app with her consent, two
 * visits of hers a week apart (one photo each; acne severe then mild, pores found the second time), a programme for
 * mild acne, and a staff account without the customer code. All through the API, as the app and the console do.
 */
export async function storeWithCustomer(request: APIRequestContext) {
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
  // The consent text the app shows her (the platform's default: the store has none yet), named by her consent.
  const shown = await request.get('/api/app/v1/consent?language=zh-CN', { headers: appAuth });
  const version = (await shown.json()).datas.version as string;
  const code = `E2E${Date.now().toString(36)}`.toUpperCase().slice(0, 32);
  const phone = `86 139${uniquePhone().slice(-8)}`;
  const added = await request.post('/api/app/v1/customers', {
    headers: appAuth,
    data: {
      clientId: randomUUID(),
      code,
      name: 'Wang Fang',
      phone,
      consent: { version, language: 'zh-CN', acceptedAt: new Date().toISOString(), photos: true, contact: true },
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
  return { owner, staff, code, phone, customerId, version, appAuth };
}
