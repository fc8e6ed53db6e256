import { z } from 'zod';
import { ACCESS_CODES, type AccessCode, GRANTABLE_CODES } from '../access.js';
import { zPassword, zPhone, zUsername } from '../rules.js';
import { paged } from './common.js';
import { requiredOrInvalid, zContains, zDateTime, zPathId } from './query.js';

/** Staff: console sub-accounts of a store, managed by its owner (`staff` resource, code `staff`). */

/** An access code a store owner may grant (every code but `staff`). */
export const ZGrantableCode = z
  .enum(ACCESS_CODES)
  .refine((c) => GRANTABLE_CODES.includes(c), { message: 'invalidValue' });
/** The codes granted to a staff account; duplicates are dropped. */
export const zAccessGrant = z
  .array(ZGrantableCode)
  .max(ACCESS_CODES.length * 2)
  .transform((codes) => ACCESS_CODES.filter((c) => codes.includes(c)) as AccessCode[]);

/** An optional phone: empty or null for none. */
export const zOptionalPhone = z.union([z.literal(''), zPhone]).nullish();

/** A row of `staff/query`, and the answer of the routes that change one. */
export const ZStaff = z.object({
  id: z.number().int(),
  userName: z.string(),
  mobile: z.string().nullable(),
  /** 1 enabled, 0 disabled */
  status: z.literal([0, 1]),
  access: z.array(z.enum(ACCESS_CODES)),
  createdAt: zDateTime,
  updatedAt: zDateTime,
});
export type TStaff = z.infer<typeof ZStaff>;

/** `staff/query/{page}/{pageSize}` body (optional): newest first. */
export const ZStaffQueryRequest = z.object({
  /** contains, case-insensitive */
  userName: zContains(32),
  status: z.literal([0, 1], requiredOrInvalid).nullish(),
});
export type TStaffQueryRequest = z.infer<typeof ZStaffQueryRequest>;
export const ZStaffQueryResponse = paged(ZStaff);
export type TStaffQueryResponse = z.infer<typeof ZStaffQueryResponse>;

/** `staff/add` body: user names are unique across all console accounts. */
export const ZStaffAddRequest = z.object({
  userName: zUsername,
  mobile: zOptionalPhone,
  password: zPassword,
  access: zAccessGrant,
});
export type TStaffAddRequest = z.infer<typeof ZStaffAddRequest>;

/**
 * `staff/update/{id}` body: the fields given are changed. Disabling the account or changing its
 * codes signs it out everywhere.
 */
export const ZStaffUpdateRequest = z.object({
  access: zAccessGrant.optional(),
  status: z.literal([0, 1], requiredOrInvalid).optional(),
  mobile: zOptionalPhone,
});
export type TStaffUpdateRequest = z.infer<typeof ZStaffUpdateRequest>;

/** `staff/updatePwd/{id}` body: the owner sets a new password (new rule); the staff is signed out. */
export const ZStaffPasswordRequest = z.object({ pwd: zPassword });
export type TStaffPasswordRequest = z.infer<typeof ZStaffPasswordRequest>;

export const ZStaffIdParams = z.object({ id: zPathId });
