import type { AccessCode } from '@skin/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import { symptomDescs, symptomLabels } from '../src/db/schema.js';
import { buildStaff, buildStoreWithOwner, type ShopRow } from './factories.js';
import { loginAs, startServer, type TestServer } from './helper.js';

/** A store the test built, with its owner's token. */
export interface SignedInStore {
  shop: ShopRow;
  token: string;
}

/**
 * The usual start of a files, labels or scripts test: a server, two stores of the test's own (`a` and `b`,
 * each with its owner signed in), a staff account of `a` without the content codes (it holds only users and
 * shop-device), and the platform operator.
 */
export async function startContentServer(env: Record<string, string> = {}) {
  const s: TestServer = await startServer(env);
  const [a, b] = [await buildStoreWithOwner(s.db), await buildStoreWithOwner(s.db)];
  const staff = await buildStaff(s.db, a.shop, ['users', 'shop-device']);
  const [platform, aToken, bToken, staffToken] = await Promise.all([
    loginAs(s, 'platform'),
    s.login(a.owner.userName, a.owner.password),
    s.login(b.owner.userName, b.owner.password),
    s.login(staff.userName, staff.password),
  ]);
  return {
    s,
    platform,
    a: { shop: a.shop, token: aToken } as SignedInStore,
    b: { shop: b.shop, token: bToken } as SignedInStore,
    staff: staffToken,
  };
}

/** One more store of the test's own, with its owner signed in: for a test that counts the rows it makes. */
export async function signedInStore(s: TestServer): Promise<SignedInStore> {
  const { shop, owner } = await buildStoreWithOwner(s.db);
  return { shop, token: await s.login(owner.userName, owner.password) };
}

/** A staff account of `shop` holding exactly `codes`, signed in; its token. */
export async function signedInStaff(s: TestServer, shop: Pick<ShopRow, 'id'>, codes: readonly AccessCode[]) {
  const staff = await buildStaff(s.db, shop, codes);
  return s.login(staff.userName, staff.password);
}

/**
 * Removes the platform's labels and scripts in `languages` (the demo seed has them in all seven), for a test that
 * counts the platform's rows it makes in those languages itself.
 */
export async function withoutPlatformContent(s: TestServer, languages: readonly string[]) {
  await s.db
    .delete(symptomLabels)
    .where(and(isNull(symptomLabels.shopId), inArray(symptomLabels.language, [...languages])));
  await s.db
    .delete(symptomDescs)
    .where(and(isNull(symptomDescs.shopId), inArray(symptomDescs.language, [...languages])));
}
