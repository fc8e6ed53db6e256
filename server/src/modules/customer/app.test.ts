import { CUSTOMER_CODE_ALPHABET, CUSTOMER_CODE_LENGTH, ErrorCode } from '@skin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildLabelTree, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { analyses, appSessions, appUsers, customerConsents, customers, storedFiles } from '../../db/schema.js';
import { ok } from '../../lib/http.js';
import { analysisBody, postAnalysis } from '../analysis/analysis.fixture.js';
import { appToken, buildAppAccount } from '../app/app.fixture.js';
import { appRepository } from '../app/repository.js';
import {
  addCustomer,
  buildCustomer,
  consentBody,
  findCustomers,
  postConsent,
  storedPhoto,
} from './customer.fixture.js';

/**
 * Customers in the app's API (issue 41, docs/app-api.md): find by code or whole phone, add once per clientId,
 * consents with their history, photos only with consent, her analyses; the store of the token only.
 */
let s: TestServer;
let shop: ShopRow;
let token: string;
let viewer: string;
let deviceNo: string;
let other: { token: string; deviceNo: string; shop: ShopRow };

const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;
const customersOf = (id: number) => s.db.select().from(customers).where(eq(customers.shopId, id));
const consentsOf = (id: number) => s.db.select().from(customerConsents).where(eq(customerConsents.customerId, id));
const rowOf = async (id: number) => (await s.db.select().from(customers).where(eq(customers.id, id)))[0]!;
let phoneSeq = 0;
/** A phone no other test file's customer has (the store is this file's own anyway). */
const newPhone = () => `86 139${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++).padStart(3, '0')}`;

/** An app route declaring `config.appRead` whose handler never reads the session: the defect the guard refuses. */
async function unreadRoute(api: FastifyInstance) {
  api.get('/app/v1/test-unread', { config: { app: 'read', appRead: true }, schema: { hide: true } }, async (req) =>
    ok(req, { secret: 'never answered' }),
  );
}

beforeAll(async () => {
  s = await startServer({}, { routes: unreadRoute });
  shop = (await buildStoreWithOwner(s.db)).shop;
  await buildLabelTree(s.db, shop, 'en-US', [{ type: 'T', labels: [{ name: 'Acne', key: 'acne' }] }]);
  const a = await buildAppAccount(s.db, shop);
  token = await appToken(s, a);
  deviceNo = a.device.deviceNo;
  const v = await buildAppAccount(s.db, shop, { account: { userType: 2 } });
  viewer = await appToken(s, v);
  const shopB = (await buildStoreWithOwner(s.db)).shop;
  await buildLabelTree(s.db, shopB, 'en-US', [{ type: 'T', labels: [{ name: 'Acne', key: 'acne' }] }]);
  const b = await buildAppAccount(s.db, shopB);
  other = { token: await appToken(s, b), deviceNo: b.device.deviceNo, shop: shopB };
});
afterAll(() => s.close());

