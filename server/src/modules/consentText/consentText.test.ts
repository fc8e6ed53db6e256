import { CONSENT_TEXT_MAX, CONSENT_VERSIONS_MAX, ErrorCode } from '@skin/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { customerConsents, customers } from '../../db/schema.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';
import { addCustomer, buildCustomer, consentBody, postConsent } from '../customer/customer.fixture.js';
import { consentTexts } from './table.js';

/**
 * Consent texts (issue 42 item 1): a store's per content language and the platform's defaults, a version per
 * save, old versions readable, bounded; the app's text with its ETag; a consent naming an unknown version refused.
 */
let s: TestServer;
let shop: ShopRow;
let owner: string;
let platform: string;
let app: string;
let other: { shop: ShopRow; owner: string; app: string };

const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;
const save = (token: string, language: string, text: string, lang = 'en-US') =>
  s.post('/api/consentText/save', { language, text }, { token, headers: { 'x-lang': lang } });
const rowsOf = (shopId: number | null) =>
  s.db
    .select()
    .from(consentTexts)
    .where(shopId === null ? isNull(consentTexts.shopId) : eq(consentTexts.shopId, shopId));
const consent = (token: string, language = 'en-US') =>
  s.get(`/api/app/v1/consent?language=${language}`, { token, headers: { 'x-lang': 'en-US' } });

beforeAll(async () => {
  s = await startServer();
  const a = await buildStoreWithOwner(s.db);
  shop = a.shop;
  owner = await s.login(a.owner.userName, a.owner.password);
  app = await appToken(s, await buildAppAccount(s.db, shop));
  const b = await buildStoreWithOwner(s.db);
  other = {
    shop: b.shop,
    owner: await s.login(b.owner.userName, b.owner.password),
    app: await appToken(s, await buildAppAccount(s.db, b.shop)),
  };
  platform = await loginAs(s, 'platform');
});
afterAll(() => s.close());

