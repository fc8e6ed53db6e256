/**
 * The console with the three real providers pointed at local fake gateways (keys made at start), for the
 * browser tests and for trying Alipay, PayPal and WeChat Pay by hand without accounts:
 * `npx tsx server/test/fakes/serve-with-gateways.ts` with the usual env (PORT, DATA_DIR...).
 * Nothing here is for production: the fakes take no money and their keys live only in this process.
 */
import { startGateways } from './gateways.js';

const gw = await startGateways();
Object.assign(process.env, gw.env);
console.log(`fake gateways: Alipay ${gw.alipay.gateway}, PayPal ${gw.paypal.url}, WeChat Pay ${gw.wechat.url}`);
await import('../../src/main.js');
