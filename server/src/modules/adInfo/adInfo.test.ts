import { AD_LIST_MAX, MESSAGES } from '@skin/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../../contract/src/testing/images.js';
import { type SignedInStore, signedInStaff, signedInStore, startContentServer } from '../../../test/content.js';
import { type AdInfoRow, buildAdInfo, buildProductType } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { postFile } from '../../../test/multipart.js';
import { adInfos, auditLog, fileDeletions, storedFiles } from '../../db/schema.js';

const EN = MESSAGES['en-US'];
/** A language the demo seed leaves without adverts for the platform, so its rows counted here are this file's. */
const LANG = 'vi-VN';

let s: TestServer;
let platform: string;
let a: SignedInStore;
let b: SignedInStore;
/** Staff of store a without the advert codes; with `ad-info` only (reads); with both. */
let staff: string;
let reader: string;
let editor: string;

beforeAll(async () => {
  ({ s, platform, a, b, staff } = await startContentServer());
  [reader, editor] = await Promise.all([
    signedInStaff(s, a.shop, ['ad-info']),
    signedInStaff(s, a.shop, ['ad-info', 'ad-info:edit']),
  ]);
});
afterAll(() => s.close());

const upload = async (token: string, side = 32) => {
  const res = await postFile(s, '/api/file/put', token, { fileType: 'image' }, { data: makePng(side, side) });
  expect(res.status, res.text).toBe(200);
  return res.body.datas.key as string;
};
const query = (token: string, body: Record<string, unknown>, page = 1, pageSize = 200) =>
  s.post(`/api/adInfo/query/${page}/${pageSize}`, body, { token });
const ids = (res: { body: { datas: { list: { id: number }[] } } }) => res.body.datas.list.map((x) => x.id);
const rowsOf = (shopId: number | null, language: string, type: number) =>
  s.db
    .select()
    .from(adInfos)
    .where(
      and(
        shopId === null ? isNull(adInfos.shopId) : eq(adInfos.shopId, shopId),
        eq(adInfos.language, language),
        eq(adInfos.type, type),
      ),
    )
    .orderBy(asc(adInfos.sort), asc(adInfos.id));
/** Runs what the route left for the background (its drain of the file queue): the queue is then empty. */
async function drained() {
  await s.deps.jobs.drain();
  expect(await s.db.select().from(fileDeletions)).toEqual([]);
}

