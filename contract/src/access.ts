import * as resources from './resources.js';

/**
 * Access codes: one per screen and per sensitive action (DESIGN.md section 4).
 * The console hides what a user lacks; the server refuses it again.
 * The product's first screens are listed here; a resource made since declares its own in its contract file
 * (`ResourceAccess` below), so ACCESS_CODES is these, then those.
 */
/** The content screens' codes (the app's labels, scripts, programmes, cases, adverts and complaints): read, edit. */
const CONTENT_CODES = [
  'symptom-label',
  'symptom-label:edit',
  'symptom-desc',
  'symptom-desc:edit',
  'product-type',
  'product-type:edit',
  'treatment-case',
  'treatment-case:edit',
  'ad-info',
  'ad-info:edit',
  'complaint-type',
  'complaint-type:edit',
  'complain-info',
  'complain-info:edit',
] as const;

const SCREEN_CODES = [
  'data',
  'users',
  'users:add',
  'users:edit',
  'users:status',
  'users:password',
  'users:delete',
  'shop-device',
  'shop-device:add',
  'shop-device:delete',
  /** Skin analyses the app uploaded: read-only (DESIGN.md section 11); the platform reads counts per store. */
  'analysis',
  /**
   * Customers (DESIGN.md section 13, issue 41): `customer` views and edits the store's customers (the platform: counts
   * per store only); `customer:contact` shows their phone numbers unmasked; `customer:erase` erases one (issue 42).
   */
  'customer',
  'customer:contact',
  'customer:erase',
  ...CONTENT_CODES,
  'my-orders',
  'cloud',
  'export',
  'staff',
  'audit',
] as const;

/**
 * A resource's own codes, declared in its contract file (`contract/src/schemas/<name>.ts`, as `npm run new-resource`
 * writes it) with their place in the picker and the platform's share, and added to `AccessCode` there:
 * ```ts
 * export const VISIT_NOTE_ACCESS = { group: 'content', codes: ['visit-note', 'visit-note:edit'], storeOnly: [...] }
 *   as const satisfies ResourceAccess;
 * declare module '../access.js' {
 *   interface ResourceAccessCodes extends Record<(typeof VISIT_NOTE_ACCESS.codes)[number], true> {}
 * }
 * ```
 * and read from `resources.ts`, which exports the file (one line, which the generator writes).
 */
export interface ResourceAccess {
  /** The picker's group its codes are shown in. */
  group: AccessGroup;
  /** Its screen's view code first, then its actions (`<view>:<action>`, VIEW_CODE_OF). */
  codes: readonly string[];
  /** Those only a store uses on its own rows: the platform neither holds nor grants them (STORE_ONLY_CODES). */
  storeOnly?: readonly string[];
}

/** The codes the resources declare (see `ResourceAccess`). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the resources' contract files.
export interface ResourceAccessCodes {}

type ScreenCode = (typeof SCREEN_CODES)[number];
export type AccessCode = ScreenCode | keyof ResourceAccessCodes;

/** Every resource's `ResourceAccess` (its contract file's `<NAME>_ACCESS`), in the order of resources.ts. */
export const RESOURCES_ACCESS: readonly ResourceAccess[] = Object.entries(resources as Record<string, unknown>)
  .filter(([name]) => name.endsWith('_ACCESS'))
  .map(([, value]) => value as ResourceAccess);
const resourceCodes = (pick: (r: ResourceAccess) => readonly string[] | undefined) =>
  RESOURCES_ACCESS.flatMap((r) => pick(r) ?? []) as AccessCode[];

export const ACCESS_CODES: readonly AccessCode[] = [...SCREEN_CODES, ...resourceCodes((r) => r.codes)];

/**
 * The screens whose rows own stored files (pictures), by view code. Storing a file needs the edit code of one
 * of them (`FILE_UPLOAD_CODES`); reading one by its key needs the view code of the screen whose rows name it,
 * or, while no row names it yet, an upload code. A signed URL reads without any.
 */
export const FILE_SCREENS = [
  'symptom-desc',
  'product-type',
  'treatment-case',
  'ad-info',
] as const satisfies readonly AccessCode[];
export type FileScreen = (typeof FILE_SCREENS)[number];
export const FILE_UPLOAD_CODES = [
  'symptom-desc:edit',
  'product-type:edit',
  'treatment-case:edit',
  'ad-info:edit',
] as const satisfies readonly `${FileScreen}:edit`[];

/** The access picker's groups (named, not derived from SCREEN_GROUPS: a resource's `ResourceAccess` names one). */
export type AccessGroup = 'users' | 'devices' | 'customers' | 'content' | 'business';

