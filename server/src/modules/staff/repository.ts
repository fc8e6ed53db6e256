import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountAccess, accounts } from '../../db/schema.js';
import { countWhere, likeContains } from '../../lib/sql.js';

export interface StaffListFilter {
  userName?: string;
  status?: number;
}

function listWhere(shopId: number, f: StaffListFilter): SQL {
  const conds: SQL[] = [eq(accounts.shopId, shopId), eq(accounts.kind, 'staff')];
  if (f.userName) conds.push(ilike(accounts.userName, likeContains(f.userName)));
  if (f.status !== undefined) conds.push(eq(accounts.status, f.status));
  return and(...conds)!;
}

const staffColumns = {
  id: accounts.id,
  userName: accounts.userName,
  mobile: accounts.mobile,
  status: accounts.status,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
  // Spelled out: Drizzle leaves column names unqualified inside a select list.
  codes: sql<string | null>`(select string_agg(aa.code, ',' order by aa.code)
    from account_access aa where aa.account_id = accounts.id)`,
};
export type StaffRow = {
  id: number;
  userName: string;
  mobile: string | null;
  status: number;
  createdAt: Date;
  updatedAt: Date;
  codes: string | null;
};

export const staffRepository = {
  async list(db: DbOrTx, shopId: number, f: StaffListFilter, limit: number, offset: number): Promise<StaffRow[]> {
    return db
      .select(staffColumns)
      .from(accounts)
      .where(listWhere(shopId, f))
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, shopId: number, f: StaffListFilter) {
    return countWhere(db, accounts, listWhere(shopId, f));
  },
  /** A staff account of the store, row-locked; the owner and other stores' accounts are not found. */
  async lockInShop(db: DbOrTx, id: number, shopId: number): Promise<StaffRow | null> {
    const [locked] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.shopId, shopId), eq(accounts.kind, 'staff')))
      .limit(1)
      .for('update');
    if (!locked) return null;
    return this.get(db, id);
  },
  async get(db: DbOrTx, id: number): Promise<StaffRow | null> {
    const [row] = await db.select(staffColumns).from(accounts).where(eq(accounts.id, id)).limit(1);
    return row ?? null;
  },
  async setGrants(db: DbOrTx, accountId: number, codes: readonly string[]) {
    await db.delete(accountAccess).where(eq(accountAccess.accountId, accountId));
    if (codes.length) await db.insert(accountAccess).values(codes.map((code) => ({ accountId, code })));
  },
  async update(db: DbOrTx, id: number, values: { status?: number; mobile?: string | null }) {
    await db
      .update(accounts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(accounts.id, id));
  },
};
