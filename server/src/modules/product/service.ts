import {
  IMPORT_FAULTS_MAX,
  isMessageKey,
  type Language,
  PRODUCT_BATCH_MAX_ROWS,
  type TDegree,
  type TImportFault,
  type TProduct,
  type TProductBatchAddResponse,
  type TProductInput,
  type TProductPage,
  type TProductQueryRequest,
  type TSymptomChoice,
  translate,
  ZProductInput,
} from '@skin/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { type PageRequest, pagedList } from '../../lib/sql.js';
import type { ScreenFiles } from '../file/service.js';
import { productTypeRepository as types } from '../productType/repository.js';
import type { SymptomLabelService } from '../symptomLabel/service.js';
import { type ProductListRow, productRepository as repo } from './repository.js';
import { buildProductTemplate, columnName, parseProductSheet, type SheetContext, type SheetFault } from './sheet.js';

/** A fault of a batch row before translation: the field as the API names it, a message key and its parameters. */
type Fault = SheetFault;

/** One row of a batch: what was sent, where it came from (row number) and faults already found reading it. */
export interface BatchRow {
  row: number;
  raw: unknown;
  faults?: Fault[];
  /** Renames a field in a fault (a spreadsheet names symptoms by their column pair). */
  field?: (field: string) => string;
}

const FIELDS = ['typeId', 'name', 'image', 'link', 'advantages', 'symptoms'] as const;
type Field = (typeof FIELDS)[number];

/** A zod issue's message key: ours where the rule names one, else "required" or "invalid value". */
function issueKey(issue: { message: string; code: string }): string {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'required';
  return 'invalidValue';
}

/**
 * Checks one row field by field with the rules of `product/add`, so every fault of the row is found (not only
 * the first) and the fields that passed can still be checked against the store.
 */
function checkFields(b: BatchRow): { value: Partial<TProductInput>; faults: Fault[] } {
  const faults: Fault[] = [];
  const value: Partial<Record<Field, unknown>> = {};
  if (!b.raw || typeof b.raw !== 'object' || Array.isArray(b.raw)) {
    return { value: {}, faults: [{ row: b.row, field: 'row', key: 'invalidValue' }] };
  }
  const raw = b.raw as Record<string, unknown>;
  const already = b.faults ?? [];
  for (const f of FIELDS) {
    if (already.some((x) => x.field === f || x.field.startsWith(`${f}.`))) continue;
    const r = ZProductInput.shape[f].safeParse(raw[f]);
    if (r.success) value[f] = r.data;
    else
      for (const issue of r.error.issues)
        faults.push({ row: b.row, field: [f, ...issue.path.map(String)].join('.'), key: issueKey(issue) });
  }
  return { value: value as Partial<TProductInput>, faults };
}

const iso = (d: Date) => d.toISOString();

