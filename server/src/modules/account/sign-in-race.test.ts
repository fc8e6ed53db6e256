import { ErrorCode } from '@skin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStore, signedInStore } from '../../../test/content.js';
import { type AccountRow, buildStaff } from '../../../test/factories.js';
import { type ApiResponse, startServer, type TestServer } from '../../../test/helper.js';
import { raceRounds, raceSignIns } from '../../../test/sign-in-race.js';

/**
 * A new password, or anything else that signs a console account out everywhere, ends every sign-in of it, also
 * those in flight at that moment (issue 39 item 2): a sign-in that checked the password before the change and
 * writes its session after it must not leave a live token. Run on PostgreSQL too, where the requests really run
 * side by side.
 */
let s: TestServer;
let store: SignedInStore;
beforeAll(async () => {
  s = await startServer();
  store = await signedInStore(s);
});
afterAll(() => s.close());

const ROUNDS = 3;
const SIGN_INS = 6;

/** Readies the change for a staff account (signing in first, say) and answers the request that makes it. */
type Prepare = (staff: AccountRow) => Promise<() => Promise<ApiResponse>>;

/** ROUNDS races of SIGN_INS sign-ins of a new staff account, each from an address of its own, against a change. */
async function rounds(prepare: Prepare) {
  const { live, refused } = await raceRounds(ROUNDS, async () => {
    const staff = await buildStaff(s.db, store.shop, ['users']);
    return raceSignIns({
      change: await prepare(staff),
      signIn: (i) =>
        s.request('POST', '/api/login', {
          body: { username: staff.userName, password: staff.password },
          from: `127.0.${60 + i}.1`,
        }),
      n: SIGN_INS,
      after: 'hashing',
      works: async (token) => (await s.get('/api/user/get', { token })).status === 200,
    });
  });
  // Refused as a sign-in overtaken by the change ("sign in again"), or as a wrong password once it took effect.
  for (const c of refused) expect([ErrorCode.LOGIN_EXPIRED.code, ErrorCode.WRONG_CREDENTIALS.code]).toContain(c);
  return live;
}

describe('console sign-ins racing a new password', () => {
  it(`set by the owner for a staff account: no token of the old one stays live (${SIGN_INS} sign-ins, ${ROUNDS} rounds)`, async () => {
    const setByOwner: Prepare = async (staff) => () =>
      s.post(`/api/staff/updatePwd/${staff.id}`, { pwd: 'Changed#Pass2026' }, { token: store.token });
    expect(await rounds(setByOwner)).toEqual(Array(ROUNDS).fill(0));
  });

  it(`changed by the account itself: no token of the old one stays live (${SIGN_INS} sign-ins, ${ROUNDS} rounds)`, async () => {
    const ownChange: Prepare = async (staff) => {
      const token = await s.login(staff.userName, staff.password);
      return () => s.post('/api/user/updatePwd', { oldPwd: staff.password, pwd: 'Changed#Pass2026' }, { token });
    };
    expect(await rounds(ownChange)).toEqual(Array(ROUNDS).fill(0));
  });
});
