import {
  dateInputEnd,
  dateInputStart,
  EXPORT_MAX_ROWS,
  type TAppUser,
  type TAppUserAddRequest,
  type TAppUserFilter,
  type TAppUserQueryRequest,
  type TAppUserQueryResponse,
  type TAppUserUpdateRequest,
} from '@skin/contract';
import type { Db, Tx } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/crypto.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { type PageRequest, pagedList } from '../../lib/sql.js';
import { appRepository } from '../app/repository.js';
import { shopDeviceRepository } from '../shopDevice/repository.js';
import { type AppUserListFilter, type AppUserOrder, type AppUserRow, appUserRepository as repo } from './repository.js';

/** What the API shows of an app account, and what the audit log records (never the password hash). */
export function presentAppUser(row: AppUserRow, now = Date.now()): TAppUser {
  return {
    id: row.id,
    shopId: row.shopId,
    userType: row.userType as TAppUser['userType'],
    userName: row.userName,
    mobile: row.mobile,
    status: row.status as TAppUser['status'],
    address: row.address,
    deviceNo: row.deviceNo,
    permanent: row.permanent,
    expireTime: row.expireTime?.toISOString() ?? null,
    expired: !row.permanent && !!row.expireTime && row.expireTime.getTime() <= now,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closed: row.closedAt !== null,
    closedAt: row.closedAt?.toISOString() ?? null,
    lastAppSignIn:
      row.lastLoginAt && row.lastLoginDeviceNo
        ? { at: row.lastLoginAt.toISOString(), deviceNo: row.lastLoginDeviceNo }
        : null,
  };
}

export function toListFilter(f: TAppUserFilter): AppUserListFilter {
  return {
    userType: f.userType ?? undefined,
    userName: f.userName || undefined,
    mobile: f.mobile || undefined,
    status: f.status ?? undefined,
    deviceNo: f.deviceNo || undefined,
    expireFrom: f.expireFrom ? dateInputStart(f.expireFrom) : undefined,
    expireTo: f.expireTo ? dateInputEnd(f.expireTo) : undefined,
    permanent: f.permanent ?? undefined,
    closed: f.closed ?? undefined,
  };
}

export function toOrder(q: Pick<TAppUserQueryRequest, 'sortField' | 'sortOrder'>): AppUserOrder {
  return { field: q.sortField ?? 'createdAt', dir: q.sortOrder === 'ascend' ? 'asc' : 'desc' };
}

/** The stored form of the add/edit form fields. */
function formValues(input: TAppUserUpdateRequest) {
  return {
    userType: input.userType,
    userName: input.userName,
    mobile: input.mobile,
    address: input.address ?? '',
    deviceNo: input.deviceNo || null,
    permanent: input.permanent,
    // A plain date is valid through the end of that day.
    expireTime: input.permanent || !input.expireTime ? null : dateInputEnd(input.expireTime),
  };
}

/** A new expiry in the past would add an account that is expired from the start. */
function checkExpiry(expireTime: Date | null) {
  if (expireTime && expireTime.getTime() <= Date.now()) {
    throw new AppError('EXPIRE_IN_PAST', { fields: { expireTime: 'expireInPast' } });
  }
}

/** Duplicate names and phones answer their own codes, also when two requests race past the checks. */
function duplicateError(err: unknown): unknown {
  if (isUniqueViolation(err, 'app_users_user_name_uq')) return new AppError('APP_USERNAME_TAKEN');
  if (isUniqueViolation(err, 'app_users_mobile_uq')) return new AppError('APP_PHONE_TAKEN');
  return err;
}

