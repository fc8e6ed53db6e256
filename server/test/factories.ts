import { randomUUID } from 'node:crypto';
import type { AccessCode } from '@skin/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.js';
import {
  accountAccess,
  accounts,
  adInfos,
  appUsers,
  auditLog,
  complainInfos,
  complainTypes,
  orderItems,
  orders,
  productSymptoms,
  products,
  productTypes,
  shopDevices,
  shops,
  symptomDescs,
  symptomLabels,
  treatmentCases,
} from '../src/db/schema.js';
import { hashPassword } from '../src/lib/crypto.js';
import { newOrderNo } from '../src/modules/order/service.js';

/**
 * Rows a test makes for itself, so that it counts its own data rather than the demo data (which
 * keeps growing). Every builder takes overrides and makes names, phones and numbers unique to the
 * run; console accounts come back with their password, ready for `s.login(a.userName, a.password)`.
 */
let seq = 0;
const run = Math.floor(Math.random() * 36 ** 3).toString(36);
/** A name no other row holds, nor is the start of another's: letters first (valid as a user name). */
export const uniqueName = (prefix: string) => `${prefix}${run}${String(++seq).padStart(4, '0')}`.slice(0, 16);
/** A phone in the stored form, unique to this run. */
const uniqueMobile = () =>
  `86 139${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(++seq % 10000).padStart(4, '0')}`;

/** The password every built console account signs in with (it follows the password rule). */
export const FACTORY_PASSWORD = 'Factory#Pass2026';

/** Inserts one row and returns it as stored (a module's own factory, `modules/<name>/factory.fixture.ts`, builds on it). */
export async function insertOne<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  return row!;
}

export type ShopRow = typeof shops.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect & { password: string };
export type AppUserRow = typeof appUsers.$inferSelect;
export type DeviceRow = typeof shopDevices.$inferSelect;

export async function buildShop(db: Db, over: Partial<typeof shops.$inferInsert> = {}): Promise<ShopRow> {
  return insertOne(db, shops, {
    name: uniqueName('Store '),
    contact: uniqueName('Contact '),
    mobile: uniqueMobile(),
    cloudExpireTime: new Date(Date.now() + 365 * 86_400_000),
    ...over,
  });
}

async function buildAccount(
  db: Db,
  values: Omit<typeof accounts.$inferInsert, 'passwordHash' | 'userName'> & { userName?: string; password?: string },
): Promise<AccountRow> {
  const { password = FACTORY_PASSWORD, ...rest } = values;
  const row = await insertOne(db, accounts, {
    userName: uniqueName(rest.kind),
    mobile: uniqueMobile(),
    ...rest,
    passwordHash: await hashPassword(password),
  });
  return { ...row, password };
}

/** A store's owner (holds every store code). */
export function buildOwner(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  over: Partial<typeof accounts.$inferInsert> & { password?: string } = {},
) {
  return buildAccount(db, { kind: 'owner', shopId: shop.id, ...over });
}

/** A staff account of the store holding exactly `codes`. */
export async function buildStaff(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  codes: readonly AccessCode[],
  over: Partial<typeof accounts.$inferInsert> & { password?: string } = {},
) {
  const staff = await buildAccount(db, { kind: 'staff', shopId: shop.id, ...over });
  if (codes.length) await db.insert(accountAccess).values(codes.map((code) => ({ accountId: staff.id, code })));
  return staff;
}

/** An app account of the store: a working end, enabled, expiring in 30 days, bound to no device. */
export async function buildAppUser(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  over: Partial<typeof appUsers.$inferInsert> = {},
): Promise<AppUserRow> {
  return insertOne(db, appUsers, {
    shopId: shop.id,
    userType: 1,
    userName: uniqueName('app'),
    mobile: uniqueMobile(),
    expireTime: new Date(Date.now() + 30 * 86_400_000),
    ...over,
  });
}

export async function buildDevice(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  over: Partial<typeof shopDevices.$inferInsert> = {},
): Promise<DeviceRow> {
  return insertOne(db, shopDevices, {
    shopId: shop.id,
    deviceNo: uniqueName('DEV-').toUpperCase(),
    deviceName: uniqueName('Analyser '),
    ...over,
  });
}

/** A store with its owner, the usual start of a test. */
export async function buildStoreWithOwner(db: Db, over: Partial<typeof shops.$inferInsert> = {}) {
  const shop = await buildShop(db, over);
  const owner = await buildOwner(db, shop);
  return { shop, owner };
}

