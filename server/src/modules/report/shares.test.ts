import { ErrorCode } from '@skin/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildStaff, buildStoreWithOwner } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { auditLog, reportShareOpenings, reportShares } from '../../db/schema.js';
import { buildCustomer } from '../customer/customer.fixture.js';
import { buildReportWorld } from './report.fixture.js';
import { revokeSharesOfCustomer } from './shares.js';

/**
 * Share links of a customer's report (issue 42 item 3 and item 8's attacks): a link opens that report alone without
 * signing in until it expires or is revoked; every other token a stranger can try answers the same 404; each
 * opening is recorded with the client address behind the proxy; another store's share cannot be revoked.
 */
let s: TestServer;
let w: Awaited<ReturnType<typeof buildReportWorld>>;
const HOSTILE = '<script>alert(1)</script>';
const DAY = 86_400_000;
const INVALID = ErrorCode.SHARE_LINK_INVALID.code;
const FROM = { 'x-forwarded-for': '203.0.113.9' };

const share = (body: Record<string, unknown> = {}, token = w.staff) =>
  s.post(
    '/api/customer/share',
    { customerId: w.customer.id, analyses: [w.first.id, w.second.id], language: 'ja-JP', ...body },
    { token },
  );
const open = (token: unknown, headers: Record<string, string> = FROM) =>
  s.request('POST', '/api/report/open', { body: { token }, headers: { 'x-lang': 'en-US', ...headers } });
const shares = (token = w.staff) => s.get(`/api/customer/shares/${w.customer.id}`, { token });
const revoke = (id: number, token = w.staff) => s.post(`/api/customer/share/revoke/${id}`, undefined, { token });
const expectInvalid = (res: { status: number; body: { code: number; message: string } }) => {
  expect([res.status, res.body.code]).toEqual([404, INVALID]);
  expect(res.body.message).toBe('This link is not valid (expired or revoked)');
};

beforeAll(async () => {
  s = await startServer({ TRUST_PROXY: '1' });
  w = await buildReportWorld(s, { customerName: `Lan ${HOSTILE}`, shopName: `Rose ${HOSTILE}` });
});
afterAll(() => s?.close());
afterEach(() => vi.useRealTimers());

