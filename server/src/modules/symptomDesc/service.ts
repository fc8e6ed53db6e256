import {
  contentLanguages,
  type Language,
  type TContentLanguages,
  type TDegree,
  type TSymptomDesc,
  type TSymptomDescGetRequest,
  type TSymptomDescList,
  type TSymptomDescQueryRequest,
  type TSymptomDescUpdateRequest,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { ownerOfKey } from '../file/keys.js';
import type { ScreenFiles } from '../file/service.js';
import { symptomDescRepository as repo, type SymptomDescRow } from './repository.js';

const compact = (r: SymptomDescRow) => ({ ...r, updatedAt: r.updatedAt.toISOString() });

export function createSymptomDescService(db: Db, files: ScreenFiles) {
  async function present(r: SymptomDescRow, fromPlatform: boolean): Promise<TSymptomDesc> {
    const url = async (k: string | null) => (k ? (await files.presign(k)).url : null);
    return {
      id: r.id,
      shopId: r.shopId,
      language: r.language as Language,
      symptomKey: r.symptomKey,
      degree: r.degree as TDegree,
      content: r.content,
      image1: r.image1,
      image2: r.image2,
      image1Url: await url(r.image1),
      image2Url: await url(r.image2),
      fromPlatform,
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /** The scripts an owner shows in a language: its own, or (a store without any) the platform's. */
  async function effective(owner: number | null, language: string, key?: string | null) {
    if (owner !== null && !(await repo.hasAny(db, owner, language))) {
      return { rows: await repo.list(db, null, language, key), fromPlatform: true };
    }
    return { rows: await repo.list(db, owner, language, key), fromPlatform: false };
  }

  /** After a commit: delete the objects the transaction released (failures stay queued). */
  function drain() {
    files.afterCommit();
  }

  /** Inside a transaction: release the owner's images that no script references any more. */
  async function releaseOrphans(tx: DbOrTx, owner: number | null, keys: (string | null)[]) {
    const own = [...new Set(keys.filter((k): k is string => !!k && ownerOfKey(k) === owner))];
    const orphans = await repo.unreferenced(tx, own);
    return files.release(tx, orphans);
  }

  return {
    /**
     * The content languages with scripts to show, with how many: a store's own, and where it has none in a
     * language, the platform's (what `queryAll` shows there).
     */
    async languages(owner: number | null): Promise<TContentLanguages> {
      const own = await repo.languages(db, owner);
      if (owner === null) return contentLanguages(own);
      const mine = new Set(own.filter((r) => r.count > 0).map((r) => r.language));
      const platform = (await repo.languages(db, null)).filter((r) => !mine.has(r.language));
      return contentLanguages([...own, ...platform]);
    },

    /** The scripts `owner` shows in a language (the route's resolved scope: a store, or null for the platform). */
    async queryAll(owner: number | null, q: TSymptomDescQueryRequest): Promise<TSymptomDescList> {
      const { rows, fromPlatform } = await effective(owner, q.language, q.symptomKey);
      return { list: await Promise.all(rows.map((r) => present(r, fromPlatform))), fromPlatform };
    },

    async get(owner: number | null, q: TSymptomDescGetRequest): Promise<TSymptomDesc> {
      const { rows, fromPlatform } = await effective(owner, q.language, q.symptomKey);
      const row = rows.find((r) => r.degree === q.degree);
      if (!row) throw new AppError('SCRIPT_NOT_FOUND');
      return present(row, fromPlatform);
    },

    /** The caller's own script only; a store asking for the platform's is told to copy first. */
    async update(owner: number | null, id: number, input: TSymptomDescUpdateRequest): Promise<TSymptomDesc> {
      const result = await db.transaction(async (tx) => {
        const row = await repo.byId(tx, id, true);
        if (!row || (row.shopId !== owner && row.shopId !== null)) throw new AppError('SCRIPT_NOT_FOUND');
        if (row.shopId !== owner) throw new AppError('SCRIPT_READ_ONLY');
        for (const [next, current] of [
          [input.image1, row.image1],
          [input.image2, row.image2],
        ] as const) {
          if (next && next !== current && !(await files.claimShared(tx, owner, next)))
            throw new AppError('SCRIPT_IMAGE_INVALID');
        }
        const updated = await repo.update(tx, id, {
          content: input.content,
          image1: input.image1,
          image2: input.image2,
        });
        const replaced = [row.image1, row.image2].filter((k) => k && k !== updated.image1 && k !== updated.image2);
        await releaseOrphans(tx, owner, replaced);
        return updated;
      });
      drain();
      return present(result, false);
    },

    /** Overwrites the store's scripts of one language with the platform's (audited). */
    async copyToShop(auth: AuthContext, shopId: number, language: Language) {
      const result = await db.transaction(async (tx) => {
        await repo.lockShop(tx, shopId);
        const removed = await repo.deleteOwner(tx, shopId, language);
        const copied = await repo.insertCopies(tx, await repo.list(tx, null, language), shopId);
        await releaseOrphans(
          tx,
          shopId,
          removed.flatMap((r) => [r.image1, r.image2]),
        );
        const out = { deleted: removed.length, copied };
        await audit(tx, auth, {
          action: 'symptomDesc.copyToShop',
          targetType: 'symptomDesc',
          targetId: language,
          before: removed.map(compact),
          after: out,
        });
        return out;
      });
      drain();
      return result;
    },

    /** Clears the store's scripts (one language, or all): the platform's show again (audited). */
    async clear(auth: AuthContext, shopId: number, language?: Language | null) {
      const result = await db.transaction(async (tx) => {
        await repo.lockShop(tx, shopId);
        const removed = await repo.deleteOwner(tx, shopId, language);
        await releaseOrphans(
          tx,
          shopId,
          removed.flatMap((r) => [r.image1, r.image2]),
        );
        await audit(tx, auth, {
          action: 'symptomDesc.deleteByShopId',
          targetType: 'symptomDesc',
          targetId: language ?? 'all',
          before: removed.map(compact),
        });
        return { deleted: removed.length };
      });
      drain();
      return result;
    },
  };
}