describe('POST /api/app/v1/customers', () => {
  it('adds a customer with a short code of its own (201); the same clientId again answers her, duplicate', async () => {
    const phone = newPhone();
    const first = await addCustomer(s, token, { name: 'Lan', phone, gender: 'female', birthYear: 1990 });
    expect(first.status, first.text).toBe(201);
    const c = first.body.datas;
    expect(c).toMatchObject({ name: 'Lan', phone, gender: 'female', birthYear: 1990, visits: 0, duplicate: false });
    expect(c.code).toMatch(new RegExp(`^[${CUSTOMER_CODE_ALPHABET}]{${CUSTOMER_CODE_LENGTH}}$`));
    expect(c.consent).toBeNull();
    const again = await addCustomer(s, token, { clientId: (await rowOf(c.id)).clientId, name: 'Other' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.datas).toMatchObject({ id: c.id, code: c.code, name: 'Lan', duplicate: true });
    expect((await customersOf(shop.id)).filter((r) => r.id === c.id)).toHaveLength(1);
  });

  it('keeps the store member number it is given, and records the consent given with her', async () => {
    const res = await addCustomer(s, token, { code: 'M-1001', consent: consentBody({ photos: false }) });
    expect(res.status, res.text).toBe(201);
    expect(res.body.datas.code).toBe('M-1001');
    expect(res.body.datas.consent).toMatchObject({
      version: 'P-en-US-1',
      language: 'en-US',
      photos: false,
      contact: true,
    });
    expect(await consentsOf(res.body.datas.id)).toHaveLength(1);
  });

  it('refuses a code or a phone the store has (409, naming her id) and adds nothing', async () => {
    const phone = newPhone();
    const had = await addCustomer(s, token, { code: 'M-2001', phone });
    expect(had.status, had.text).toBe(201);
    const before = (await customersOf(shop.id)).length;
    const sameCode = await addCustomer(s, token, { code: 'M-2001' });
    expect([sameCode.status, sameCode.body.code]).toEqual([409, code('CUSTOMER_CODE_TAKEN')]);
    expect(sameCode.body.datas).toEqual({ customerId: had.body.datas.id });
    const samePhone = await addCustomer(s, token, { phone }, 'zh-CN');
    expect([samePhone.status, samePhone.body.code]).toEqual([409, code('CUSTOMER_PHONE_TAKEN')]);
    expect(samePhone.body.datas).toEqual({ customerId: had.body.datas.id });
    // The message is translated and names no phone.
    expect(samePhone.body.message).toBe('该手机号已属于本门店的另一位顾客');
    expect((await customersOf(shop.id)).length).toBe(before);
    // Another store may have the same code and phone: stores are apart.
    const elsewhere = await addCustomer(s, other.token, { code: 'M-2001', phone });
    expect(elsewhere.status, elsewhere.text).toBe(201);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await customersOf(shop.id)).length;
    for (const [body, field] of [
      [{ phone: '13800000000' }, 'phone'],
      [{ phone: '86 1380000' }, 'phone'],
      [{ name: 'x'.repeat(65) }, 'name'],
      [{ note: 'x'.repeat(501) }, 'note'],
      [{ code: '<b>x</b>' }, 'code'],
      [{ birthYear: 1800 }, 'birthYear'],
      [{ consent: { ...consentBody(), version: 'v'.repeat(33) } }, 'consent.version'],
    ] as const) {
      const res = await addCustomer(s, token, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 100400]);
      expect(Object.keys(res.body.datas.fields)).toEqual([field]);
    }
    expect((await customersOf(shop.id)).length).toBe(before);
  });

  it('keeps markup as text: a name with tags is stored and answered as it was typed', async () => {
    const res = await addCustomer(s, token, { name: '<img src=x onerror=alert(1)>' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.datas.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('lets a viewer end find and read but not add or record a consent (403), nothing changed', async () => {
    const c = await buildCustomer(s.db, shop.id, { code: 'V-1' });
    const before = (await customersOf(shop.id)).length;
    const add = await addCustomer(s, viewer, {});
    expect([add.status, add.body.code]).toEqual([403, code('CUSTOMER_VIEWER_READ_ONLY')]);
    const consent = await postConsent(s, viewer, c.id, consentBody());
    expect([consent.status, consent.body.code]).toEqual([403, code('CUSTOMER_VIEWER_READ_ONLY')]);
    expect((await customersOf(shop.id)).length).toBe(before);
    expect(await consentsOf(c.id)).toHaveLength(0);
    const found = await findCustomers(s, viewer, 'code=V-1');
    expect(found.body.datas.list.map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await s.get(`/api/app/v1/customers/${c.id}/analyses`, { token: viewer })).status).toBe(200);
  });
});

describe('GET /api/app/v1/customers', () => {
  it('finds by exact code or whole phone only, never a list of the store', async () => {
    const phone = newPhone();
    const c = await buildCustomer(s.db, shop.id, { code: 'F-77', phone, name: 'Mai' });
    const byCode = await findCustomers(s, token, 'code=F-77');
    expect(byCode.status, byCode.text).toBe(200);
    expect(byCode.body.datas.list).toEqual([expect.objectContaining({ id: c.id, name: 'Mai', phone })]);
    const byPhone = await findCustomers(s, token, `phone=${encodeURIComponent(phone)}`);
    expect(byPhone.body.datas.list.map((x: { id: number }) => x.id)).toEqual([c.id]);
    // A part of the code, or of the phone, matches nothing.
    expect((await findCustomers(s, token, 'code=F-7')).body.datas.list).toEqual([]);
    const part = await findCustomers(s, token, `phone=${encodeURIComponent(phone.slice(0, -1))}`);
    expect(part.status).toBe(400);
    expect(Object.keys(part.body.datas.fields)).toEqual(['phone']);
    // Neither, or both: 400.
    for (const q of ['', `code=F-77&phone=${encodeURIComponent(phone)}`]) {
      const res = await findCustomers(s, token, q);
      expect([res.status, res.body.code], q).toEqual([400, 100400]);
    }
  });

  it('finds the same with the phone or code in the body (POST find), refusing as the GET form does', async () => {
    const phone = newPhone();
    const c = await buildCustomer(s.db, shop.id, { code: 'B-88', phone });
    const find = (body: unknown) => s.request('POST', '/api/app/v1/customers/find', { token, body });
    for (const body of [{ phone }, { code: 'B-88' }]) {
      const res = await find(body);
      expect([res.status, res.body.datas?.list?.map((x: { id: number }) => x.id)], res.text).toEqual([200, [c.id]]);
    }
    const part = await find({ phone: phone.slice(0, -1) });
    expect([part.status, Object.keys(part.body.datas.fields)]).toEqual([400, ['phone']]);
    for (const body of [{}, { code: 'B-88', phone }]) expect((await find(body)).status).toBe(400);
    const theirs = await buildCustomer(s.db, other.shop.id, { code: 'THEIRS-2', phone: newPhone() });
    expect((await find({ phone: theirs.phone })).body.datas.list).toEqual([]);
  });

  it("never finds another store's customer", async () => {
    const theirs = await buildCustomer(s.db, other.shop.id, { code: 'THEIRS-1', phone: newPhone() });
    expect((await findCustomers(s, token, 'code=THEIRS-1')).body.datas.list).toEqual([]);
    const q = `phone=${encodeURIComponent(theirs.phone!)}`;
    expect((await findCustomers(s, token, q)).body.datas.list).toEqual([]);
  });
});

describe('consents and photos', () => {
  it('records consents with their history; photos need the latest to allow them, else 403 and no photo taken', async () => {
    const c = (await addCustomer(s, token, {})).body.datas;
    const photo = await storedPhoto(s.db, shop.id);
    const withPhoto = () => analysisBody(deviceNo, { images: [photo], customerId: c.id });

    // No consent at all: refused, the photo stays free, no analysis recorded.
    const none = await postAnalysis(s, token, withPhoto());
    expect([none.status, none.body.code]).toEqual([403, code('CUSTOMER_PHOTO_CONSENT_MISSING')]);
    const [file] = await s.db.select().from(storedFiles).where(eq(storedFiles.key, photo));
    expect(file!.inUse).toBe(false);
    expect(await s.db.select().from(analyses).where(eq(analyses.customerId, c.id))).toHaveLength(0);
    // Without photos she needs no consent.
    const plain = await postAnalysis(s, token, analysisBody(deviceNo, { customerId: c.id }));
    expect(plain.status, plain.text).toBe(201);

    const given = await postConsent(s, token, c.id, consentBody({ photos: true }));
    expect(given.status, given.text).toBe(200);
    const allowed = await postAnalysis(s, token, withPhoto());
    expect(allowed.status, allowed.text).toBe(201);

    const withdrawn = await postConsent(
      s,
      token,
      c.id,
      consentBody({ photos: false, version: 'P-zh-CN-1', language: 'zh-CN' }),
    );
    expect(withdrawn.body.datas).toMatchObject({ photos: false, version: 'P-zh-CN-1', language: 'zh-CN' });
    const photo2 = await storedPhoto(s.db, shop.id);
    const after = await postAnalysis(s, token, analysisBody(deviceNo, { images: [photo2], customerId: c.id }));
    expect([after.status, after.body.code]).toEqual([403, code('CUSTOMER_PHOTO_CONSENT_MISSING')]);
    // The history is kept, newest applies.
    expect((await consentsOf(c.id)).map((k) => k.photos)).toEqual([true, false]);
    const found = await findCustomers(s, token, `code=${c.code}`);
    expect(found.body.datas.list[0].consent).toMatchObject({ photos: false, version: 'P-zh-CN-1', language: 'zh-CN' });
  });

  it('an analysis for her counts her visits, first and latest, in its transaction', async () => {
    const c = (await addCustomer(s, token, {})).body.datas;
    const at = [5, 30, 2].map((h) => new Date(Date.now() - h * 3_600_000).toISOString());
    for (const t of at) {
      const res = await postAnalysis(s, token, analysisBody(deviceNo, { analysedAt: t, customerId: c.id }));
      expect(res.status, res.text).toBe(201);
    }
    const row = await rowOf(c.id);
    expect(row.visits).toBe(3);
    expect(row.firstVisitAt!.toISOString()).toBe(at[1]);
    expect(row.lastVisitAt!.toISOString()).toBe(at[2]);
    // A repeated clientId counts nothing more.
    const [one] = await s.db.select().from(analyses).where(eq(analyses.customerId, c.id)).limit(1);
    const again = await postAnalysis(s, token, analysisBody(deviceNo, { clientId: one!.clientId, customerId: c.id }));
    expect(again.body.datas.duplicate).toBe(true);
    expect((await rowOf(c.id)).visits).toBe(3);
  });
});

describe('GET /api/app/v1/customers/{id}/analyses', () => {
  it('answers her analyses newest first, a page at a time, with symptoms and signed photo URLs', async () => {
    const c = (await addCustomer(s, token, { consent: consentBody() })).body.datas;
    const photo = await storedPhoto(s.db, shop.id);
    const times = [10, 40, 20].map((h) => new Date(Date.now() - h * 3_600_000).toISOString());
    for (const [i, t] of times.entries()) {
      const images = i === 0 ? [photo] : [];
      const res = await postAnalysis(
        s,
        token,
        analysisBody(deviceNo, {
          analysedAt: t,
          images,
          symptoms: [{ symptomKey: 'acne', degree: i + 1 }],
          customerId: c.id,
        }),
      );
      expect(res.status, res.text).toBe(201);
    }
    // Someone else's analysis is not hers.
    await postAnalysis(s, token, analysisBody(deviceNo));
    const page1 = await s.get(`/api/app/v1/customers/${c.id}/analyses?page=1&pageSize=2`, { token });
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body.datas).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const list = page1.body.datas.list;
    expect(list.map((a: { analysedAt: string }) => Date.parse(a.analysedAt))).toEqual(
      [times[0], times[2]].map((t) => Date.parse(t!)),
    );
    expect(list[0].symptoms).toEqual([{ symptomKey: 'acne', name: 'Acne', degree: 1 }]);
    expect(list[0].images[0].url).toMatch(/signature=/);
    const page2 = await s.get(`/api/app/v1/customers/${c.id}/analyses?page=2&pageSize=2`, { token });
    expect(page2.body.datas.list).toHaveLength(1);
    const big = await s.get(`/api/app/v1/customers/${c.id}/analyses?pageSize=51`, { token });
    expect([big.status, Object.keys(big.body.datas.fields)]).toEqual([400, ['pageSize']]);
  });
});

describe("another store's customer", () => {
  it('answers 404 on every app route and is never named on an analysis', async () => {
    const theirs = await buildCustomer(s.db, other.shop.id, {}, { photos: true });
    const before = await rowOf(theirs.id);
    const consent = await postConsent(s, token, theirs.id, consentBody());
    expect([consent.status, consent.body.code]).toEqual([404, code('CUSTOMER_NOT_FOUND')]);
    const list = await s.get(`/api/app/v1/customers/${theirs.id}/analyses`, { token });
    expect([list.status, list.body.code]).toEqual([404, code('CUSTOMER_NOT_FOUND')]);
    const analysis = await postAnalysis(s, token, analysisBody(deviceNo, { customerId: theirs.id }));
    expect([analysis.status, analysis.body.code]).toEqual([404, code('CUSTOMER_NOT_FOUND')]);
    // An id no customer has: the same 404, never a database fault.
    const none = await postAnalysis(s, token, analysisBody(deviceNo, { customerId: 2_000_000_000 }));
    expect([none.status, none.body.code]).toEqual([404, code('CUSTOMER_NOT_FOUND')]);
    expect(await consentsOf(theirs.id)).toHaveLength(1);
    expect(await rowOf(theirs.id)).toEqual(before);
    expect(await s.db.select().from(analyses).where(eq(analyses.customerId, theirs.id))).toHaveLength(0);
  });
});

describe('the session read in the statement (config.appRead)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the find and the timeline read the session and their rows in one statement, never the lookup alone', async () => {
    const c = await buildCustomer(s.db, shop.id, { phone: newPhone() });
    const lookup = vi.spyOn(appRepository, 'findLive');
    const reading = vi.spyOn(appRepository, 'findLiveReading');
    const byCode = await findCustomers(s, token, `code=${c.code}`);
    expect(byCode.status, byCode.text).toBe(200);
    expect(byCode.body.datas.list.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const byPhone = await s.post('/api/app/v1/customers/find', { phone: c.phone }, { token: viewer });
    expect(byPhone.body.datas.list).toMatchObject([{ id: c.id, code: c.code, phone: c.phone }]);
    const timeline = await s.get(`/api/app/v1/customers/${c.id}/analyses`, { token });
    expect(timeline.status, timeline.text).toBe(200);
    expect([lookup.mock.calls.length, reading.mock.calls.length]).toEqual([0, 3]);
    // Every other app route still looks the session up first (so the spies see what they claim to).
    expect((await s.get('/api/app/v1/me', { token })).status).toBe(200);
    expect([lookup.mock.calls.length, reading.mock.calls.length]).toEqual([1, 3]);
  });

  it('a refused or signed-out caller gets the refusal and none of the rows', async () => {
    const c = await buildCustomer(s.db, shop.id, { phone: newPhone() });
    const a = await buildAppAccount(s.db, shop);
    const t = await appToken(s, a);
    const calls = () => [
      findCustomers(s, t, `code=${c.code}`),
      s.post('/api/app/v1/customers/find', { phone: c.phone }, { token: t }),
      s.get(`/api/app/v1/customers/${c.id}/analyses`, { token: t }),
    ];
    for (const res of await Promise.all(calls())) expect(res.status, res.text).toBe(200);
    await s.db.update(appUsers).set({ status: 0 }).where(eq(appUsers.id, a.account.id));
    for (const res of await Promise.all(calls())) {
      expect([res.status, res.body.code]).toEqual([403, code('APP_ACCOUNT_DISABLED')]);
      expect(res.text).not.toContain(c.code);
      expect(res.body.datas ?? null).toBeNull();
    }
    await s.db.update(appUsers).set({ status: 1 }).where(eq(appUsers.id, a.account.id));
    await s.db.update(appSessions).set({ revokedAt: new Date() }).where(eq(appSessions.appUserId, a.account.id));
    for (const res of await Promise.all(calls())) {
      expect([res.status, res.body.code]).toEqual([401, code('LOGIN_EXPIRED')]);
      expect(res.text).not.toContain(c.code);
    }
    // A console token, or none, is refused by its form before anything is read.
    const reading = vi.spyOn(appRepository, 'findLiveReading');
    const owner = await buildStoreWithOwner(s.db);
    const consoleToken = await s.login(owner.owner.userName, owner.owner.password);
    const refused = await findCustomers(s, consoleToken, `code=${c.code}`);
    expect([refused.status, refused.body.code]).toEqual([401, code('APP_TOKEN_REQUIRED')]);
    const none = await s.get(`/api/app/v1/customers/${c.id}/analyses`);
    expect([none.status, none.body.code]).toEqual([401, code('LOGIN_EXPIRED')]);
    expect(reading).not.toHaveBeenCalled();
  });

  it('a route declaring it that answers without reading the session is refused, its answer never sent', async () => {
    const res = await s.get('/api/app/v1/test-unread', { token });
    expect(res.status).toBe(500);
    expect(res.text).not.toContain('never answered');
  });
});
