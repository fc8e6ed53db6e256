import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildAppUser,
  buildOrder,
  buildProduct,
  buildProductType,
  buildStoreWithOwner,
  buildTreatmentCase,
  type OrderRow,
  type ProductRow,
  type ProductTypeRow,
  type ShopRow,
  type TreatmentCaseRow,
} from '../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../test/helper.js';
import { changesWithoutBody } from '../../test/routes.js';
import { fromQuery } from './reads.js';

/** Reads answer GET (DESIGN.md section 3, SPEC section 7), with their body's fields in the query string. */
let s: TestServer;
let token: string;
let platform: string;
let shop: ShopRow;
let other: ShopRow;
let type: ProductTypeRow;
let product: ProductRow;
let digits: ProductRow;
let treatment: TreatmentCaseRow;
let order: OrderRow;

beforeAll(async () => {
  s = await startServer();
  const mine = await buildStoreWithOwner(s.db);
  ({ shop } = mine);
  other = (await buildStoreWithOwner(s.db)).shop;
  type = await buildProductType(s.db, shop);
  product = await buildProduct(s.db, type, { symptoms: [{ symptomKey: 'acne', degree: 2 }] });
  // A name of digits only: a text filter must keep it text.
  digits = await buildProduct(s.db, type, { name: '2026' });
  await buildProduct(s.db, await buildProductType(s.db, shop));
  treatment = await buildTreatmentCase(s.db, shop);
  order = await buildOrder(s.db, shop, mine.owner);
  await buildAppUser(s.db, shop, { userType: 2, permanent: true });
  await buildAppUser(s.db, shop, { userType: 1 });
  [token, platform] = await Promise.all([s.login(mine.owner.userName, mine.owner.password), loginAs(s, 'platform')]);
});
afterAll(() => s.close());