describe('reading adverts', () => {
  let carousel: AdInfoRow[];
  let startup: AdInfoRow;
  beforeAll(async () => {
    carousel = [
      await buildAdInfo(s.db, a.shop, { language: 'ja-JP', sort: 2 }),
      await buildAdInfo(s.db, a.shop, { language: 'ja-JP', sort: 1, enabled: false }),
      await buildAdInfo(s.db, a.shop, { language: 'ja-JP', sort: 3 }),
    ];
    startup = await buildAdInfo(s.db, a.shop, { language: 'ja-JP', type: 2, sort: 1 });
    await buildAdInfo(s.db, a.shop, { language: 'es-ES' });
  });

  it('lists one language by type then place, with filters by type and status and a signed image URL', async () => {
    const all = await query(a.token, { language: 'ja-JP' });
    expect(all.status, all.text).toBe(200);
    expect(ids(all)).toEqual([carousel[1]!.id, carousel[0]!.id, carousel[2]!.id, startup.id]);
    expect(all.body.datas.total).toBe(4);
    expect(all.body.datas.list[0]).toMatchObject({ shopId: a.shop.id, language: 'ja-JP', type: 1, enabled: false });
    expect(all.body.datas.list[0].imageUrl).toMatch(/signature=|X-Amz-Signature=/);
    expect(ids(await query(a.token, { language: 'ja-JP', type: 2 }))).toEqual([startup.id]);
    expect(ids(await query(a.token, { language: 'ja-JP', type: 1, enabled: true }))).toEqual([
      carousel[0]!.id,
      carousel[2]!.id,
    ]);
    const second = await query(a.token, { language: 'ja-JP' }, 2, 3);
    expect(ids(second)).toEqual([startup.id]);
    expect(second.body.datas).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    // Another store has none of these.
    expect((await query(b.token, { language: 'ja-JP' })).body.datas.total).toBe(0);
  });

  it('needs a language, and refuses a bad type, status or page', async () => {
    const none = await query(a.token, {});
    expect(none.status).toBe(400);
    expect(none.body.datas.fields.language).toBe(EN.adLanguageRequired);
    expect((await query(a.token, { language: 'xx-XX' })).body.datas.fields.language).toBe(EN.invalidValue);
    expect((await query(a.token, { language: 'ja-JP', type: 3 })).status).toBe(400);
    expect((await query(a.token, { language: 'ja-JP', enabled: 'yes' })).status).toBe(400);
    expect((await s.post('/api/adInfo/query/0/10', { language: 'ja-JP' }, { token: a.token })).status).toBe(400);
    expect((await s.post('/api/adInfo/query/1/1000', { language: 'ja-JP' }, { token: a.token })).status).toBe(400);
  });

  it("lets the platform read its own adverts or a store's it names; a store cannot name another", async () => {
    const own = await buildAdInfo(s.db, null, { language: LANG });
    const mine = await query(platform, { language: LANG });
    expect(ids(mine)).toEqual([own.id]);
    expect(mine.body.datas.list[0].shopId).toBeNull();
    const store = await query(platform, { language: 'ja-JP', shopId: a.shop.id });
    expect(store.body.datas.total).toBe(4);
    expect((await query(platform, { language: 'ja-JP', shopId: 99_999_999 })).status).toBe(404);
    const cross = await query(b.token, { language: 'ja-JP', shopId: a.shop.id });
    expect(cross.status).toBe(404);
    expect(cross.text).not.toContain(carousel[0]!.title);
    // A store does not see the platform's.
    expect((await query(a.token, { language: LANG })).body.datas.total).toBe(0);
  });

  it('needs the ad-info code to read and ad-info:edit to change', async () => {
    expect((await query(staff, { language: 'ja-JP' })).body.code).toBe(100403);
    expect((await query(reader, { language: 'ja-JP' })).body.datas.total).toBe(4);
    const key = await upload(a.token);
    const add = await s.post('/api/adInfo/add', { language: 'ja-JP', type: 1, image: key }, { token: reader });
    expect(add.body.code).toBe(100403);
    const toggle = await s.post(`/api/adInfo/update/${startup.id}`, { enabled: false }, { token: reader });
    expect(toggle.body.code).toBe(100403);
    expect((await s.post(`/api/adInfo/delete/${startup.id}`, undefined, { token: reader })).body.code).toBe(100403);
    const sort = await s.post('/api/adInfo/sort', { language: 'ja-JP', type: 2, ids: [startup.id] }, { token: reader });
    expect(sort.body.code).toBe(100403);
    expect((await rowsOf(a.shop.id, 'ja-JP', 2))[0]).toEqual(startup);
    // A staff account with the edit code changes the store's adverts.
    const edited = await s.post(`/api/adInfo/update/${startup.id}`, { enabled: false }, { token: editor });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.datas.enabled).toBe(false);
  });
});

