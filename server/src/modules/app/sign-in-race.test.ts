import { ErrorCode } from '@skin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStore, signedInStore } from '../../../test/content.js';
import { type ApiResponse, startServer, type TestServer } from '../../../test/helper.js';
import { raceRounds, raceSignIns } from '../../../test/sign-in-race.js';
import { APP_PASSWORD, appLogin, buildAppAccount } from './app.fixture.js';

/**
 * A new password or "sign out of the app" ends every app sign-in, also those in flight at that moment (issue 39
 * item 2): a sign-in that checked the password before the change and writes its session after it must not leave
 * a live token. Run on PostgreSQL too, where the requests really run side by side.
 */
let s: TestServer;
let store: SignedInStore;
beforeAll(async () => {
  s = await startServer();
  store = await signedInStore(s);
});
afterAll(() => s.close());

const ROUNDS = 3;
const SIGN_INS = 8;

/** ROUNDS races of SIGN_INS sign-ins with the password, each from an address of its own, against `change`. */
function rounds(change: (id: number) => Promise<ApiResponse>, after: 'hashing' | 'checking') {
  return raceRounds(ROUNDS, async () => {
    const a = await buildAppAccount(s.db, store.shop, { bound: false });
    return raceSignIns({
      change: () => change(a.account.id),
      signIn: (i) => appLogin(s, a.account.userName, a.device.deviceNo, APP_PASSWORD, { from: `127.0.${40 + i}.1` }),
      n: SIGN_INS,
      after,
      works: async (token) => (await s.get('/api/app/v1/me', { token })).status === 200,
    });
  });
}

describe('app sign-ins racing the console', () => {
  it(`a new password leaves no token of the old one live (${SIGN_INS} sign-ins, ${ROUNDS} rounds)`, async () => {
    const newPassword = (id: number) =>
      s.post(`/api/user/updatePwd/${id}`, { pwd: 'Changed#Pass2026' }, { token: store.token });
    const { live, refused } = await rounds(newPassword, 'hashing');
    expect(live).toEqual(Array(ROUNDS).fill(0));
    // Refused as a sign-in overtaken by the change ("sign in again"), or as a wrong password once it took effect.
    for (const c of refused) expect([ErrorCode.LOGIN_EXPIRED.code, ErrorCode.WRONG_CREDENTIALS.code]).toContain(c);
  });

  it(`signing out of the app ends the sign-ins in flight (${SIGN_INS} sign-ins, ${ROUNDS} rounds)`, async () => {
    const signOut = (id: number) => s.post(`/api/user/signOutApp/${id}`, undefined, { token: store.token });
    const { live, refused } = await rounds(signOut, 'checking');
    expect(live).toEqual(Array(ROUNDS).fill(0));
    for (const c of refused) expect(c).toBe(ErrorCode.LOGIN_EXPIRED.code);
  });
});