/** An answer without the expiry and signature of its signed image URLs, which follow the clock. */
const unsigned = (text: string) =>
  JSON.parse(text.replace(/(expires=)\d+/g, '$1').replace(/(signature=)[^&"]+/g, '$1'));

interface Operation {
  requestBody?: { content: Record<string, { schema: { type?: string; required?: string[] } }> };
}

describe('every read answers GET', () => {
  it('gives every POST without a body (or with only optional fields) a GET form, unless it is a listed change', async () => {
    const doc = (await s.get('/api/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const bodyless = (op: Operation) =>
      !op.requestBody ||
      Object.values(op.requestBody.content).every((c) => c.schema.type === 'object' && !c.schema.required?.length);
    const missing: string[] = [];
    const changes = new Set<string>(await changesWithoutBody());
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!ops.post || !bodyless(ops.post)) continue;
      const route = `POST ${path}`;
      if (changes.has(route)) {
        expect(ops.get, `${route} is listed as a change but answers GET`).toBeUndefined();
        changes.delete(route);
      } else if (!ops.get) missing.push(route);
    }
    expect(missing, 'body-less reads without a GET form (declare config.read)').toEqual([]);
    expect([...changes], 'listed changes that are not published body-less POST routes').toEqual([]);
  });

  it('answers the reads SPEC section 7 names as GET, as their POST does, never cached', async () => {
    for (const path of [
      `/api/userOrder/get/${order.orderNo}`,
      `/api/product/get/${product.id}`,
      `/api/treatmentCase/get/${treatment.id}`,
      '/api/productType/queryAll',
      '/api/price/get',
      '/api/symptomLabelDegree/query',
      '/api/product/query/1/10',
    ]) {
      const [got, posted] = [await s.get(path, { token }), await s.post(path, undefined, { token })];
      expect(got.status, path).toBe(200);
      expect(got.headers.get('cache-control'), path).toBe('no-store');
      expect(unsigned(got.text), path).toEqual(unsigned(posted.text));
    }
    const one = await s.get(`/api/userOrder/get/${order.orderNo}`, { token });
    expect(one.body.datas).toMatchObject({ orderNo: order.orderNo, orderAmount: 200000 });
    expect((await s.get(`/api/product/get/${product.id}`, { token })).body.datas).toMatchObject({
      id: product.id,
      symptoms: [{ symptomKey: 'acne', degree: 2 }],
    });
  });

  it('takes the filters of a query in the query string: numbers, booleans and text as their fields want them', async () => {
    const byType = await s.get(`/api/product/query/1/10?typeId=${type.id}`, { token });
    expect(byType.status).toBe(200);
    expect(byType.body).toEqual((await s.post('/api/product/query/1/10', { typeId: type.id }, { token })).body);
    expect(byType.body.datas.total).toBe(2);
    const named = await s.get(`/api/product/query/1/10?name=2026&typeId=${type.id}`, { token });
    expect(named.body.datas.list.map((p: { id: number }) => p.id)).toEqual([digits.id]);
    const viewers = await s.get('/api/user/query/1/10?userType=2&permanent=true', { token });
    expect(viewers.status).toBe(200);
    expect(viewers.body).toEqual(
      (await s.post('/api/user/query/1/10', { userType: 2, permanent: true }, { token })).body,
    );
    expect(viewers.body.datas.total).toBe(1);
  });

  it('lets the platform name a store with ?shopId=, and refuses what is not one', async () => {
    const theirs = await s.get(`/api/product/query/1/10?shopId=${shop.id}`, { token: platform });
    expect(theirs.status).toBe(200);
    expect(theirs.body.datas.total).toBe(3);
    expect((await s.get(`/api/product/query/1/10?shopId=${other.id}`, { token: platform })).body.datas.total).toBe(0);
    expect((await s.get('/api/product/query/1/10?shopId=2000000000', { token: platform })).status).toBe(404);
    // A store naming another store is not found, as in a body.
    expect((await s.get(`/api/product/get/${product.id}?shopId=${other.id}`, { token })).status).toBe(404);
  });

  it('refuses bad query values with a translated 400 and never a fault of ours', async () => {
    const zh = { 'accept-language': 'zh-CN' };
    for (const [path, field, who] of [
      ['/api/product/query/1/10?typeId=abc', 'typeId', token],
      ['/api/product/query/1/10?typeId=1.5', 'typeId', token],
      ['/api/user/query/1/10?permanent=maybe', 'permanent', token],
      ['/api/user/query/1/10?shopId=abc', 'shopId', platform],
      ['/api/user/query/1/10?shopId=[1]', 'shopId', platform],
      ['/api/data/overview?from=2026-01-01', 'to', token],
    ] as const) {
      const res = await s.get(path, { token: who, headers: zh });
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe(100400);
      expect(Object.keys(res.body.datas.fields), path).toContain(field);
      expect(res.body.message, path).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('reads the named store only from validated input: a bad shopId in a POST is a 400, not a 500', async () => {
    // userOrder/get takes no body: whatever shopId a client sends there is not a store id.
    for (const shopId of ['abc', 99_999_999_999, -1, { id: 1 }]) {
      const res = await s.post(`/api/userOrder/get/${order.orderNo}`, { shopId }, { token: platform });
      expect(res.status, JSON.stringify(shopId)).toBe(400);
      expect(res.body.datas.fields.shopId).toBeTruthy();
    }
    // A POST names its store in its body: a query string there is not read.
    const res = await s.post('/api/user/query/1/10?shopId=abc', {}, { token: platform });
    expect(res.status).toBe(400);
    expect(res.body.datas.fields.shopId).toBeTruthy();
    const own = await s.post(`/api/user/query/1/10?shopId=${other.id}`, {}, { token });
    expect(own.status).toBe(200);
    expect(own.body.datas.total).toBe(2);
  });
});

describe('fromQuery', () => {
  const schema = z.object({
    n: z.number().int().optional(),
    t: z.string().optional(),
    b: z.boolean().optional(),
    list: z.array(z.number()).optional(),
    maybe: z.string().nullish(),
  });
  const read = (q: Record<string, unknown>) => fromQuery(schema).safeParse(q);

  it('takes each value as sent when its field accepts it, else as JSON', () => {
    expect(read({ n: '3', t: '4', b: 'true', list: ['1', '2'], maybe: 'null' })).toEqual({
      success: true,
      data: { n: 3, t: '4', b: true, list: [1, 2], maybe: 'null' },
    });
    expect(read({ list: '[5,6]' }).data).toEqual({ list: [5, 6] });
    expect(read({}).data).toEqual({});
  });

  it('refuses what fits neither way, naming the field', () => {
    for (const [q, field] of [
      [{ n: 'x' }, 'n'],
      [{ n: '1.5' }, 'n'],
      [{ b: 'yes' }, 'b'],
      [{ list: '5' }, 'list'],
      [{ list: ['1', 'x'] }, 'list'],
    ] as const) {
      const r = read(q);
      expect(r.success, JSON.stringify(q)).toBe(false);
      expect(r.error!.issues.map((i) => i.path[0])).toContain(field);
    }
  });
});
