import {
  AD_LIST_MAX,
  contentLanguages,
  type Language,
  type TAdInfo,
  type TAdInfoAddRequest,
  type TAdInfoList,
  type TAdInfoPage,
  type TAdInfoQueryRequest,
  type TAdInfoSortRequest,
  type TAdInfoUpdateRequest,
  type TAdType,
  type TContentLanguages,
} from '@skin/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import type { PageRequest } from '../../lib/sql.js';
import type { ScreenFiles } from '../file/service.js';
import { type AdInfoRow, type AdList, adInfoRepository as repo } from './repository.js';

const compact = (r: AdInfoRow) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Adverts (`adInfo`): carousel pictures and the startup page of the companion app, per owner (a store, or the
 * platform's own) and content language. Each list (language and type) has its own order, changed by a reorder
 * of the whole list; every change of a language's adverts holds that language's lock.
 */
export function createAdInfoService(db: Db, files: ScreenFiles) {
  async function present(r: AdInfoRow): Promise<TAdInfo> {
    return {
      id: r.id,
      shopId: r.shopId,
      language: r.language as Language,
      type: r.type as TAdType,
      title: r.title,
      image: r.image,
      imageUrl: (await files.presign(r.image)).url,
      link: r.link,
      enabled: r.enabled,
      sort: r.sort,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /** Room for one more advert in the list, and no other of its adverts with this title. */
  async function checkFits(tx: DbOrTx, list: AdList, title: string, exceptId?: number) {
    if ((await repo.count(tx, list)) >= AD_LIST_MAX)
      throw new AppError('AD_LIST_FULL', { params: { max: AD_LIST_MAX } });
    await checkTitle(tx, list, title, exceptId);
  }
  async function checkTitle(tx: DbOrTx, list: AdList, title: string, exceptId?: number) {
    if (await repo.titleTaken(tx, list, title, exceptId)) throw new AppError('AD_TITLE_TAKEN', { params: { title } });
  }

  return {
    /** The content languages the owner has adverts in, with how many. */
    async languages(owner: number | null): Promise<TContentLanguages> {
      return contentLanguages(await repo.languages(db, owner));
    },

    async page(owner: number | null, q: TAdInfoQueryRequest, p: PageRequest): Promise<TAdInfoPage> {
      const { rows, total } = await repo.page(db, owner, q, p.pageSize, (p.page - 1) * p.pageSize);
      return { list: await Promise.all(rows.map(present)), total, page: p.page, pageSize: p.pageSize };
    },

    /** A new advert of the owner (a store, or null: the platform) at the end of its list; the image must be one the owner stored. */
    async add(owner: number | null, input: TAdInfoAddRequest): Promise<TAdInfo> {
      const list: AdList = { owner, language: input.language, type: input.type };
      const title = input.title ?? '';
      const row = await db.transaction(async (tx) => {
        await repo.lockLanguage(tx, owner, input.language);
        await checkFits(tx, list, title);
        await files.swapImages(tx, owner, { image: { next: input.image } });
        return repo.insert(tx, {
          shopId: owner,
          language: input.language,
          type: input.type,
          title,
          image: input.image,
          link: input.link ?? '',
          enabled: input.enabled ?? true,
          sort: await repo.nextSort(tx, list),
        });
      });
      return present(row);
    },

    /** Changes the fields sent; a new image releases the old one, a new type moves the advert to that list's end. */
    async update(owner: number | null, id: number, input: TAdInfoUpdateRequest): Promise<TAdInfo> {
      const seen = await repo.byId(db, owner, id);
      if (!seen) throw new AppError('AD_NOT_FOUND');
      const row = await db.transaction(async (tx) => {
        await repo.lockLanguage(tx, owner, seen.language);
        const current = await repo.byId(tx, owner, id, true);
        if (!current) throw new AppError('AD_NOT_FOUND');
        const type = input.type ?? current.type;
        const title = input.title ?? current.title;
        const target: AdList = { owner, language: current.language, type };
        let sort = current.sort;
        if (type !== current.type) {
          await checkFits(tx, target, title, id);
          sort = await repo.nextSort(tx, target);
        } else if (input.title !== undefined) {
          await checkTitle(tx, target, title, id);
        }
        if (input.image !== undefined && input.image !== current.image) {
          await files.swapImages(tx, owner, {
            image: { next: input.image, previous: current.image },
          });
        }
        return repo.update(tx, id, {
          type,
          title,
          image: input.image ?? current.image,
          link: input.link ?? current.link,
          enabled: input.enabled ?? current.enabled,
          sort,
        });
      });
      files.afterCommit();
      return present(row);
    },

    /** Deletes one of the caller's adverts (audited); its image is deleted from storage after the commit. */
    async delete(auth: AuthContext, owner: number | null, id: number) {
      const seen = await repo.byId(db, owner, id);
      if (!seen) throw new AppError('AD_NOT_FOUND');
      await db.transaction(async (tx) => {
        await repo.lockLanguage(tx, owner, seen.language);
        const row = await repo.byId(tx, owner, id, true);
        if (!row) throw new AppError('AD_NOT_FOUND');
        await repo.delete(tx, id);
        await files.swapImages(tx, owner, { image: { next: null, previous: row.image } });
        await audit(tx, auth, { action: 'adInfo.delete', targetType: 'adInfo', targetId: id, before: compact(row) });
      });
      files.afterCommit();
      return { id };
    },

    /**
     * Puts one whole list in the order given, in one transaction under the language's lock: the ids must be
     * exactly the list's adverts now (none missing, none of another list or owner), else nothing changes.
     */
    async sort(owner: number | null, input: TAdInfoSortRequest): Promise<TAdInfoList> {
      const list: AdList = { owner, language: input.language, type: input.type };
      const rows = await db.transaction(async (tx) => {
        await repo.lockLanguage(tx, list.owner, list.language);
        const current = await repo.list(tx, list);
        const ids = new Set(current.map((r) => r.id));
        if (current.length !== input.ids.length || !input.ids.every((id) => ids.has(id)))
          throw new AppError('AD_SORT_STALE');
        await repo.renumber(tx, input.ids);
        return repo.list(tx, list);
      });
      return { list: await Promise.all(rows.map(present)) };
    },
  };
}
