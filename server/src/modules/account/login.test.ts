import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, loginAs, startServer, type TestServer } from '../../../test/helper.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('POST /api/login', () => {
  it('signs in with form fields and returns a token and the user', async () => {
    const res = await s.request('POST', '/api/login', {
      form: { username: 'demoshop', password: DEMO_ACCOUNTS.demoshop.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.datas.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.datas.user).toMatchObject({ userName: 'demoshop', kind: 'owner' });
    expect(res.body.datas.user.shopInfo.shopName).toBe('Demo Store');
  });

  it('answers a wrong password with 100002 and no token', async () => {
    const res = await s.post('/api/login', { username: 'secondshop', password: 'Wrong#2026password' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 100002, datas: null });
  });

  it('rejects a missing field with a translated message', async () => {
    const res = await s.post('/api/login', { username: 'demoshop' }, { headers: { 'accept-language': 'zh-CN' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(100400);
    expect(res.body.message).toContain('password');
    expect(res.body.datas.fields.password).toBe('此项为必填项');
  });
});

describe('GET /api/user/get', () => {
  it('returns the current user with shop info', async () => {
    const token = await loginAs(s, 'demoshop');
    const res = await s.get('/api/user/get', { token });
    expect(res.status).toBe(200);
    expect(res.body.datas).toMatchObject({ userName: 'demoshop', username: 'demoshop', mobile: '86 13800138000' });
    expect(res.body.datas.shopInfo.cloudExpireTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect(typeof res.body.datas.shopInfo.ossSize).toBe('number');
  });

  it('answers 401 / 100001 without a token and with a forged one', async () => {
    for (const token of [null, 'x'.repeat(43)]) {
      const res = await s.get('/api/user/get', { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(100001);
    }
  });
});
