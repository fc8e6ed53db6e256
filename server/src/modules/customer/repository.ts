import { dateInputEnd, dateInputStart, type TConsent, type TCustomerQueryRequest } from '@skin/contract';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type CustomerGender, customerConsents, customers } from '../../db/schema.js';
import { likeContains, selectRows } from '../../lib/sql.js';

export type CustomerRow = typeof customers.$inferSelect;
export type ConsentRow = typeof customerConsents.$inferSelect;
/** A customer with her latest consent (null: none recorded). */
export type CustomerWithConsent = CustomerRow & { consent: ConsentRow | null };

type NewCustomer = typeof customers.$inferInsert;
/** The profile fields an update may set (null clears one). */
export type CustomerProfile = Partial<
  Pick<NewCustomer, 'name' | 'phone' | 'birthYear' | 'note'> & { gender: CustomerGender | null }
>;

const num = (v: unknown) => Number(v ?? 0);
const when = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));

/** Columns of `customers c` and its latest consent `k` (a lateral join: one index probe per customer). */
const CUSTOMER_COLUMNS = sql`c.*, k.id as k_id, k.version as k_version, k.text_id as k_text_id, k.language as k_language,
  k.accepted_at as k_accepted_at, k.photos as k_photos, k.contact as k_contact, k.recorded_at as k_recorded_at`;
const LATEST_CONSENT = sql`left join lateral (
  select * from customer_consents k where k.customer_id = c.id order by k.id desc limit 1) k on true`;

/** A row of `select ${CUSTOMER_COLUMNS} from customers c ${LATEST_CONSENT}`. */
function customerRow(r: Record<string, unknown>): CustomerWithConsent {
  return {
    id: num(r.id),
    shopId: num(r.shop_id),
    clientId: String(r.client_id),
    code: String(r.code),
    name: r.name == null ? null : String(r.name),
    phone: r.phone == null ? null : String(r.phone),
    gender: r.gender == null ? null : (String(r.gender) as CustomerGender),
    birthYear: r.birth_year == null ? null : num(r.birth_year),
    note: r.note == null ? null : String(r.note),
    firstVisitAt: when(r.first_visit_at),
    lastVisitAt: when(r.last_visit_at),
    visits: num(r.visits),
    createdAt: when(r.created_at)!,
    updatedAt: when(r.updated_at)!,
    erasedAt: when(r.erased_at),
    consent:
      r.k_id == null
        ? null
        : {
            id: num(r.k_id),
            shopId: num(r.shop_id),
            customerId: num(r.id),
            version: String(r.k_version),
            textId: r.k_text_id == null ? null : num(r.k_text_id),
            language: String(r.k_language),
            acceptedAt: when(r.k_accepted_at)!,
            photos: r.k_photos === true || r.k_photos === 't',
            contact: r.k_contact === true || r.k_contact === 't',
            recordedAt: when(r.k_recorded_at)!,
          },
  };
}

/** The latest consent's `photos` of `customers c` (null: none recorded). */
const LATEST_PHOTOS = sql`(select k.photos from customer_consents k where k.customer_id = c.id order by k.id desc limit 1)`;

/** The console's filter as conditions on `customers c` (one store's rows). */
function filterSql(shopId: number, f: Partial<TCustomerQueryRequest>): SQL {
  // An erased customer is in no list (her page says she was erased; docs/decisions.md).
  const parts: SQL[] = [sql`c.shop_id = ${shopId}`, sql`c.erased_at is null`];
  if (f.text) {
    const like = likeContains(f.text);
    // A phone is searched by its digits as typed (`138 0000` finds `86 13800001111`'s "1380000").
    const digits = f.text.replace(/\D/g, '');
    const phone = digits.length >= 3 ? sql` or replace(c.phone, ' ', '') like ${likeContains(digits)}` : sql``;
    parts.push(sql`(c.code ilike ${like} or c.name ilike ${like}${phone})`);
  }
  if (f.lastVisitFrom) parts.push(sql`c.last_visit_at >= ${dateInputStart(f.lastVisitFrom)}`);
  if (f.lastVisitTo) parts.push(sql`c.last_visit_at <= ${dateInputEnd(f.lastVisitTo)}`);
  if (f.symptomKey || f.degree) {
    const key = f.symptomKey ? sql`and s.symptom_key = ${f.symptomKey}` : sql``;
    const degree = f.degree ? sql`and s.degree = ${f.degree}` : sql``;
    parts.push(sql`exists (select 1 from analyses a join analysis_symptoms s on s.analysis_id = a.id
      where a.shop_id = ${shopId} and a.customer_id = c.id ${key} ${degree})`);
  }
  if (f.consent === 'none') parts.push(sql`not exists (select 1 from customer_consents k where k.customer_id = c.id)`);
  if (f.consent === 'photos') parts.push(sql`${LATEST_PHOTOS} is true`);
  if (f.consent === 'noPhotos') parts.push(sql`${LATEST_PHOTOS} is false`);
  return sql.join(parts, sql` and `);
}