export function createProductService(db: Db, files: ScreenFiles, labels: SymptomLabelService) {
  async function choicesOf(shopId: number, lang: Language, tx: DbOrTx = db) {
    return new Map((await labels.symptoms(shopId, lang, tx)).map((c) => [c.symptomKey, c]));
  }

  async function present(r: ProductListRow, choices: Map<string, TSymptomChoice>): Promise<TProduct> {
    const p = r.product;
    return {
      id: p.id,
      shopId: p.shopId,
      typeId: p.typeId,
      typeName: r.typeName,
      name: p.name,
      image: p.image,
      imageUrl: p.image ? (await files.presign(p.image)).url : null,
      link: p.link,
      advantages: p.advantages,
      symptoms: r.symptoms.map((s) => {
        const c = choices.get(s.k);
        return {
          symptomKey: s.k,
          name: c?.name ?? null,
          degree: s.d as TDegree,
          color: c?.degrees.find((d) => d.degree === s.d)?.color ?? null,
        };
      }),
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    };
  }

  /** Product writes of one store take turns, so name checks cannot race (the unique index stays the last word). */
  const lockStore = (tx: DbOrTx, shopId: number) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext('products'), ${shopId})`);

  async function nameGuard<T>(name: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err, 'products_name_uq')) throw new AppError('PRODUCT_NAME_TAKEN', { params: { name } });
      throw err;
    }
  }

  /** The checks of a single add or update against the store: its type, a free name, known symptoms, a free image. */
  async function checkAgainstStore(
    tx: DbOrTx,
    shopId: number,
    input: TProductInput,
    lang: Language,
    current?: { id: number; keys: Set<string> },
  ) {
    const id = current?.id;
    // Share-locks the type: deleting it waits for this product and then sees it.
    if (!(await types.byId(tx, shopId, input.typeId, 'share')))
      throw new AppError('PRODUCT_TYPE_INVALID', { fields: { typeId: 'productTypeInvalid' } });
    if ((await repo.takenNames(tx, shopId, [input.name], id)).size > 0)
      throw new AppError('PRODUCT_NAME_TAKEN', { params: { name: input.name } });
    if (input.symptoms?.length) {
      const known = await choicesOf(shopId, lang, tx);
      input.symptoms.forEach((s, i) => {
        // A symptom the product already names may stay after the store dropped its label (shown struck through).
        if (!known.has(s.symptomKey) && !current?.keys.has(s.symptomKey))
          throw new AppError('PRODUCT_SYMPTOM_UNKNOWN', {
            params: { row: i + 1, key: s.symptomKey },
            datas: { row: i + 1, symptomKey: s.symptomKey },
          });
      });
    }
  }

  const service = {
    /** A page of the store's products, newest first, filtered by type, name (contains) and symptom. */
    async page(shopId: number, q: TProductQueryRequest, p: PageRequest, lang: Language): Promise<TProductPage> {
      const f = { typeId: q.typeId ?? undefined, name: q.name || undefined, symptomKey: q.symptomKey || undefined };
      return pagedList(
        p,
        async (limit, offset) => {
          const [rows, total, choices] = await Promise.all([
            repo.page(db, shopId, f, limit, offset),
            repo.count(db, shopId, f),
            choicesOf(shopId, lang),
          ]);
          return { rows: await Promise.all(rows.map((r) => present(r, choices))), total };
        },
        (x) => x,
      );
    },

    async get(shopId: number, id: number, lang: Language): Promise<TProduct> {
      const [row, choices] = await Promise.all([repo.get(db, shopId, id), choicesOf(shopId, lang)]);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      return present(row, choices);
    },

    async add(_auth: AuthContext, shopId: number, input: TProductInput, lang: Language): Promise<TProduct> {
      const id = await nameGuard(input.name, () =>
        db.transaction(async (tx) => {
          await lockStore(tx, shopId);
          await checkAgainstStore(tx, shopId, input, lang);
          await files.swapImages(tx, shopId, { image: { next: input.image ?? null, previous: null } });
          const [row] = await repo.insert(tx, [
            {
              shopId,
              typeId: input.typeId,
              name: input.name,
              image: input.image ?? null,
              link: input.link ?? '',
              advantages: input.advantages,
            },
          ]);
          await repo.setSymptoms(tx, shopId, row!.id, input.symptoms ?? [], false);
          return row!.id;
        }),
      );
      return service.get(shopId, id, lang);
    },

    /**
     * Replaces a product's fields. Left out: `image`, `link` and `symptoms` stay as they are; `image: null`
     * removes the picture. A replaced or removed image is deleted from storage after the commit.
     */
    async update(_auth: AuthContext, shopId: number, id: number, input: TProductInput, lang: Language) {
      await nameGuard(input.name, () =>
        db.transaction(async (tx) => {
          await lockStore(tx, shopId);
          const row = await repo.lock(tx, shopId, id);
          if (!row) throw new AppError('PRODUCT_NOT_FOUND');
          const keys = new Set((await repo.symptomsOf(tx, id)).map((x) => x.k));
          await checkAgainstStore(tx, shopId, input, lang, { id, keys });
          await files.swapImages(tx, shopId, { image: { next: input.image, previous: row.image } });
          await repo.update(tx, id, {
            typeId: input.typeId,
            name: input.name,
            advantages: input.advantages,
            ...(input.image !== undefined && { image: input.image }),
            ...(input.link !== undefined && { link: input.link }),
          });
          if (input.symptoms) await repo.setSymptoms(tx, shopId, id, input.symptoms, true);
        }),
      );
      files.afterCommit();
      return service.get(shopId, id, lang);
    },

    /** Deletes a product with its symptoms; its image leaves storage after the commit. Audited. */
    async delete(auth: AuthContext, shopId: number, id: number) {
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, shopId, id);
        if (!row) throw new AppError('PRODUCT_NOT_FOUND');
        const symptoms = await repo.symptomsOf(tx, id);
        await repo.delete(tx, id);
        await files.swapImages(tx, shopId, { image: { next: null, previous: row.image } });
        await audit(tx, auth, {
          action: 'product.delete',
          targetType: 'product',
          targetId: id,
          before: { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt), symptoms },
        });
      });
      files.afterCommit();
      return { id };
    },

    /**
     * Adds every row or none. Each row is checked field by field and against the store (its type, a name new
     * to the store and to the batch, known symptoms, the store's own unused image); any fault refuses the
     * whole batch with 600108 listing every fault (row, column, field, message in `lang`).
     */
    async batchAdd(
      auth: AuthContext,
      shopId: number,
      rows: BatchRow[],
      lang: Language,
    ): Promise<TProductBatchAddResponse> {
      if (rows.length === 0) throw new AppError('PRODUCT_BATCH_EMPTY');
      if (rows.length > PRODUCT_BATCH_MAX_ROWS)
        throw new AppError('PRODUCT_BATCH_TOO_MANY', { params: { max: PRODUCT_BATCH_MAX_ROWS } });
      const faults: Fault[] = rows.flatMap((r) => r.faults ?? []);
      const checked = rows.map((b) => {
        const { value, faults: found } = checkFields(b);
        faults.push(...found);
        return { row: b.row, value };
      });
      const fault = (row: number, field: string, key: string, params?: Fault['params']) =>
        faults.push({ row, field, key, params });

      const refuse = () => {
        const rename = new Map(rows.map((r) => [r.row, r.field ?? ((f: string) => f)]));
        const order = (f: string) => {
          const i = FIELDS.indexOf(f.split('.')[0] as Field);
          return i < 0 ? -1 : i;
        };
        const sorted = faults.sort(
          (a, b) => a.row - b.row || order(a.field) - order(b.field) || a.field.localeCompare(b.field),
        );
        const list: TImportFault[] = sorted.slice(0, IMPORT_FAULTS_MAX).map((x) => {
          const field = rename.get(x.row)!(x.field);
          return { row: x.row, column: columnName(lang, field), field, message: translate(lang, x.key, x.params) };
        });
        return new AppError('PRODUCT_BATCH_INVALID', {
          params: { count: sorted.length },
          datas: { rows: list, faultCount: sorted.length },
        });
      };

      const result = await nameGuard('', () =>
        db.transaction(async (tx) => {
          await lockStore(tx, shopId);
          // Types: the store's own, share-locked like a single add.
          const typeIds = [...new Set(checked.flatMap((c) => (c.value.typeId ? [c.value.typeId] : [])))];
          const found = new Set((await types.lockShared(tx, shopId, typeIds)).map((t) => t.id));
          for (const c of checked)
            if (c.value.typeId !== undefined && !found.has(c.value.typeId))
              fault(c.row, 'typeId', 'productTypeInvalid');
          // Names: new to the batch and to the store, in any case.
          const byName = new Map<string, number[]>();
          for (const c of checked)
            if (c.value.name)
              byName.set(c.value.name.toLowerCase(), [...(byName.get(c.value.name.toLowerCase()) ?? []), c.row]);
          const taken = await repo.takenNames(tx, shopId, [...byName.keys()]);
          for (const c of checked) {
            if (!c.value.name) continue;
            const lower = c.value.name.toLowerCase();
            const others = byName.get(lower)!.filter((r) => r !== c.row);
            if (taken.has(lower)) fault(c.row, 'name', 'productNameTaken', { name: c.value.name });
            else if (others.length) fault(c.row, 'name', 'productNameRepeated', { rows: others.join(', ') });
          }
          // Symptoms: the store's symptom keys.
          const known = await choicesOf(shopId, lang, tx);
          for (const c of checked)
            c.value.symptoms?.forEach((s, i) => {
              if (!known.has(s.symptomKey))
                fault(c.row, `symptoms.${i}.symptomKey`, 'productSymptomUnknown', { row: i + 1, key: s.symptomKey });
            });
          // Images: each the store's own, shown by no other product and by one row only.
          const byImage = new Map<string, number[]>();
          for (const c of checked)
            if (c.value.image) byImage.set(c.value.image, [...(byImage.get(c.value.image) ?? []), c.row]);
          // Claiming marks each image in use; a refusal rolls the claims back with the rest.
          for (const [key, at] of byImage) {
            if (at.length > 1 || !(await files.claimImage(tx, shopId, key)))
              for (const row of at) fault(row, 'image', 'imageKeyInvalid');
          }
          if (faults.length > 0) throw refuse();

          const now = new Date();
          const inserted = await repo.insert(
            tx,
            checked.map(({ value: v }) => ({
              shopId,
              typeId: v.typeId!,
              name: v.name!,
              image: v.image ?? null,
              link: v.link ?? '',
              advantages: v.advantages!,
              createdAt: now,
              updatedAt: now,
            })),
          );
          await repo.insertSymptoms(
            tx,
            checked.flatMap(({ value: v }, i) =>
              (v.symptoms ?? []).map((s, sort) => ({
                productId: inserted[i]!.id,
                shopId,
                symptomKey: s.symptomKey,
                degree: s.degree,
                sort,
              })),
            ),
          );
          const out = { added: inserted.length, ids: inserted.map((r) => r.id) };
          await audit(tx, auth, { action: 'product.batchAdd', targetType: 'product', targetId: 'batch', after: out });
          return out;
        }),
      );
      return result;
    },

    /** What a spreadsheet names: the store's types and its symptoms in `language`. */
    async sheetContext(shopId: number, language: Language): Promise<SheetContext> {
      const [typeRows, symptoms] = await Promise.all([types.list(db, shopId), labels.symptoms(shopId, language)]);
      return { types: typeRows, symptoms };
    },

    /** `product/template`: the store's spreadsheet template in `language` (its types and symptoms as lists). */
    async template(shopId: number, language: Language) {
      return buildProductTemplate(language, await service.sheetContext(shopId, language));
    },

    /** `product/batchAdd` with a spreadsheet: read it, then add its rows like any batch (images come later). */
    async importSheet(auth: AuthContext, shopId: number, data: Buffer, truncated: boolean, lang: Language) {
      const rows = await parseProductSheet(data, truncated, (language) => service.sheetContext(shopId, language));
      return service.batchAdd(
        auth,
        shopId,
        rows.map((r) => ({
          row: r.row,
          raw: r.input,
          faults: r.faults,
          field: (f: string) => {
            const m = /^symptoms\.(\d+)\.(.+)$/.exec(f);
            // Faults found while reading already name the column pair; later ones name the position in the list.
            if (!m || r.faults.some((x) => x.field === f)) return f;
            return `symptoms.${r.symptomColumns[Number(m[1])] ?? m[1]}.${m[2]}`;
          },
        })),
        lang,
      );
    },
  };
  return service;
}
