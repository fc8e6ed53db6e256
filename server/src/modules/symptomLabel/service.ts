import {
  contentLanguages,
  DEFAULT_DEGREE_COLORS,
  LANGUAGES,
  type Language,
  SYMPTOM_DEGREES,
  SYMPTOM_KEY_RE,
  type TContentLanguages,
  type TSymptomChoice,
  type TSymptomLabel,
  type TSymptomLabelAddRequest,
  type TSymptomLabelCopyResponse,
  type TSymptomLabelImportResponse,
  type TSymptomLabelList,
  type TSymptomLabelPage,
  type TSymptomLabelQueryRequest,
  type TSymptomLabelUpdateRequest,
  type TSymptomLabelUsage,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { analysisRepository } from '../analysis/repository.js';
import { symptomLabelRepository as repo, type SymptomLabelInsert, type SymptomLabelRow } from './repository.js';
import { buildTemplate, type LabelFault, labelRefusal, parseTemplate, type TemplateRow } from './template.js';

/** `storeMade`: a store's label whose symptom the platform's set does not have in its language (see `present`). */
export function presentLabel(r: SymptomLabelRow, storeMade = false): TSymptomLabel {
  return {
    id: r.id,
    shopId: r.shopId,
    language: r.language as Language,
    parentId: r.parentId,
    name: r.name,
    symptomKey: r.symptomKey,
    degrees: [
      { degree: 1, color: r.mildColor },
      { degree: 2, color: r.moderateColor },
      { degree: 3, color: r.severeColor },
    ],
    description: r.description,
    formationReason: r.formationReason,
    careSuggestions: r.careSuggestions,
    sort: r.sort,
    storeMade,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const isStoreLabel = (r: SymptomLabelRow) => r.shopId !== null && r.parentId !== null && r.symptomKey !== null;

/**
 * Labels as answers show them, each of a store's labels marked `storeMade` when the platform's set has no label with
 * its symptom key in its language: a symptom the store added itself (added or imported), rather than one that came
 * from the platform's set when the store was set up (edited or not). Types are never marked.
 */
async function present(db: DbOrTx, rows: SymptomLabelRow[]): Promise<TSymptomLabel[]> {
  const languages = [...new Set(rows.filter(isStoreLabel).map((r) => r.language))];
  const platform = new Map(await Promise.all(languages.map(async (l) => [l, await repo.keys(db, null, l)] as const)));
  return rows.map((r) => presentLabel(r, isStoreLabel(r) && !platform.get(r.language)!.has(r.symptomKey!)));
}

/** Whose labels a read shows: a store its own; the platform its master set, or a store it names. */

function colorsOf(degrees: { degree: number; color: string }[] | undefined, base?: SymptomLabelRow) {
  const pick = (d: 1 | 2 | 3, current: string | undefined) =>
    degrees?.find((x) => x.degree === d)?.color ?? current ?? DEFAULT_DEGREE_COLORS[d];
  return {
    mildColor: pick(1, base?.mildColor),
    moderateColor: pick(2, base?.moderateColor),
    severeColor: pick(3, base?.severeColor),
  };
}

function rowToTemplate(r: SymptomLabelRow, typeName: string): Omit<TemplateRow, 'row'> {
  return {
    type: typeName,
    name: r.name,
    symptomKey: r.symptomKey ?? '',
    colors: [r.mildColor, r.moderateColor, r.severeColor],
    description: r.description,
    formationReason: r.formationReason,
    careSuggestions: r.careSuggestions,
  };
}

const compact = (r: SymptomLabelRow) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The sheet rows of each value `keyOf` gives. */
function groupRows(rows: TemplateRow[], keyOf: (r: TemplateRow) => string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = out.get(k);
    if (list) list.push(r.row);
    else out.set(k, [r.row]);
  }
  return out;
}

export function createSymptomLabelService(db: Db) {
  async function uniqueGuard<T>(fn: () => Promise<T>, name: string, key: string | null | undefined): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err, 'symptom_labels_name_uq'))
        throw new AppError('LABEL_NAME_TAKEN', { params: { name } });
      if (isUniqueViolation(err, 'symptom_labels_key_uq'))
        throw new AppError('LABEL_KEY_TAKEN', { params: { key: key ?? '' } });
      throw err;
    }
  }

  return {
    /** The content languages the owner has rows in, with how many. */
    async languages(owner: number | null): Promise<TContentLanguages> {
      return contentLanguages(await repo.languages(db, owner));
    },

    degrees: () => SYMPTOM_DEGREES.map((degree) => ({ degree, color: DEFAULT_DEGREE_COLORS[degree] })),

    /**
     * The symptoms content of `owner` may refer to (products, cases), one per symptom key, named in `language`
     * when the owner has that translation, else in the first language it has (zh-CN, en-US, ... order).
     */
    async symptoms(owner: number | null, language: Language, tx: DbOrTx = db): Promise<TSymptomChoice[]> {
      const rows = await repo.symptoms(tx, owner);
      const rank = (l: string) => (l === language ? -1 : LANGUAGES.indexOf(l as Language));
      const best = new Map<string, (typeof rows)[number]>();
      for (const r of rows) {
        const seen = best.get(r.symptomKey);
        if (!seen || rank(r.language) < rank(seen.language)) best.set(r.symptomKey, r);
      }
      // In the order of the tree of the reader's language where it has the key, else the first one seen.
      return [...best.values()].map((r) => ({
        symptomKey: r.symptomKey,
        name: r.name,
        typeName: r.typeName,
        language: r.language as Language,
        degrees: [
          { degree: 1, color: r.mildColor },
          { degree: 2, color: r.moderateColor },
          { degree: 3, color: r.severeColor },
        ],
      }));
    },

    /** A page of the owner's labels (the route's resolved scope: a store, or null for the platform's master set). */
    async page(
      owner: number | null,
      q: TSymptomLabelQueryRequest,
      page: number,
      pageSize: number,
    ): Promise<TSymptomLabelPage> {
      const { rows, total } = await repo.page(db, owner, q, pageSize, (page - 1) * pageSize);
      return { list: await present(db, rows), total, page, pageSize };
    },

    /** Every label of an owner in one language: a store's, or (null) the platform's master set. */
    async all(owner: number | null, language: Language): Promise<TSymptomLabelList> {
      const [rows, ownerTotal] = await Promise.all([repo.all(db, owner, language), repo.ownerTotal(db, owner)]);
      return { list: await present(db, rows), ownerTotal };
    },

    async add(owner: number | null, input: TSymptomLabelAddRequest): Promise<TSymptomLabel> {
      const parentId = input.parentId ?? null;
      if (parentId !== null && !input.symptomKey) throw new AppError('LABEL_KEY_REQUIRED');
      return uniqueGuard(
        () =>
          db.transaction(async (tx) => {
            if (parentId !== null) {
              const parent = await repo.byId(tx, owner, parentId, true);
              if (!parent || parent.parentId !== null || parent.language !== input.language)
                throw new AppError('LABEL_PARENT_INVALID');
            }
            if (await repo.nameTaken(tx, owner, input.language, parentId, input.name))
              throw new AppError('LABEL_NAME_TAKEN', { params: { name: input.name } });
            if (parentId !== null && (await repo.keyTaken(tx, owner, input.language, input.symptomKey!)))
              throw new AppError('LABEL_KEY_TAKEN', { params: { key: input.symptomKey! } });
            const [row] = await repo.insert(tx, [
              {
                shopId: owner,
                language: input.language,
                parentId,
                name: input.name,
                symptomKey: input.symptomKey ?? null,
                ...colorsOf(input.degrees),
                description: input.description ?? '',
                formationReason: input.formationReason ?? '',
                careSuggestions: input.careSuggestions ?? '',
                sort: input.sort ?? (await repo.nextSort(tx, owner, input.language, parentId)),
              },
            ]);
            return (await present(tx, [row!]))[0]!;
          }),
        input.name,
        input.symptomKey,
      );
    },

    async update(owner: number | null, id: number, input: TSymptomLabelUpdateRequest): Promise<TSymptomLabel> {
      return uniqueGuard(
        () =>
          db.transaction(async (tx) => {
            const row = await repo.byId(tx, owner, id, true);
            if (!row) throw new AppError('LABEL_NOT_FOUND');
            const key = input.symptomKey === undefined ? row.symptomKey : input.symptomKey;
            if (row.parentId !== null && !key) throw new AppError('LABEL_KEY_REQUIRED');
            if (await repo.nameTaken(tx, owner, row.language, row.parentId, input.name, id))
              throw new AppError('LABEL_NAME_TAKEN', { params: { name: input.name } });
            if (row.parentId !== null && key && (await repo.keyTaken(tx, owner, row.language, key, id)))
              throw new AppError('LABEL_KEY_TAKEN', { params: { key } });
            const updated = await repo.update(tx, id, {
              name: input.name,
              symptomKey: key ?? null,
              ...colorsOf(input.degrees, row),
              description: input.description ?? row.description,
              formationReason: input.formationReason ?? row.formationReason,
              careSuggestions: input.careSuggestions ?? row.careSuggestions,
              sort: input.sort ?? row.sort,
            });
            return (await present(tx, [updated]))[0]!;
          }),
        input.name,
        input.symptomKey,
      );
    },

    /**
     * How many analyses name the label's symptom (what its delete dialog says): the store's, or for a platform label
     * those of the stores showing the platform's labels in its language. A label type names none.
     */
    async usage(owner: number | null, id: number): Promise<TSymptomLabelUsage> {
      const row = await repo.byId(db, owner, id);
      if (!row) throw new AppError('LABEL_NOT_FOUND');
      if (!row.symptomKey || row.parentId === null) return { analyses: 0 };
      return { analyses: await analysisRepository.countNaming(db, owner, row.symptomKey, row.language) };
    },

    /** A type that still has labels is refused; the deleted row is audited. */
    async delete(auth: AuthContext, owner: number | null, id: number) {
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, owner, id, true);
        if (!row) throw new AppError('LABEL_NOT_FOUND');
        if (row.parentId === null && (await repo.childCount(tx, id)) > 0) throw new AppError('LABEL_TYPE_HAS_LABELS');
        await repo.delete(tx, [id]);
        await audit(tx, auth, {
          action: 'symptomLabel.delete',
          targetType: 'symptomLabel',
          targetId: id,
          before: compact(row),
        });
        return { id };
      });
    },

    /** Replaces all of the store's labels (every language) with a copy of the platform's, in one transaction. */
    async copyToShop(auth: AuthContext, shopId: number): Promise<TSymptomLabelCopyResponse> {
      return db.transaction(async (tx) => {
        await repo.lockOwner(tx, shopId);
        const removed = await repo.deleteOwner(tx, shopId);
        const master = await repo.allOfOwner(tx, null);
        const now = new Date();
        const copy = (r: SymptomLabelRow, parentId: number | null): SymptomLabelInsert => ({
          shopId,
          language: r.language,
          parentId,
          name: r.name,
          symptomKey: r.symptomKey,
          mildColor: r.mildColor,
          moderateColor: r.moderateColor,
          severeColor: r.severeColor,
          description: r.description,
          formationReason: r.formationReason,
          careSuggestions: r.careSuggestions,
          sort: r.sort,
          createdAt: now,
          updatedAt: now,
        });
        const types = master.filter((r) => r.parentId === null);
        const newTypes = await repo.insert(
          tx,
          types.map((t) => copy(t, null)),
        );
        const idMap = new Map(types.map((t, i) => [t.id, newTypes[i]!.id]));
        const labels = master.filter((r) => r.parentId !== null && idMap.has(r.parentId));
        await repo.insert(
          tx,
          labels.map((l) => copy(l, idMap.get(l.parentId!)!)),
        );
        const result = { deleted: removed.length, copied: types.length + labels.length };
        await audit(tx, auth, {
          action: 'symptomLabel.copyToShop',
          targetType: 'shop',
          targetId: shopId,
          before: removed.map(compact),
          after: result,
        });
        return result;
      });
    },

    /** The blank template of a language, or the owner's labels of that language in it (export). */
    async template(owner: number | null, language: Language, withRows: boolean) {
      if (!withRows) return buildTemplate(language, [], { example: true });
      const rows = await repo.all(db, owner, language);
      const types = rows.filter((r) => r.parentId === null);
      const out: Omit<TemplateRow, 'row'>[] = [];
      for (const t of types) {
        const children = rows.filter((r) => r.parentId === t.id);
        if (children.length === 0) {
          out.push({
            type: t.name,
            name: '',
            symptomKey: '',
            colors: ['', '', ''],
            description: '',
            formationReason: '',
            careSuggestions: '',
          });
        }
        for (const c of children) out.push(rowToTemplate(c, t.name));
      }
      return buildTemplate(language, out);
    },

    /**
     * `batchAdd`: the whole template or nothing. Types named in the file are found or created; every label
     * must be new (in the file and against the owner's labels). Any fault refuses the file with every fault of
     * every row listed (labelRefusal: 500901 with the repeated label's name, 500910 with the symptom key, ...).
     */
    async importTemplate(
      auth: AuthContext,
      owner: number | null,
      language: Language,
      data: Buffer,
      truncated: boolean,
      lang: Language,
    ): Promise<TSymptomLabelImportResponse> {
      const { rows: parsed, faults } = await parseTemplate(data, truncated, language);
      const fault = (
        row: number,
        column: number,
        kind: LabelFault['kind'],
        key: string,
        params: LabelFault['params'],
      ) => faults.push({ row, column, kind, key, params });
      const others = (rows: number[], row: number) => rows.filter((r) => r !== row).join(', ');
      // Within the file: the same label under the same type, or the same symptom key twice.
      const labelKey = (r: TemplateRow) => `${r.type.toLowerCase()}\u0000${r.name.toLowerCase()}`;
      const named = parsed.filter((r) => r.type && r.name);
      const withKey = named.filter((r) => SYMPTOM_KEY_RE.test(r.symptomKey));
      const byName = groupRows(named, labelKey);
      const byKey = groupRows(withKey, (r) => r.symptomKey);
      for (const r of named) {
        const rows = byName.get(labelKey(r))!;
        if (rows.length > 1)
          fault(r.row, 1, 'name', 'importLabelRepeated', { name: r.name, rows: others(rows, r.row) });
      }
      for (const r of withKey) {
        const rows = byKey.get(r.symptomKey)!;
        if (rows.length > 1)
          fault(r.row, 2, 'key', 'importKeyRepeated', { key: r.symptomKey, rows: others(rows, r.row) });
      }
      return db.transaction(async (tx) => {
        await repo.lockOwner(tx, owner);
        const existing = await repo.all(tx, owner, language);
        const typeIds = new Map(existing.filter((r) => r.parentId === null).map((r) => [r.name.toLowerCase(), r.id]));
        const existingNames = new Set(
          existing.filter((r) => r.parentId !== null).map((r) => `${r.parentId}\u0000${r.name.toLowerCase()}`),
        );
        const existingKeys = new Set(existing.filter((r) => r.parentId !== null).map((r) => r.symptomKey));
        // Against the owner's labels: every row whose name or key can be compared, faulty or not.
        for (const r of named) {
          const typeId = typeIds.get(r.type.toLowerCase());
          if (typeId !== undefined && existingNames.has(`${typeId}\u0000${r.name.toLowerCase()}`))
            fault(r.row, 1, 'name', 'labelNameTaken', { name: r.name });
        }
        for (const r of withKey) {
          if (existingKeys.has(r.symptomKey)) fault(r.row, 2, 'key', 'labelKeyTaken', { key: r.symptomKey });
        }
        if (faults.length > 0) throw labelRefusal(faults, lang);
        const now = new Date();
        const newTypeNames: string[] = [];
        for (const r of parsed) {
          const lower = r.type.toLowerCase();
          if (!typeIds.has(lower) && !newTypeNames.some((n) => n.toLowerCase() === lower)) newTypeNames.push(r.type);
        }
        let typeSort = await repo.nextSort(tx, owner, language, null);
        const createdTypes = await repo.insert(
          tx,
          newTypeNames.map((name) => ({
            shopId: owner,
            language,
            parentId: null,
            name,
            ...colorsOf(undefined),
            sort: typeSort++,
            createdAt: now,
            updatedAt: now,
          })),
        );
        for (const t of createdTypes) typeIds.set(t.name.toLowerCase(), t.id);
        const nextSort = new Map<number, number>();
        for (const r of existing) {
          if (r.parentId !== null) nextSort.set(r.parentId, Math.max(nextSort.get(r.parentId) ?? 0, r.sort + 1));
        }
        const labels: SymptomLabelInsert[] = [];
        for (const r of parsed) {
          if (!r.name) continue;
          const parentId = typeIds.get(r.type.toLowerCase())!;
          const sort = nextSort.get(parentId) ?? 0;
          nextSort.set(parentId, sort + 1);
          labels.push({
            shopId: owner,
            language,
            parentId,
            name: r.name,
            symptomKey: r.symptomKey,
            mildColor: r.colors[0],
            moderateColor: r.colors[1],
            severeColor: r.colors[2],
            description: r.description,
            formationReason: r.formationReason,
            careSuggestions: r.careSuggestions,
            sort,
            createdAt: now,
            updatedAt: now,
          });
        }
        await repo.insert(tx, labels);
        const result = { types: createdTypes.length, labels: labels.length };
        await audit(tx, auth, {
          action: 'symptomLabel.import',
          targetType: 'symptomLabel',
          targetId: language,
          after: result,
        });
        return result;
      });
    },
  };
}
export type SymptomLabelService = ReturnType<typeof createSymptomLabelService>;
