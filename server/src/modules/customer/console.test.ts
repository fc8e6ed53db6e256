import { ErrorCode } from '@skin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppUser,
  buildDevice,
  buildLabelTree,
  buildProduct,
  buildProductType,
  buildStaff,
  buildStoreWithOwner,
  type ShopRow,
} from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { customers } from '../../db/schema.js';
import { buildAnalysis } from '../analysis/analysis.fixture.js';
import { buildCustomer } from './customer.fixture.js';

/**
 * The console's customers (issue 41): list with search, filters, order and masked phones, one customer with her
 * consents, edits, her timeline, the comparison of two visits, the programmes that fit, the export, the platform's
 * counts; another store's customer answers 404 everywhere.
 */
let s: TestServer;
let shop: ShopRow;
let owner: string;
let staff: string;
let noCustomer: string;
const ids: Record<string, number> = {};
const analysisIds: number[] = [];
let device: { shopId: number; userId: number; deviceNo: string };

const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;
const codesOf = (res: { body: { datas: { list: { code: string }[] } } }) => res.body.datas.list.map((c) => c.code);

beforeAll(async () => {
  s = await startServer();
  const st = await buildStoreWithOwner(s.db);
  shop = st.shop;
  owner = await s.login(st.owner.userName, st.owner.password);
  const viewer = await buildStaff(s.db, shop, ['customer', 'export']);
  staff = await s.login(viewer.userName, viewer.password);
  const none = await buildStaff(s.db, shop, ['users']);
  noCustomer = await s.login(none.userName, none.password);
  await buildLabelTree(s.db, shop, 'en-US', [
    {
      type: 'T',
      labels: [
        { name: 'Acne', key: 'acne' },
        { name: 'Spots', key: 'spots' },
        { name: 'Pores', key: 'pores' },
      ],
    },
  ]);
  const dev = await buildDevice(s.db, shop);
  const user = await buildAppUser(s.db, shop, { deviceNo: dev.deviceNo });
  device = { shopId: shop.id, userId: user.id, deviceNo: dev.deviceNo };
  const at = (d: string) => new Date(`${d}T10:00:00Z`);
  ids.lan = (
    await buildCustomer(
      s.db,
      shop.id,
      { code: 'A-100', name: 'Lan Nguyen', phone: '86 13800001111', visits: 3, lastVisitAt: at('2026-03-10') },
      { photos: true },
    )
  ).id;
  ids.mai = (
    await buildCustomer(
      s.db,
      shop.id,
      {
        code: 'B-200',
        name: '=HYPERLINK("http://x")',
        phone: '86 13900002222',
        visits: 1,
        lastVisitAt: at('2026-01-05'),
      },
      { photos: false },
    )
  ).id;
  ids.kenji = (await buildCustomer(s.db, shop.id, { code: 'C-300', name: 'Kenji', visits: 0 })).id;
  // Lan's visits: acne 3 -> 1 (better), spots 1 -> 2 (worse), pores 2 -> 2 (same); then only Lan has acne 1.
  for (const [day, symptoms] of [
    [
      '2026-01-10',
      [
        { k: 'acne', d: 3 },
        { k: 'spots', d: 1 },
        { k: 'pores', d: 2 },
      ],
    ],
    [
      '2026-03-10',
      [
        { k: 'acne', d: 1 },
        { k: 'spots', d: 2 },
        { k: 'pores', d: 2 },
      ],
    ],
  ] as const) {
    const a = await buildAnalysis(s.db, device, { day, symptoms: [...symptoms], customerId: ids.lan });
    analysisIds.push(a.id);
  }
  const maiVisit = await buildAnalysis(s.db, device, {
    day: '2026-01-05',
    symptoms: [{ k: 'acne', d: 2 }],
    customerId: ids.mai,
  });
  analysisIds.push(maiVisit.id);
});
afterAll(() => s.close());

