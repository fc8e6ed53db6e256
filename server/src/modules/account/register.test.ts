import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/helper.js';
import { accounts, auditLog, shops } from '../../db/schema.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const send = (phone: string) => s.post(`/api/sms/sendVCode/${encodeURIComponent(phone)}`);
const counts = async () => {
  const [a] = await s.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  const [b] = await s.db.select({ n: sql<number>`count(*)::int` }).from(shops);
  return { accounts: a?.n, shops: b?.n };
};

describe('POST /api/user/register', () => {
  it('creates a store and its owner, who can sign in, with a free first year of cloud space', async () => {
    const phone = '86 13912345678';
    expect((await send(phone)).body.code).toBe(200);
    const code = (await s.lastCode(phone))!;
    const res = await s.post('/api/user/register', {
      shopName: 'Glow Clinic',
      userName: 'glowowner',
      mobile: phone,
      code,
      password: 'Glow#Clinic2026',
    });
    expect(res.status).toBe(200);
    expect(res.body.datas.userName).toBe('glowowner');
    const token = await s.login('glowowner', 'Glow#Clinic2026');
    const me = await s.get('/api/user/get', { token });
    expect(me.body.datas.kind).toBe('owner');
    expect(me.body.datas.shopInfo.shopName).toBe('Glow Clinic');
    // Its figures are kept in the zone of its phone's country until the owner changes it.
    expect(me.body.datas.shopInfo.timeZone).toBe('Asia/Shanghai');
    const expiry = new Date(`${me.body.datas.shopInfo.cloudExpireTime.replace(' ', 'T')}Z`).getTime();
    expect(Math.round((expiry - Date.now()) / 86_400_000)).toBe(365);
    const audit = await s.db.select().from(auditLog).where(eq(auditLog.action, 'store.register'));
    expect(audit).toHaveLength(1);
  });

  it('refuses a wrong code and changes nothing; five wrong tries void the code', async () => {
    const phone = '86 13912340000';
    await send(phone);
    const code = (await s.lastCode(phone))!;
    const wrong = code === '999999' ? '999998' : '999999';
    const before = await counts();
    const body = { shopName: 'Try Store', userName: 'tryowner', mobile: phone, password: 'Try#Store2026x' };
    for (let i = 0; i < 5; i++) {
      const r = await s.post('/api/user/register', { ...body, code: wrong });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(100019);
    }
    expect(await counts()).toEqual(before);
    const right = await s.post('/api/user/register', { ...body, code });
    expect(right.body.code).toBe(100019);
    expect(await counts()).toEqual(before);
  });

  it('refuses a taken user name or phone without spending the code, once the code is right', async () => {
    const phone = '86 13912341111';
    await send(phone);
    const code = (await s.lastCode(phone))!;
    const taken = await s.post('/api/user/register', {
      shopName: 'Copy Store',
      userName: 'DEMOSHOP',
      mobile: phone,
      code,
      password: 'Copy#Store2026x',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(100005);
    // A taken phone is said only to whoever holds a code for it.
    const takenPhone = '86 13800138000';
    const blind = await s.post('/api/user/register', {
      shopName: 'Copy Store',
      userName: 'copyowner',
      mobile: takenPhone,
      code,
      password: 'Copy#Store2026x',
    });
    expect(blind.body.code).toBe(100019);
    await send(takenPhone);
    const phoneTaken = await s.post('/api/user/register', {
      shopName: 'Copy Store',
      userName: 'copyowner',
      mobile: takenPhone,
      code: (await s.lastCode(takenPhone))!,
      password: 'Copy#Store2026x',
    });
    expect(phoneTaken.body.code).toBe(100006);
    const ok = await s.post('/api/user/register', {
      shopName: 'Copy Store',
      userName: 'copyowner',
      mobile: phone,
      code,
      password: 'Copy#Store2026x',
    });
    expect(ok.body.code).toBe(200);
  });

  it('validates every field with the rule it breaks', async () => {
    const res = await s.post(
      '/api/user/register',
      { shopName: ' ', userName: '9lives', mobile: '86 123', code: 'abcdef', password: 'password' },
      { headers: { 'x-lang': 'en-US' } },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.datas.fields).sort()).toEqual(['code', 'mobile', 'password', 'shopName', 'userName']);
    expect(res.body.datas.fields.userName).toMatch(/start with an English letter/);
  });
});

describe('POST /api/sms/sendVCode/{phone} and /api/sms/code/valid', () => {
  it('sends a 6-digit code to the outbox and checks it without using it up', async () => {
    const phone = '1 4155550199';
    const res = await send(phone);
    expect(res.body).toMatchObject({ code: 200, datas: { resendAfter: 60 } });
    const code = (await s.lastCode(phone))!;
    expect(code).toMatch(/^\d{6}$/);
    expect((await s.post('/api/sms/code/valid', { mobile: phone, code })).body.code).toBe(200);
    expect((await s.post('/api/sms/code/valid', { mobile: phone, code })).body.code).toBe(200);
    const wrong = await s.post('/api/sms/code/valid', { mobile: phone, code: code === '123123' ? '321321' : '123123' });
    expect(wrong.body.code).toBe(100019);
  });

  it('allows one send per phone per 60 s (300001)', async () => {
    const phone = '44 7700900123';
    expect((await send(phone)).body.code).toBe(200);
    const again = await send(phone);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(300001);
  });

  it('allows at most 10 sends per hour', async () => {
    const phone = '61 412345678';
    for (let i = 0; i < 10; i++) {
      expect((await send(phone)).body.code).toBe(200);
      // Age every code past the 60 s resend window.
      await s.db.execute(
        sql`update verification_codes set created_at = created_at - interval '61 seconds' where phone = ${phone}`,
      );
    }
    const eleventh = await send(phone);
    expect(eleventh.body.code).toBe(300001);
  });

  it('a resend voids the previous code', async () => {
    const phone = '60 123456780';
    await send(phone);
    const first = (await s.lastCode(phone))!;
    await s.db.execute(
      sql`update verification_codes set created_at = created_at - interval '61 seconds' where phone = ${phone}`,
    );
    await send(phone);
    const second = (await s.lastCode(phone))!;
    if (first !== second) {
      expect((await s.post('/api/sms/code/valid', { mobile: phone, code: first })).body.code).toBe(100019);
    }
    expect((await s.post('/api/sms/code/valid', { mobile: phone, code: second })).body.code).toBe(200);
  });

  it.each(['abc', '86 123', '8613800138000', '999 12345678', '86%20138001380001'])(
    'refuses phone %s with 300002',
    async (p) => {
      const res = await s.post(`/api/sms/sendVCode/${p.includes('%') ? p : encodeURIComponent(p)}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(300002);
    },
  );

  it('refuses a malformed code check', async () => {
    const res = await s.post('/api/sms/code/valid', { mobile: '86 13800138000', code: '12' });
    expect(res.status).toBe(400);
    expect(res.body.datas.fields.code).toBeTruthy();
  });
});
