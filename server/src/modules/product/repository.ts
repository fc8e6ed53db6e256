import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productSymptoms, products, productTypes } from '../../db/schema.js';
import { asParam, type Bind, executePlanned, likeContains, selectRows } from '../../lib/sql.js';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
/** A related symptom as stored with its product: key and degree, in the product's order. */
export interface StoredSymptom {
  k: string;
  d: number;
}
/** A product with its type's name and its related symptoms, as lists and `get` read it. */
export interface ProductListRow {
  product: ProductRow;
  typeName: string;
  symptoms: StoredSymptom[];
}

/** Filters after normalisation: undefined means "no filter". */
export interface ProductListFilter {
  typeId?: number;
  name?: string;
  symptomKey?: string;
}

/**
 * Every list is one store's. The symptom filter is a semi-join on product_symptoms_shop_key_idx
 * (shop, key, product): the matching ids come from the index alone.
 */
function listWhere(shopId: number, f: ProductListFilter, bind: Bind = asParam): SQL {
  const conds: SQL[] = [eq(products.shopId, bind('shopId', shopId))];
  if (f.typeId !== undefined) conds.push(eq(products.typeId, bind('typeId', f.typeId)));
  if (f.name) conds.push(ilike(products.name, bind('name', likeContains(f.name))));
  if (f.symptomKey)
    conds.push(
      inArray(
        products.id,
        sql`(select ${productSymptoms.productId} from ${productSymptoms} where ${productSymptoms.shopId} = ${bind('shopId', shopId)} and ${productSymptoms.symptomKey} = ${bind('symptomKey', f.symptomKey)})`,
      ),
    );
  return and(...conds)!;
}

/** The product's related symptoms in their order, as one JSON array (`[{ k, d }]`) beside the row. */
const symptomsJson = sql<
  StoredSymptom[]
>`coalesce((select json_agg(json_build_object('k', ${productSymptoms.symptomKey}, 'd', ${productSymptoms.degree}) order by ${productSymptoms.sort}, ${productSymptoms.symptomKey}) from ${productSymptoms} where ${productSymptoms.productId} = ${products.id}), '[]'::json)`;

/**
 * Newest first; id breaks ties (a batch shares one add time) so pages never overlap. NULLS LAST as in
 * products_shop_created_idx (created_at DESC NULLS LAST, id DESC NULLS LAST): a plain DESC sorts nulls first,
 * which that index cannot give, and the page would sort every row of the store.
 */
const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];