/** An audit log entry of the store, as `actor` would have written it (set `createdAt` to age it). */
export async function buildAuditEntry(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  actor: Pick<AccountRow, 'id' | 'userName'>,
  over: Partial<typeof auditLog.$inferInsert> &
    Pick<typeof auditLog.$inferInsert, 'action' | 'targetType' | 'targetId'>,
) {
  return insertOne(db, auditLog, { shopId: shop.id, accountId: actor.id, actorName: actor.userName, ...over });
}

export type SymptomLabelRow = typeof symptomLabels.$inferSelect;
export type SymptomDescRow = typeof symptomDescs.$inferSelect;
/** Whose content a row is: a store, or the platform's master set (null). */
export type ContentOwner = Pick<ShopRow, 'id'> | null;
type LabelInsert = Partial<typeof symptomLabels.$inferInsert>;

/** A label type (no parent) of the owner in `language`, with the default degree colours. */
export function buildLabelType(
  db: Db,
  owner: ContentOwner,
  language: string,
  over: LabelInsert = {},
): Promise<SymptomLabelRow> {
  return insertOne(db, symptomLabels, {
    shopId: owner?.id ?? null,
    language,
    name: uniqueName('Type '),
    mildColor: '#FADB14',
    moderateColor: '#FA8C16',
    severeColor: '#F5222D',
    ...over,
  });
}

/** A label under `type` (same owner and language), with a symptom key unique to the run. */
export function buildSymptomLabel(
  db: Db,
  type: Pick<SymptomLabelRow, 'id' | 'shopId' | 'language'>,
  over: LabelInsert = {},
): Promise<SymptomLabelRow> {
  return insertOne(db, symptomLabels, {
    shopId: type.shopId,
    language: type.language,
    parentId: type.id,
    name: uniqueName('Label '),
    symptomKey: uniqueName('key-').toLowerCase(),
    mildColor: '#FADB14',
    moderateColor: '#FA8C16',
    severeColor: '#F5222D',
    ...over,
  });
}

/** The shape of a label tree: types in order, each with its labels (name and symptom key) in order. */
export type LabelTree = readonly { type: string; labels: readonly { name: string; key: string }[] }[];

/** A whole label tree of the owner in `language`, sorted as given; returns the rows made, types first in each. */
export async function buildLabelTree(db: Db, owner: ContentOwner, language: string, tree: LabelTree) {
  const rows: SymptomLabelRow[] = [];
  for (const [ti, t] of tree.entries()) {
    const type = await buildLabelType(db, owner, language, { name: t.type, sort: ti });
    rows.push(type);
    for (const [li, l] of t.labels.entries())
      rows.push(await buildSymptomLabel(db, type, { name: l.name, symptomKey: l.key, sort: li }));
  }
  return rows;
}

/** A symptom script of the owner: what the app says for `symptomKey` at `degree` in `language`. */
export function buildSymptomDesc(
  db: Db,
  owner: ContentOwner,
  values: Pick<typeof symptomDescs.$inferInsert, 'language' | 'symptomKey' | 'degree'> &
    Partial<typeof symptomDescs.$inferInsert>,
): Promise<SymptomDescRow> {
  return insertOne(db, symptomDescs, {
    shopId: owner?.id ?? null,
    content: uniqueName('Script '),
    ...values,
  });
}

/** The scripts of degrees 1 to 3 for each of `keys`, of the owner in `language` (content names owner, key and degree). */
export async function buildScripts(db: Db, owner: ContentOwner, language: string, keys: readonly string[]) {
  const rows: SymptomDescRow[] = [];
  for (const symptomKey of keys)
    for (const degree of [1, 2, 3])
      rows.push(
        await buildSymptomDesc(db, owner, {
          language,
          symptomKey,
          degree,
          content: `${owner ? `store ${owner.id}` : 'platform'}: ${symptomKey} ${degree}`,
        }),
      );
  return rows;
}

export type AdInfoRow = typeof adInfos.$inferSelect;

/**
 * An advert of the owner (carousel, enabled, in `en-US` unless overridden), placed after the ones built
 * before it. Its image key is made up: nothing is stored under it (upload one where the test needs the file).
 */
export function buildAdInfo(
  db: Db,
  owner: ContentOwner,
  over: Partial<typeof adInfos.$inferInsert> = {},
): Promise<AdInfoRow> {
  const n = ++seq;
  return insertOne(db, adInfos, {
    shopId: owner?.id ?? null,
    language: 'en-US',
    type: 1,
    title: uniqueName('Advert '),
    image: `${owner ? `shops/${owner.id}` : 'platform'}/images/factory-${run}-${n}.png`,
    sort: n,
    ...over,
  });
}

export type ComplainTypeRow = typeof complainTypes.$inferSelect;
export type ComplainInfoRow = typeof complainInfos.$inferSelect;

