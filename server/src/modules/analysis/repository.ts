import {
  contentFallbacks,
  dateInputEnd,
  dateInputStart,
  LANGUAGES,
  type Language,
  type TAnalysisQueryRequest,
  type TAnalysisShopCount,
} from '@skin/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type AnalysisImageRef, type AnalysisSymptom, analyses, analysisSymptoms } from '../../db/schema.js';
import { likeContains, selectRows } from '../../lib/sql.js';

export type AnalysisRow = typeof analyses.$inferSelect;

/** The `analysis_symptoms` rows of an analysis: one a symptom it found, with its store and time. */
export const symptomRowsOf = (a: AnalysisRow) =>
  a.symptoms.map((s) => ({
    analysisId: a.id,
    shopId: a.shopId,
    symptomKey: s.k,
    degree: s.d,
    analysedAt: a.analysedAt,
  }));

/** A symptom's name as the labels the store sees give it now, and the language it is in. */
export interface LiveName {
  name: string;
  language: Language;
}

/**
 * What an analysis's symptom is called in `language`: the name it was recorded with in that language, else its
 * label's in that language now, else (along contentFallbacks) a recorded name in another language, else its
 * label's in the first language that has one; null when neither exists (a key no label ever named).
 */
export function analysisSymptomName(s: AnalysisSymptom, live: LiveName | undefined, language: Language): string | null {
  const recorded = s.n?.[language];
  if (recorded) return recorded;
  if (live?.language === language) return live.name;
  for (const l of contentFallbacks(language)) if (s.n?.[l]) return s.n[l]!;
  return live?.name ?? null;
}

/**
 * What the data centre calls a symptom in `language`: its label's name there now, else the name the store's latest
 * analysis of it recorded there (its label was deleted), else its label's in the first language that has one.
 */
export const figureSymptomName = (live: LiveName | undefined, recorded: string | undefined, language: Language) =>
  (live?.language === language ? live.name : (recorded ?? live?.name)) ?? null;
type NewAnalysis = typeof analyses.$inferInsert;

/** A row of the list: the analysis with its account's name and its device's (null once the device is deleted). */
export type AnalysisListRow = AnalysisRow & {
  userName: string;
  deviceName: string | null;
  /** Her code and name when the analysis names a customer. */
  customerCode: string | null;
  customerName: string | null;
};