/**
 * The codes in the groups a store owner recognises when granting them (the console's access picker, one "All" box
 * per group); a grantable code in no group is shown under "Other". A resource names its group in its `ResourceAccess`.
 */
const SCREEN_GROUPS = {
  users: ['users', 'users:add', 'users:edit', 'users:status', 'users:password', 'users:delete', 'export'],
  devices: ['shop-device', 'shop-device:add', 'shop-device:delete', 'analysis'],
  content: CONTENT_CODES,
  customers: ['customer', 'customer:contact', 'customer:erase'],
  business: ['data', 'my-orders', 'cloud', 'audit'],
} as const satisfies Record<AccessGroup, readonly ScreenCode[]>;
const inGroup = (group: AccessGroup): readonly AccessCode[] => [
  ...SCREEN_GROUPS[group],
  ...resourceCodes((r) => (r.group === group ? r.codes : [])),
];
/** Each group's codes: the product's screens', then those of the resources that name it. */
export const ACCESS_GROUPS: Readonly<Record<AccessGroup, readonly AccessCode[]>> = {
  users: inGroup('users'),
  devices: inGroup('devices'),
  customers: inGroup('customers'),
  content: inGroup('content'),
  business: inGroup('business'),
};

/** Codes a store owner may grant to staff (everything but managing staff itself). */
export const GRANTABLE_CODES: readonly AccessCode[] = ACCESS_CODES.filter((c) => c !== 'staff');

/** Changes only a store makes to its own rows; the platform operator looks but does not touch. */
export const STORE_ONLY_CODES: readonly AccessCode[] = [
  'users:add',
  'users:edit',
  'users:status',
  'users:password',
  'users:delete',
  'shop-device:add',
  'shop-device:delete',
  // Programmes belong to a store: the platform reads a store's but adds, edits and deletes none (DESIGN.md 4).
  'product-type:edit',
  // A customer's contact and erasure are the store's own: the platform sees counts only (DESIGN.md 13).
  'customer:contact',
  'customer:erase',
  'staff',
  ...resourceCodes((r) => r.storeOnly),
];

/** What each kind of console account holds; staff hold what their owner granted. */
/** @alias Store owners hold every code. */
export const OWNER_ACCESS_CODES: readonly AccessCode[] = ACCESS_CODES;
export const PLATFORM_ACCESS_CODES: readonly AccessCode[] = ACCESS_CODES.filter((c) => !STORE_ONLY_CODES.includes(c));

/**
 * The screen each action code belongs to: holding an action without its screen's view code would give a
 * button on a page that answers 403. `export` exports the app account list, so it needs `users`.
 */
export const VIEW_CODE_OF: Readonly<Partial<Record<AccessCode, AccessCode>>> = Object.fromEntries([
  // `<screen>:<action>` belongs to `<screen>`, so a new screen's action codes need no entry here.
  ...ACCESS_CODES.filter((c) => c.includes(':')).map((c) => [c, c.slice(0, c.indexOf(':')) as AccessCode]),
  ['export', 'users'],
]);

/** The action codes in `codes` whose screen's view code is missing (what the server refuses to grant). */
export function actionsWithoutView(codes: readonly AccessCode[]): AccessCode[] {
  const held = new Set(codes);
  return codes.filter((c) => {
    const view = VIEW_CODE_OF[c];
    return view !== undefined && !held.has(view);
  });
}

/**
 * A change in a picker made coherent: codes newly ticked bring their view code; a view code unticked takes
 * its actions with it. `previous` is what was held before the change.
 */
export function withViewRule(previous: readonly AccessCode[], next: readonly AccessCode[]): AccessCode[] {
  const before = new Set(previous);
  const result = new Set(next);
  for (const c of next) {
    const view = VIEW_CODE_OF[c];
    if (view && !before.has(c)) result.add(view);
  }
  for (const [action, view] of Object.entries(VIEW_CODE_OF) as [AccessCode, AccessCode][]) {
    if (before.has(view) && !result.has(view)) result.delete(action);
  }
  // An action kept while its view was neither held nor ticked (an old grant): bring the view.
  for (const c of actionsWithoutView([...result])) result.add(VIEW_CODE_OF[c]!);
  return ACCESS_CODES.filter((c) => result.has(c));
}

/**
 * The cookie the console keeps its session token in (cookie names carry the `admin-` prefix, SPEC section 9): the
 * console reads it to sign its requests, and the server looks for it when sending the index page (server/src/web.ts).
 */
export const TOKEN_COOKIE = 'admin-token';

/**
 * The cookie holding the console's interface language (the choice itself is kept in localStorage): the server names
 * that language's files in the index page it sends (server/src/web.ts), so they download with the entry's.
 */
export const LANGUAGE_COOKIE = 'admin-lang';