export function createAppUserService(db: Db) {
  async function checkFree(tx: Tx, values: { userName: string; mobile: string }, exceptId?: number) {
    if (await repo.userNameTaken(tx, values.userName, exceptId)) throw new AppError('APP_USERNAME_TAKEN');
    if (await repo.mobileTaken(tx, values.mobile, exceptId)) throw new AppError('APP_PHONE_TAKEN');
  }

  async function checkDevice(tx: Tx, shopId: number, deviceNo: string) {
    if (!(await shopDeviceRepository.shareLockInShop(tx, shopId, deviceNo))) {
      throw new AppError('DEVICE_NOT_FOUND', { fields: { deviceNo: 'deviceNotFound' } });
    }
  }

  /** Locks one of the store's open accounts for a change. */
  async function openAccount(tx: Tx, shopId: number, id: number) {
    const row = await repo.findInShop(tx, id, shopId, true);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.closedAt) throw new AppError('APP_ACCOUNT_CLOSED');
    return row;
  }

  /** Writes a change to a locked account and audits it under `action` with the account before and after. */
  async function changeAudited(
    tx: Tx,
    auth: AuthContext,
    action: string,
    before: AppUserRow,
    values: Parameters<typeof repo.update>[2],
  ): Promise<TAppUser> {
    const after = presentAppUser(await repo.update(tx, before.id, values));
    await audit(tx, auth, {
      action,
      targetType: 'app_user',
      targetId: before.id,
      before: presentAppUser(before),
      after,
    });
    return after;
  }

  return {
    async query(shopId: number, paging: PageRequest, q: TAppUserQueryRequest): Promise<TAppUserQueryResponse> {
      const filter = toListFilter(q);
      const now = Date.now();
      return pagedList(
        paging,
        (limit, offset) => repo.page(db, shopId, filter, toOrder(q), limit, offset),
        (r) => presentAppUser(r, now),
      );
    },

    /** Every row the filter matches, for an export; more than EXPORT_MAX_ROWS asks for a narrower filter. */
    async exportRows(shopId: number, q: TAppUserQueryRequest): Promise<TAppUser[]> {
      const filter = toListFilter(q);
      // Counting first is cheap and keeps a too-large export from loading any row.
      if ((await repo.count(db, shopId, filter)) > EXPORT_MAX_ROWS) {
        throw new AppError('EXPORT_TOO_MANY_ROWS', { params: { max: EXPORT_MAX_ROWS } });
      }
      const rows = await repo.list(db, shopId, filter, toOrder(q), EXPORT_MAX_ROWS);
      const now = Date.now();
      return rows.map((r) => presentAppUser(r, now));
    },

    async add(auth: AuthContext, shopId: number, input: TAppUserAddRequest): Promise<TAppUser> {
      const values = formValues(input);
      checkExpiry(values.expireTime);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          await checkFree(tx, values);
          if (values.deviceNo) await checkDevice(tx, shopId, values.deviceNo);
          const row = await repo.insert(tx, { ...values, shopId, passwordHash, status: 1 });
          const after = presentAppUser(row);
          await audit(tx, auth, { action: 'user.add', targetType: 'app_user', targetId: row.id, after });
          return after;
        });
      } catch (err) {
        throw duplicateError(err);
      }
    },

    async update(auth: AuthContext, shopId: number, id: number, input: TAppUserUpdateRequest): Promise<TAppUser> {
      const values = formValues(input);
      try {
        return await db.transaction(async (tx) => {
          const before = await openAccount(tx, shopId, id);
          // An expiry already past may stay as it is; a new one must not be in the past.
          if (values.expireTime?.getTime() !== before.expireTime?.getTime()) checkExpiry(values.expireTime);
          await checkFree(tx, values, id);
          // An account may keep the number of a device deleted since; a new binding must be a device of the store.
          if (values.deviceNo && values.deviceNo !== before.deviceNo)
            await checkDevice(tx, before.shopId, values.deviceNo);
          return changeAudited(tx, auth, 'user.update', before, values);
        });
      } catch (err) {
        throw duplicateError(err);
      }
    },

    async updateStatus(auth: AuthContext, shopId: number, id: number, status: 0 | 1): Promise<TAppUser> {
      return db.transaction(async (tx) => {
        const before = await openAccount(tx, shopId, id);
        if (before.status === status) return presentAppUser(before);
        return changeAudited(tx, auth, 'user.status', before, { status });
      });
    },

    /** Irreversible: the account can no longer sign in or be changed; its row and data are kept. */
    async close(auth: AuthContext, shopId: number, id: number): Promise<TAppUser> {
      return db.transaction(async (tx) => {
        const before = await openAccount(tx, shopId, id);
        return changeAudited(tx, auth, 'user.close', before, { status: 0, closedAt: new Date() });
      });
    },

    /**
     * Signs an app account out of the analysis app on every device (audited): its app sign-ins end and the app
     * must sign in again, which the rules then decide. Answers how many sign-ins ended (0 is fine: none was live).
     */
    async signOutApp(auth: AuthContext, shopId: number, id: number): Promise<{ signedOut: number }> {
      return db.transaction(async (tx) => {
        const account = await repo.findInShop(tx, id, shopId, true);
        if (!account) throw new AppError('NOT_FOUND');
        const signedOut = await appRepository.revokeAllOf(tx, id);
        await audit(tx, auth, {
          action: 'user.app_sign_out',
          targetType: 'app_user',
          targetId: id,
          after: { userName: account.userName, signedOut },
        });
        return { signedOut };
      });
    },

    /**
     * A store sets a new sign-in password for one of its app accounts; the log records that it happened, not the
     * hash. The account's app sign-ins end with the old password.
     */
    async setPassword(auth: AuthContext, shopId: number, id: number, pwd: string): Promise<void> {
      const passwordHash = await hashPassword(pwd);
      await db.transaction(async (tx) => {
        const before = await openAccount(tx, shopId, id);
        await repo.update(tx, id, { passwordHash });
        await appRepository.revokeAllOf(tx, id);
        await audit(tx, auth, {
          action: 'user.password',
          targetType: 'app_user',
          targetId: id,
          after: { userName: before.userName },
        });
      });
    },
  };
}
