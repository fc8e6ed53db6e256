import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStore, signedInStaff, signedInStore, startContentServer } from '../../../test/content.js';
import { buildComplainInfo, buildComplainType } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { auditLog, complainTypes } from '../../db/schema.js';

let s: TestServer;
let platform: string;
let a: SignedInStore;
let b: SignedInStore;
/** Staff of store a holding only users and shop-device. */
let noCodes: string;

beforeAll(async () => {
  ({ s, platform, a, b, staff: noCodes } = await startContentServer());
});
afterAll(() => s.close());

const query = (token: string, body: Record<string, unknown>, page = 1, pageSize = 50) =>
  s.post(`/api/complainType/query/${page}/${pageSize}`, body, { token });
const add = (token: string, body: Record<string, unknown>) => s.post('/api/complainType/add', body, { token });
const typesOf = (shopId: number | null, language: string) =>
  s.db
    .select()
    .from(complainTypes)
    .where(
      and(
        shopId === null ? isNull(complainTypes.shopId) : eq(complainTypes.shopId, shopId),
        eq(complainTypes.language, language),
      ),
    );
const names = (res: { body: { datas: { list: { name: string }[] } } }) => res.body.datas.list.map((x) => x.name);

describe('reading complaint types', () => {
  it("lists a store's types of one language in sort order, with how much content each holds", async () => {
    const { shop: store, token } = await signedInStore(s);
    const dull = await buildComplainType(s.db, store, 'en-US', { name: 'Dull skin', sort: 2 });
    await buildComplainType(s.db, store, 'en-US', { name: 'Acne', sort: 0 });
    await buildComplainType(s.db, store, 'en-US', { name: 'Large pores', sort: 1 });
    await buildComplainType(s.db, store, 'zh-CN', { name: '痘痘困扰' });
    await buildComplainInfo(s.db, dull);
    await buildComplainInfo(s.db, dull);
    const res = await query(token, { language: 'en-US' });
    expect(res.status, res.text).toBe(200);
    expect(names(res)).toEqual(['Acne', 'Large pores', 'Dull skin']);
    expect(res.body.datas.total).toBe(3);
    expect(res.body.datas.list[2]).toMatchObject({ contentCount: 2, language: 'en-US', shopId: store.id, sort: 2 });
    expect(res.body.datas.list[0].contentCount).toBe(0);
    expect(names(await query(token, { language: 'zh-CN' }))).toEqual(['痘痘困扰']);
    // Name search: contains, any case; % and _ are plain text.
    expect(names(await query(token, { language: 'en-US', name: 'POR' }))).toEqual(['Large pores']);
    expect(names(await query(token, { language: 'en-US', name: '%' }))).toEqual([]);
    // Paging.
    const second = await query(token, { language: 'en-US' }, 2, 2);
    expect(names(second)).toEqual(['Dull skin']);
    expect(second.body.datas).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it("shows the platform its own set, or a store's by shopId; another store's or an unknown shopId is 404", async () => {
    await buildComplainType(s.db, null, 'ja-JP', { name: 'ニキビ' });
    await buildComplainType(s.db, a.shop, 'ja-JP', { name: '毛穴' });
    const own = await query(platform, { language: 'ja-JP' });
    expect(names(own)).toEqual(['ニキビ']);
    expect(own.body.datas.list[0].shopId).toBeNull();
    expect(names(await query(platform, { language: 'ja-JP', shopId: a.shop.id }))).toEqual(['毛穴']);
    expect(names(await query(a.token, { language: 'ja-JP' }))).toEqual(['毛穴']);
    expect((await query(platform, { language: 'ja-JP', shopId: 2_000_000_000 })).status).toBe(404);
    const other = await query(b.token, { language: 'ja-JP', shopId: a.shop.id });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('毛穴');
    expect(names(await query(b.token, { language: 'ja-JP' }))).toEqual([]);
  });

  it('refuses a missing or unknown language and page numbers out of range', async () => {
    expect((await query(a.token, {})).body.datas).toEqual({ fields: { language: expect.any(String) } });
    expect((await query(a.token, { language: 'xx-XX' })).status).toBe(400);
    expect((await s.post('/api/complainType/query/0/10', { language: 'en-US' }, { token: a.token })).status).toBe(400);
    expect((await s.post('/api/complainType/query/1/201', { language: 'en-US' }, { token: a.token })).status).toBe(400);
  });
});

describe('adding and editing complaint types', () => {
  it('adds a type at the end of its language, trimmed; the same name may exist in another language or store', async () => {
    const { shop: store, token } = await signedInStore(s);
    await buildComplainType(s.db, store, 'es-ES', { name: 'Acné', sort: 7 });
    const res = await add(token, { language: 'es-ES', name: '  Piel apagada  ' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ name: 'Piel apagada', sort: 8, contentCount: 0, shopId: store.id });
    const first = await add(token, { language: 'id-ID', name: 'Acné' });
    expect(first.body.datas.sort).toBe(0);
    expect((await add(a.token, { language: 'es-ES', name: 'Piel apagada' })).status).toBe(200);
    expect((await add(token, { language: 'es-ES', name: 'Poros', sort: 3 })).body.datas.sort).toBe(3);
  });

  it('refuses empty, too long and duplicate names (any case), and a sort order that is not a whole number', async () => {
    const { shop: store, token } = await signedInStore(s);
    await buildComplainType(s.db, store, 'en-US', { name: 'Redness' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ language: 'en-US', name: '' }, 400, 'name'],
      [{ language: 'en-US', name: '   ' }, 400, 'name'],
      [{ language: 'en-US' }, 400, 'name'],
      [{ language: 'en-US', name: 'x'.repeat(65) }, 400, 'name'],
      [{ language: 'en-US', name: 'Ok', sort: 1.5 }, 400, 'sort'],
      [{ language: 'en-US', name: 'Ok', sort: '2' }, 400, 'sort'],
      [{ language: 'en-US', name: 'Ok', sort: -1 }, 400, 'sort'],
      [{ name: 'Ok' }, 400, 'language'],
      [{ language: 'fr-FR', name: 'Ok' }, 400, 'language'],
    ];
    for (const [body, status, field] of cases) {
      const res = await add(token, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toBe(100400);
      expect(Object.keys(res.body.datas.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const dup = await add(token, { language: 'en-US', name: ' REDNESS ' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(600402);
    expect(dup.body.message).toBe('The complaint type "REDNESS" already exists');
    // 64 characters is the limit, not over it.
    expect((await add(token, { language: 'en-US', name: 'y'.repeat(64) })).status).toBe(200);
    expect((await typesOf(store.id, 'en-US')).map((t) => t.name).sort()).toEqual(['Redness', 'y'.repeat(64)]);
  });

  it('renames and re-sorts; a duplicate is refused; the content language is fixed', async () => {
    const { shop: store, token } = await signedInStore(s);
    const acne = await buildComplainType(s.db, store, 'en-US', { name: 'Acne', sort: 0 });
    await buildComplainType(s.db, store, 'en-US', { name: 'Pores', sort: 1 });
    await buildComplainInfo(s.db, acne);
    const update = (body: Record<string, unknown>, id = acne.id, t = token) =>
      s.post(`/api/complainType/update/${id}`, body, { token: t });
    const renamed = await update({ name: 'ACNE & breakouts', sort: 5 });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.datas).toMatchObject({ name: 'ACNE & breakouts', sort: 5, contentCount: 1, language: 'en-US' });
    // Sort left out: kept. The same language given: fine. A case change of its own name: fine.
    expect((await update({ name: 'Acne & breakouts', language: 'en-US' })).body.datas.sort).toBe(5);
    const dup = await update({ name: 'pores' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(600402);
    const lang = await update({ name: 'Acne', language: 'zh-CN' });
    expect(lang.status).toBe(400);
    expect(lang.body.code).toBe(600404);
    expect((await update({ name: '' })).status).toBe(400);
    expect((await update({ name: 'Acne', sort: 0.5 })).status).toBe(400);
    const [row] = await s.db.select().from(complainTypes).where(eq(complainTypes.id, acne.id));
    expect(row).toMatchObject({ name: 'Acne & breakouts', language: 'en-US', sort: 5 });
    expect((await update({ name: 'Gone' }, 2_000_000_000)).body.code).toBe(600401);
    expect((await s.post('/api/complainType/update/9999999999', { name: 'x' }, { token })).status).toBe(400);
    expect((await s.post('/api/complainType/update/abc', { name: 'x' }, { token })).status).toBe(400);
  });
});

describe('deleting complaint types', () => {
  it('refuses a type that holds content, saying how much; deletes an empty one and audits it', async () => {
    const { shop: store, token } = await signedInStore(s);
    const type = await buildComplainType(s.db, store, 'vi-VN', { name: 'Mụn' });
    const info = await Promise.all([buildComplainInfo(s.db, type), buildComplainInfo(s.db, type)]);
    const refused = await s.post(`/api/complainType/delete/${type.id}`, undefined, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(600403);
    expect(refused.body.message).toBe(
      'This complaint type still has complaints under it (2); delete them or move them to another type first',
    );
    expect(await typesOf(store.id, 'vi-VN')).toHaveLength(1);
    for (const i of info) {
      const del = await s.post(`/api/complainInfo/delete/${i.id}`, undefined, { token });
      expect(del.status, del.text).toBe(200);
    }
    const ok = await s.post(`/api/complainType/delete/${type.id}`, undefined, { token });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.datas).toEqual({ id: type.id });
    expect(await typesOf(store.id, 'vi-VN')).toHaveLength(0);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'complainType.delete'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ shopId: store.id, targetType: 'complainType', targetId: String(type.id) });
    expect(entry!.before).toMatchObject({ name: 'Mụn', language: 'vi-VN' });
    expect((await s.post(`/api/complainType/delete/${type.id}`, undefined, { token })).status).toBe(404);
  });
});

describe('who may read and change complaint types', () => {
  it('staff need the codes; complain-info alone reads the types (to pick from); the platform edits its own set', async () => {
    const viewer = await signedInStaff(s, a.shop, ['complaint-type']);
    const editor = await signedInStaff(s, a.shop, ['complaint-type', 'complaint-type:edit']);
    const contentReader = await signedInStaff(s, a.shop, ['complain-info']);
    const body = { language: 'th-TH', name: 'สิว' };
    expect((await query(noCodes, { language: 'th-TH' })).body.code).toBe(100403);
    expect((await query(viewer, { language: 'th-TH' })).status).toBe(200);
    expect((await query(contentReader, { language: 'th-TH' })).status).toBe(200);
    expect((await add(noCodes, body)).body.code).toBe(100403);
    expect((await add(viewer, body)).body.code).toBe(100403);
    expect((await add(contentReader, body)).body.code).toBe(100403);
    const byEditor = await add(editor, body);
    expect(byEditor.status, byEditor.text).toBe(200);
    expect(byEditor.body.datas.shopId).toBe(a.shop.id);
    expect(
      (await s.post(`/api/complainType/delete/${byEditor.body.datas.id}`, undefined, { token: viewer })).status,
    ).toBe(403);
    const byPlatform = await add(platform, body);
    expect(byPlatform.status, byPlatform.text).toBe(200);
    expect(byPlatform.body.datas.shopId).toBeNull();
    // The platform names no store on a change: it edits only its own set.
    const store = await add(platform, { ...body, name: 'อื่น', shopId: a.shop.id });
    expect(store.body.datas.shopId).toBeNull();
    expect((await s.post('/api/complainType/add', body)).status).toBe(401);
  });

  it("cannot see, change or delete another store's type (404, nothing changed)", async () => {
    const type = await buildComplainType(s.db, a.shop, 'en-US', { name: 'Private to a' });
    await buildComplainInfo(s.db, type);
    const update = await s.post(`/api/complainType/update/${type.id}`, { name: 'Taken over' }, { token: b.token });
    expect(update.status).toBe(404);
    expect(update.body.code).toBe(600401);
    const del = await s.post(`/api/complainType/delete/${type.id}`, undefined, { token: b.token });
    expect(del.status).toBe(404);
    expect(del.text).not.toContain('Private to a');
    // Nor the platform: its changes are to its own set.
    expect((await s.post(`/api/complainType/delete/${type.id}`, undefined, { token: platform })).status).toBe(404);
    const [row] = await s.db.select().from(complainTypes).where(eq(complainTypes.id, type.id));
    expect(row!.name).toBe('Private to a');
  });
});