const SORT_COLUMNS = {
  lastVisitAt: sql`c.last_visit_at`,
  firstVisitAt: sql`c.first_visit_at`,
  visits: sql`c.visits`,
  createdAt: sql`c.created_at`,
  code: sql`c.code`,
} as const;

/** The list's order: the chosen column (latest visit by default, newest first), never-visited last, id breaks ties. */
function orderSql(f: Partial<TCustomerQueryRequest>): SQL {
  const column = SORT_COLUMNS[f.sortField ?? 'lastVisitAt'];
  const dir = (f.sortOrder ?? 'descend') === 'ascend' ? sql`asc` : sql`desc`;
  // `nulls last` on the id too, as customers_shop_visit_idx holds it: a plain `desc` (nulls first) made PostgreSQL
  // sort every skipped row again on a deep page (14 ms against 1 ms at offset 9,980; docs/benchmarks.md).
  return sql`${column} ${dir} nulls last, c.id ${dir} nulls last`;
}

/** The store's customers with exactly this code or this whole phone (at most `limit`), by id. */
function findSql(shop: SQL, by: { code?: string | Placeholder; phone?: string | Placeholder }, limit: number) {
  const match = by.code !== undefined ? sql`c.code = ${by.code}` : sql`c.phone = ${by.phone ?? ''}`;
  return sql`select ${CUSTOMER_COLUMNS} from (select * from customers c where c.shop_id = ${shop} and ${match}
            and c.erased_at is null
            order by c.id limit ${limit}) c ${LATEST_CONSENT} order by c.id`;
}

/** One customer of the store with her latest consent. */
const getSql = (shop: SQL, id: number | Placeholder) =>
  sql`select ${CUSTOMER_COLUMNS} from customers c ${LATEST_CONSENT} where c.id = ${id} and c.shop_id = ${shop}`;

