import { buildAppUser, buildDevice, buildStoreWithOwner } from '../../../test/factories.js';
import type { Db } from '../../db/client.js';

/**
 * App accounts for the list, filter and export tests: nine in one store (one closed, one
 * disabled, two permanent, one expired) and two in another, with devices. Names carry a suffix
 * (app account names are unique across stores, and the demo data has the bare ones), one with no
 * `a` or `lin` in it, so the filters the tests use match as the bare names would.
 */
const K = `q${Math.floor(Math.random() * 900 + 100)}`;
const n = (name: string) => `${name}${K}`;
export const N = {
  linmei: n('linmei'),
  zhaoyun: n('zhaoyun'),
  emilyw: n('emilyw'),
  tanaka: n('tanaka'),
  nguyenan: n('nguyenan'),
  siti: n('siti'),
  somchai: n('somchai'),
  mariag: n('mariag'),
  chenjing: n('chenjing'),
  weiliang: n('weiliang'),
  priya: n('priya'),
};
export const M = {
  linmei: '86 13711110001',
  zhaoyun: '86 13711110002',
  chenjing: '86 13711110009',
  emilyw: '1 4155550124',
  somchai: '60 123456700',
  weiliang: '65 91234500',
};
export const FRONT = `FRONT-${K}`;
export const ROOM = `ROOM-${K}`;
export const SCANNER = `SCANNER-${K}`;
export const FOREIGN = `FOREIGN-${K}`;
const DAY = 86_400_000;

/** Builds the two stores, their devices and app accounts; returns the stores with their owners. */
export async function buildAppAccounts(db: Db) {
  const mine = await buildStoreWithOwner(db);
  const other = await buildStoreWithOwner(db);
  for (const deviceNo of [FRONT, ROOM, SCANNER]) await buildDevice(db, mine.shop, { deviceNo });
  await buildDevice(db, other.shop, { deviceNo: FOREIGN });
  const now = Date.now();
  const rows: [string, string, number, string | null, boolean, number | null, number][] = [
    [N.linmei, M.linmei, 1, FRONT, false, 200, 1],
    [N.zhaoyun, M.zhaoyun, 2, FRONT, true, null, 1],
    [N.emilyw, M.emilyw, 1, ROOM, false, 45, 1],
    [N.tanaka, '81 9012345670', 2, ROOM, false, 12, 1],
    [N.nguyenan, '65 82345670', 2, SCANNER, true, null, 1],
    [N.siti, '62 81234567800', 2, null, false, -5, 0],
    [N.somchai, M.somchai, 1, SCANNER, false, 300, 1],
    [N.mariag, '49 15123456700', 2, null, false, 90, 1],
  ];
  for (const [i, [userName, mobile, userType, deviceNo, permanent, days, status]] of rows.entries()) {
    await buildAppUser(db, mine.shop, {
      userName,
      mobile,
      userType,
      deviceNo,
      permanent,
      expireTime: days === null ? null : new Date(now + days * DAY),
      status,
      createdAt: new Date(now - (40 - i * 4) * DAY),
    });
  }
  // Closed, and the oldest.
  await buildAppUser(db, mine.shop, {
    userName: N.chenjing,
    mobile: M.chenjing,
    userType: 2,
    deviceNo: ROOM,
    expireTime: new Date(now + 60 * DAY),
    status: 0,
    closedAt: new Date(now - 3 * DAY),
    createdAt: new Date(now - 90 * DAY),
  });
  await buildAppUser(db, other.shop, { userName: N.weiliang, mobile: M.weiliang, deviceNo: FOREIGN });
  await buildAppUser(db, other.shop, { userName: N.priya, userType: 2, permanent: true, expireTime: null });
  return { mine, other };
}
