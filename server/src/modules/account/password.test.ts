import { ErrorCode, LOGIN_MAX_FAILURES } from '@skin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountRow, buildOwner, buildStoreWithOwner } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, loginAs, startServer, type TestServer } from '../../../test/helper.js';
import { auditLog } from '../../db/schema.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const NEW = 'Brand#New2026pass';

describe('POST /api/user/updatePwd', () => {
  it('refuses a wrong old password and a new one breaking the rule, changing nothing', async () => {
    const token = await loginAs(s, 'demoshop');
    const wrongOld = await s.post('/api/user/updatePwd', { oldPwd: 'Nope#2026nope', pwd: NEW }, { token });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.code).toBe(100008);
    for (const pwd of ['short1!A', 'alllowercase#2026', 'NoSpecial2026pass', '']) {
      const bad = await s.post('/api/user/updatePwd', { oldPwd: DEMO_ACCOUNTS.demoshop.password, pwd }, { token });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe(100400);
    }
    const same = await s.post(
      '/api/user/updatePwd',
      { oldPwd: DEMO_ACCOUNTS.demoshop.password, pwd: DEMO_ACCOUNTS.demoshop.password },
      { token },
    );
    expect(same.status).toBe(400);
    expect(same.body.code).toBe(100400);
    expect(same.body.datas.fields).toEqual({ pwd: 'The new password must differ from the current one' });
    const missing = await s.post('/api/user/updatePwd', { pwd: NEW }, { token });
    expect(missing.status).toBe(400);
    expect((await s.get('/api/user/get', { token })).status).toBe(200);
    expect(await loginAs(s, 'demoshop')).toBeTruthy();
  });

  it('changes the password and revokes every session of the account', async () => {
    const a = await loginAs(s, 'demoshop');
    const b = await loginAs(s, 'demoshop');
    const other = await loginAs(s, 'secondshop');
    const res = await s.post(
      '/api/user/updatePwd',
      { oldPwd: DEMO_ACCOUNTS.demoshop.password, pwd: NEW },
      { token: a },
    );
    expect(res.body.code).toBe(200);
    for (const t of [a, b]) {
      const r = await s.get('/api/user/get', { token: t });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(100001);
    }
    expect((await s.get('/api/user/get', { token: other })).status).toBe(200);
    await expect(loginAs(s, 'demoshop')).rejects.toThrow();
    expect(await s.login('demoshop', NEW)).toBeTruthy();
    const entries = await s.db.select().from(auditLog).where(eq(auditLog.action, 'account.password_change'));
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toContain('scrypt');
  });

  it('needs a signed-in caller', async () => {
    const res = await s.post('/api/user/updatePwd', { oldPwd: 'x', pwd: NEW });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/user/updatePwdForget', () => {
  const phone = '65 81234567'; // secondshop's phone

  it('resets the password with a phone code and signs out everywhere', async () => {
    const before = await loginAs(s, 'secondshop');
    expect((await s.post(`/api/sms/sendVCode/${encodeURIComponent(phone)}`)).body.code).toBe(200);
    const code = await s.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await s.post('/api/user/updatePwdForget', {
      mobile: phone,
      code: code === '000000' ? '111111' : '000000',
      password: NEW,
    });
    expect(wrong.body.code).toBe(100019);
    const res = await s.post('/api/user/updatePwdForget', { mobile: phone, code, password: NEW });
    expect(res.body.code).toBe(200);
    expect((await s.get('/api/user/get', { token: before })).status).toBe(401);
    expect(await s.login('secondshop', NEW)).toBeTruthy();
    // The code is single use.
    const again = await s.post('/api/user/updatePwdForget', { mobile: phone, code, password: 'Other#2026password' });
    expect(again.body.code).toBe(100019);
  });

  it('says a phone is not registered only to the holder of its code, and refuses weak passwords', async () => {
    // Without the right code an unknown phone answers like a registered one (no oracle).
    const unknown = await s.post('/api/user/updatePwdForget', {
      mobile: '86 13711112222',
      code: '123456',
      password: NEW,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(100019);
    await s.post(`/api/sms/sendVCode/${encodeURIComponent('86 13711112222')}`);
    const code = (await s.lastCode('86 13711112222'))!;
    const proven = await s.post('/api/user/updatePwdForget', { mobile: '86 13711112222', code, password: NEW });
    expect(proven.status).toBe(404);
    expect(proven.body.code).toBe(100011);
    const weak = await s.post('/api/user/updatePwdForget', { mobile: phone, code: '123456', password: 'abc123' });
    expect(weak.status).toBe(400);
    expect(weak.body.datas.fields.password).toMatch(/12-32/);
  });

  it('clears the sign-in locks of that user name only, not of the names it begins', async () => {
    const { shop, owner: demo } = await buildStoreWithOwner(s.db);
    // `demo` and `demoshop`: one user name is the start of the other's.
    const demoshop = await buildOwner(s.db, shop, { userName: `${demo.userName}shop` });
    const from = '127.0.70.1';
    const signIn = (a: AccountRow, password = a.password) =>
      s.request('POST', '/api/login', { body: { username: a.userName, password }, from });
    for (const a of [demo, demoshop]) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await signIn(a, `Wrong#${i}password`);
      expect((await signIn(a)).body.code).toBe(ErrorCode.ACCOUNT_LOCKED.code);
    }
    await s.post(`/api/sms/sendVCode/${encodeURIComponent(demo.mobile!)}`);
    const code = (await s.lastCode(demo.mobile!))!;
    const reset = await s.post('/api/user/updatePwdForget', { mobile: demo.mobile, code, password: NEW });
    expect(reset.status, reset.text).toBe(200);
    // The reset account signs in from the address it was locked out of; the other stays locked there.
    expect((await signIn(demo, NEW)).status).toBe(200);
    const other = await signIn(demoshop);
    expect([other.status, other.body.code]).toEqual([429, ErrorCode.ACCOUNT_LOCKED.code]);
  });
});
