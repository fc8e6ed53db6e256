/**
 * The console with the three real providers pointed at local fake gateways (keys made at start), for the
 * browser tests and for trying Alipay, PayPal and WeChat Pay by hand without accounts:
 * `npx tsx server/test/fakes/serve-with-gateways.ts` with the usual env (PORT, DATA_DIR...).
 * Nothing here is for production: the fakes take no money and their keys live only in this process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startGateways } from './gateways.js';

const gw = await startGateways();
Object.assign(process.env, gw.env);
// Where the fakes listen, for browser tests that act as the payer's phone (WeChat Pay's scan).
if (process.env.DATA_DIR) {
  fs.mkdirSync(process.env.DATA_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(process.env.DATA_DIR, 'fake-gateways.json'),
    JSON.stringify({ alipay: gw.alipay.url, paypal: gw.paypal.url, wechatpay: gw.wechat.url }),
  );
}
console.log(`fake gateways: Alipay ${gw.alipay.gateway}, PayPal ${gw.paypal.url}, WeChat Pay ${gw.wechat.url}`);
await import('../../src/main.js');
