/**
 * The console with the three real providers pointed at local fake gateways (keys made at start), for the
 * browser tests and for trying Alipay, PayPal and WeChat Pay by hand without accounts:
 * `npx tsx server/test/fakes/serve-with-gateways.ts` with the usual env (PORT, DATA_DIR...).
 * Nothing here is for production: the fakes take no money and their keys live only in this process.
 *
 * For the browser tests it also gives the server harness options no environment variable can (src/deps.ts):
 * per-address limits 100 times production's, so a run registers as many stores as its specs need from one
 * address, and a local door that moves a rule's clock in the database (PGlite lives in this process), so a spec
 * never sleeps for a time window.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADDRESS_LIMITS } from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { AddressLimitTable, Deps } from '../../src/deps.js';
import { startGateways } from './gateways.js';
import { listen, readBody } from './kit.js';

const BROWSER_TEST_ADDRESS_LIMITS = Object.fromEntries(
  Object.entries(ADDRESS_LIMITS).map(([name, limit]) => [name, { ...limit, max: limit.max * 100 }]),
) as AddressLimitTable;

const gw = await startGateways();
Object.assign(process.env, gw.env);

let served: (deps: Deps) => void;
const deps = new Promise<Deps>((resolve) => {
  served = resolve;
});
/**
 * `POST /vcodes/age {"phone": "86 139...", "seconds": 61}`: the phone's verification codes were sent that much
 * earlier, as if the time had passed (the per-phone resend rule reads when the last one was sent).
 */
const clock = await listen(async (req, res) => {
  const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {};
  if (req.url !== '/vcodes/age' || typeof body.phone !== 'string' || !Number.isInteger(body.seconds)) {
    res.writeHead(404).end();
    return;
  }
  await (await deps).db.execute(
    sql`update verification_codes set created_at = created_at - make_interval(secs => ${body.seconds})
        where phone = ${body.phone}`,
  );
  res.writeHead(204).end();
});

// Where the fakes and the clock listen, for browser tests that act as the payer's phone (WeChat Pay's scan) or move
// a rule's clock; written before the server answers its health check, which the browser tests wait for.
if (process.env.DATA_DIR) {
  fs.mkdirSync(process.env.DATA_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(process.env.DATA_DIR, 'fake-gateways.json'),
    JSON.stringify({ alipay: gw.alipay.url, paypal: gw.paypal.url, wechatpay: gw.wechat.url, clock: clock.url }),
  );
}
console.log(`fake gateways: Alipay ${gw.alipay.gateway}, PayPal ${gw.paypal.url}, WeChat Pay ${gw.wechat.url}`);

// The server reads the env set above.
const { serve } = await import('../../src/serve.js');
serve({ addressLimits: BROWSER_TEST_ADDRESS_LIMITS }).then(
  (s) => {
    served(s.deps);
    // The browser tests' worker that started this process (web/e2e/test-server.ts) waits for this.
    process.send?.('ready');
  },
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
