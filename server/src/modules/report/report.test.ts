import { ErrorCode } from '@skin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreWithOwner } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { buildAnalysis } from '../analysis/analysis.fixture.js';
import { buildCustomer } from '../customer/customer.fixture.js';
import { buildReportWorld } from './report.fixture.js';

/**
 * `customer/report` (issue 42 item 2): one visit or two compared, assembled in one call in the report's language,
 * the store's own customer only.
 */
let s: TestServer;
let w: Awaited<ReturnType<typeof buildReportWorld>>;
const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;
const report = (body: unknown, token = w.staff) => s.post('/api/customer/report', body, { token });

beforeAll(async () => {
  s = await startServer();
  w = await buildReportWorld(s);
});
afterAll(() => s?.close());

describe('customer/report', () => {
  it('compares two visits in the asked language: dates, photos, degrees with names and colours, label texts, programmes', async () => {
    const res = await report({ customerId: w.customer.id, analyses: [w.second.id, w.first.id], language: 'ja-JP' });
    expect(res.status, res.text).toBe(200);
    const r = res.body.datas;
    expect(r).toMatchObject({
      language: 'ja-JP',
      languageFrom: 'asked',
      shopName: w.shop.name,
      customerName: 'Lan Nguyen',
    });
    // The earlier visit first, whichever order they were asked in; each with its photo's signed URL.
    expect(r.visits.map((v: { id: number }) => v.id)).toEqual([w.first.id, w.second.id]);
    expect(r.visits[0].photos).toHaveLength(1);
    expect(r.visits[0].photos[0].url).toMatch(/signature|Signature|sig=/);
    const acne = r.symptoms.find((x: { symptomKey: string }) => x.symptomKey === 'acne');
    expect(acne).toEqual({
      symptomKey: 'acne',
      name: 'JA acne',
      degrees: [
        { degree: 2, name: '中度', color: '#123456' },
        { degree: 1, name: '軽度', color: '#FADB14' },
      ],
      outcome: 'better',
      description: 'JA About acne',
      careSuggestions: 'JA Care for acne',
    });
    const outcomes = Object.fromEntries(
      r.symptoms.map((x: { symptomKey: string; outcome: string }) => [x.symptomKey, x.outcome]),
    );
    expect(outcomes).toEqual({ acne: 'better', spots: 'worse', pores: 'new' });
    expect(r.programmes).toEqual([{ name: 'Pore care', typeName: 'Facials', imageUrl: null }]);
  });

  it("one visit defaults to her latest consent's language and has no outcome", async () => {
    const res = await report({ customerId: w.customer.id, analyses: [w.first.id] });
    expect(res.status, res.text).toBe(200);
    const r = res.body.datas;
    expect(r).toMatchObject({ language: 'en-US', languageFrom: 'consent' });
    expect(r.visits).toHaveLength(1);
    expect(r.symptoms.map((x: { name: string; outcome: null }) => [x.name, x.outcome])).toEqual([
      ['acne', null],
      ['spots', null],
    ]);
    // Pores were not found on this visit: no programme for them.
    expect(r.programmes).toEqual([]);
  });

  it("without a consent, the store's first content language (zh-CN before en-US before ja-JP)", async () => {
    const other = await buildCustomer(s.db, w.shop.id, { name: null, code: 'NOCONSENT1', visits: 1 });
    const a = await buildAnalysis(s.db, w.device, { day: '2026-05-01', customerId: other.id });
    const res = await report({ customerId: other.id, analyses: [a.id] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.datas).toMatchObject({ language: 'en-US', languageFrom: 'store', customerName: 'NOCONSENT1' });
  });

  it("refuses an analysis that is not hers, another store's customer, and a caller without `customer`", async () => {
    const stranger = await buildCustomer(s.db, w.shop.id, { visits: 0 });
    const notHers = await report({ customerId: stranger.id, analyses: [w.first.id] });
    expect([notHers.status, notHers.body.code]).toEqual([404, code('CUSTOMER_ANALYSIS_NOT_HERS')]);
    const other = await buildStoreWithOwner(s.db);
    const theirs = await buildCustomer(s.db, other.shop.id, {});
    const elsewhere = await report({ customerId: theirs.id, analyses: [w.first.id] });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, code('CUSTOMER_NOT_FOUND')]);
    const refused = await report({ customerId: w.customer.id, analyses: [w.first.id] }, w.noCustomer);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('Lan Nguyen');
  });

  it('refuses no analysis, three, and an unknown language with a translated 400', async () => {
    for (const analyses of [[], [w.first.id, w.second.id, w.first.id]]) {
      const res = await report({ customerId: w.customer.id, analyses });
      expect(res.status, res.text).toBe(400);
    }
    const lang = await report({ customerId: w.customer.id, analyses: [w.first.id], language: 'xx-XX' });
    expect(lang.status).toBe(400);
  });
});
