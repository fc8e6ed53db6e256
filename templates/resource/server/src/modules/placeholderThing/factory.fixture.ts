import type { TPlaceholderThingAddRequest } from '@skin/contract';
import { insertOne, type ShopRow, uniqueName } from '../../../test/factories.js';
import type { Db } from '../../db/client.js';
import { placeholderThings } from './table.js';

export type PlaceholderThingRow = typeof placeholderThings.$inferSelect;

/**
 * The fields of a valid placeholder thing (name unique to the run), as `placeholderThing/add` takes them and as its
 * table stores them: the API test, the walks and `buildPlaceholderThing` start from it, so a new field is added here.
 */
export function placeholderThingSample() {
  return { name: uniqueName('Thing ') } satisfies TPlaceholderThingAddRequest;
}

/** A placeholder thing of `shop`. */
export function buildPlaceholderThing(
  db: Db,
  shop: Pick<ShopRow, 'id'>,
  over: Partial<typeof placeholderThings.$inferInsert> = {},
): Promise<PlaceholderThingRow> {
  return insertOne(db, placeholderThings, { shopId: shop.id, ...placeholderThingSample(), ...over });
}
