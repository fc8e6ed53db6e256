import { ErrorCode } from '@skin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import { type ApiResponse, startServer, type TestServer } from '../../../test/helper.js';
import { raceSignIns } from '../../../test/sign-in-race.js';
import { APP_PASSWORD, appLogin, buildAppAccount } from './app.fixture.js';

/**
 * A new password or "sign out of the app" ends every app sign-in, also those in flight at that moment (issue 39
 * item 2): a sign-in that checked the password before the change and writes its session after it must not leave
 * a live token. Run on PostgreSQL too, where the requests really run side by side.
 */
let s: TestServer;
let shop: ShopRow;
let owner: string;
const ROUNDS = 3;
const SIGN_INS = 8;

beforeAll(async () => {
  s = await startServer();
  const built = await buildStoreWithOwner(s.db);
  shop = built.shop;
  owner = await s.login(built.owner.userName, built.owner.password);
});
afterAll(() => s.close());

/** ROUNDS races of SIGN_INS sign-ins with the password, each from an address of its own, against `change`. */
async function rounds(change: (id: number) => Promise<ApiResponse>, after: 'hashing' | 'checking') {
  const live: number[] = [];
  const refused = new Set<number>();
  for (let round = 0; round < ROUNDS; round++) {
    const a = await buildAppAccount(s.db, shop, { bound: false });
    const race = await raceSignIns({
      change: () => change(a.account.id),
      signIn: (i) => appLogin(s, a.account.userName, a.device.deviceNo, APP_PASSWORD, { from: `127.0.${40 + i}.1` }),
      n: SIGN_INS,
      after,
      works: async (token) => (await s.get('/api/app/v1/me', { token })).status === 200,
    });
    live.push(race.live);
    for (const c of race.refused) refused.add(c);
  }
  return { live, refused: [...refused] };
}

describe('app sign-ins racing the console', () => {
  it(`a new password leaves no token of the old one live (${SIGN_INS} sign-ins, ${ROUNDS} rounds)`, async () => {
    const newPassword = (id: number) =>
      s.post(`/api/user/updatePwd/${id}`, { pwd: 'Changed#Pass2026' }, { token: owner });
    const { live, refused } = await rounds(newPassword, 'hashing');
    expect(live).toEqual(Array(ROUNDS).fill(0));
    // Refused as a sign-in overtaken by the change ("sign in again"), or as a wrong password once it took effect.
    for (const c of refused) expect([ErrorCode.LOGIN_EXPIRED.code, ErrorCode.WRONG_CREDENTIALS.code]).toContain(c);
  });

  it(`signing out of the app ends the sign-ins in flight (${SIGN_INS} sign-ins, ${ROUNDS} rounds)`, async () => {
    const signOut = (id: number) => s.post(`/api/user/signOutApp/${id}`, undefined, { token: owner });
    const { live, refused } = await rounds(signOut, 'checking');
    expect(live).toEqual(Array(ROUNDS).fill(0));
    for (const c of refused) expect(c).toBe(ErrorCode.LOGIN_EXPIRED.code);
  });
});