describe('customer/query', () => {
  it('searches by code, name or phone digits and masks phones without customer:contact', async () => {
    const all = await s.post('/api/customer/query/1/20', {}, { token: owner });
    expect(all.status, all.text).toBe(200);
    // Latest visit first, never-visited last.
    expect(codesOf(all)).toEqual(['A-100', 'B-200', 'C-300']);
    expect(all.body.datas.list[0].phone).toBe('86 13800001111');
    const masked = await s.post('/api/customer/query/1/20', {}, { token: staff });
    expect(masked.body.datas.list[0].phone).toBe('86 138****1111');
    for (const [text, expected] of [
      ['a-1', ['A-100']],
      ['kenji', ['C-300']],
      ['1390000', ['B-200']],
      ['%', []],
    ] as const) {
      const res = await s.post('/api/customer/query/1/20', { text }, { token: owner });
      expect(codesOf(res), text).toEqual(expected);
    }
  });

  it('filters by latest visit, symptom and degree found, and consent; sorts by visits', async () => {
    const q = async (body: object) => codesOf(await s.post('/api/customer/query/1/20', body, { token: owner }));
    expect(await q({ lastVisitFrom: '2026-02-01' })).toEqual(['A-100']);
    expect(await q({ lastVisitTo: '2026-02-01' })).toEqual(['B-200']);
    expect(await q({ symptomKey: 'acne' })).toEqual(['A-100', 'B-200']);
    expect(await q({ symptomKey: 'acne', degree: 2 })).toEqual(['B-200']);
    expect(await q({ consent: 'photos' })).toEqual(['A-100']);
    expect(await q({ consent: 'noPhotos' })).toEqual(['B-200']);
    expect(await q({ consent: 'none' })).toEqual(['C-300']);
    expect(await q({ sortField: 'visits', sortOrder: 'ascend' })).toEqual(['C-300', 'B-200', 'A-100']);
  });

  it('needs the customer code; the platform reads counts per store only', async () => {
    const refused = await s.post('/api/customer/query/1/20', {}, { token: noCustomer });
    expect([refused.status, refused.body.code]).toEqual([403, 100403]);
    const platform = await loginAs(s, 'platform');
    const mine = await s.post('/api/customer/query/1/20', {}, { token: platform });
    expect([mine.status, mine.body.code]).toEqual([403, 100406]);
    const counts = await s.post('/api/customer/shops/1/200', {}, { token: platform });
    expect(counts.status, counts.text).toBe(200);
    const row = counts.body.datas.list.find((r: { shopId: number }) => r.shopId === shop.id);
    expect(row).toEqual({ shopId: shop.id, shopName: shop.name, customers: 3, returning: 1, photoConsent: 1 });
    expect(counts.text).not.toContain('Lan Nguyen');
  });
});

describe('customer/get and customer/update', () => {
  it('reads her profile and consents; edits it; a phone another customer has is 409 naming her', async () => {
    const got = await s.post(`/api/customer/get/${ids.lan}`, undefined, { token: staff });
    expect(got.status, got.text).toBe(200);
    expect(got.body.datas).toMatchObject({ code: 'A-100', phone: '86 138****1111', consents: [{ photos: true }] });
    const edited = await s.post(
      `/api/customer/update/${ids.kenji}`,
      { name: 'Kenji Sato', gender: 'male', birthYear: 1985, note: '<b>bold</b>' },
      { token: owner },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.datas).toMatchObject({
      name: 'Kenji Sato',
      gender: 'male',
      birthYear: 1985,
      note: '<b>bold</b>',
    });
    const before = (await s.db.select().from(customers).where(eq(customers.id, ids.kenji!)))[0];
    const taken = await s.post(`/api/customer/update/${ids.kenji}`, { phone: '86 13800001111' }, { token: owner });
    expect([taken.status, taken.body.code, taken.body.datas]).toEqual([
      409,
      code('CUSTOMER_PHONE_TAKEN'),
      { customerId: ids.lan },
    ]);
    const bad = await s.post(`/api/customer/update/${ids.kenji}`, { phone: '138' }, { token: owner });
    expect([bad.status, Object.keys(bad.body.datas.fields)]).toEqual([400, ['phone']]);
    expect((await s.db.select().from(customers).where(eq(customers.id, ids.kenji!)))[0]).toEqual(before);
    const cleared = await s.post(`/api/customer/update/${ids.kenji}`, { note: null }, { token: owner });
    expect(cleared.body.datas).toMatchObject({ name: 'Kenji Sato', note: null });
  });

  it("answers 404 for another store's customer, on every console route", async () => {
    const other = await buildStoreWithOwner(s.db);
    const theirs = await buildCustomer(s.db, other.shop.id, { name: 'Not yours' });
    for (const [path, body] of [
      [`/api/customer/get/${theirs.id}`, undefined],
      [`/api/customer/update/${theirs.id}`, { name: 'x' }],
      [`/api/customer/analyses/${theirs.id}/1/20`, undefined],
      ['/api/customer/compare', { customerId: theirs.id, from: analysisIds[0], to: analysisIds[1] }],
    ] as const) {
      const res = await s.post(path, body, { token: owner });
      expect([res.status, res.body.code], path).toEqual([404, code('CUSTOMER_NOT_FOUND')]);
      expect(res.text).not.toContain('Not yours');
    }
    expect((await s.db.select().from(customers).where(eq(customers.id, theirs.id)))[0]!.name).toBe('Not yours');
  });
});