/** A chief-complaint type of the owner in `language` (name unique to the run). */
export function buildComplainType(
  db: Db,
  owner: ContentOwner,
  language: string,
  over: Partial<typeof complainTypes.$inferInsert> = {},
): Promise<ComplainTypeRow> {
  return insertOne(db, complainTypes, { shopId: owner?.id ?? null, language, name: uniqueName('Kind '), ...over });
}

/** A complaint text under `type` (same owner), unique to the run. */
export function buildComplainInfo(
  db: Db,
  type: Pick<ComplainTypeRow, 'id' | 'shopId'>,
  over: Partial<typeof complainInfos.$inferInsert> = {},
): Promise<ComplainInfoRow> {
  return insertOne(db, complainInfos, { shopId: type.shopId, typeId: type.id, content: uniqueName('Text '), ...over });
}

export type TreatmentCaseRow = typeof treatmentCases.$inferSelect;

/**
 * A treatment case of the owner (symptom `acne` unless told; a description unique to the run). Its image keys
 * are made up under the owner's prefix unless given: pass keys from `file/put` when the test reads the files.
 */
export function buildTreatmentCase(
  db: Db,
  owner: ContentOwner,
  over: Partial<typeof treatmentCases.$inferInsert> = {},
): Promise<TreatmentCaseRow> {
  const prefix = owner ? `shops/${owner.id}` : 'platform';
  return insertOne(db, treatmentCases, {
    shopId: owner?.id ?? null,
    description: uniqueName('Case '),
    symptomKey: 'acne',
    beforeImage: `${prefix}/images/${randomUUID()}.png`,
    cycleMonths: 3,
    ...over,
  });
}

export type ProductTypeRow = typeof productTypes.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** A programme type of the store, named uniquely for the run. */
export function buildProductType(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  over: Partial<typeof productTypes.$inferInsert> = {},
): Promise<ProductTypeRow> {
  return insertOne(db, productTypes, { shopId: shop.id, name: uniqueName('Type '), ...over });
}

/** A programme of the store under `type` (no image unless given), with these related symptoms in order. */
export async function buildProduct(
  db: Db,
  type: Pick<ProductTypeRow, 'id' | 'shopId'>,
  over: Partial<typeof products.$inferInsert> & { symptoms?: { symptomKey: string; degree: number }[] } = {},
): Promise<ProductRow> {
  const { symptoms = [], ...values } = over;
  const row = await insertOne(db, products, {
    shopId: type.shopId,
    typeId: type.id,
    name: uniqueName('Prog '),
    advantages: 'Gentle and effective.',
    ...values,
  });
  if (symptoms.length)
    await db
      .insert(productSymptoms)
      .values(symptoms.map((x, sort) => ({ productId: row.id, shopId: row.shopId, ...x, sort })));
  return row;
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order of the store made by `account`: by default a pending cloud renewal of 1 TB at 2,000.00 CNY, created
 * now (set `orderStatus`, `createdAt`, `paidAt`... to build any other); `appUserIds` makes it a viewer-end
 * renewal of those accounts.
 */
export async function buildOrder(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  account: Pick<AccountRow, 'id'>,
  over: Partial<typeof orders.$inferInsert> & { appUserIds?: number[] } = {},
): Promise<OrderRow> {
  const { appUserIds, ...rest } = over;
  const createdAt = rest.createdAt ?? new Date();
  const row = await insertOne(db, orders, {
    orderNo: newOrderNo(createdAt),
    shopId: shop.id,
    accountId: account.id,
    orderType: appUserIds ? 1 : 2,
    currency: 'CNY',
    orderAmount: appUserIds ? 30000 * appUserIds.length : 200000,
    quantity: appUserIds ? appUserIds.length : 1,
    unitPrice: appUserIds ? 30000 : 200000,
    years: 1,
    createdAt,
    closesAt: new Date(createdAt.getTime() + 30 * 60_000),
    ...rest,
  });
  if (appUserIds?.length)
    await db.insert(orderItems).values(appUserIds.map((appUserId) => ({ orderId: row.id, appUserId })));
  return row;
}

/**
 * Runs a bulk insert (`insert ... select ... from generate_series(...)`) with the data centre's triggers off for its
 * transaction, as the benchmarks load (server/bench): the load costs the rows and their indexes only, so a test of
 * 100,000 rows stays quick on a loaded machine. The data centre's aggregates leave these rows out (`rebuildStats()`
 * would count them), and so do the app feed's versions (`content_versions`): only for tests that read neither.
 */
export async function bulkInsert(db: Db, insert: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(insert);
  });
}
