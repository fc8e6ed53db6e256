import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { analyses } from '../../db/schema.js';
import { type DeviceRun, signedInDevice } from '../app/device.fixture.js';

/** `npm run device -- analyse`: the reference client uploads photos and analyses; a resend is a duplicate. */
let s: TestServer;
let shop: ShopRow;
let device: (...argv: string[]) => Promise<DeviceRun>;
let remove: () => void;

beforeAll(async () => {
  s = await startServer();
  ({ shop, device, remove } = await signedInDevice(s, [
    {
      type: 'Blemishes',
      labels: [
        { name: 'Acne', key: 'acne' },
        { name: 'Spots', key: 'spots' },
      ],
    },
  ]));
});
afterAll(async () => {
  await s.close();
  remove();
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
