import { z } from 'zod';
import type { ResourceAccess } from '../access.js';
import { zName } from '../rules.js';
import { paged } from './common.js';
import { zContains, zDateTime } from './query.js';

/** placeholder things (`placeholderThing`): a store's own, a name and a sort order. */
export const PLACEHOLDER_THING_NAME_MAX = 64;
/** Sort orders: whole numbers, smaller first. */
export const PLACEHOLDER_THING_SORT_MAX = 100_000;
const zSort = z.number().int().min(0).max(PLACEHOLDER_THING_SORT_MAX);

export const ZPlaceholderThing = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TPlaceholderThing = z.infer<typeof ZPlaceholderThing>;

/** The fields a console form sends, with their rules: one place for the add and update requests. */
const placeholderThingFields = {
  name: zName(PLACEHOLDER_THING_NAME_MAX),
  /** None puts an added row at the end of the list, and keeps a changed row's. */
  sort: zSort.nullish(),
};

/** `placeholderThing/add`. */
export const ZPlaceholderThingAddRequest = z.object(placeholderThingFields);
export type TPlaceholderThingAddRequest = z.infer<typeof ZPlaceholderThingAddRequest>;

/** `placeholderThing/update/{id}`: every field again. */
export const ZPlaceholderThingUpdateRequest = z.object(placeholderThingFields);
export type TPlaceholderThingUpdateRequest = z.infer<typeof ZPlaceholderThingUpdateRequest>;

/** `placeholderThing/query/{page}/{pageSize}`: the store's rows, in sort order, the name containing `name`. */
export const ZPlaceholderThingQueryRequest = z.object({
  name: zContains(PLACEHOLDER_THING_NAME_MAX),
});
export type TPlaceholderThingQueryRequest = z.infer<typeof ZPlaceholderThingQueryRequest>;
export const ZPlaceholderThingPage = paged(ZPlaceholderThing);
export type TPlaceholderThingPage = z.infer<typeof ZPlaceholderThingPage>;

export const ZPlaceholderThingDeleteResponse = z.object({ id: z.number().int() });
export type TPlaceholderThingDeleteResponse = z.infer<typeof ZPlaceholderThingDeleteResponse>;

/**
 * Its access codes (contract/src/access.ts `ResourceAccess`): the screen, and adding, changing and deleting its rows.
 * A store's own rows: the platform neither holds nor grants them.
 */
export const PLACEHOLDER_THING_ACCESS = {
  group: 'content',
  codes: ['placeholder-thing', 'placeholder-thing:edit'],
  storeOnly: ['placeholder-thing', 'placeholder-thing:edit'],
} as const satisfies ResourceAccess;
declare module '../access.js' {
  interface ResourceAccessCodes extends Record<(typeof PLACEHOLDER_THING_ACCESS.codes)[number], true> {}
}