export const productRepository = {
  /**
   * The store's products that name any of `found` (symptom key and degree, both equal), best match first: the most
   * pairs matched, then the newest. What `customer/recommend` offers for an analysis.
   */
  async matching(db: DbOrTx, shopId: number, found: readonly { k: string; d: number }[], limit: number) {
    if (found.length === 0) return [];
    const pairs = sql.join(
      found.map((f) => sql`(${f.k}, ${f.d})`),
      sql`, `,
    );
    const rows = await selectRows(
      db,
      sql`select p.id, p.name, p.image, p.link, t.name as type_name, count(*) as score,
                 json_agg(json_build_object('k', ps.symptom_key, 'd', ps.degree) order by ps.sort, ps.symptom_key) as matched
            from product_symptoms ps join products p on p.id = ps.product_id left join product_types t on t.id = p.type_id
           where ps.shop_id = ${shopId} and p.shop_id = ${shopId}
             and (ps.symptom_key, ps.degree) in (select k, d::smallint from (values ${pairs}) v(k, d))
           group by p.id, t.name order by count(*) desc, p.id desc limit ${limit}`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      image: r.image == null ? null : String(r.image),
      link: r.link ? String(r.link) : null,
      typeName: r.type_name == null ? null : String(r.type_name),
      score: Number(r.score),
      matched: (typeof r.matched === 'string' ? JSON.parse(r.matched) : r.matched) as { k: string; d: number }[],
    }));
  },

  /** Every product of the store with its related symptoms, newest first (the app's content feed groups them by type). */
  async all(db: DbOrTx, shopId: number) {
    return db
      .select({ product: products, symptoms: symptomsJson })
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(...newestFirst);
  },
  /** One page of the store's products (newest first), with type names and related symptoms. */
  async page(db: DbOrTx, shopId: number, f: ProductListFilter, limit: number, offset: number) {
    return executePlanned<ProductListRow>(db, 'products_page', '', { limit, offset }, (bind) =>
      db
        .select({ product: products, typeName: productTypes.name, symptoms: symptomsJson })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.typeId))
        .where(listWhere(shopId, f, bind))
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  },
  /**
   * The number of matches. Filtered by symptom alone it is counted on product_symptoms_shop_key_idx without
   * reading products (a product holds a key at most once: the primary key).
   */
  async count(db: DbOrTx, shopId: number, f: ProductListFilter): Promise<number> {
    const bySymptomOnly = f.symptomKey && f.typeId === undefined && !f.name;
    const [row] = await executePlanned<{ n: number }>(
      db,
      'products_count',
      bySymptomOnly ? 'symptom' : '',
      {},
      (bind) =>
        bySymptomOnly
          ? db
              .select({ n: count() })
              .from(productSymptoms)
              .where(
                and(
                  eq(productSymptoms.shopId, bind('shopId', shopId)),
                  eq(productSymptoms.symptomKey, bind('symptomKey', f.symptomKey!)),
                ),
              )
          : db
              .select({ n: count() })
              .from(products)
              .where(listWhere(shopId, f, bind)),
    );
    return Number(row?.n ?? 0);
  },
  /** One of the store's products with its type name and symptoms; another store's id is not found. */
  async get(db: DbOrTx, shopId: number, id: number): Promise<ProductListRow | null> {
    const [row] = await db
      .select({ product: products, typeName: productTypes.name, symptoms: symptomsJson })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.typeId))
      .where(and(eq(products.id, id), eq(products.shopId, shopId)))
      .limit(1);
    return row ?? null;
  },
  /** The store's product row, locked for a change. */
  async lock(db: DbOrTx, shopId: number, id: number) {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.shopId, shopId)))
      .limit(1)
      .for('update');
    return row ?? null;
  },
  async symptomsOf(db: DbOrTx, productId: number): Promise<StoredSymptom[]> {
    const rows = await db
      .select({ k: productSymptoms.symptomKey, d: productSymptoms.degree })
      .from(productSymptoms)
      .where(eq(productSymptoms.productId, productId))
      .orderBy(asc(productSymptoms.sort), asc(productSymptoms.symptomKey));
    return rows;
  },
  /** Of these names, the ones the store's products already hold (lower-cased), leaving out product `exceptId`. */
  async takenNames(db: DbOrTx, shopId: number, names: string[], exceptId?: number): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const lower = [...new Set(names.map((n) => n.toLowerCase()))];
    const conds = [eq(products.shopId, shopId), inArray(sql`lower(${products.name})`, lower)];
    if (exceptId !== undefined) conds.push(ne(products.id, exceptId));
    const rows = await db
      .select({ name: sql<string>`lower(${products.name})` })
      .from(products)
      .where(and(...conds));
    return new Set(rows.map((r) => r.name));
  },
  /** Of these image keys, the ones another product of the store already shows (an image belongs to one product). */
  async insert(db: DbOrTx, values: ProductInsert[]) {
    if (values.length === 0) return [];
    return db.insert(products).values(values).returning();
  },
  async update(db: DbOrTx, id: number, values: Partial<ProductInsert>) {
    const [row] = await db
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    return row!;
  },
  async delete(db: DbOrTx, id: number) {
    await db.delete(products).where(eq(products.id, id));
  },
  /** Replaces a product's related symptoms with these, in this order. */
  async setSymptoms(
    db: DbOrTx,
    shopId: number,
    productId: number,
    symptoms: readonly { symptomKey: string; degree: number }[],
    replace: boolean,
  ) {
    if (replace) await db.delete(productSymptoms).where(eq(productSymptoms.productId, productId));
    await this.insertSymptoms(
      db,
      symptoms.map((s, sort) => ({ productId, shopId, symptomKey: s.symptomKey, degree: s.degree, sort })),
    );
  },
  async insertSymptoms(db: DbOrTx, rows: (typeof productSymptoms.$inferInsert)[]) {
    if (rows.length > 0) await db.insert(productSymptoms).values(rows);
  },
  /** The store's number of products per type. */
  async countByType(db: DbOrTx, shopId: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ typeId: products.typeId, n: count() })
      .from(products)
      .where(eq(products.shopId, shopId))
      .groupBy(products.typeId);
    return new Map(rows.map((r) => [r.typeId, Number(r.n)]));
  },
  async countOfType(db: DbOrTx, typeId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.typeId, typeId));
    return Number(row?.n ?? 0);
  },
};
