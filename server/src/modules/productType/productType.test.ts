import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStore, startContentServer } from '../../../test/content.js';
import { buildProduct, buildProductType, buildStaff } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { auditLog, productTypes } from '../../db/schema.js';

let s: TestServer;
let platform: string;
let a: SignedInStore;
let b: SignedInStore;
/** Staff of store a: without the programme codes, with the screen only, with the screen and edit. */
let noCodes: string;
let reader: string;
let editor: string;

beforeAll(async () => {
  ({ s, platform, a, b, staff: noCodes } = await startContentServer());
  const [r, e] = [
    await buildStaff(s.db, a.shop, ['product-type']),
    await buildStaff(s.db, a.shop, ['product-type', 'product-type:edit']),
  ];
  [reader, editor] = await Promise.all([s.login(r.userName, r.password), s.login(e.userName, e.password)]);
});
afterAll(() => s.close());

const typesOf = (shopId: number) => s.db.select().from(productTypes).where(eq(productTypes.shopId, shopId));

describe('programme types', () => {
  it('a store adds types (names unique in any case), lists them in order with their product counts', async () => {
    const first = await s.post('/api/productType/add', { name: 'Acne care' }, { token: a.token });
    expect(first.status, first.text).toBe(200);
    expect(first.body.datas).toMatchObject({ name: 'Acne care', shopId: a.shop.id, productCount: 0, sort: 0 });
    const second = await s.post('/api/productType/add', { name: '  Brightening  ' }, { token: editor });
    expect(second.status, second.text).toBe(200);
    expect(second.body.datas).toMatchObject({ name: 'Brightening', sort: 1 });

    const dup = await s.post('/api/productType/add', { name: 'ACNE CARE' }, { token: a.token });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(600102);
    expect(dup.body.message).toBe('The programme type "ACNE CARE" already exists');
    // Another store may use the same name.
    expect((await s.post('/api/productType/add', { name: 'Acne care' }, { token: b.token })).status).toBe(200);

    await buildProduct(s.db, { id: first.body.datas.id, shopId: a.shop.id });
    await buildProduct(s.db, { id: first.body.datas.id, shopId: a.shop.id });
    const all = await s.post('/api/productType/queryAll', {}, { token: reader });
    expect(all.status, all.text).toBe(200);
    expect(all.body.datas.list.map((t: { name: string; productCount: number }) => [t.name, t.productCount])).toEqual([
      ['Acne care', 2],
      ['Brightening', 0],
    ]);
    expect(all.body.datas.productTotal).toBe(2);
  });

  it('renames a type; a name another type holds is refused', async () => {
    const t = await buildProductType(s.db, a.shop, { name: 'Hydration' });
    const other = await buildProductType(s.db, a.shop, { name: 'Anti-ageing' });
    const res = await s.post(`/api/productType/update/${t.id}`, { name: 'Deep hydration' }, { token: a.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.name).toBe('Deep hydration');
    const taken = await s.post(`/api/productType/update/${t.id}`, { name: 'anti-AGEING' }, { token: a.token });
    expect(taken.body.code).toBe(600102);
    // Its own name in another case is fine.
    const same = await s.post(`/api/productType/update/${other.id}`, { name: 'Anti-Ageing' }, { token: a.token });
    expect(same.status).toBe(200);
  });

  it('refuses to delete a type with products, naming how many; deletes an empty one with an audit row', async () => {
    const t = await buildProductType(s.db, a.shop);
    await buildProduct(s.db, t);
    await buildProduct(s.db, t);
    await buildProduct(s.db, t);
    const refused = await s.post(`/api/productType/delete/${t.id}`, undefined, { token: a.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(600103);
    expect(refused.body.message).toBe('This type still has 3 programmes and cannot be deleted');
    expect((await typesOf(a.shop.id)).some((x) => x.id === t.id)).toBe(true);

    const empty = await buildProductType(s.db, a.shop);
    const ok = await s.post(`/api/productType/delete/${empty.id}`, undefined, { token: editor });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.datas).toEqual({ id: empty.id });
    expect((await typesOf(a.shop.id)).some((x) => x.id === empty.id)).toBe(false);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'productType.delete'), eq(auditLog.targetId, String(empty.id))));
    expect(entry).toMatchObject({ shopId: a.shop.id, targetType: 'productType' });
    expect((entry!.before as { name: string }).name).toBe(empty.name);
  });

  it("another store's type is not found, and its list is not readable", async () => {
    const theirs = await buildProductType(s.db, b.shop);
    for (const path of [`/api/productType/update/${theirs.id}`, `/api/productType/delete/${theirs.id}`]) {
      const res = await s.post(path, { name: 'Mine now' }, { token: a.token });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe(600101);
    }
    expect((await s.post('/api/productType/queryAll', { shopId: b.shop.id }, { token: a.token })).status).toBe(404);
    const [row] = await s.db.select().from(productTypes).where(eq(productTypes.id, theirs.id));
    expect(row!.name).toBe(theirs.name);
  });

  it('the platform reads the store it names and may change nothing', async () => {
    const t = await buildProductType(s.db, b.shop, { name: 'Platform can read this' });
    const read = await s.post('/api/productType/queryAll', { shopId: b.shop.id }, { token: platform });
    expect(read.status, read.text).toBe(200);
    expect(read.body.datas.list.map((x: { name: string }) => x.name)).toContain('Platform can read this');
    const noStore = await s.post('/api/productType/queryAll', {}, { token: platform });
    expect(noStore.status).toBe(400);
    expect(noStore.body.datas.fields.shopId).toBeTruthy();
    expect((await s.post('/api/productType/queryAll', { shopId: 99_999_999 }, { token: platform })).status).toBe(404);
    for (const [path, body] of [
      ['/api/productType/add', { name: 'Platform type' }],
      [`/api/productType/update/${t.id}`, { name: 'Renamed' }],
      [`/api/productType/delete/${t.id}`, undefined],
    ] as const) {
      const res = await s.post(path, body, { token: platform });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe(100406);
      expect(res.body.message).toBe('Platform users may not perform this operation');
    }
    expect((await typesOf(b.shop.id)).find((x) => x.id === t.id)?.name).toBe('Platform can read this');
  });

  it('staff need the screen code to read and the edit code to change', async () => {
    expect((await s.post('/api/productType/queryAll', {}, { token: noCodes })).status).toBe(403);
    const add = await s.post('/api/productType/add', { name: 'By a reader' }, { token: reader });
    expect(add.status).toBe(403);
    expect(add.body.code).toBe(100403);
  });

  it('refuses bad input with 400: empty or long names, wrong types, ids that are not row ids', async () => {
    const t = await buildProductType(s.db, a.shop);
    const cases: [string, unknown][] = [
      ['/api/productType/add', { name: '' }],
      ['/api/productType/add', { name: '   ' }],
      ['/api/productType/add', { name: 'x'.repeat(65) }],
      ['/api/productType/add', { name: 42 }],
      ['/api/productType/add', { name: 'Fine', sort: -1 }],
      ['/api/productType/update/abc', { name: 'Fine' }],
      ['/api/productType/update/1.5', { name: 'Fine' }],
      ['/api/productType/update/0', { name: 'Fine' }],
      ['/api/productType/delete/99999999999', undefined],
      [`/api/productType/update/${t.id}`, {}],
    ];
    for (const [path, body] of cases) {
      const res = await s.post(path, body, { token: a.token });
      expect(res.status, `${path} ${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.code).toBe(100400);
    }
    const name = await s.post('/api/productType/add', { name: 'x'.repeat(65) }, { token: a.token });
    expect(name.body.datas.fields.name).toBeTruthy();
  });
});