describe('customer/share and report/open', () => {
  it('makes a 32-byte token kept only as its hash; the link opens that report alone, without signing in', async () => {
    const made = await share({ days: 3 });
    expect(made.status, made.text).toBe(200);
    const { id, token, expiresAt } = made.body.datas;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(3 * DAY);
    // The token is nowhere in the row: only its SHA-256.
    const [row] = await s.db.select().from(reportShares).where(eq(reportShares.id, id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const res = await open(token);
    expect(res.status, res.text).toBe(200);
    const r = res.body.datas;
    const asConsole = await s.post(
      '/api/customer/report',
      { customerId: w.customer.id, analyses: [w.first.id, w.second.id], language: 'ja-JP' },
      { token: w.staff },
    );
    const { visits: _v, ...sameWords } = asConsole.body.datas;
    expect(r).toMatchObject({ ...sameWords, languageFrom: 'asked', expiresAt });
    // No analysis id to walk from: the visits are numbered.
    expect(r.visits.map((v: { id: number }) => v.id)).toEqual([1, 2]);
    expect(r.visits.map((v: { analysedAt: string }) => v.analysedAt)).toEqual(
      [w.first, w.second].map((a) => a.analysedAt.toISOString()),
    );
    // Hostile text goes out as data, exactly as stored (the page escapes it); nothing else of the store.
    expect(r.customerName).toBe(`Lan ${HOSTILE}`);
    expect(r.shopName).toBe(`Rose ${HOSTILE}`);
    expect(Object.keys(r).sort()).toEqual(
      ['customerName', 'expiresAt', 'language', 'languageFrom', 'programmes', 'shopName', 'symptoms', 'visits'].sort(),
    );
    // No other id of hers or the store's: no `customerId`, `shopId`, `analysisId`, `productId` keys.
    expect(res.text).not.toMatch(/"\w+Id":/);
  });

  it("photo URLs expire no later than the link, even in the link's last hour", async () => {
    const { token, expiresAt } = (await share({ days: 1 })).body.datas;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(expiresAt) - 10 * 60_000);
    const res = await open(token);
    expect(res.status, res.text).toBe(200);
    for (const v of res.body.datas.visits)
      for (const p of v.photos) {
        const until = Number(new URL(p.url, 'http://x').searchParams.get('expires')) * 1000;
        expect(until).toBeGreaterThan(Date.now());
        expect(until).toBeLessThanOrEqual(Date.parse(expiresAt));
      }
  });

  it('logs every opening with the client address behind the proxy; her page lists them', async () => {
    const { id, token } = (await share()).body.datas;
    await open(token);
    await open(token, { 'x-forwarded-for': '198.51.100.4' });
    const res = await shares();
    expect(res.status, res.text).toBe(200);
    const listed = res.body.datas.list.find((x: { id: number }) => x.id === id);
    expect(listed).toMatchObject({ state: 'active', language: 'ja-JP', openingsTotal: 2 });
    expect(listed.createdByName).toBeTruthy();
    expect(listed.visits.map((v: { id: number }) => v.id)).toEqual([w.first.id, w.second.id]);
    expect(listed.openings.map((o: { address: string }) => o.address)).toEqual(['198.51.100.4', '203.0.113.9']);
  });

  it('a guessed, truncated, malformed or empty token answers the same 404 and records nothing', async () => {
    const { token } = (await share()).body.datas;
    const before = await s.db.select({ n: sql<number>`count(*)::int` }).from(reportShareOpenings);
    const guessed = Buffer.alloc(32, 7).toString('base64url');
    for (const t of [guessed, token.slice(0, 42), `${token}A`, token.replace(/.$/, '*'), '', 'x'.repeat(200), 42])
      if (typeof t === 'string') expectInvalid(await open(t));
      else expect((await open(t)).status).toBe(400);
    const after = await s.db.select({ n: sql<number>`count(*)::int` }).from(reportShareOpenings);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('an expired link answers the same 404 (the clock moved, no sleep)', async () => {
    const { id, token, expiresAt } = (await share({ days: 1 })).body.datas;
    expect((await open(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(expiresAt) + 1000);
    expectInvalid(await open(token));
    vi.useRealTimers();
    // Her page (a console session lives on the real clock): the row aged past its expiry reads as expired.
    await s.db
      .update(reportShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportShares.id, id));
    const listed = (await shares()).body.datas.list.find((x: { id: number }) => x.id === id);
    expect(listed.state).toBe('expired');
    expectInvalid(await open(token));
  });

  it('revoked (with a confirmation in the console, audited): the link answers the same 404 from then on', async () => {
    const { id, token } = (await share()).body.datas;
    expect((await open(token)).status).toBe(200);
    const res = await revoke(id);
    expect(res.status, res.text).toBe(200);
    expectInvalid(await open(token));
    // Revoking again keeps the first time.
    expect((await revoke(id)).body.datas.revokedAt).toBe(res.body.datas.revokedAt);
    const listed = (await shares()).body.datas.list.find((x: { id: number }) => x.id === id);
    expect(listed.state).toBe('revoked');
    const audits = await s.db.select().from(auditLog).where(eq(auditLog.action, 'customer.share_revoke'));
    expect(audits.filter((a) => a.shopId === w.shop.id)).toHaveLength(1);
  });

  it("another store's share id in the revoke route is 404 and changes nothing; staff without `customer` are refused", async () => {
    const { id, token } = (await share()).body.datas;
    const other = await buildStoreWithOwner(s.db);
    const stranger = await s.login(other.owner.userName, other.owner.password);
    const theirs = await revoke(id, stranger);
    expect([theirs.status, theirs.body.code]).toEqual([404, ErrorCode.SHARE_NOT_FOUND.code]);
    const refused = await revoke(id, w.noCustomer);
    expect(refused.status).toBe(403);
    expect((await open(token)).status).toBe(200);
    // Nor can the stranger share or list her.
    const sharedByStranger = await share({}, stranger);
    expect(sharedByStranger.status).toBe(404);
    expect((await shares(stranger)).status).toBe(404);
    expect((await shares(w.noCustomer)).status).toBe(403);
  });

  it('refuses 0 and 31 days, a visit that is not hers, and a missing language, with nothing stored', async () => {
    const count = async () => (await s.db.select({ n: sql<number>`count(*)::int` }).from(reportShares))[0]!.n;
    const before = await count();
    for (const body of [{ days: 0 }, { days: 31 }, { days: 2.5 }, { language: undefined }])
      expect((await share(body)).status).toBe(400);
    const stranger = await buildCustomer(s.db, w.shop.id, {});
    const notHers = await share({ customerId: stranger.id });
    expect([notHers.status, notHers.body.code]).toEqual([404, ErrorCode.CUSTOMER_ANALYSIS_NOT_HERS.code]);
    expect(await count()).toBe(before);
  });

  it('revokeSharesOfCustomer (her erasure) revokes her live links in the caller’s transaction', async () => {
    const { token } = (await share()).body.datas;
    const n = await s.db.transaction((tx) => revokeSharesOfCustomer(tx, w.shop.id, w.customer.id));
    expect(n).toBeGreaterThan(0);
    expectInvalid(await open(token));
    // Another store's id touches nothing of hers.
    const viewer = await buildStaff(s.db, w.shop, ['customer']);
    expect(viewer).toBeTruthy();
  });
});