describe('her visits', () => {
  it('answers her timeline newest first, and the analyses list names her and filters by her', async () => {
    const res = await s.post(`/api/customer/analyses/${ids.lan}/1/20`, undefined, { token: staff });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.list.map((a: { id: number }) => a.id)).toEqual([analysisIds[1], analysisIds[0]]);
    expect(res.body.datas.list[0].customer).toEqual({ id: ids.lan, code: 'A-100', name: 'Lan Nguyen' });
    const list = await s.post('/api/analysis/query/1/20', { customerId: ids.mai }, { token: owner });
    expect(list.body.datas.list.map((a: { id: number }) => a.id)).toEqual([analysisIds[2]]);
    expect(list.body.datas.list[0].customer.code).toBe('B-200');
  });

  it('compares two visits: better, same, worse, and a symptom found in one only', async () => {
    await buildAnalysis(s.db, device, { day: '2026-04-01', symptoms: [{ k: 'spots', d: 1 }], customerId: ids.lan });
    const res = await s.post(
      '/api/customer/compare',
      // In either order: the earlier visit is "before".
      { customerId: ids.lan, from: analysisIds[1], to: analysisIds[0] },
      { token: staff },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.from.id).toBe(analysisIds[0]);
    const bySymptom = Object.fromEntries(res.body.datas.symptoms.map((x: { symptomKey: string }) => [x.symptomKey, x]));
    expect(bySymptom.acne).toMatchObject({ name: 'Acne', before: 3, after: 1, outcome: 'better' });
    expect(bySymptom.spots).toMatchObject({ before: 1, after: 2, outcome: 'worse' });
    expect(bySymptom.pores).toMatchObject({ before: 2, after: 2, outcome: 'same' });
    const latest = (await s.post(`/api/customer/analyses/${ids.lan}/1/1`, undefined, { token: owner })).body.datas
      .list[0].id;
    const partial = await s.post(
      '/api/customer/compare',
      { customerId: ids.lan, from: analysisIds[1], to: latest },
      { token: owner },
    );
    const outcomes = Object.fromEntries(
      partial.body.datas.symptoms.map((x: { symptomKey: string; outcome: string }) => [x.symptomKey, x.outcome]),
    );
    expect(outcomes).toEqual({ acne: 'gone', spots: 'better', pores: 'gone' });
    // Mai's analysis is not Lan's.
    const notHers = await s.post(
      '/api/customer/compare',
      { customerId: ids.lan, from: analysisIds[0], to: analysisIds[2] },
      { token: owner },
    );
    expect([notHers.status, notHers.body.code, notHers.body.datas]).toEqual([
      404,
      code('CUSTOMER_ANALYSIS_NOT_HERS'),
      { analysisId: analysisIds[2] },
    ]);
  });

  it('recommends the store’s products whose symptom and degree match, best match first', async () => {
    const type = await buildProductType(s.db, shop, { name: 'Facials' });
    const two = await buildProduct(s.db, type, {
      name: 'Clear skin course',
      symptoms: [
        { symptomKey: 'acne', degree: 1 },
        { symptomKey: 'spots', degree: 2 },
      ],
    });
    const one = await buildProduct(s.db, type, { name: 'Pore care', symptoms: [{ symptomKey: 'pores', degree: 2 }] });
    await buildProduct(s.db, type, { name: 'Wrong degree', symptoms: [{ symptomKey: 'acne', degree: 3 }] });
    const other = await buildStoreWithOwner(s.db);
    await buildProduct(s.db, await buildProductType(s.db, other.shop), {
      name: 'Elsewhere',
      symptoms: [{ symptomKey: 'acne', degree: 1 }],
    });
    const res = await s.post(`/api/customer/recommend/${analysisIds[1]}`, undefined, { token: staff });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.list.map((p: { productId: number; score: number }) => [p.productId, p.score])).toEqual([
      [two.id, 2],
      [one.id, 1],
    ]);
    expect(res.body.datas.list[0]).toMatchObject({
      name: 'Clear skin course',
      typeName: 'Facials',
      matched: [
        { symptomKey: 'acne', degree: 1 },
        { symptomKey: 'spots', degree: 2 },
      ],
    });
  });
});

describe('customer/export', () => {
  it('writes the filtered customers, formulas neutralised and phones masked without customer:contact', async () => {
    const res = await s.request('POST', '/api/customer/export', { token: staff, body: { format: 'csv' } });
    expect(res.status, res.text).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Member number');
    const mai = lines.find((l) => l.startsWith('B-200'))!;
    expect(mai).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(mai).toContain('+86 139****2222');
    const full = await s.request('POST', '/api/customer/export', { token: owner, body: { format: 'csv' } });
    expect(full.text).toContain('+86 13900002222');
    const refused = await s.request('POST', '/api/customer/export', { token: noCustomer, body: {} });
    expect(refused.status).toBe(403);
  });
});
