import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStore, signedInStaff, signedInStore, startContentServer } from '../../../test/content.js';
import { buildComplainInfo, buildComplainType, type ComplainTypeRow } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { auditLog, complainInfos } from '../../db/schema.js';

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

const query = (token: string, body: Record<string, unknown>) => s.post('/api/complainInfo/query', body, { token });
const add = (token: string, body: Record<string, unknown>) => s.post('/api/complainInfo/add', body, { token });
const update = (token: string, id: number, body: Record<string, unknown>) =>
  s.post(`/api/complainInfo/update/${id}`, body, { token });
const texts = (res: { body: { datas: { list: { content: string }[] } } }) => res.body.datas.list.map((x) => x.content);
const contentOf = (typeId: number) =>
  s.db
    .select()
    .from(complainInfos)
    .where(eq(complainInfos.typeId, typeId))
    .then((rows) => rows.map((r) => r.content).sort());

describe('reading complaints', () => {
  it("lists a language's complaints by type sort order then their own, with the type's name", async () => {
    const { shop, token } = await signedInStore(s);
    const dull = await buildComplainType(s.db, shop, 'en-US', { name: 'Dull skin', sort: 1 });
    const acne = await buildComplainType(s.db, shop, 'en-US', { name: 'Acne', sort: 0 });
    const zh = await buildComplainType(s.db, shop, 'zh-CN', { name: '痘痘困扰' });
    await buildComplainInfo(s.db, dull, { content: 'Uneven tone', sort: 1 });
    await buildComplainInfo(s.db, dull, { content: 'Looks tired', sort: 0 });
    await buildComplainInfo(s.db, acne, { content: 'Breakouts on the chin', sort: 3 });
    await buildComplainInfo(s.db, acne, { content: 'Red spots 50%', sort: 2 });
    await buildComplainInfo(s.db, zh, { content: '下巴反复长痘' });
    const all = await query(token, { language: 'en-US' });
    expect(all.status, all.text).toBe(200);
    expect(texts(all)).toEqual(['Red spots 50%', 'Breakouts on the chin', 'Looks tired', 'Uneven tone']);
    expect(all.body.datas).toMatchObject({ total: 4, page: 1, pageSize: 500 });
    expect(all.body.datas.list[0]).toMatchObject({
      typeId: acne.id,
      typeName: 'Acne',
      language: 'en-US',
      shopId: shop.id,
      sort: 2,
    });
    expect(texts(await query(token, { language: 'en-US', typeId: dull.id }))).toEqual(['Looks tired', 'Uneven tone']);
    expect(texts(await query(token, { language: 'en-US', content: 'TIRED' }))).toEqual(['Looks tired']);
    expect(texts(await query(token, { language: 'en-US', content: '50%' }))).toEqual(['Red spots 50%']);
    expect(texts(await query(token, { language: 'en-US', content: '%' }))).toEqual(['Red spots 50%']);
    // A type of another language filters to nothing rather than mixing languages.
    expect(texts(await query(token, { language: 'en-US', typeId: zh.id }))).toEqual([]);
    expect(texts(await query(token, { language: 'zh-CN' }))).toEqual(['下巴反复长痘']);
    // Paging is optional.
    const page2 = await query(token, { language: 'en-US', page: 2, pageSize: 3 });
    expect(texts(page2)).toEqual(['Uneven tone']);
    expect(page2.body.datas).toMatchObject({ total: 4, page: 2, pageSize: 3 });
  });

  it('refuses a missing language, and a page size over the cap', async () => {
    expect((await query(a.token, {})).status).toBe(400);
    expect((await query(a.token, { language: 'en-US', pageSize: 501 })).status).toBe(400);
    expect((await query(a.token, { language: 'en-US', page: 0 })).status).toBe(400);
    expect((await query(a.token, { language: 'en-US', typeId: 'x' })).status).toBe(400);
    expect((await query(a.token, { language: 'en-US', typeId: 99_999_999_999 })).status).toBe(400);
  });

  it("shows the platform its own set, or a store's by shopId; another store's is 404", async () => {
    const mine = await buildComplainType(s.db, null, 'es-ES', { name: 'Acné (plataforma)' });
    await buildComplainInfo(s.db, mine, { content: 'Granos en la frente' });
    const theirs = await buildComplainType(s.db, a.shop, 'es-ES', { name: 'Acné (tienda)' });
    await buildComplainInfo(s.db, theirs, { content: 'Granos en la barbilla' });
    expect(texts(await query(platform, { language: 'es-ES' }))).toEqual(['Granos en la frente']);
    expect(texts(await query(platform, { language: 'es-ES', shopId: a.shop.id }))).toEqual(['Granos en la barbilla']);
    expect(texts(await query(a.token, { language: 'es-ES' }))).toEqual(['Granos en la barbilla']);
    const other = await query(b.token, { language: 'es-ES', shopId: a.shop.id });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('barbilla');
    expect(texts(await query(b.token, { language: 'es-ES' }))).toEqual([]);
  });

  it('says which content languages hold complaints and types, and how many, for the store the caller may read', async () => {
    const { shop, token } = await signedInStore(s);
    const zh = await buildComplainType(s.db, shop, 'zh-CN', { name: '痘痘' });
    const th = await buildComplainType(s.db, shop, 'th-TH', { name: 'สิว' });
    await buildComplainType(s.db, shop, 'ja-JP', { name: 'ニキビ' });
    await buildComplainInfo(s.db, zh, { content: '下巴长痘' });
    await buildComplainInfo(s.db, zh, { content: '额头长痘' });
    await buildComplainInfo(s.db, th, { content: 'สิวที่คาง' });
    const infos = await s.post('/api/complainInfo/languages', {}, { token });
    expect(infos.status, infos.text).toBe(200);
    // A complaint's language is its type's; a type without complaints adds none.
    expect(infos.body.datas.list).toEqual([
      { language: 'zh-CN', count: 2 },
      { language: 'th-TH', count: 1 },
    ]);
    const types = await s.post('/api/complainType/languages', {}, { token });
    expect(types.body.datas.list).toEqual([
      { language: 'zh-CN', count: 1 },
      { language: 'ja-JP', count: 1 },
      { language: 'th-TH', count: 1 },
    ]);
    expect((await s.post('/api/complainInfo/languages', { shopId: shop.id }, { token: platform })).body.datas).toEqual(
      infos.body.datas,
    );
    expect((await s.post('/api/complainInfo/languages', { shopId: shop.id }, { token: b.token })).status).toBe(404);
  });
});

