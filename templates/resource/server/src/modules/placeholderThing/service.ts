import type {
  TPlaceholderThing,
  TPlaceholderThingAddRequest,
  TPlaceholderThingDeleteResponse,
  TPlaceholderThingPage,
  TPlaceholderThingQueryRequest,
  TPlaceholderThingUpdateRequest,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { presentRow } from '../../lib/present.js';
import { type PageRequest, pagedList } from '../../lib/sql.js';
import { type PlaceholderThingRow, placeholderThingRepository as repo } from './repository.js';

/** A row as the API answers it: its columns as they are (lib/present.ts), so a new column needs no code here. */
export const presentPlaceholderThing = (r: PlaceholderThingRow): TPlaceholderThing => presentRow(r);

/** A store's placeholder things: changes in a transaction, deletes audited. Its rules go here. */
export function createPlaceholderThingService(db: Db) {
  return {
    async page(shopId: number, q: TPlaceholderThingQueryRequest, p: PageRequest): Promise<TPlaceholderThingPage> {
      return pagedList(p, (limit, offset) => repo.page(db, shopId, q, limit, offset), presentPlaceholderThing);
    },

    async add(shopId: number, input: TPlaceholderThingAddRequest): Promise<TPlaceholderThing> {
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, { ...input, shopId, sort: input.sort ?? (await repo.nextSort(tx, shopId)) });
        return presentPlaceholderThing(row);
      });
    },

    async update(shopId: number, id: number, input: TPlaceholderThingUpdateRequest): Promise<TPlaceholderThing> {
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, shopId, id, 'update');
        if (!row) throw new AppError('NOT_FOUND');
        return presentPlaceholderThing(await repo.update(tx, id, { ...input, sort: input.sort ?? row.sort }));
      });
    },

    async delete(auth: AuthContext, shopId: number, id: number): Promise<TPlaceholderThingDeleteResponse> {
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, shopId, id, 'update');
        if (!row) throw new AppError('NOT_FOUND');
        await repo.delete(tx, id);
        await audit(tx, auth, {
          action: 'placeholderThing.delete',
          targetType: 'placeholderThing',
          targetId: id,
          before: presentPlaceholderThing(row),
        });
        return { id };
      });
    },
  };
}