describe('the console: a store saves versions of its consent text', () => {
  it('makes version 1, then 2 on an edit; the same text again makes none; old versions stay readable', async () => {
    const first = await save(owner, 'ja-JP', '写真の利用に同意します。');
    expect(first.status, first.text).toBe(200);
    expect(first.body.datas).toMatchObject({
      version: `S${shop.id}-ja-JP-1`,
      number: 1,
      language: 'ja-JP',
      created: true,
      platform: false,
      length: 12,
    });
    const again = await save(owner, 'ja-JP', '  写真の利用に同意します。 ');
    expect(again.body.datas).toMatchObject({ id: first.body.datas.id, number: 1, created: false });
    const second = await save(owner, 'ja-JP', '写真の利用と保存に同意します。');
    expect(second.body.datas).toMatchObject({ version: `S${shop.id}-ja-JP-2`, number: 2, created: true });
    expect(await rowsOf(shop.id)).toHaveLength(2);

    const old = await s.post(`/api/consentText/get/${first.body.datas.id}`, undefined, { token: owner });
    expect(old.status, old.text).toBe(200);
    expect(old.body.datas).toMatchObject({ number: 1, text: '写真の利用に同意します。' });
    expect(old.body.datas.savedBy).toBeTruthy();
    expect(Date.parse(old.body.datas.savedAt)).toBeLessThanOrEqual(Date.parse(second.body.datas.savedAt));

    const history = await s.post('/api/consentText/history/1/1', { language: 'ja-JP' }, { token: owner });
    expect(history.status, history.text).toBe(200);
    expect(history.body.datas).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(history.body.datas.list.map((v: { number: number }) => v.number)).toEqual([2]);
    const page2 = await s.get('/api/consentText/history/2/1?language=ja-JP', { token: owner });
    expect(page2.body.datas.list.map((v: { number: number }) => v.number)).toEqual([1]);
    expect(page2.body.datas.list[0]).not.toHaveProperty('text');

    const languages = await s.post('/api/consentText/languages', undefined, { token: owner });
    expect(languages.status, languages.text).toBe(200);
    const ja = languages.body.datas.list.find((l: { language: string }) => l.language === 'ja-JP');
    expect(ja).toMatchObject({ versions: 2, latest: { number: 2, version: `S${shop.id}-ja-JP-2` } });
    const th = languages.body.datas.list.find((l: { language: string }) => l.language === 'th-TH');
    expect(th).toMatchObject({ versions: 0, latest: null });
    expect(languages.body.datas.list).toHaveLength(7);
  });

  it('refuses an empty text, one over the limit, a language the product does not speak, translated; saves nothing', async () => {
    for (const [body, field] of [
      [{ language: 'en-US', text: '   ' }, 'text'],
      [{ language: 'en-US', text: 'x'.repeat(CONSENT_TEXT_MAX + 1) }, 'text'],
      [{ language: 'fr-FR', text: 'Consent' }, 'language'],
      [{ language: 'en-US', text: 'bad\u0007bell' }, 'text'],
    ] as const) {
      const res = await s.post('/api/consentText/save', body, { token: owner, headers: { 'x-lang': 'zh-CN' } });
      expect(res.status, res.text).toBe(400);
      expect(res.body.code).toBe(code('BAD_REQUEST'));
      expect(res.body.datas.fields).toHaveProperty(field);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const longest = await save(owner, 'en-US', 'y'.repeat(CONSENT_TEXT_MAX));
    expect(longest.status, longest.text).toBe(200);
    expect(await rowsOf(shop.id).then((r) => r.filter((x) => x.language === 'en-US'))).toHaveLength(1);
  });

  it(`refuses a version past ${CONSENT_VERSIONS_MAX} in a language (409, translated) and adds nothing`, async () => {
    await s.db
      .insert(consentTexts)
      .values({ shopId: shop.id, language: 'vi-VN', number: CONSENT_VERSIONS_MAX, text: 'x' });
    const res = await save(owner, 'vi-VN', 'Một văn bản mới', 'vi-VN');
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ code: code('CONSENT_VERSIONS_FULL'), datas: { max: CONSENT_VERSIONS_MAX } });
    expect(res.body.message).toContain(String(CONSENT_VERSIONS_MAX));
    expect(await rowsOf(shop.id).then((r) => r.filter((x) => x.language === 'vi-VN'))).toHaveLength(1);
  });

  it('lets staff with `customer` save and read; staff without it is refused and nothing is saved', async () => {
    const withCode = await buildStaff(s.db, shop, ['customer']);
    const without = await buildStaff(s.db, shop, ['users']);
    const yes = await s.login(withCode.userName, withCode.password);
    const no = await s.login(without.userName, without.password);
    const made = await save(yes, 'es-ES', 'Acepto el uso de mis fotos.');
    expect(made.status, made.text).toBe(200);
    expect(made.body.datas.savedBy).toBe(withCode.userName);
    const before = (await rowsOf(shop.id)).length;
    for (const res of [
      await save(no, 'es-ES', 'Otro texto'),
      await s.post('/api/consentText/languages', undefined, { token: no }),
      await s.post(`/api/consentText/get/${made.body.datas.id}`, undefined, { token: no }),
      await s.post('/api/consentText/history/1/20', { language: 'es-ES' }, { token: no }),
    ]) {
      expect(res.status, res.text).toBe(403);
      expect(res.body.code).toBe(code('FORBIDDEN'));
    }
    expect(await rowsOf(shop.id)).toHaveLength(before);
  });

  it("never reads another store's versions (404) and never writes them", async () => {
    const mine = await save(owner, 'id-ID', 'Saya setuju.');
    const read = await s.post(`/api/consentText/get/${mine.body.datas.id}`, undefined, { token: other.owner });
    expect(read.status, read.text).toBe(404);
    expect(read.body.code).toBe(code('CONSENT_TEXT_NOT_FOUND'));
    expect(JSON.stringify(read.body)).not.toContain('Saya setuju');
    const theirs = await s.post('/api/consentText/history/1/50', { language: 'id-ID' }, { token: other.owner });
    expect(theirs.body.datas.total).toBe(0);
    const languages = await s.post('/api/consentText/languages', undefined, { token: other.owner });
    expect(JSON.stringify(languages.body)).not.toContain(`S${shop.id}-`);
    // Its own save is its own version 1, never a version of this store's.
    const own = await save(other.owner, 'id-ID', 'Saya setuju.');
    expect(own.body.datas).toMatchObject({ version: `S${other.shop.id}-id-ID-1`, number: 1 });
    expect(await rowsOf(shop.id).then((r) => r.filter((x) => x.language === 'id-ID'))).toHaveLength(1);
  });
});