/** The customers of a store (`customers`, `customer_consents`): the only SQL of those tables. */
export const customerRepository = {
  /** One customer of the store with her latest consent; another store's (or none) is null. */
  async get(db: DbOrTx, shopId: number, id: number): Promise<CustomerWithConsent | null> {
    const rows = await selectRows(db, getSql(sql`${shopId}`, id));
    return rows[0] ? customerRow(rows[0]) : null;
  },

  async count(db: DbOrTx, shopId: number, f: Partial<TCustomerQueryRequest>) {
    const rows = await selectRows(db, sql`select count(*) as n from customers c where ${filterSql(shopId, f)}`);
    return num(rows[0]?.n);
  },

  /** A page of the console's list (the page's rows first, then their latest consents). */
  async list(db: DbOrTx, shopId: number, f: Partial<TCustomerQueryRequest>, limit: number, offset = 0) {
    const rows = await selectRows(
      db,
      sql`select ${CUSTOMER_COLUMNS} from (select c.* from customers c where ${filterSql(shopId, f)}
            order by ${orderSql(f)} limit ${limit} offset ${offset}) c ${LATEST_CONSENT} order by ${orderSql(f)}`,
    );
    return rows.map(customerRow);
  },

  /** Customers per store (the platform's view: counts, never a name or phone), a page of stores by id. */
  async perStore(db: DbOrTx, shopName: string | null | undefined, limit: number, offset: number) {
    const name = shopName ? sql`where s.name ilike ${likeContains(shopName)}` : sql``;
    const rows = await selectRows(
      db,
      sql`select p.id, p.name, p.stores, c.customers, c.returning, c.photo_consent from (
            select s.id, s.name, count(*) over () as stores from shops s ${name} order by s.id limit ${limit} offset ${offset}
          ) p cross join lateral (
            select count(*) as customers, count(*) filter (where c.visits >= 2) as returning,
                   count(*) filter (where ${LATEST_PHOTOS} is true) as photo_consent
              from customers c where c.shop_id = p.id and c.erased_at is null) c
          order by p.id`,
    );
    return {
      total: num(rows[0]?.stores),
      rows: rows.map((r) => ({
        shopId: num(r.id),
        shopName: String(r.name),
        customers: num(r.customers),
        returning: num(r.returning),
        photoConsent: num(r.photo_consent),
      })),
    };
  },

  /** The store's customer with this code or phone other than `id` (a profile edit's conflict), or null. */
  async otherWith(db: DbOrTx, shopId: number, id: number, phone: string) {
    const rows = await selectRows(
      db,
      sql`select id from customers where shop_id = ${shopId} and phone = ${phone} and id <> ${id} limit 1`,
    );
    return rows[0] ? num(rows[0].id) : null;
  },

  /** The store's customers with exactly this code or this whole phone (at most `limit`), by id. */
  async find(db: DbOrTx, shopId: number, by: { code?: string; phone?: string }, limit: number) {
    return (await selectRows(db, findSql(sql`${shopId}`, by, limit))).map(customerRow);
  },

  /** `find`'s statement for the store `shop` given as SQL (the app reads it with its session: `appRead`). */
  findSql,

  /** `get`'s statement for the store `shop` given as SQL (the app reads it with its session: `appRead`). */
  getSql,

  /** A row of `findSql` or `getSql`, as the database or as JSON answers it. */
  customerRow,

  /** The id of the store's customer with this clientId, code or phone (whichever is given), or null. */
  async idBy(db: DbOrTx, shopId: number, by: { clientId: string } | { code: string } | { phone: string }) {
    const match =
      'clientId' in by
        ? eq(customers.clientId, by.clientId)
        : 'code' in by
          ? eq(customers.code, by.code)
          : eq(customers.phone, by.phone);
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.shopId, shopId), match))
      .limit(1);
    return row?.id ?? null;
  },

  /**
   * Adds a customer unless the store has one with her clientId, code or phone (null then: nothing was written).
   * A concurrent insert of the same clientId (code, phone) waits for the other transaction, then does nothing.
   */
  async insert(db: DbOrTx, row: NewCustomer) {
    const [made] = await db.insert(customers).values(row).onConflictDoNothing().returning();
    return made ?? null;
  },

  async update(db: DbOrTx, shopId: number, id: number, set: CustomerProfile) {
    const [row] = await db
      .update(customers)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(customers.id, id), eq(customers.shopId, shopId)))
      .returning({ id: customers.id });
    return row?.id ?? null;
  },

  /** A consent record naming its consent text (`textId`: the row `c.version` names, checked by the caller). */
  async insertConsent(db: DbOrTx, shopId: number, customerId: number, c: TConsent, textId: number | null) {
    const [row] = await db
      .insert(customerConsents)
      .values({
        shopId,
        customerId,
        version: c.version,
        textId,
        language: c.language,
        acceptedAt: new Date(c.acceptedAt),
        photos: c.photos,
        contact: c.contact,
      })
      .returning();
    return row!;
  },

  /** Every consent of a customer of the store, newest first. */
  async consents(db: DbOrTx, shopId: number, customerId: number) {
    return db
      .select()
      .from(customerConsents)
      .where(and(eq(customerConsents.shopId, shopId), eq(customerConsents.customerId, customerId)))
      .orderBy(sql`${customerConsents.id} desc`);
  },

  /**
   * Locks a customer of the store for an analysis being recorded for her, and answers whether her latest consent
   * allows photos (null: no such customer in the store).
   */
  async lockForVisit(db: DbOrTx, shopId: number, id: number): Promise<{ photos: boolean; erased: boolean } | null> {
    const rows = await selectRows(
      db,
      sql`select c.id, c.erased_at, (select k.photos from customer_consents k where k.customer_id = c.id
            order by k.id desc limit 1) as photos from customers c where c.id = ${id} and c.shop_id = ${shopId} for update`,
    );
    if (!rows[0]) return null;
    return { photos: rows[0].photos === true || rows[0].photos === 't', erased: rows[0].erased_at != null };
  },

  /** Locks a customer of the store for her erasure: her code and whether she was erased already (null: none). */
  async lockForErase(db: DbOrTx, shopId: number, id: number) {
    const rows = await selectRows(
      db,
      sql`select code, erased_at from customers where id = ${id} and shop_id = ${shopId} for update`,
    );
    return rows[0] ? { code: String(rows[0].code), erased: rows[0].erased_at != null } : null;
  },

  /**
   * Erases her personal data, keeping the row as a tombstone her analyses and consents still point to: no name,
   * phone, gender, birth year or note; code `#<id>` (no member number has `#`, so the unique index takes it); a new
   * clientId (the app's old one no longer answers her).
   */
  async erase(db: DbOrTx, shopId: number, id: number, at: Date) {
    await db
      .update(customers)
      .set({
        code: `#${id}`,
        clientId: sql`gen_random_uuid()`,
        name: null,
        phone: null,
        gender: null,
        birthYear: null,
        note: null,
        erasedAt: at,
        updatedAt: at,
      })
      .where(and(eq(customers.id, id), eq(customers.shopId, shopId)));
  },

  /** Counts a visit at `at` (an analysis made for her): visits, and the first and latest visit widened to it. */
  async addVisit(db: DbOrTx, id: number, at: Date) {
    await db
      .update(customers)
      .set({
        visits: sql`${customers.visits} + 1`,
        firstVisitAt: sql`least(coalesce(${customers.firstVisitAt}, ${at}), ${at})`,
        lastVisitAt: sql`greatest(coalesce(${customers.lastVisitAt}, ${at}), ${at})`,
      })
      .where(eq(customers.id, id));
  },
};
