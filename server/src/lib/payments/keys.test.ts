import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeys, selfSignedCert } from '../../../test/fakes/kit.js';
import { startServer } from '../../../test/helper.js';
import { type Gateways, startGateways } from '../../../test/payments.js';
import { parseConfig } from '../../config.js';
import { decimalOf, minorOf, parsePrivateKey, parsePublicKey } from './keys.js';

const keys = rsaKeys();
const MAIN = path.resolve(import.meta.dirname, '../../main.ts');
const body = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

describe('provider keys as operators paste them', () => {
  it('reads a private key as PKCS#8 or PKCS#1 PEM, bare base64 of either, or with literal \\n', () => {
    const pkcs1 = keys.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
    for (const text of [
      keys.privatePem,
      pkcs1,
      body(keys.privatePem),
      body(pkcs1),
      keys.privatePem.replace(/\n/g, '\\n'),
    ]) {
      expect(parsePrivateKey(text).asymmetricKeyType).toBe('rsa');
    }
  });

  it('reads a public key as SPKI or PKCS#1 PEM, a certificate (with its serial) or bare base64', () => {
    const pkcs1 = keys.publicKey.export({ format: 'pem', type: 'pkcs1' }).toString();
    for (const text of [keys.publicPem, pkcs1, body(keys.publicPem), body(pkcs1)]) {
      expect(parsePublicKey(text)).toMatchObject({ serial: null });
    }
    const cert = selfSignedCert(keys, '0A1B2C3D4E5F');
    expect(parsePublicKey(cert).serial).toBe('0A1B2C3D4E5F');
    expect(parsePublicKey(body(cert)).serial).toBe('0A1B2C3D4E5F');
  });

  it('refuses what is not an RSA key of 2048 bits or more, saying what it expected', () => {
    expect(() => parsePrivateKey('not a key!')).toThrow(/PEM text or the base64 body/);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => parsePrivateKey(small.export({ format: 'pem', type: 'pkcs8' }).toString())).toThrow(
      /2048 bits, not 1024/,
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    expect(() => parsePrivateKey(ec.export({ format: 'pem', type: 'pkcs8' }).toString())).toThrow(/RSA key, not ec/);
    expect(() => parsePrivateKey(keys.publicPem)).toThrow(/PEM private key/);
    expect(() => parsePrivateKey(body(keys.privatePem).slice(0, 200))).toThrow(/PKCS#1 or PKCS#8/);
    expect(() => parsePublicKey(keys.privatePem)).toThrow(/public key/);
  });

  it('turns decimal amounts into minor units exactly, and back', () => {
    expect(minorOf('300.00')).toBe(30000);
    expect(minorOf('0.1')).toBe(10);
    expect(minorOf('2000')).toBe(200000);
    expect(minorOf('19.99')).toBe(1999);
    for (const bad of ['', '1.234', '-1', '1e3', ' ', 'abc', '1.']) expect(minorOf(bad)).toBeNaN();
    expect(minorOf(undefined)).toBeNaN();
    expect(decimalOf(30000)).toBe('300.00');
    expect(decimalOf(1999)).toBe('19.99');
    expect(decimalOf(5)).toBe('0.05');
  });
});

describe('provider configuration', () => {
  let gw: Gateways;
  beforeAll(async () => {
    gw = await startGateways();
  });
  afterAll(() => gw.close());

  it('accepts the three providers with good keys', () => {
    expect(parseConfig(gw.env).payments.providers).toEqual(['sandbox', 'alipay', 'paypal', 'wechatpay']);
  });

  it('names each missing or malformed variable of a provider named, and never quotes the key', () => {
    for (const [name, value] of [
      ['ALIPAY_PRIVATE_KEY', undefined],
      ['ALIPAY_PRIVATE_KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'],
      ['ALIPAY_PUBLIC_KEY', gw.env.ALIPAY_PRIVATE_KEY],
      ['ALIPAY_APP_ID', '20 21'],
      ['PAYPAL_CLIENT_SECRET', undefined],
      ['PAYPAL_WEBHOOK_ID', 'has spaces in it'],
      ['WECHATPAY_APIV3_KEY', 'too-short'],
      ['WECHATPAY_PLATFORM_CERT', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'],
      ['WECHATPAY_SERIAL', 'not hex'],
      ['WECHATPAY_PRIVATE_KEY', 'garbage'],
    ] as const) {
      const env = { ...gw.env, [name]: value };
      let message = '';
      try {
        parseConfig(env);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, `${name}=${value}`).toContain(name);
      if (value) expect(message).not.toContain(value.slice(0, 20));
    }
  });

  it('leaves keys of providers not named unchecked', () => {
    expect(() => parseConfig({ PAYMENT_PROVIDERS: 'sandbox', ALIPAY_PRIVATE_KEY: 'garbage' })).not.toThrow();
    expect(() => parseConfig({ PAYMENT_PROVIDERS: 'paypal' })).toThrow(/PAYPAL_CLIENT_ID/);
  });

  it('stops the server at start, naming the variable', async () => {
    const run = promisify(execFile);
    const failed = await run(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, ...gw.env, WECHATPAY_APIV3_KEY: 'short', DATA_DIR: '/nonexistent/never-made' },
      timeout: 60_000,
    }).then(
      () => null,
      (err: { code?: number; stderr?: string; stdout?: string }) => err,
    );
    expect(failed).not.toBeNull();
    expect(failed!.code).not.toBe(0);
    expect(`${failed!.stderr}${failed!.stdout}`).toContain('WECHATPAY_APIV3_KEY');
  });

  it('production takes no test money by accident: PAYMENT_PROVIDERS must be named there, sandbox only explicitly', () => {
    expect(parseConfig({}).payments.providers).toEqual(['sandbox']);
    for (const unset of [{}, { PAYMENT_PROVIDERS: '' }]) {
      expect(() => parseConfig({ NODE_ENV: 'production', ...unset })).toThrow(
        /PAYMENT_PROVIDERS: required when NODE_ENV=production: name the real providers .*or sandbox to take test payments/,
      );
    }
    expect(parseConfig({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox' }).payments.providers).toEqual([
      'sandbox',
    ]);
    expect(parseConfig({ ...gw.env, NODE_ENV: 'production', PAYMENT_PROVIDERS: 'alipay' }).payments.providers).toEqual([
      'alipay',
    ]);
  });

  it('a production start without PAYMENT_PROVIDERS stops with exit code 2, naming it', async () => {
    // (Started with it named, the same server runs the API tests in production mode: serializer.test.ts.)
    const refused = await promisify(execFile)(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, NODE_ENV: 'production', PAYMENT_PROVIDERS: '', DATA_DIR: '/nonexistent/never-made' },
      timeout: 60_000,
    }).then(
      () => null,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain('PAYMENT_PROVIDERS: required when NODE_ENV=production');
  });

  it('never writes a key or secret to the log while paying', async () => {
    const logs: string[] = [];
    const s = await startServer({ ...gw.env, LOG_LEVEL: 'debug' }, { logs });
    try {
      // Whatever is logged from start to a refused notification carries no key material.
      await fetch(`${s.url}/api/alipay/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'out_trade_no=X&sign=abc',
      });
      const text = logs.join('\n');
      expect(text.length).toBeGreaterThan(0);
      for (const secret of [
        body(gw.env.ALIPAY_PRIVATE_KEY!).slice(40, 80),
        body(gw.env.WECHATPAY_PRIVATE_KEY!).slice(40, 80),
        gw.env.WECHATPAY_APIV3_KEY!,
        gw.env.PAYPAL_CLIENT_SECRET!,
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await s.close();
    }
  });
});
