import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADDRESS_LIMITS } from '@skin/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/helper.js';
import { accounts, verificationCodes } from '../../db/schema.js';
import { sha256 } from '../../lib/crypto.js';

/** Verification codes against an attacker: guesses counted before they are evaluated, keyed hashes, no oracles. */
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const sendFrom = (phone: string, from?: string) =>
  s.request('POST', `/api/sms/sendVCode/${encodeURIComponent(phone)}`, { from });
const latest = async (phone: string) =>
  (
    await s.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, phone))
      .orderBy(desc(verificationCodes.id))
      .limit(1)
  )[0]!;
const other = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('verification code guesses', () => {
  it('evaluates at most 5 guesses of 40 parallel ones (two addresses), then refuses the right code', async () => {
    const phone = '86 13955550001';
    expect((await sendFrom(phone)).status).toBe(200);
    const code = (await s.lastCode(phone))!;
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        s.request('POST', '/api/sms/code/valid', {
          body: { mobile: phone, code: other(code, i) },
          from: i % 2 ? '127.0.0.50' : '127.0.0.51',
        }),
      ),
    );
    expect(guesses.every((g) => g.body.code === 100019)).toBe(true);
    expect((await latest(phone)).attempts).toBe(5);
    const right = await s.post('/api/sms/code/valid', { mobile: phone, code }, { from: '127.0.0.52' });
    expect(right.body.code).toBe(100019);
    expect((await latest(phone)).attempts).toBe(5);
  });

  it('evaluates at most 5 of 15 parallel wrong codes sent to register, after which the right one is refused', async () => {
    const phone = '86 13955550002';
    await sendFrom(phone);
    const code = (await s.lastCode(phone))!;
    const body = { shopName: 'Race Store', userName: 'raceowner', mobile: phone, password: 'Race#Store2026x' };
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        s.request('POST', '/api/user/register', { body: { ...body, code: other(code, i) }, from: '127.0.0.53' }),
      ),
    );
    expect(results.every((r) => r.body.code === 100019)).toBe(true);
    expect((await latest(phone)).attempts).toBe(5);
    const right = await s.request('POST', '/api/user/register', { body: { ...body, code }, from: '127.0.0.53' });
    expect(right.body.code).toBe(100019);
    expect(await s.db.select().from(accounts).where(eq(accounts.userName, 'raceowner'))).toHaveLength(0);
  });

  it('stores codes as an HMAC keyed by the server secret, not a bare SHA-256', async () => {
    const phone = '86 13955550003';
    await sendFrom(phone);
    const code = (await s.lastCode(phone))!;
    const row = await latest(phone);
    expect(row.codeHash).not.toBe(sha256(code));
    const key = fs.readFileSync(path.join(s.dataDir, 'secrets', 'vcode.key'), 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(row.codeHash).toBe(createHmac('sha256', key).update(`${phone}\n${code}`).digest('hex'));
    expect((await s.post('/api/sms/code/valid', { mobile: phone, code })).body.code).toBe(200);
  });

  it('uses VCODE_SECRET when it is set', async () => {
    const secret = 'a-test-secret-of-at-least-32-characters';
    const other = await startServer({ VCODE_SECRET: secret });
    try {
      const phone = '86 13955550004';
      await other.post(`/api/sms/sendVCode/${encodeURIComponent(phone)}`);
      const code = (await other.lastCode(phone))!;
      const [row] = await other.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
      expect(row?.codeHash).toBe(createHmac('sha256', secret).update(`${phone}\n${code}`).digest('hex'));
      expect(fs.existsSync(path.join(other.dataDir, 'secrets', 'vcode.key'))).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe('no oracles with a wrong code', () => {
  it('register answers alike for a taken phone and a free one', async () => {
    const body = (mobile: string) => ({
      shopName: 'Probe Store',
      userName: 'probeowner',
      mobile,
      code: '123456',
      password: 'Probe#Store2026x',
    });
    const taken = await s.post('/api/user/register', body('86 13800138000'));
    const free = await s.post('/api/user/register', body('86 13955550009'));
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual(free.body);
    expect(taken.status).toBe(free.status);
  });

  it('updatePwdForget answers alike for a registered phone and an unknown one', async () => {
    const body = (mobile: string) => ({ mobile, code: '123456', password: 'Probe#Store2026x' });
    const known = await s.post('/api/user/updatePwdForget', body('86 13800138000'));
    const unknown = await s.post('/api/user/updatePwdForget', body('86 13955550008'));
    expect(known.status).toBe(400);
    expect(known.body).toEqual(unknown.body);
  });
});

describe('per-address limit on code sends (SMS pumping)', () => {
  it('lets one address send codes to 20 phones an hour, then answers 429 with Retry-After and sends nothing', async () => {
    const phones = Array.from({ length: 22 }, (_, i) => `86 1396666${String(i).padStart(4, '0')}`);
    const results = [];
    for (const p of phones) results.push(await sendFrom(p, '127.0.0.60'));
    expect(results.slice(0, 20).every((r) => r.status === 200)).toBe(true);
    for (const r of results.slice(20)) {
      expect(r.status).toBe(429);
      expect(r.body.code).toBe(100012);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
    }
    expect(await s.lastCode(phones[21]!)).toBeNull();
    // Another address still can.
    expect((await sendFrom(phones[21]!, '127.0.0.61')).status).toBe(200);
  });

  it('counts the limits a harness gives instead, only those it names (never set from the environment)', async () => {
    // What the browser tests' server does (server/test/fakes/serve-with-gateways.ts), here with a small number.
    const harnessed = await startServer({}, { addressLimits: { sendCode: { max: 2, windowSeconds: 3600 } } });
    try {
      expect(harnessed.deps.addressLimits).toEqual({ ...ADDRESS_LIMITS, sendCode: { max: 2, windowSeconds: 3600 } });
      const sent = [];
      for (const i of [1, 2, 3]) {
        sent.push((await harnessed.post(`/api/sms/sendVCode/${encodeURIComponent(`86 1397777000${i}`)}`)).status);
      }
      expect(sent).toEqual([200, 200, 429]);
    } finally {
      await harnessed.close();
    }
    // The servers of every other test, as production: ADDRESS_LIMITS.
    expect(s.deps.addressLimits).toEqual(ADDRESS_LIMITS);
  });

  it('answers the per-phone resend limit with Retry-After too', async () => {
    const phone = '86 13955550010';
    await sendFrom(phone, '127.0.0.62');
    const again = await sendFrom(phone, '127.0.0.62');
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(300001);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });
});