describe('adding complaints', () => {
  let store: { token: string; shop: { id: number } };
  let acne: ComplainTypeRow;
  let pores: ComplainTypeRow;
  let zh: ComplainTypeRow;
  beforeAll(async () => {
    store = await signedInStore(s);
    acne = await buildComplainType(s.db, store.shop, 'en-US', { name: 'Acne' });
    pores = await buildComplainType(s.db, store.shop, 'en-US', { name: 'Pores' });
    zh = await buildComplainType(s.db, store.shop, 'zh-CN', { name: '毛孔粗大' });
  });

  it("adds a text at the end of its type's list, trimmed", async () => {
    await buildComplainInfo(s.db, acne, { content: 'Whiteheads', sort: 4 });
    const res = await add(store.token, {
      typeId: acne.id,
      content: '  Breakouts before my period ',
      language: 'en-US',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({
      content: 'Breakouts before my period',
      sort: 5,
      typeId: acne.id,
      typeName: 'Acne',
      language: 'en-US',
      shopId: store.shop.id,
    });
    // Without language: the type's. With a sort order: as given. The same text under another type: fine.
    const other = await add(store.token, { typeId: pores.id, content: 'Whiteheads', sort: 9 });
    expect(other.body.datas).toMatchObject({ sort: 9, typeName: 'Pores' });
    expect(await contentOf(acne.id)).toEqual(['Breakouts before my period', 'Whiteheads']);
  });

  it('refuses empty and too long texts, duplicates in the type (any case), and a sort order that is not a whole number', async () => {
    await buildComplainInfo(s.db, acne, { content: 'Oily T-zone' });
    const before = await contentOf(acne.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ typeId: acne.id, content: '' }, 'content'],
      [{ typeId: acne.id, content: '  ' }, 'content'],
      [{ typeId: acne.id }, 'content'],
      [{ typeId: acne.id, content: 'x'.repeat(201) }, 'content'],
      [{ content: 'No type' }, 'typeId'],
      [{ typeId: 'abc', content: 'Bad type' }, 'typeId'],
      [{ typeId: acne.id, content: 'Ok', sort: 2.5 }, 'sort'],
      [{ typeId: acne.id, content: 'Ok', sort: 'first' }, 'sort'],
      [{ typeId: acne.id, content: 'Ok', language: 'xx' }, 'language'],
    ];
    for (const [body, field] of cases) {
      const res = await add(store.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.datas.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const dup = await add(store.token, { typeId: acne.id, content: 'OILY t-zone' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(600406);
    expect(dup.body.message).toBe('This type already has the complaint "OILY t-zone"');
    expect(await contentOf(acne.id)).toEqual(before);
    expect((await add(store.token, { typeId: acne.id, content: 'z'.repeat(200) })).status).toBe(200);
  });

  it('refuses a type of another language, of another store, or one that does not exist (600407 on typeId)', async () => {
    const otherStores = await buildComplainType(s.db, a.shop, 'en-US', { name: 'Not yours' });
    const platformType = await buildComplainType(s.db, null, 'en-US', { name: 'Platform type' });
    for (const body of [
      { typeId: zh.id, content: 'Large pores', language: 'en-US' },
      { typeId: otherStores.id, content: 'Sneaky' },
      { typeId: platformType.id, content: 'Sneaky' },
      { typeId: 2_000_000_000, content: 'Nowhere' },
    ]) {
      const res = await add(store.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(600407);
      expect(res.body.datas).toEqual({ fields: { typeId: 'Choose a complaint type of this content language' } });
      expect(res.text).not.toContain('Not yours');
    }
    expect(await contentOf(otherStores.id)).toEqual([]);
    expect(await contentOf(platformType.id)).toEqual([]);
    expect(await contentOf(zh.id)).toEqual([]);
  });
});

describe('editing and deleting complaints', () => {
  it('changes the text and sort order, moves to another type of the same language (to its end), never to another language', async () => {
    const { shop, token } = await signedInStore(s);
    const acne = await buildComplainType(s.db, shop, 'en-US', { name: 'Acne' });
    const pores = await buildComplainType(s.db, shop, 'en-US', { name: 'Pores' });
    const ja = await buildComplainType(s.db, shop, 'ja-JP', { name: '毛穴' });
    const info = await buildComplainInfo(s.db, acne, { content: 'Spots', sort: 0 });
    await buildComplainInfo(s.db, acne, { content: 'Blackheads', sort: 1 });
    await buildComplainInfo(s.db, pores, { content: 'Visible pores', sort: 6 });

    const edited = await update(token, info.id, { typeId: acne.id, content: 'Spots on the cheeks', sort: 3 });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.datas).toMatchObject({ content: 'Spots on the cheeks', sort: 3, typeName: 'Acne' });
    expect((await update(token, info.id, { typeId: acne.id, content: 'Spots on the cheeks' })).body.datas.sort).toBe(3);
    const dup = await update(token, info.id, { typeId: acne.id, content: 'blackheads' });
    expect(dup.body.code).toBe(600406);
    const moved = await update(token, info.id, { typeId: pores.id, content: 'Spots on the cheeks', language: 'en-US' });
    expect(moved.body.datas).toMatchObject({ typeId: pores.id, typeName: 'Pores', sort: 7 });
    const toJa = await update(token, info.id, { typeId: ja.id, content: 'Spots on the cheeks' });
    expect(toJa.status).toBe(400);
    expect(toJa.body.code).toBe(600407);
    const wrongLang = await update(token, info.id, { typeId: pores.id, content: 'Spots', language: 'ja-JP' });
    expect(wrongLang.body.code).toBe(600407);
    expect((await update(token, info.id, { typeId: pores.id, content: '' })).status).toBe(400);
    expect((await update(token, info.id, { typeId: pores.id, content: 'x', sort: 1.1 })).status).toBe(400);
    const [row] = await s.db.select().from(complainInfos).where(eq(complainInfos.id, info.id));
    expect(row).toMatchObject({ typeId: pores.id, content: 'Spots on the cheeks', sort: 7 });
    expect((await update(token, 2_000_000_000, { typeId: pores.id, content: 'x' })).body.code).toBe(600405);
  });

  it('deletes a complaint and audits it with its type', async () => {
    const { shop, token } = await signedInStore(s);
    const type = await buildComplainType(s.db, shop, 'id-ID', { name: 'Jerawat' });
    const info = await buildComplainInfo(s.db, type, { content: 'Jerawat di dagu' });
    const res = await s.post(`/api/complainInfo/delete/${info.id}`, undefined, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({ id: info.id });
    expect(await contentOf(type.id)).toEqual([]);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'complainInfo.delete'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ shopId: shop.id, targetType: 'complainInfo', targetId: String(info.id) });
    expect(entry!.before).toMatchObject({ content: 'Jerawat di dagu', typeName: 'Jerawat', language: 'id-ID' });
    const again = await s.post(`/api/complainInfo/delete/${info.id}`, undefined, { token });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe(600405);
  });
});

describe('who may read and change complaints', () => {
  it('staff need the codes; the platform edits its own set under its own types', async () => {
    const type = await buildComplainType(s.db, a.shop, 'th-TH', { name: 'ผิวหมองคล้ำ' });
    const platformType = await buildComplainType(s.db, null, 'th-TH', { name: 'ผิวหมองคล้ำ' });
    const viewer = await signedInStaff(s, a.shop, ['complain-info']);
    const editor = await signedInStaff(s, a.shop, ['complain-info', 'complain-info:edit']);
    const typesOnly = await signedInStaff(s, a.shop, ['complaint-type', 'complaint-type:edit']);
    const body = { typeId: type.id, content: 'ผิวดูไม่สดใส' };
    expect((await query(noCodes, { language: 'th-TH' })).body.code).toBe(100403);
    expect((await query(typesOnly, { language: 'th-TH' })).body.code).toBe(100403);
    expect((await query(viewer, { language: 'th-TH' })).status).toBe(200);
    expect((await add(viewer, body)).body.code).toBe(100403);
    expect((await add(typesOnly, body)).body.code).toBe(100403);
    const byEditor = await add(editor, body);
    expect(byEditor.status, byEditor.text).toBe(200);
    expect(byEditor.body.datas.shopId).toBe(a.shop.id);
    const id = byEditor.body.datas.id as number;
    expect((await update(viewer, id, body)).body.code).toBe(100403);
    expect((await s.post(`/api/complainInfo/delete/${id}`, undefined, { token: viewer })).body.code).toBe(100403);
    // The platform: under its own type, into its own set; a store's type is not one of its own.
    const mine = await add(platform, { ...body, typeId: platformType.id });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.datas.shopId).toBeNull();
    expect((await add(platform, body)).body.code).toBe(600407);
    expect((await s.post('/api/complainInfo/query', { language: 'th-TH' })).status).toBe(401);
  });

  it("cannot change or delete another store's complaint (404, nothing changed)", async () => {
    const type = await buildComplainType(s.db, a.shop, 'vi-VN', { name: 'Da xỉn màu' });
    const info = await buildComplainInfo(s.db, type, { content: 'Secret of a' });
    const bType = await buildComplainType(s.db, b.shop, 'vi-VN', { name: 'Of b' });
    for (const res of [
      await update(b.token, info.id, { typeId: type.id, content: 'Taken over' }),
      await update(b.token, info.id, { typeId: bType.id, content: 'Moved to b' }),
      await s.post(`/api/complainInfo/delete/${info.id}`, undefined, { token: b.token }),
      await s.post(`/api/complainInfo/delete/${info.id}`, undefined, { token: platform }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(600405);
      expect(res.text).not.toContain('Secret of a');
    }
    expect(await contentOf(type.id)).toEqual(['Secret of a']);
    expect(await contentOf(bType.id)).toEqual([]);
  });
});
