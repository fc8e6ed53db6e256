import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAliyunSms } from '../../../test/fakes/aliyun-sms.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { parseConfig } from '../../config.js';
import { AliyunSmsSender } from './aliyun.js';

let gateway: Awaited<ReturnType<typeof startFakeAliyunSms>>;
let s: TestServer;
beforeAll(async () => {
  gateway = await startFakeAliyunSms({ LTAIdemo: 'demo-secret' });
  s = await startServer({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIdemo',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'demo-secret',
    ALIYUN_SMS_SIGN_NAME: 'SkinLab',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100200',
    ALIYUN_SMS_ENDPOINT: gateway.endpoint,
    ALIYUN_SMS_PROTOCOL: 'http',
  });
});
afterAll(async () => {
  await s.close();
  await gateway.close();
});

describe('Aliyun SMS adapter', () => {
  it('sends the code through a signed SendSms call, and registration works with it', async () => {
    const res = await s.post(`/api/sms/sendVCode/${encodeURIComponent('86 13712345678')}`);
    expect(res.body.code).toBe(200);
    const msg = gateway.sent.at(-1)!;
    expect(msg).toMatchObject({ phoneNumbers: '13712345678', signName: 'SkinLab', templateCode: 'SMS_100200' });
    const { code } = JSON.parse(msg.templateParam) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    const reg = await s.post('/api/user/register', {
      shopName: 'Aliyun Store',
      userName: 'aliowner',
      mobile: '86 13712345678',
      code,
      password: 'Ali#Store2026pw',
    });
    expect(reg.body.code).toBe(200);
  });

  it('writes international numbers as dial code + number', async () => {
    await s.post(`/api/sms/sendVCode/${encodeURIComponent('65 81230000')}`);
    expect(gateway.sent.at(-1)?.phoneNumbers).toBe('6581230000');
  });

  it('answers 300003 when the gateway refuses', async () => {
    const res = await s.post(`/api/sms/sendVCode/${encodeURIComponent('1 9995550100')}`);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe(300003);
  });

  it('fails with a wrong secret (the fake really checks signatures)', async () => {
    const bad = new AliyunSmsSender({
      accessKeyId: 'LTAIdemo',
      accessKeySecret: 'wrong-secret',
      signName: 'SkinLab',
      templateCode: 'SMS_100200',
      endpoint: gateway.endpoint,
      protocol: 'http',
    });
    await expect(bad.sendCode('86 13700000000', '123456')).rejects.toThrow();
  });

  it('refuses to start without its keys, naming the variable', () => {
    expect(() => parseConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'x' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET/,
    );
  });
});
