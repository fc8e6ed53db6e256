import {
  COMPLAINT_QUERY_MAX,
  contentLanguages,
  type Language,
  type TComplainDeleteResponse,
  type TComplainInfo,
  type TComplainInfoAddRequest,
  type TComplainInfoPage,
  type TComplainInfoQueryRequest,
  type TComplainInfoUpdateRequest,
  type TContentLanguages,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { pagedList } from '../../lib/sql.js';
import { type ComplainTypeRow, complainTypeRepository as types } from '../complainType/repository.js';
import { type ComplainInfoRow, type ComplainInfoWithType, complainInfoRepository as repo } from './repository.js';

export function presentComplainInfo(r: ComplainInfoWithType): TComplainInfo {
  return {
    id: r.id,
    shopId: r.shopId,
    typeId: r.typeId,
    typeName: r.typeName,
    language: r.language as Language,
    content: r.content,
    sort: r.sort,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const withType = (r: ComplainInfoRow, t: ComplainTypeRow): ComplainInfoWithType => ({
  ...r,
  typeName: t.name,
  language: t.language,
});

const textTaken = (content: string) => new AppError('COMPLAINT_TEXT_TAKEN', { params: { content } });
const typeInvalid = () => new AppError('COMPLAINT_TYPE_INVALID', { fields: { typeId: 'complaintTypeInvalid' } });

async function textGuard<T>(content: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'complain_infos_content_uq')) throw textTaken(content);
    throw err;
  }
}

/**
 * The type content goes under: one of the owner's, of `language` when one is required. Locked for share, so
 * that deleting the type waits for this change and then counts its content.
 */
async function typeFor(tx: DbOrTx, owner: number | null, typeId: number, language: string | undefined) {
  const type = await types.byId(tx, owner, typeId, 'share');
  if (!type || (language !== undefined && type.language !== language)) throw typeInvalid();
  return type;
}

/**
 * Chief-complaint content of an owner: texts under the owner's types, unique per type in any case. A
 * complaint's language is its type's and stays: it may move to another type of the same language only.
 */
export function createComplainInfoService(db: Db) {
  return {
    /** The content languages the owner has rows in, with how many. */
    async languages(owner: number | null): Promise<TContentLanguages> {
      return contentLanguages(await repo.languages(db, owner));
    },

    async page(owner: number | null, q: TComplainInfoQueryRequest): Promise<TComplainInfoPage> {
      const p = { page: q.page ?? 1, pageSize: q.pageSize ?? COMPLAINT_QUERY_MAX };
      return pagedList(p, (limit, offset) => repo.page(db, owner, q, limit, offset), presentComplainInfo);
    },

    async add(owner: number | null, input: TComplainInfoAddRequest): Promise<TComplainInfo> {
      return textGuard(input.content, () =>
        db.transaction(async (tx) => {
          const type = await typeFor(tx, owner, input.typeId, input.language);
          if (await repo.textTaken(tx, type.id, input.content)) throw textTaken(input.content);
          const row = await repo.insert(tx, {
            shopId: owner,
            typeId: type.id,
            content: input.content,
            sort: input.sort ?? (await repo.nextSort(tx, type.id)),
          });
          return presentComplainInfo(withType(row, type));
        }),
      );
    },

    async update(owner: number | null, id: number, input: TComplainInfoUpdateRequest): Promise<TComplainInfo> {
      return textGuard(input.content, () =>
        db.transaction(async (tx) => {
          const row = await repo.byId(tx, owner, id, true);
          if (!row) throw new AppError('COMPLAINT_NOT_FOUND');
          const current = await types.byId(tx, owner, row.typeId);
          if (!current) throw new AppError('COMPLAINT_NOT_FOUND');
          if (input.language !== undefined && input.language !== current.language) throw typeInvalid();
          const moved = input.typeId !== row.typeId;
          const type = moved ? await typeFor(tx, owner, input.typeId, current.language) : current;
          if (await repo.textTaken(tx, type.id, input.content, id)) throw textTaken(input.content);
          const updated = await repo.update(tx, id, {
            typeId: type.id,
            content: input.content,
            sort: input.sort ?? (moved ? await repo.nextSort(tx, type.id) : row.sort),
          });
          return presentComplainInfo(withType(updated, type));
        }),
      );
    },

    /** Audited with the row and its type's name. */
    async delete(auth: AuthContext, owner: number | null, id: number): Promise<TComplainDeleteResponse> {
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, owner, id, true);
        if (!row) throw new AppError('COMPLAINT_NOT_FOUND');
        const type = await types.byId(tx, owner, row.typeId);
        await repo.delete(tx, id);
        await audit(tx, auth, {
          action: 'complainInfo.delete',
          targetType: 'complainInfo',
          targetId: id,
          before: type ? presentComplainInfo(withType(row, type)) : { ...row },
        });
        return { id };
      });
    },
  };
}
