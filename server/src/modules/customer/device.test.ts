import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { analyses, customerConsents, customers } from '../../db/schema.js';
import { type DeviceRun, signedInDevice } from '../app/device.fixture.js';

/** `npm run device -- customer ...` and `analyse --customer`: the reference client plays the app's customer calls. */
let s: TestServer;
let shop: ShopRow;
let device: (...argv: string[]) => Promise<DeviceRun>;
let remove: () => void;

beforeAll(async () => {
  s = await startServer();
  ({ shop, device, remove } = await signedInDevice(s, [{ type: 'T', labels: [{ name: 'Acne', key: 'acne' }] }]));
});
afterAll(async () => {
  await s.close();
  remove();
});

describe('npm run device -- customer', () => {
  it('adds, finds, records a consent, analyses for her and reads her history', async () => {
    const added = await device('customer', 'add', '--name', 'Lin Mei', '--phone', '86 13800001111', '--photos');
    expect(added.code, added.out).toBe(0);
    expect(added.out).toMatch(
      /^added\n#\d+ [0-9A-Z]{6} Lin Mei 86 13800001111\n {2}visits 0; consent P-en-US-1 \(en-US\): photos yes/,
    );
    const [row] = await s.db.select().from(customers).where(eq(customers.shopId, shop.id));
    const found = await device('customer', 'find', '--phone', '86 13800001111');
    expect(found.out).toContain(`#${row!.id} ${row!.code} Lin Mei`);
    expect((await device('customer', 'find', '--code', 'NOPE')).out).toBe('no such customer');

    // Without --version the consent names the text the store shows in her language (GET app/v1/consent).
    const withdrawn = await device('customer', 'consent', '--id', String(row!.id), '--no-photos', '--lang', 'ja-JP');
    expect(withdrawn.out).toBe('recorded consent P-ja-JP-1: photos no, contact no');
    const consents = await s.db.select().from(customerConsents).where(eq(customerConsents.customerId, row!.id));
    expect(consents.map((k) => k.photos)).toEqual([true, false]);

    const analysed = await device('analyse', '--count', '2', '--customer', String(row!.id), '--no-photos');
    expect(analysed.code, analysed.out).toBe(0);
    expect(analysed.out).toMatch(/^recorded 2, duplicate 0 /);
    const mine = await s.db.select().from(analyses).where(eq(analyses.customerId, row!.id));
    expect(mine).toHaveLength(2);

    const history = await device('customer', 'history', '--id', String(row!.id));
    expect(history.out).toMatch(/^2 analyses \(page 1\)\n/);
    expect(history.out).toMatch(/#\d+: Acne [123]; 0 photo\(s\)/);
  });

  it("prints the server's refusal and exits with 2; a wrong use exits with 64", async () => {
    const taken = await device('customer', 'add', '--phone', '86 13800001111');
    expect(taken.code).toBe(2);
    expect(taken.out).toMatch(/^refused: HTTP 409, code 800121: /);
    expect((await device('customer', 'history', '--id', '999999999')).out).toMatch(/HTTP 404, code 800119/);
    expect((await device('customer', 'find')).code).toBe(64);
    expect((await device('customer', 'erase')).code).toBe(64);
    expect((await device('customer', 'consent', '--id', '1')).code).toBe(64);
  });
});