describe('adding adverts', () => {
  it('adds at the end of its list, enabled, with the image stored by the caller', async () => {
    const first = await buildAdInfo(s.db, a.shop, { language: 'id-ID', sort: 7 });
    const key = await upload(a.token);
    const res = await s.post(
      '/api/adInfo/add',
      { language: 'id-ID', type: 1, title: '  Spring skin check ', image: key, link: 'https://example.com/spring' },
      { token: a.token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({
      shopId: a.shop.id,
      language: 'id-ID',
      type: 1,
      title: 'Spring skin check',
      image: key,
      link: 'https://example.com/spring',
      enabled: true,
      sort: 8,
    });
    const img = await fetch(new URL(res.body.datas.imageUrl, s.url));
    expect(img.status).toBe(200);
    // Title and link may be left out; a startup page starts its own list.
    const bare = await s.post(
      '/api/adInfo/add',
      { language: 'id-ID', type: 2, image: await upload(a.token), enabled: false },
      { token: a.token },
    );
    expect(bare.body.datas).toMatchObject({ title: '', link: '', enabled: false, sort: 1 });
    expect((await rowsOf(a.shop.id, 'id-ID', 1)).map((r) => r.id)).toEqual([first.id, res.body.datas.id]);
  });

  it('prompts for the type and language, checks the link, title and image, and adds nothing', async () => {
    const key = await upload(a.token);
    const before = await s.db.select().from(adInfos).where(eq(adInfos.shopId, a.shop.id));
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await s.post('/api/adInfo/add', body, { token: a.token });
      expect(res.status, res.text).toBe(400);
      expect(res.body.datas.fields[field], res.text).toBe(message);
    };
    await refused({ language: 'en-US', image: key }, 'type', EN.adTypeRequired);
    await refused({ type: 1, image: key }, 'language', EN.adLanguageRequired);
    await refused({ language: 'en-US', type: 3, image: key }, 'type', EN.invalidValue);
    await refused({ language: 'en-US', type: 1 }, 'image', EN.required);
    await refused({ language: 'en-US', type: 1, image: key, link: 'not a link' }, 'link', EN.linkInvalid);
    await refused({ language: 'en-US', type: 1, image: key, link: 'ftp://x.example' }, 'link', EN.linkInvalid);
    await refused({ language: 'en-US', type: 1, image: key, title: 'x'.repeat(65) }, 'title', EN.invalidValue);
    await refused({ language: 'en-US', type: 1, image: key, title: 'a\u0007b' }, 'title', EN.textInvalid);
    await refused({ language: 'en-US', type: 1, image: '../../etc/passwd' }, 'image', EN.invalidValue);
    await refused({ language: 'en-US', type: 1, image: key, enabled: 'yes' }, 'enabled', EN.invalidValue);
    // An image of another store's, or a key nobody stored: 500110 on the image.
    for (const image of [await upload(b.token), `shops/${a.shop.id}/images/never-stored.png`]) {
      const res = await s.post('/api/adInfo/add', { language: 'en-US', type: 1, image }, { token: a.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(500110);
      expect(res.body.datas.fields.image).toBe(EN.imageKeyInvalid);
    }
    expect(await s.db.select().from(adInfos).where(eq(adInfos.shopId, a.shop.id))).toEqual(before);
  });

  it('refuses a title already in the same list (any case), allows it in another list', async () => {
    await buildAdInfo(s.db, a.shop, { language: 'th-TH', title: 'Double Eleven' });
    const dup = await s.post(
      '/api/adInfo/add',
      { language: 'th-TH', type: 1, title: 'double eleven', image: await upload(a.token) },
      { token: a.token },
    );
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(600304);
    expect(dup.body.message).toContain('double eleven');
    for (const other of [
      { language: 'th-TH', type: 2 },
      { language: 'en-US', type: 1 },
    ]) {
      const ok = await s.post(
        '/api/adInfo/add',
        { ...other, title: 'Double Eleven', image: await upload(a.token) },
        { token: a.token },
      );
      expect(ok.status, ok.text).toBe(200);
    }
    const byB = await s.post(
      '/api/adInfo/add',
      { language: 'th-TH', type: 1, title: 'Double Eleven', image: await upload(b.token) },
      { token: b.token },
    );
    expect(byB.status).toBe(200);
  });

  it(`keeps at most ${AD_LIST_MAX} adverts per language and type`, async () => {
    for (let i = 0; i < AD_LIST_MAX; i++) await buildAdInfo(s.db, b.shop, { language: 'es-ES', type: 2 });
    const full = await s.post(
      '/api/adInfo/add',
      { language: 'es-ES', type: 2, image: await upload(b.token) },
      { token: b.token },
    );
    expect(full.status).toBe(409);
    expect(full.body.code).toBe(600303);
    expect(full.body.message).toContain(String(AD_LIST_MAX));
    expect(await rowsOf(b.shop.id, 'es-ES', 2)).toHaveLength(AD_LIST_MAX);
  });

  it("the platform adds its own adverts; they are not a store's", async () => {
    const res = await s.post(
      '/api/adInfo/add',
      { language: LANG, type: 2, title: 'Platform launch', image: await upload(platform) },
      { token: platform },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.shopId).toBeNull();
    // A platform image in a store's advert is refused.
    const foreign = await s.post(
      '/api/adInfo/add',
      { language: LANG, type: 1, image: res.body.datas.image },
      { token: a.token },
    );
    expect(foreign.body.code).toBe(500110);
  });
});

describe('changing adverts', () => {
  it('changes only the fields sent: the list switch sends enabled alone', async () => {
    const row = await buildAdInfo(s.db, a.shop, { language: 'zh-CN', link: 'https://example.com/a' });
    const off = await s.post(`/api/adInfo/update/${row.id}`, { enabled: false }, { token: a.token });
    expect(off.status, off.text).toBe(200);
    expect(off.body.datas).toMatchObject({ enabled: false, title: row.title, link: row.link, image: row.image });
    const cleared = await s.post(`/api/adInfo/update/${row.id}`, { link: '', title: '' }, { token: a.token });
    expect(cleared.body.datas).toMatchObject({ enabled: false, title: '', link: '', sort: row.sort });
    const bad = await s.post(`/api/adInfo/update/${row.id}`, { link: 'javascript:alert(1)' }, { token: a.token });
    expect(bad.body.datas.fields.link).toBe(EN.linkInvalid);
    expect((await s.post(`/api/adInfo/update/${row.id}`, { type: null }, { token: a.token })).status).toBe(400);
    const [after] = await s.db.select().from(adInfos).where(eq(adInfos.id, row.id));
    expect(after).toMatchObject({ enabled: false, link: '', title: '' });
  });

  it('moves an advert given another type to the end of that list, and checks its title there', async () => {
    const startup = await buildAdInfo(s.db, b.shop, { language: 'zh-CN', type: 2, title: 'Opening', sort: 5 });
    const carousel = await buildAdInfo(s.db, b.shop, { language: 'zh-CN', type: 1, title: 'Opening', sort: 3 });
    const clash = await s.post(`/api/adInfo/update/${carousel.id}`, { type: 2 }, { token: b.token });
    expect(clash.body.code).toBe(600304);
    const moved = await s.post(
      `/api/adInfo/update/${carousel.id}`,
      { type: 2, title: 'Opening 2' },
      { token: b.token },
    );
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.datas).toMatchObject({ type: 2, sort: 6 });
    expect((await rowsOf(b.shop.id, 'zh-CN', 2)).map((r) => r.id)).toEqual([startup.id, carousel.id]);
    // Renaming to another advert's title of the same list is refused.
    const rename = await s.post(`/api/adInfo/update/${carousel.id}`, { title: 'OPENING' }, { token: b.token });
    expect(rename.body.code).toBe(600304);
    // Its own title again is fine.
    const same = await s.post(`/api/adInfo/update/${carousel.id}`, { title: 'Opening 2' }, { token: b.token });
    expect(same.status).toBe(200);
  });

  it('replacing the image deletes the old file from storage; the new one must be the caller’s', async () => {
    const old = await upload(a.token);
    const added = await s.post('/api/adInfo/add', { language: 'zh-CN', type: 1, image: old }, { token: a.token });
    const id = added.body.datas.id as number;
    const foreign = await s.post(`/api/adInfo/update/${id}`, { image: await upload(b.token) }, { token: a.token });
    expect(foreign.body.code).toBe(500110);
    const next = await upload(a.token, 40);
    const res = await s.post(`/api/adInfo/update/${id}`, { image: next }, { token: a.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas.image).toBe(next);
    expect(await s.db.select().from(storedFiles).where(eq(storedFiles.key, old))).toEqual([]);
    await drained();
    const store = await s.deps.files.store();
    expect(await store.get(old)).toBeNull();
    expect(await store.get(next)).not.toBeNull();
  });

  it("cannot change another store's advert or the platform's, nor a missing one", async () => {
    const theirs = await buildAdInfo(s.db, b.shop, { language: 'zh-CN' });
    const platformOwn = await buildAdInfo(s.db, null, { language: LANG });
    for (const id of [theirs.id, platformOwn.id, 2_000_000_000]) {
      const res = await s.post(`/api/adInfo/update/${id}`, { enabled: false, title: 'Taken' }, { token: a.token });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(600301);
      expect(res.text).not.toContain(theirs.title);
    }
    expect((await s.post('/api/adInfo/update/abc', { enabled: false }, { token: a.token })).status).toBe(400);
    expect((await s.post('/api/adInfo/update/99999999999', { enabled: false }, { token: a.token })).status).toBe(400);
    const [t] = await s.db.select().from(adInfos).where(eq(adInfos.id, theirs.id));
    expect(t).toEqual(theirs);
  });
});

describe('deleting adverts', () => {
  it('deletes after the owner asks, writes the audit row, and deletes the image from storage', async () => {
    const key = await upload(a.token);
    const added = await s.post(
      '/api/adInfo/add',
      { language: 'zh-CN', type: 2, title: 'To go', image: key },
      { token: a.token },
    );
    const id = added.body.datas.id as number;
    const res = await s.post(`/api/adInfo/delete/${id}`, undefined, { token: a.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toEqual({ id });
    expect(await s.db.select().from(adInfos).where(eq(adInfos.id, id))).toEqual([]);
    const [entry] = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adInfo.delete'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ shopId: a.shop.id, targetType: 'adInfo' });
    expect(entry!.before).toMatchObject({ id, title: 'To go', image: key });
    await drained();
    expect(await (await s.deps.files.store()).get(key)).toBeNull();
    expect((await s.post(`/api/adInfo/delete/${id}`, undefined, { token: a.token })).body.code).toBe(600301);
  });

  it('lets one row show an image: a second advert or a programme naming it is refused, at once or later', async () => {
    const key = await upload(a.token);
    const one = await s.post('/api/adInfo/add', { language: 'zh-CN', type: 1, image: key }, { token: a.token });
    expect(one.status, one.text).toBe(200);
    const two = await s.post('/api/adInfo/add', { language: 'en-US', type: 1, image: key }, { token: a.token });
    expect([two.status, two.body.code, Object.keys(two.body.datas.fields)]).toEqual([400, 500110, ['image']]);
    const type = await buildProductType(s.db, a.shop);
    const programme = await s.post(
      '/api/product/add',
      { typeId: type.id, name: 'Borrowed picture', advantages: 'x', image: key },
      { token: a.token },
    );
    expect([programme.status, programme.body.code]).toEqual([400, 500110]);
    // Two adds racing for one fresh image: exactly one gets it.
    const fresh = await upload(a.token);
    const raced = await Promise.all(
      ['ja-JP', 'es-ES'].map((language) =>
        s.post('/api/adInfo/add', { language, type: 1, image: fresh }, { token: a.token }),
      ),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
    // Deleting the advert deletes the file: nothing else could have been showing it.
    await s.post(`/api/adInfo/delete/${one.body.datas.id}`, undefined, { token: a.token });
    await drained();
    expect(await (await s.deps.files.store()).get(key)).toBeNull();
  });

  it("cannot delete another store's advert; the platform deletes its own", async () => {
    const theirs = await buildAdInfo(s.db, b.shop, { language: 'zh-CN' });
    const res = await s.post(`/api/adInfo/delete/${theirs.id}`, undefined, { token: a.token });
    expect(res.status).toBe(404);
    expect(await s.db.select().from(adInfos).where(eq(adInfos.id, theirs.id))).toHaveLength(1);
    const own = await buildAdInfo(s.db, null, { language: LANG });
    expect((await s.post(`/api/adInfo/delete/${own.id}`, undefined, { token: a.token })).status).toBe(404);
    const byPlatform = await s.post(`/api/adInfo/delete/${own.id}`, undefined, { token: platform });
    expect(byPlatform.status, byPlatform.text).toBe(200);
  });
});

describe('reordering a list', () => {
  const build = async (shop: SignedInStore['shop'] | null, language: string, n: number, type = 1) => {
    const rows: AdInfoRow[] = [];
    for (let i = 0; i < n; i++) rows.push(await buildAdInfo(s.db, shop, { language, type, sort: i + 1 }));
    return rows;
  };
  const sort = (token: string, body: unknown) => s.post('/api/adInfo/sort', body, { token });

  it('saves a new order in one call, numbered 1..n, and answers the list in it', async () => {
    const rows = await build(a.shop, 'es-ES', 4, 2);
    const order = [rows[2]!.id, rows[0]!.id, rows[3]!.id, rows[1]!.id];
    const res = await sort(a.token, { language: 'es-ES', type: 2, ids: order });
    expect(res.status, res.text).toBe(200);
    expect(ids(res)).toEqual(order);
    expect(res.body.datas.list.map((x: { sort: number }) => x.sort)).toEqual([1, 2, 3, 4]);
    expect(ids(await query(a.token, { language: 'es-ES', type: 2 }))).toEqual(order);
    // The other list of the language keeps its order.
    const carousel = await rowsOf(a.shop.id, 'es-ES', 1);
    expect(carousel.every((r) => r.sort > 0)).toBe(true);
  });

  it('refuses ids of another store, of another list, missing ones and duplicates, changing nothing', async () => {
    const rows = await build(a.shop, 'th-TH', 3, 2);
    const mineOther = await buildAdInfo(s.db, a.shop, { language: 'th-TH', type: 1 });
    const theirs = await buildAdInfo(s.db, b.shop, { language: 'th-TH', type: 2 });
    const platformOwn = await buildAdInfo(s.db, null, { language: 'th-TH', type: 2 });
    const before = await s.db.select().from(adInfos).orderBy(asc(adInfos.id));
    const [x, y, z] = rows.map((r) => r.id) as [number, number, number];
    const stale = [
      [z, y, x, theirs.id],
      [z, y, theirs.id],
      [z, y, x, mineOther.id],
      [z, y, x, platformOwn.id],
      [z, y],
      [z, y, x, 2_000_000_000],
    ];
    for (const order of stale) {
      const res = await sort(a.token, { language: 'th-TH', type: 2, ids: order });
      expect(res.status, `${order}: ${res.text}`).toBe(409);
      expect(res.body.code).toBe(600302);
      expect(res.text).not.toContain(theirs.title);
    }
    const dup = await sort(a.token, { language: 'th-TH', type: 2, ids: [z, y, x, x] });
    expect(dup.status).toBe(400);
    expect(dup.body.datas.fields.ids).toBe(EN.adSortDuplicate);
    for (const body of [
      { language: 'th-TH', type: 2, ids: [] },
      { language: 'th-TH', type: 2 },
      { language: 'th-TH', ids: [z, y, x] },
      { type: 2, ids: [z, y, x] },
      { language: 'th-TH', type: 2, ids: ['1'] },
      { language: 'th-TH', type: 2, ids: [0] },
      { language: 'th-TH', type: 2, ids: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      const res = await sort(a.token, body);
      expect(res.status, `${JSON.stringify(body).slice(0, 80)}: ${res.text}`).toBe(400);
    }
    expect(await s.db.select().from(adInfos).orderBy(asc(adInfos.id))).toEqual(before);
    // The platform reorders its own list of the language, not the stores'.
    const own = await sort(platform, { language: 'th-TH', type: 2, ids: [platformOwn.id] });
    expect(own.status, own.text).toBe(200);
    expect((await sort(platform, { language: 'th-TH', type: 2, ids: [z, y, x] })).status).toBe(409);
  });

  it('serialises reorders sent at once: every one is saved whole, the last one wins, none mixed', async () => {
    // Real on PostgreSQL (concurrent transactions); on PGlite the one connection runs them in turn.
    const rows = await build(b.shop, 'ja-JP', 30);
    const base = rows.map((r) => r.id);
    const orders = Array.from({ length: 8 }, (_, k) => {
      const o = [...base];
      for (let i = o.length - 1; i > 0; i--) {
        const j = (i * 7 + k * 13 + 3) % (i + 1);
        [o[i], o[j]] = [o[j]!, o[i]!];
      }
      return k % 2 ? o.reverse() : o;
    });
    const results = await Promise.all(orders.map((ids) => sort(b.token, { language: 'ja-JP', type: 1, ids })));
    for (const r of results) expect(r.status, r.text).toBe(200);
    // Each answer shows exactly the order it sent: no other reorder ran in between.
    for (const [k, r] of results.entries()) expect(ids(r)).toEqual(orders[k]);
    const final = await rowsOf(b.shop.id, 'ja-JP', 1);
    expect(final.map((r) => r.sort)).toEqual(base.map((_, i) => i + 1));
    expect(orders).toContainEqual(final.map((r) => r.id));
  });

  it('adds sent at once to one list take places one after another, and a title only once', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => upload(b.token)));
    const results = await Promise.all(
      keys.map((image, i) =>
        s.post(
          '/api/adInfo/add',
          { language: 'id-ID', type: 2, title: i % 2 ? 'Same name' : `Own name ${i}`, image },
          { token: b.token },
        ),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 600304)).toHaveLength(2);
    const rows = await rowsOf(b.shop.id, 'id-ID', 2);
    expect(rows.map((r) => r.sort)).toEqual([1, 2, 3, 4]);
    expect(rows.filter((r) => r.title === 'Same name')).toHaveLength(1);
  });

  it('a reorder of a list that gained an advert meanwhile is refused', async () => {
    const rows = await build(a.shop, 'vi-VN', 2);
    await s.post('/api/adInfo/add', { language: 'vi-VN', type: 1, image: await upload(a.token) }, { token: a.token });
    const res = await sort(a.token, { language: 'vi-VN', type: 1, ids: [rows[1]!.id, rows[0]!.id] });
    expect(res.body.code).toBe(600302);
  });
});

describe('content languages of adverts', () => {
  it('says which languages hold adverts, and how many, for the store the caller may read', async () => {
    const store = await signedInStore(s);
    await buildAdInfo(s.db, store.shop, { language: 'th-TH' });
    await buildAdInfo(s.db, store.shop, { language: 'th-TH', type: 2 });
    await buildAdInfo(s.db, store.shop, { language: 'zh-CN' });
    const mine = await s.post('/api/adInfo/languages', {}, { token: store.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.datas.list).toEqual([
      { language: 'zh-CN', count: 1 },
      { language: 'th-TH', count: 2 },
    ]);
    expect((await s.post('/api/adInfo/languages', { shopId: store.shop.id }, { token: platform })).body.datas).toEqual(
      mine.body.datas,
    );
    expect((await s.post('/api/adInfo/languages', { shopId: store.shop.id }, { token: a.token })).status).toBe(404);
    expect((await s.post('/api/adInfo/languages', {}, { token: staff })).status).toBe(403);
  });
});
