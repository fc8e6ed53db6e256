import { ErrorCode, LOGIN_MAX_FAILURES } from '@skin/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabelTree, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { closeServers, startTwoInstances, type TestServer } from '../../../test/helper.js';
import { shops } from '../../db/schema.js';
import { cryptoStats } from '../../lib/crypto.js';
import { appLogin, appToken, buildAppAccount, feed, renewCloud } from './app.fixture.js';

/**
 * Two instances of the server on one database, as a fleet runs (DESIGN.md section 12): what the console changes
 * on one instance takes effect at the app's next call on the other, with nothing cached in between, and sign-in
 * tries are counted once for both. On PostgreSQL the instances have pools of their own.
 */
let one: TestServer;
let two: TestServer;
let shop: ShopRow;
let ownerId: number;
let owner: string;

const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;
const me = (s: TestServer, token: string) => s.get('/api/app/v1/me', { token });

beforeAll(async () => {
  ({ one, two } = await startTwoInstances());
  const built = await buildStoreWithOwner(one.db);
  shop = built.shop;
  ownerId = built.owner.id;
  owner = await one.login(built.owner.userName, built.owner.password);
});
afterAll(() => closeServers(two, one));

describe('two instances on one database', () => {
  it("disabling or signing out an account on one stops the app's next call on the other", async () => {
    const a = await buildAppAccount(one.db, shop);
    const token = await appToken(two, a);
    expect((await me(one, token)).status).toBe(200);
    expect((await me(two, token)).status).toBe(200);

    expect((await one.post(`/api/user/updateStatus/${a.account.id}/0`, undefined, { token: owner })).status).toBe(200);
    const refused = await me(two, token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(code('APP_ACCOUNT_DISABLED'));
    expect((await one.post(`/api/user/updateStatus/${a.account.id}/1`, undefined, { token: owner })).status).toBe(200);
    expect((await me(two, token)).status).toBe(200);

    expect((await one.post(`/api/user/signOutApp/${a.account.id}`, undefined, { token: owner })).status).toBe(200);
    expect((await me(two, token)).body.code).toBe(code('LOGIN_EXPIRED'));
  });

  it('the cloud expiring stops a viewer end on both; paying on one lifts it on the other at once', async () => {
    const viewer = await buildAppAccount(one.db, shop, { account: { userType: 2, permanent: true } });
    const token = await appToken(one, viewer);
    expect((await me(two, token)).status).toBe(200);
    await one.db
      .update(shops)
      .set({ cloudExpireTime: new Date(Date.now() - 1000) })
      .where(eq(shops.id, shop.id));
    for (const s of [one, two]) {
      const res = await me(s, token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(code('APP_VIEWER_CLOUD_EXPIRED'));
    }
    await renewCloud(one, { shop, ownerId, token: owner });
    expect((await me(two, token)).status).toBe(200);
  });

  it('answers the same feed and ETag on both, and an edit on one changes the ETag on the other', async () => {
    const st = await buildStoreWithOwner(one.db);
    const [label] = await buildLabelTree(one.db, st.shop, 'en-US', [
      { type: 'Pores', labels: [{ name: 'Open pores', key: 'pores' }] },
    ]);
    const stToken = await one.login(st.owner.userName, st.owner.password);
    const token = await appToken(one, await buildAppAccount(one.db, st.shop));
    const [f1, f2] = [await feed(one, token), await feed(two, token)];
    expect(f1.status).toBe(200);
    const etag = f1.headers.get('etag')!;
    expect(f2.headers.get('etag')).toBe(etag);
    expect(f2.text).toBe(f1.text);
    expect((await feed(two, token, 'en-US', etag)).status).toBe(304);

    const renamed = await one.post(
      `/api/symptomLabel/update/${label!.id}`,
      { name: 'Renamed type' },
      { token: stToken },
    );
    expect(renamed.status, renamed.text).toBe(200);
    const after = await feed(two, token, 'en-US', etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.datas.labelTypes[0].name).toBe('Renamed type');
    expect((await feed(one, token, 'en-US', after.headers.get('etag')!)).status).toBe(304);
  });

  it('counts sign-in tries of an account and address once for both, all at once', async () => {
    const a = await buildAppAccount(one.db, shop);
    const checks = cryptoStats.passwordChecks;
    const tries = await Promise.all(
      Array.from({ length: 2 * LOGIN_MAX_FAILURES }, (_, i) =>
        appLogin(i % 2 ? one : two, a.account.userName, a.device.deviceNo, 'Wrong#Password1'),
      ),
    );
    expect(cryptoStats.passwordChecks - checks).toBe(LOGIN_MAX_FAILURES);
    expect(tries.filter((r) => r.body.code === code('APP_LOGIN_LOCKED')).length).toBe(LOGIN_MAX_FAILURES + 1);
    for (const s of [one, two]) {
      expect((await appLogin(s, a.account.userName, a.device.deviceNo)).body.code).toBe(code('APP_LOGIN_LOCKED'));
    }
  });
});
