import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type AppUserRow, buildAppUser, buildDevice, type DeviceRow, type ShopRow } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { type appUsers, shops } from '../../db/schema.js';
import { hashPassword } from '../../lib/crypto.js';

/** The password of every app account built here (follows the password rule). */
export const APP_PASSWORD = 'App#Factory2026x';
let hash: Promise<string> | null = null;

/** An app account of `shop` that can sign in: with a password, bound to a new device of the store (unless told). */
export async function buildAppAccount(
  db: TestServer['db'],
  shop: Pick<ShopRow, 'id'>,
  over: { account?: Partial<typeof appUsers.$inferInsert>; device?: DeviceRow; bound?: boolean } = {},
): Promise<{ account: AppUserRow; device: DeviceRow; password: string }> {
  const device = over.device ?? (await buildDevice(db, shop));
  hash ??= hashPassword(APP_PASSWORD);
  const account = await buildAppUser(db, shop, {
    passwordHash: await hash,
    deviceNo: over.bound === false ? null : device.deviceNo,
    ...over.account,
  });
  return { account, device, password: APP_PASSWORD };
}

export const appLogin = (
  s: TestServer,
  userName: string,
  deviceNo: string,
  password = APP_PASSWORD,
  opts: { lang?: string; from?: string } = {},
) =>
  s.request('POST', '/api/app/v1/login', {
    body: { userName, password, deviceNo },
    headers: opts.lang ? { 'x-lang': opts.lang } : {},
    from: opts.from,
  });

/** Signs in and answers the app token (fails the test when sign-in is refused). */
export async function appToken(s: TestServer, a: { account: AppUserRow; device: DeviceRow }): Promise<string> {
  const res = await appLogin(s, a.account.userName, a.device.deviceNo);
  if (res.status !== 200) throw new Error(`app sign-in of ${a.account.userName} refused: ${res.text}`);
  return res.body.datas.access_token;
}

/** The feed of the token's store in `language` (with If-None-Match when `etag` is given). */
export const feed = (s: TestServer, token: string, language = 'en-US', etag?: string) =>
  s.get(`/api/app/v1/content?language=${language}`, {
    token,
    headers: etag ? { 'if-none-match': etag } : {},
  });

/**
 * Pays a cloud renewal of the store through the sandbox, as its owner does on /cloud (`token` is the owner's
 * console token on `s`), and checks that the store's cloud space runs again.
 */
export async function renewCloud(s: TestServer, st: { shop: Pick<ShopRow, 'id'>; ownerId: number; token: string }) {
  const made = await s.post<string>('/api/userOrder/add', { orderType: 2, userId: st.ownerId }, { token: st.token });
  expect(made.status, made.text).toBe(200);
  const opened = await s.post(`/api/userOrder/pay/${made.body.datas}`, { payMethod: 'sandbox' }, { token: st.token });
  // The payer presses Pay on the sandbox's checkout page (its form posted as a browser posts it).
  const page = await fetch(`${s.url}${opened.body.datas.url}`);
  const action = /<form method="post" action="([^"]+\/pay[^"]*)"/.exec(await page.text())?.[1];
  expect(action).toBeTruthy();
  const back = await fetch(`${s.url}${action}`, { method: 'POST', redirect: 'manual' });
  expect(back.status).toBe(303);
  await s.deps.jobs.drain();
  const [row] = await s.db.select().from(shops).where(eq(shops.id, st.shop.id));
  expect(row!.cloudExpireTime!.getTime()).toBeGreaterThan(Date.now());
}