describe("the platform's defaults", () => {
  it('the platform saves defaults of the same shape; stores see the latest and may read it; a store text stays hidden from it', async () => {
    const before = (await rowsOf(null)).filter((r) => r.language === 'th-TH').length;
    const made = await save(platform, 'th-TH', 'ข้อความเริ่มต้นของแพลตฟอร์ม');
    expect(made.status, made.text).toBe(200);
    expect(made.body.datas).toMatchObject({ platform: true, number: before + 1, version: `P-th-TH-${before + 1}` });
    const seen = await s.post('/api/consentText/languages', undefined, { token: owner });
    const th = seen.body.datas.list.find((l: { language: string }) => l.language === 'th-TH');
    expect(th.platform).toMatchObject({ id: made.body.datas.id, platform: true });
    const read = await s.post(`/api/consentText/get/${made.body.datas.id}`, undefined, { token: owner });
    expect(read.body.datas.text).toBe('ข้อความเริ่มต้นของแพลตฟอร์ม');
    // The platform's own list counts only its own; a store's version is not the platform's to read.
    const mine = await save(owner, 'th-TH', 'ข้อความของร้าน');
    const denied = await s.post(`/api/consentText/get/${mine.body.datas.id}`, undefined, { token: platform });
    expect(denied.status).toBe(404);
    const history = await s.post('/api/consentText/history/1/50', { language: 'th-TH' }, { token: platform });
    expect(history.body.datas.list.every((v: { platform: boolean }) => v.platform)).toBe(true);
  });
});