const num = (v: unknown) => Number(v ?? 0);
const DAY_MS = 86_400_000;
/** A device's clock is at most a day from UTC (offsets run from -12:00 to +14:00; a day covers any of them). */
const CLOCK_OFFSET_MS = DAY_MS;
const when = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** The list's filter as conditions on `analyses a` (one store's rows). */
function filterSql(shopId: number, f: Partial<TAnalysisQueryRequest>): SQL {
  const parts: SQL[] = [sql`a.shop_id = ${shopId}`];
  // A device: the number of one of the store's devices (a link from /shop-device, a pick from the list) matches
  // that device only, so SKN-1 does not also list SKN-10; anything else matches as a part of a number.
  if (f.deviceNo)
    parts.push(sql`(a.device_no = ${f.deviceNo} or (a.device_no ilike ${likeContains(f.deviceNo)} and not exists (
      select 1 from shop_devices d where d.shop_id = ${shopId} and d.device_no = ${f.deviceNo})))`);
  if (f.userId) parts.push(sql`a.user_id = ${f.userId}`);
  if (f.customerId) parts.push(sql`a.customer_id = ${f.customerId}`);
  if (f.from) parts.push(sql`a.analysed_at >= ${dateInputStart(f.from)}`);
  if (f.to) parts.push(sql`a.analysed_at <= ${dateInputEnd(f.to)}`);
  // A symptom (matched exactly: the console picks it from the labels) and a degree walk analysis_symptoms'
  // indexes newest first; the analysis's own time is repeated there so the walk needs no join.
  if (f.symptomKey || f.degree) {
    const key = f.symptomKey ? sql`and s.symptom_key = ${f.symptomKey}` : sql``;
    const degree = f.degree ? sql`and s.degree = ${f.degree}` : sql``;
    parts.push(
      sql`exists (select 1 from analysis_symptoms s where s.analysis_id = a.id and s.shop_id = ${shopId} ${key} ${degree})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function listRow(r: Record<string, unknown>): AnalysisListRow {
  return {
    id: num(r.id),
    shopId: num(r.shop_id),
    clientId: String(r.client_id),
    userId: num(r.user_id),
    userType: num(r.user_type),
    deviceNo: String(r.device_no),
    analysedAt: when(r.analysed_at),
    analysedDay: String(r.analysed_day),
    recordedAt: when(r.recorded_at),
    imageCount: num(r.image_count),
    symptoms: (typeof r.symptoms === 'string' ? JSON.parse(r.symptoms) : r.symptoms) as AnalysisRow['symptoms'],
    images: (typeof r.images === 'string' ? JSON.parse(r.images) : r.images) as AnalysisImageRef[],
    customerId: r.customer_id == null ? null : num(r.customer_id),
    photosRemovedAt: r.photos_removed_at == null ? null : when(r.photos_removed_at),
    userName: String(r.user_name ?? ''),
    deviceName: r.device_name == null ? null : String(r.device_name),
    customerCode: r.customer_code == null ? null : String(r.customer_code),
    customerName: r.customer_name == null ? null : String(r.customer_name),
  };
}

const LIST_COLUMNS = sql`a.*, u.user_name, d.device_name, c.code as customer_code, c.name as customer_name`;
const LIST_JOINS = sql`join app_users u on u.id = a.user_id left join shop_devices d on d.device_no = a.device_no and d.shop_id = a.shop_id
  left join customers c on c.id = a.customer_id and c.shop_id = a.shop_id and c.erased_at is null`;

/** The content languages in the product's order, as a PostgreSQL array (constants, so written in the query). */
const LANGUAGE_ORDER = sql.raw(`array[${LANGUAGES.map((l) => `'${l}'`).join(', ')}]::text[]`);

/** The analyses of the app (`analyses`, `analysis_symptoms`): recorded once, never changed. */
export const analysisRepository = {
  async byClientId(db: DbOrTx, shopId: number, clientId: string) {
    const [row] = await db
      .select()
      .from(analyses)
      .where(and(eq(analyses.shopId, shopId), eq(analyses.clientId, clientId)))
      .limit(1);
    return row ?? null;
  },

  /**
   * Records an analysis unless its store has one with its clientId (null then: nothing was written). A concurrent
   * insert of the same clientId waits for the other transaction and then does nothing, on every instance.
   */
  async insert(db: DbOrTx, row: NewAnalysis) {
    const [made] = await db
      .insert(analyses)
      .values(row)
      .onConflictDoNothing({ target: [analyses.shopId, analyses.clientId] })
      .returning();
    return made ?? null;
  },

  /**
   * An erasure (issue 42): her analyses keep their symptoms (the data centre still counts them) but lose their
   * photos; answers the photo keys they named (thumbnails follow from them).
   */
  async dropCustomerImages(db: DbOrTx, shopId: number, customerId: number): Promise<string[]> {
    // RETURNING answers the new row: the keys come from the rows as they were (the update's own snapshot).
    const rows = await selectRows(
      db,
      sql`with hers as (select id, images from analyses where shop_id = ${shopId} and customer_id = ${customerId}
            and jsonb_array_length(images) > 0 for update),
          cleared as (update analyses a set images = '[]'::jsonb from hers where a.id = hers.id)
          select i ->> 'key' as key from hers, jsonb_array_elements(hers.images) i`,
    );
    return rows.map((r) => String(r.key));
  },

  /**
   * The photo retention (issue 42 item 6): empties the photos of at most `limit` of the store's analyses made before
   * `cutoff`, oldest first, and marks them removed at `now`; answers the analyses taken and the photo keys they
   * named (thumbnails follow from them). Rows another transaction holds are skipped (`SKIP LOCKED`), so instances
   * running it at once never take the same analysis; a row emptied meanwhile is no longer matched.
   */
  async takeExpiredPhotos(db: DbOrTx, shopId: number, cutoff: Date, limit: number, now: Date) {
    const rows = await selectRows(
      db,
      sql`with due as (select id, images from analyses where shop_id = ${shopId} and analysed_at < ${cutoff}
            and images <> '[]'::jsonb order by analysed_at, id limit ${limit} for update skip locked),
          cleared as (update analyses a set images = '[]'::jsonb, photos_removed_at = ${now} from due where a.id = due.id)
          select due.id, i ->> 'key' as key from due, jsonb_array_elements(due.images) i`,
    );
    return { analyses: new Set(rows.map((r) => num(r.id))).size, keys: rows.map((r) => String(r.key)) };
  },

  /**
   * What the retention's next run frees in a store (its cloud page): the analyses made before `cutoff` that still
   * have photos (at most `max` of them, oldest first, read from the retention index), their photos, and the bytes
   * of those photos and their thumbnails as stored. `more`: further analyses are due beyond `max`.
   */
  async expiredPhotoTotals(db: DbOrTx, shopId: number, cutoff: Date, max: number) {
    const [row] = await selectRows(
      db,
      sql`with due as (select id, images from analyses where shop_id = ${shopId} and analysed_at < ${cutoff}
            and images <> '[]'::jsonb order by analysed_at, id limit ${max + 1}),
          counted as (select images from due limit ${max}),
          keys as (select i ->> 'key' as key from counted, jsonb_array_elements(counted.images) i
            union all select i ->> 'thumbKey' from counted, jsonb_array_elements(counted.images) i)
          select (select count(*) from due) as due, (select count(*) from counted) as analyses,
            (select coalesce(sum(jsonb_array_length(images)), 0) from counted) as photos,
            (select coalesce(sum(f.size), 0) from keys join stored_files f on f.key = keys.key
              where f.shop_id = ${shopId}) as bytes`,
    );
    return {
      analyses: num(row?.analyses),
      photos: num(row?.photos),
      bytes: num(row?.bytes),
      more: num(row?.due) > max,
    };
  },

  async isCustomers(db: DbOrTx, shopId: number, id: number, customerId: number) {
    const rows = await db
      .select({ id: analyses.id })
      .from(analyses)
      .where(and(eq(analyses.id, id), eq(analyses.shopId, shopId), eq(analyses.customerId, customerId)))
      .limit(1);
    return rows.length > 0;
  },

  async setImages(db: DbOrTx, id: number, images: AnalysisImageRef[]) {
    const [row] = await db.update(analyses).set({ images }).where(eq(analyses.id, id)).returning();
    return row!;
  },

  async insertSymptoms(db: DbOrTx, a: AnalysisRow) {
    if (a.symptoms.length === 0) return;
    await db.insert(analysisSymptoms).values(symptomRowsOf(a));
  },

  /**
   * The names of `keys` in each content language as the store's labels name them: its own labels, and the
   * platform's in the content languages where the store has none of its own (as the app's content feed shows
   * them). What an analysis records with its symptoms; a key missing from the answer is no label the store sees.
   */
  async seenNames(db: DbOrTx, shopId: number, keys: readonly string[]): Promise<Map<string, Record<string, string>>> {
    const out = new Map<string, Record<string, string>>();
    if (keys.length === 0) return out;
    const rows = await selectRows(
      db,
      sql`select l.symptom_key, l.language, l.name from symptom_labels l
           where l.symptom_key in (${sql.join(
             keys.map((k) => sql`${k}`),
             sql`, `,
           )})
             and (l.shop_id = ${shopId} or (l.shop_id is null and not exists (
               select 1 from symptom_labels o where o.shop_id = ${shopId} and o.language = l.language)))`,
    );
    for (const r of rows) {
      const key = String(r.symptom_key);
      out.set(key, { ...out.get(key), [String(r.language)]: String(r.name) });
    }
    return out;
  },

  /**
   * The name in `language` recorded with the store's latest analysis of each of `keys` (one index probe of
   * analysis_symptoms per key), for the keys that have one: how the data centre names a symptom whose label in that
   * language is gone.
   */
  async recordedNames(db: DbOrTx, shopId: number, keys: readonly string[], language: string) {
    if (keys.length === 0) return new Map<string, string>();
    const rows = await selectRows(
      db,
      sql`select k.key, x.name from unnest(array[${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )}]::text[]) k(key) cross join lateral (
            select (select e -> 'n' ->> ${language} from jsonb_array_elements(a.symptoms) e where e ->> 'k' = k.key limit 1) as name
              from analysis_symptoms s join analyses a on a.id = s.analysis_id
             where s.shop_id = ${shopId} and s.symptom_key = k.key
             order by s.analysed_at desc, s.analysis_id desc limit 1) x
          where x.name is not null`,
    );
    return new Map(rows.map((r) => [String(r.key), String(r.name)]));
  },

  /**
   * How many analyses a label's symptom names (`symptomKey`): a store's label, the store's analyses; a label of the
   * platform's set in `language`, the analyses of every store that shows the platform's labels in it (it has none of
   * its own there), each store's an index count of analysis_symptoms.
   */
  async countNaming(db: DbOrTx, owner: number | null, symptomKey: string, language: string): Promise<number> {
    const rows =
      owner === null
        ? await selectRows(
            db,
            sql`select coalesce(sum(c.n), 0) as n from shops sh cross join lateral (
                  select count(*) as n from analysis_symptoms s where s.shop_id = sh.id and s.symptom_key = ${symptomKey}) c
                 where not exists (select 1 from symptom_labels o where o.shop_id = sh.id and o.language = ${language})`,
          )
        : await selectRows(
            db,
            sql`select count(*) as n from analysis_symptoms s where s.shop_id = ${owner} and s.symptom_key = ${symptomKey}`,
          );
    return num(rows[0]?.n);
  },

  /**
   * The names of symptoms as the store sees its labels (in each content language its own, else the platform's;
   * `shopId` null: the platform's): in `language` where a label of that language has the key, else in the first
   * language that has it (zh-CN, en-US, ... order), as the content's symptoms are named (symptomLabel/symptoms). A
   * key no label the store sees has, in any language, is left out: the console shows it as a symptom the store no
   * longer has. (A store whose labels are in English only, read in Thai, sees its English names, not every
   * symptom as gone.)
   */
  async symptomNames(db: DbOrTx, shopId: number | null, language: string): Promise<Map<string, LiveName>> {
    const seen =
      shopId === null
        ? sql`l.shop_id is null`
        : sql`(l.shop_id = ${shopId} or (l.shop_id is null and not exists (
               select 1 from symptom_labels o where o.shop_id = ${shopId} and o.language = l.language)))`;
    const rows = await selectRows(
      db,
      sql`select distinct on (l.symptom_key) l.symptom_key, l.name, l.language from symptom_labels l
           where l.symptom_key is not null and ${seen}
           order by l.symptom_key, l.language = ${language} desc, array_position(${LANGUAGE_ORDER}, l.language::text),
                    l.id`,
    );
    return new Map(
      rows.map((r) => [String(r.symptom_key), { name: String(r.name), language: String(r.language) as Language }]),
    );
  },

  async count(db: DbOrTx, shopId: number, f: Partial<TAnalysisQueryRequest>) {
    const rows = await selectRows(db, sql`select count(*) as n from analyses a where ${filterSql(shopId, f)}`);
    return num(rows[0]?.n);
  },

  /** A page of the list, newest first (the id breaks ties). */
  async list(db: DbOrTx, shopId: number, f: Partial<TAnalysisQueryRequest>, limit: number, offset = 0) {
    const rows = await selectRows(
      db,
      sql`select ${LIST_COLUMNS} from (
            select a.* from analyses a where ${filterSql(shopId, f)}
             order by a.analysed_at desc, a.id desc limit ${limit} offset ${offset}) a
          ${LIST_JOINS} order by a.analysed_at desc, a.id desc`,
    );
    return rows.map(listRow);
  },

  async get(db: DbOrTx, shopId: number, id: number) {
    const rows = await selectRows(
      db,
      sql`select ${LIST_COLUMNS} from analyses a ${LIST_JOINS} where a.id = ${id} and a.shop_id = ${shopId}`,
    );
    return rows[0] ? listRow(rows[0]) : null;
  },

  /**
   * Analyses per store (the platform's view: counts, never photos), a page of stores by id; each store's counts
   * are index scans of its own rows (analyses_shop_time_idx), for the stores of the page only. `days` counts the
   * analyses whose day on the device's clock (`analysed_day`, what the data centre counts) is in it; the instants
   * read are those days widened by the furthest offsets a clock can have, and the day decides.
   */
  async perStore(
    db: DbOrTx,
    shopName: string | null | undefined,
    limit: number,
    offset: number,
    days: { from: string; to: string },
  ) {
    const name = shopName ? sql`where s.name ilike ${likeContains(shopName)}` : sql``;
    const after = new Date(Date.parse(`${days.from}T00:00:00Z`) - CLOCK_OFFSET_MS);
    const before = new Date(Date.parse(`${days.to}T00:00:00Z`) + DAY_MS + CLOCK_OFFSET_MS);
    const rows = await selectRows(
      db,
      sql`select p.id, p.name, p.stores, c.total, c.last_at, r.last30d from (
            select s.id, s.name, count(*) over () as stores from shops s ${name} order by s.id limit ${limit} offset ${offset}
          ) p cross join lateral (
            select count(*) as total, max(a.analysed_at) as last_at from analyses a where a.shop_id = p.id) c
          cross join lateral (
            select count(*) as last30d from analyses a
             where a.shop_id = p.id and a.analysed_at >= ${after} and a.analysed_at < ${before}
               and a.analysed_day between ${days.from} and ${days.to}) r
          order by p.id`,
    );
    return {
      total: num(rows[0]?.stores),
      rows: rows.map(
        (r): TAnalysisShopCount => ({
          shopId: num(r.id),
          shopName: String(r.name),
          total: num(r.total),
          last30d: num(r.last30d),
          lastAnalysedAt: r.last_at == null ? null : when(r.last_at).toISOString(),
        }),
      ),
    };
  },
};
