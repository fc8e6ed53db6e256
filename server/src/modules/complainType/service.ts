import {
  contentLanguages,
  type Language,
  type TComplainDeleteResponse,
  type TComplainType,
  type TComplainTypeAddRequest,
  type TComplainTypePage,
  type TComplainTypeQueryRequest,
  type TComplainTypeUpdateRequest,
  type TContentLanguages,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { type PageRequest, pagedList } from '../../lib/sql.js';
import { complainInfoRepository as infos } from '../complainInfo/repository.js';
import { type ComplainTypeRow, complainTypeRepository as repo } from './repository.js';

export function presentComplainType(r: ComplainTypeRow, contentCount: number): TComplainType {
  return {
    id: r.id,
    shopId: r.shopId,
    language: r.language as Language,
    name: r.name,
    sort: r.sort,
    contentCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const nameTaken = (name: string) => new AppError('COMPLAINT_TYPE_NAME_TAKEN', { params: { name } });

/** A name taken by a change that raced ours: the unique index answers, as the check before it would have. */
async function nameGuard<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'complain_types_name_uq')) throw nameTaken(name);
    throw err;
  }
}

/**
 * Chief-complaint types of an owner (a store, or the platform's own set: `owner` null) per content language.
 * Names are unique per owner and language in any case; the language is fixed once a type exists; a type that
 * still holds content cannot be deleted.
 */
export function createComplainTypeService(db: Db) {
  return {
    /** The content languages the owner has rows in, with how many. */
    async languages(owner: number | null): Promise<TContentLanguages> {
      return contentLanguages(await repo.languages(db, owner));
    },

    async page(owner: number | null, q: TComplainTypeQueryRequest, p: PageRequest): Promise<TComplainTypePage> {
      return pagedList(
        p,
        async (limit, offset) => {
          const { rows, total } = await repo.page(db, owner, q, limit, offset);
          const counts = await infos.countByTypes(
            db,
            rows.map((r) => r.id),
          );
          return { rows: rows.map((r) => ({ row: r, count: counts.get(r.id) ?? 0 })), total };
        },
        ({ row, count }) => presentComplainType(row, count),
      );
    },

    async add(owner: number | null, input: TComplainTypeAddRequest): Promise<TComplainType> {
      return nameGuard(input.name, () =>
        db.transaction(async (tx) => {
          if (await repo.nameTaken(tx, owner, input.language, input.name)) throw nameTaken(input.name);
          const row = await repo.insert(tx, {
            shopId: owner,
            language: input.language,
            name: input.name,
            sort: input.sort ?? (await repo.nextSort(tx, owner, input.language)),
          });
          return presentComplainType(row, 0);
        }),
      );
    },

    async update(owner: number | null, id: number, input: TComplainTypeUpdateRequest): Promise<TComplainType> {
      return nameGuard(input.name, () =>
        db.transaction(async (tx) => {
          const row = await repo.byId(tx, owner, id, 'update');
          if (!row) throw new AppError('COMPLAINT_TYPE_NOT_FOUND');
          if (input.language && input.language !== row.language)
            throw new AppError('COMPLAINT_TYPE_LANGUAGE_FIXED', { fields: { language: 'complaintTypeLanguageFixed' } });
          if (await repo.nameTaken(tx, owner, row.language, input.name, id)) throw nameTaken(input.name);
          const updated = await repo.update(tx, id, { name: input.name, sort: input.sort ?? row.sort });
          const counts = await infos.countByTypes(tx, [id]);
          return presentComplainType(updated, counts.get(id) ?? 0);
        }),
      );
    },

    /** Refused while the type holds content (the message says how many); the deleted row is audited. */
    async delete(auth: AuthContext, owner: number | null, id: number): Promise<TComplainDeleteResponse> {
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, owner, id, 'update');
        if (!row) throw new AppError('COMPLAINT_TYPE_NOT_FOUND');
        const count = (await infos.countByTypes(tx, [id])).get(id) ?? 0;
        if (count > 0) throw new AppError('COMPLAINT_TYPE_HAS_CONTENT', { params: { count } });
        await repo.delete(tx, id);
        await audit(tx, auth, {
          action: 'complainType.delete',
          targetType: 'complainType',
          targetId: id,
          before: presentComplainType(row, 0),
        });
        return { id };
      });
    },
  };
}
