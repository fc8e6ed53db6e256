import {
  ACCESS_CODES,
  type AccessCode,
  actionsWithoutView,
  type TStaff,
  type TStaffAddRequest,
  type TStaffQueryRequest,
  type TStaffQueryResponse,
  type TStaffUpdateRequest,
} from '@skin/contract';
import type { Db, Tx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/crypto.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { type PageRequest, pagedList, rowsAndTotal } from '../../lib/sql.js';
import { accountRepository } from '../account/repository.js';
import { sessionRepository } from '../account/sessions.js';
import { staffRepository as repo, type StaffRow } from './repository.js';

/** Granted codes in the catalogue's order, so two grants compare as strings. */
function codesOf(joined: string | null): AccessCode[] {
  const granted = new Set(joined ? joined.split(',') : []);
  return ACCESS_CODES.filter((c) => granted.has(c));
}

export function presentStaff(r: StaffRow): TStaff {
  return {
    id: r.id,
    userName: r.userName,
    mobile: r.mobile,
    status: r.status as TStaff['status'],
    access: codesOf(r.codes),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a staff account. */
/** An action code is granted only with its screen's view code (contract/src/access.ts). */
function checkViewCodes(access: readonly AccessCode[]) {
  const missing = actionsWithoutView(access);
  if (missing.length) throw new AppError('ACCESS_NEEDS_VIEW', { params: { codes: missing.join(', ') } });
}

const auditView = (s: TStaff) => ({ userName: s.userName, mobile: s.mobile, status: s.status, access: s.access });

/** Console sub-accounts of a store. Only the store's owner manages them (the routes' scope is `store-owner`). */
export function createStaffService(db: Db) {
  async function locked(tx: Tx, shopId: number, id: number) {
    const row = await repo.lockInShop(tx, id, shopId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async query(shopId: number, paging: PageRequest, q: TStaffQueryRequest): Promise<TStaffQueryResponse> {
      const filter = { userName: q.userName || undefined, status: q.status ?? undefined };
      return pagedList(
        paging,
        (limit, offset) => rowsAndTotal(repo.list(db, shopId, filter, limit, offset), repo.count(db, shopId, filter)),
        presentStaff,
      );
    },

    /** User names and phones are unique across every console account (platform, owners, staff). */
    async add(auth: AuthContext, shopId: number, input: TStaffAddRequest): Promise<TStaff> {
      checkViewCodes(input.access);
      const mobile = input.mobile || null;
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          if (await accountRepository.findByUserName(tx, input.userName)) throw new AppError('STAFF_USERNAME_TAKEN');
          if (mobile && (await accountRepository.findByMobile(tx, mobile))) throw new AppError('PHONE_TAKEN');
          const account = await accountRepository.insertAccount(tx, {
            shopId,
            kind: 'staff',
            userName: input.userName,
            mobile,
            passwordHash,
          });
          await repo.setGrants(tx, account.id, input.access);
          const after = presentStaff((await repo.get(tx, account.id))!);
          await audit(tx, auth, {
            action: 'staff.add',
            targetType: 'account',
            targetId: account.id,
            after: auditView(after),
          });
          return after;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'accounts_user_name_uq')) throw new AppError('STAFF_USERNAME_TAKEN');
        if (isUniqueViolation(err, 'accounts_mobile_uq')) throw new AppError('PHONE_TAKEN');
        throw err;
      }
    },

    /** Changes the codes, status or phone given; disabling or changing the codes signs the staff out. */
    async update(auth: AuthContext, shopId: number, id: number, input: TStaffUpdateRequest): Promise<TStaff> {
      if (input.access) checkViewCodes(input.access);
      try {
        return await db.transaction(async (tx) => {
          const beforeRow = await locked(tx, shopId, id);
          const before = presentStaff(beforeRow);
          const accessChanged = input.access !== undefined && input.access.join(',') !== before.access.join(',');
          const disabled = input.status === 0 && before.status !== 0;
          const values: { status?: number; mobile?: string | null } = {};
          if (input.status !== undefined && input.status !== before.status) values.status = input.status;
          if (input.mobile !== undefined) {
            const mobile = input.mobile || null;
            if (mobile !== before.mobile) {
              if (mobile && (await accountRepository.findByMobile(tx, mobile))) throw new AppError('PHONE_TAKEN');
              values.mobile = mobile;
            }
          }
          if (!accessChanged && Object.keys(values).length === 0) return before;
          if (Object.keys(values).length) await repo.update(tx, id, values);
          if (accessChanged) await repo.setGrants(tx, id, input.access!);
          if (disabled || accessChanged) await sessionRepository.revokeAll(tx, id);
          const after = presentStaff((await repo.get(tx, id))!);
          await audit(tx, auth, {
            action: 'staff.update',
            targetType: 'account',
            targetId: id,
            before: auditView(before),
            after: auditView(after),
          });
          return after;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'accounts_mobile_uq')) throw new AppError('PHONE_TAKEN');
        throw err;
      }
    },

    /** The owner sets a staff account's password; the staff is signed out everywhere. */
    async setPassword(auth: AuthContext, shopId: number, id: number, pwd: string): Promise<void> {
      const passwordHash = await hashPassword(pwd);
      await db.transaction(async (tx) => {
        const row = await locked(tx, shopId, id);
        await accountRepository.setPassword(tx, id, passwordHash);
        await sessionRepository.revokeAll(tx, id);
        await audit(tx, auth, {
          action: 'staff.password',
          targetType: 'account',
          targetId: id,
          after: { userName: row.userName },
        });
      });
    },
  };
}