describe('GET /api/app/v1/consent', () => {
  it("answers the store's latest text in the language with an ETag; If-None-Match answers 304 until a save", async () => {
    await save(owner, 'zh-CN', '我同意拍摄面部照片。');
    const first = await consent(app, 'zh-CN');
    expect(first.status, first.text).toBe(200);
    expect(first.body.datas).toEqual({
      version: `S${shop.id}-zh-CN-1`,
      language: 'zh-CN',
      text: '我同意拍摄面部照片。',
      from: 'store',
    });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const same = await s.get('/api/app/v1/consent?language=zh-CN', { token: app, headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.headers.get('etag')).toBe(etag);
    await save(owner, 'zh-CN', '我同意拍摄并保存面部照片。');
    const changed = await s.get('/api/app/v1/consent?language=zh-CN', {
      token: app,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.datas.version).toBe(`S${shop.id}-zh-CN-2`);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it("answers the platform's latest default where the store has none in the language", async () => {
    const made = await save(platform, 'es-ES', 'Texto por defecto de la plataforma.');
    const res = await consent(other.app, 'es-ES');
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ version: made.body.datas.version, from: 'platform', language: 'es-ES' });
  });

  it('refuses a language the product does not speak, translated (400)', async () => {
    const res = await s.get('/api/app/v1/consent?language=xx-XX', { token: app, headers: { 'x-lang': 'ja-JP' } });
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe(code('BAD_REQUEST'));
    expect(res.body.datas.fields).toHaveProperty('language');
  });

  it('takes an app token only', async () => {
    expect((await consent(owner)).status).toBe(401);
    expect((await s.get('/api/app/v1/consent?language=en-US')).status).toBe(401);
  });
});

describe('recording a consent names a version that exists', () => {
  it("accepts the store's own and the platform's versions in the consent's language and links the text", async () => {
    const her = await buildCustomer(s.db, shop.id);
    const mine = await save(owner, 'en-US', 'I agree to photos of my face being taken and kept.');
    const own = await postConsent(s, app, her.id, consentBody({ version: mine.body.datas.version }));
    expect(own.status, own.text).toBe(200);
    expect(own.body.datas.version).toBe(mine.body.datas.version);
    const theirs = await save(platform, 'ja-JP', 'プラットフォームの既定の同意書');
    const plat = await postConsent(
      s,
      app,
      her.id,
      consentBody({ version: theirs.body.datas.version, language: 'ja-JP' }),
    );
    expect(plat.status, plat.text).toBe(200);
    const rows = await s.db.select().from(customerConsents).where(eq(customerConsents.customerId, her.id));
    expect(rows.map((r) => r.textId).sort()).toEqual([mine.body.datas.id, theirs.body.datas.id].sort());
  });

  it("refuses an unknown, malformed, another store's or another language's version (400, translated); records nothing", async () => {
    const her = await buildCustomer(s.db, shop.id);
    const theirs = await save(other.owner, 'en-US', "The other store's text");
    const mine = await save(owner, 'en-US', 'I agree, once more.');
    const n = mine.body.datas.number;
    for (const version of [
      `S${shop.id}-en-US-${n + 1}`,
      'v1',
      `S${shop.id}-en-us-${n}`,
      theirs.body.datas.version,
      'P-en-US-999999',
      `S${shop.id}-fr-FR-1`,
    ]) {
      const res = await s.request('POST', `/api/app/v1/customers/${her.id}/consents`, {
        token: app,
        body: consentBody({ version }),
        headers: { 'x-lang': 'zh-CN' },
      });
      expect(res.status, `${version}: ${res.text}`).toBe(400);
      expect(res.body.code).toBe(code('CONSENT_VERSION_UNKNOWN'));
      expect(res.body.message).toContain(version);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const wrongLanguage = await postConsent(
      s,
      app,
      her.id,
      consentBody({ version: mine.body.datas.version, language: 'zh-CN' }),
    );
    expect(wrongLanguage.body.code).toBe(code('CONSENT_VERSION_UNKNOWN'));
    expect(await s.db.select().from(customerConsents).where(eq(customerConsents.customerId, her.id))).toEqual([]);
  });

  it('refuses a new customer whose consent names an unknown version, and adds no one', async () => {
    const before = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(customers.shopId, shop.id));
    const res = await addCustomer(s, app, { name: 'Mai', consent: consentBody({ version: 'S1-en-US-424242' }) });
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe(code('CONSENT_VERSION_UNKNOWN'));
    const after = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(customers.shopId, shop.id));
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

// Last: these take the platform's defaults away from this file's database.
describe('GET /api/app/v1/consent without a text in the language', () => {
  it("falls back along the content languages (the store's, then the platform's); none anywhere is 404", async () => {
    await s.db.update(customerConsents).set({ textId: null });
    await s.db.delete(consentTexts).where(isNull(consentTexts.shopId));
    // A store with one language only: asked for another, its text; a store with none, nothing anywhere.
    const { shop: lone, owner: o } = await buildStoreWithOwner(s.db);
    const loneOwner = await s.login(o.userName, o.password);
    const loneApp = await appToken(s, await buildAppAccount(s.db, lone));
    const none = await s.get('/api/app/v1/consent?language=th-TH', { token: loneApp, headers: { 'x-lang': 'en-US' } });
    expect(none.status, none.text).toBe(404);
    expect(none.body.code).toBe(code('CONSENT_TEXT_NONE'));
    await save(loneOwner, 'en-US', 'English only.');
    const fallback = await s.get('/api/app/v1/consent?language=th-TH', { token: loneApp });
    expect(fallback.status, fallback.text).toBe(200);
    expect(fallback.body.datas).toMatchObject({ language: 'en-US', from: 'store', text: 'English only.' });
  });
});
