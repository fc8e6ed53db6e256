import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../../device/main.js';
import { buildLabelTree, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { analyses } from '../../db/schema.js';
import { APP_PASSWORD, buildAppAccount } from '../app/app.fixture.js';

/** `npm run device -- analyse`: the reference client uploads photos and analyses; a resend is a duplicate. */
let s: TestServer;
let dir: string;
let shop: ShopRow;

async function device(...argv: string[]) {
  const lines: string[] = [];
  const code = await run([...argv, '--dir', dir], (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

beforeAll(async () => {
  s = await startServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-analyse-'));
  shop = (await buildStoreWithOwner(s.db)).shop;
  await buildLabelTree(s.db, shop, 'en-US', [
    {
      type: 'Blemishes',
      labels: [
        { name: 'Acne', key: 'acne' },
        { name: 'Spots', key: 'spots' },
      ],
    },
  ]);
  const a = await buildAppAccount(s.db, shop);
  const login = await device(
    'login',
    '--server',
    s.url,
    '--user',
    a.account.userName,
    '--password',
    APP_PASSWORD,
    '--device',
    a.device.deviceNo,
  );
  expect(login.code, login.out).toBe(0);
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run device -- analyse', () => {
  it('records N analyses with photos and the feed’s symptoms; every resend is answered as a duplicate', async () => {
    const r = await device('analyse', '--count', '4', '--resend-every', '2');
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/^recorded 4, duplicate 2 /);
    const rows = await s.db.select().from(analyses).where(eq(analyses.shopId, shop.id));
    expect(rows).toHaveLength(4);
    for (const a of rows) {
      expect(a.images).toHaveLength(1);
      expect(a.symptoms.every((x) => ['acne', 'spots'].includes(x.k))).toBe(true);
    }
    expect((await device('analyse', '--count', '0')).code).toBe(64);
  });
});
