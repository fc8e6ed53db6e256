/**
 * Access codes: one per screen and per sensitive action (DESIGN.md section 4).
 * The console hides what a user lacks; the server refuses it again.
 */
export const ACCESS_CODES = [
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
  'symptom-label',
  'symptom-label:edit',
  'symptom-desc',
  'symptom-desc:edit',
  'product-type',
  'treatment-case',
  'ad-info',
  'complaint-type',
  'complain-info',
  'my-orders',
  'cloud',
  'export',
  'staff',
  'audit',
] as const;
export type AccessCode = (typeof ACCESS_CODES)[number];

export function isAccessCode(s: string): s is AccessCode {
  return (ACCESS_CODES as readonly string[]).includes(s);
}

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
  'staff',
];

/** What each kind of console account holds; staff hold what their owner granted. */
export const OWNER_ACCESS_CODES: readonly AccessCode[] = ACCESS_CODES;
export const PLATFORM_ACCESS_CODES: readonly AccessCode[] = ACCESS_CODES.filter((c) => !STORE_ONLY_CODES.includes(c));
