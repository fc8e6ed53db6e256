import {
  dateInputEnd,
  dateInputStart,
  type Language,
  type TTreatmentCase,
  type TTreatmentCaseDeleteResponse,
  type TTreatmentCasePage,
  type TTreatmentCaseQueryRequest,
  type TTreatmentCaseSaveRequest,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import type { PageRequest } from '../../lib/sql.js';
import type { ScreenFiles } from '../file/service.js';
import type { SymptomLabelService } from '../symptomLabel/service.js';
import { treatmentCaseRepository as repo, type TreatmentCaseRow } from './repository.js';

/** The columns a save writes (add and update take the whole case). */
const columnsOf = (input: TTreatmentCaseSaveRequest) => ({
  description: input.description,
  symptomKey: input.symptomKey,
  beforeImage: input.beforeImage,
  afterImage: input.afterImage ?? null,
  cycleMonths: input.cycleMonths,
});

/** The row as the audit log keeps it (keys, not signed URLs). */
const auditRow = (r: TreatmentCaseRow) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Treatment cases of an owner (a store, or the platform's own set: `owner` null). A case names one of the
 * owner's symptoms by its stable key (checked on every write) and owns its images: a replaced or deleted
 * case's images are released with it.
 */
export function createTreatmentCaseService(db: Db, files: ScreenFiles, symptomLabels: SymptomLabelService) {
  /** The owner's symptom names in the reader's language, by key. */
  async function symptomNames(owner: number | null, language: Language, tx: DbOrTx = db) {
    const choices = await symptomLabels.symptoms(owner, language, tx);
    return new Map(choices.map((c) => [c.symptomKey, c.name]));
  }

  async function present(r: TreatmentCaseRow, names: Map<string, string>): Promise<TTreatmentCase> {
    const [beforeImageUrl, afterImageUrl] = await Promise.all([
      files.presign(r.beforeImage).then((p) => p.url),
      r.afterImage ? files.presign(r.afterImage).then((p) => p.url) : null,
    ]);
    return {
      id: r.id,
      shopId: r.shopId,
      description: r.description,
      symptom: { symptomKey: r.symptomKey, name: names.get(r.symptomKey) ?? null },
      beforeImage: r.beforeImage,
      afterImage: r.afterImage,
      beforeImageUrl,
      afterImageUrl,
      cycleMonths: r.cycleMonths,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /** Inside the write's transaction: the symptom must be one of the owner's now; answers the names to present with. */
  async function checkSymptom(tx: DbOrTx, owner: number | null, language: Language, key: string) {
    const names = await symptomNames(owner, language, tx);
    if (!names.has(key)) throw new AppError('CASE_SYMPTOM_INVALID', { fields: { symptomKey: 'caseSymptomInvalid' } });
    return names;
  }

  return {
    async page(
      owner: number | null,
      language: Language,
      q: TTreatmentCaseQueryRequest,
      p: PageRequest,
    ): Promise<TTreatmentCasePage> {
      const filter = {
        symptomKey: q.symptomKey,
        from: q.from ? dateInputStart(q.from) : undefined,
        to: q.to ? dateInputEnd(q.to) : undefined,
      };
      const [{ rows, total }, names] = await Promise.all([
        repo.page(db, owner, filter, p.pageSize, (p.page - 1) * p.pageSize),
        symptomNames(owner, language),
      ]);
      const list = await Promise.all(rows.map((r) => present(r, names)));
      return { list, total, page: p.page, pageSize: p.pageSize };
    },

    async get(owner: number | null, language: Language, id: number): Promise<TTreatmentCase> {
      const row = await repo.byId(db, owner, id);
      if (!row) throw new AppError('CASE_NOT_FOUND');
      return present(row, await symptomNames(owner, language));
    },

    async add(owner: number | null, language: Language, input: TTreatmentCaseSaveRequest): Promise<TTreatmentCase> {
      const { row, names } = await db.transaction(async (tx) => {
        const names = await checkSymptom(tx, owner, language, input.symptomKey);
        await files.swapImages(tx, owner, {
          beforeImage: { next: input.beforeImage },
          afterImage: { next: input.afterImage ?? null },
        });
        const row = await repo.insert(tx, { shopId: owner, ...columnsOf(input) });
        return { row, names };
      });
      return present(row, names);
    },

    /** Replaces the whole case; an image it no longer names is released (deleted from storage after commit). */
    async update(
      owner: number | null,
      language: Language,
      id: number,
      input: TTreatmentCaseSaveRequest,
    ): Promise<TTreatmentCase> {
      const { row, names } = await db.transaction(async (tx) => {
        const current = await repo.byId(tx, owner, id, true);
        if (!current) throw new AppError('CASE_NOT_FOUND');
        const names = await checkSymptom(tx, owner, language, input.symptomKey);
        await files.swapImages(tx, owner, {
          beforeImage: { next: input.beforeImage, previous: current.beforeImage },
          afterImage: { next: input.afterImage ?? null, previous: current.afterImage },
        });
        const row = await repo.update(tx, id, columnsOf(input));
        return { row, names };
      });
      files.afterCommit();
      return present(row, names);
    },

    /** Deletes the case and releases both its images (audited). */
    async delete(auth: AuthContext, owner: number | null, id: number): Promise<TTreatmentCaseDeleteResponse> {
      await db.transaction(async (tx) => {
        const row = await repo.byId(tx, owner, id, true);
        if (!row) throw new AppError('CASE_NOT_FOUND');
        await files.swapImages(tx, owner, {
          beforeImage: { next: null, previous: row.beforeImage },
          afterImage: { next: null, previous: row.afterImage },
        });
        await repo.delete(tx, id);
        await audit(tx, auth, {
          action: 'treatmentCase.delete',
          targetType: 'treatmentCase',
          targetId: id,
          shopId: owner,
          before: auditRow(row),
        });
      });
      files.afterCommit();
      return { id };
    },
  };
}
