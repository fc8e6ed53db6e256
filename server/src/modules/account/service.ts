import {
  type AccessCode,
  formatCloudExpire,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  OWNER_ACCESS_CODES,
  PLATFORM_ACCESS_CODES,
  type TChangePasswordRequest,
  type TCurrentUser,
  type TForgotPasswordRequest,
  type TLoginResponse,
  type TRegisterRequest,
  type TShopInfo,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { DUMMY_HASH, hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import type { VcodeService } from '../sms/service.js';
import { type AccountRow, accountRepository as repo, type ShopRow } from './repository.js';

export function presentShop(shop: ShopRow): TShopInfo {
  return {
    id: shop.id,
    shopName: shop.name,
    contact: shop.contact,
    mobile: shop.mobile,
    status: shop.status,
    vipGrade: shop.vipGrade,
    upgradeDays: shop.upgradeDays,
    cloudExpireTime: shop.cloudExpireTime ? formatCloudExpire(shop.cloudExpireTime) : null,
    ossSize: shop.ossSize,
  };
}

export function createAccountService(db: Db, vcodes: VcodeService, opts: { sessionTtlHours: number }) {
  async function accessOf(account: AccountRow): Promise<AccessCode[]> {
    if (account.kind === 'platform') return [...PLATFORM_ACCESS_CODES];
    if (account.kind === 'owner') return [...OWNER_ACCESS_CODES];
    const granted = new Set(await repo.grantedCodes(db, account.id));
    return OWNER_ACCESS_CODES.filter((c) => granted.has(c));
  }

  async function currentUser(accountId: number): Promise<TCurrentUser> {
    const row = await repo.findWithShop(db, accountId);
    if (!row) throw new AppError('LOGIN_EXPIRED');
    const a = row.account;
    return {
      id: a.id,
      userName: a.userName,
      username: a.userName,
      mobile: a.mobile,
      avatar: a.avatar,
      kind: a.kind,
      access: await accessOf(a),
      shopInfo: row.shop ? presentShop(row.shop) : null,
    };
  }

  return {
    currentUser,

    async login(
      username: string,
      password: string,
      meta: { ip?: string; userAgent?: string },
    ): Promise<TLoginResponse> {
      const account = await repo.findByUserName(db, username);
      if (!account) {
        await verifyPassword(password, DUMMY_HASH); // same cost whether or not the name exists
        throw new AppError('WRONG_CREDENTIALS');
      }
      const now = Date.now();
      if (account.lockedUntil && account.lockedUntil.getTime() > now) {
        throw new AppError('ACCOUNT_LOCKED', {
          params: { minutes: Math.ceil((account.lockedUntil.getTime() - now) / 60_000) },
        });
      }
      if (!(await verifyPassword(password, account.passwordHash))) {
        const lockedUntil = await repo.recordFailure(db, account.id, LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES);
        if (lockedUntil && lockedUntil.getTime() > now) {
          throw new AppError('ACCOUNT_LOCKED', { params: { minutes: LOGIN_LOCK_MINUTES } });
        }
        throw new AppError('WRONG_CREDENTIALS');
      }
      const withShop = await repo.findWithShop(db, account.id);
      if (withShop?.shop && withShop.shop.status !== 1) throw new AppError('SHOP_INVALID');
      if (account.status !== 1) throw new AppError('ACCOUNT_DISABLED');
      if (account.failedLogins > 0) await repo.clearFailures(db, account.id);
      const token = newToken();
      const expiresAt = new Date(now + opts.sessionTtlHours * 3600_000);
      await repo.createSession(db, {
        tokenHash: sha256(token),
        accountId: account.id,
        expiresAt,
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 256),
      });
      return { access_token: token, expires_at: expiresAt.toISOString(), user: await currentUser(account.id) };
    },

    async logout(auth: AuthContext) {
      await repo.revokeSession(db, auth.sessionId);
    },

    /** Creates a store and its owner; the first year of cloud space is free. */
    async register(input: TRegisterRequest) {
      const passwordHash = await hashPassword(input.password);
      if (await repo.findByUserName(db, input.userName)) throw new AppError('USERNAME_TAKEN');
      if (await repo.findByMobile(db, input.mobile)) throw new AppError('PHONE_TAKEN');
      try {
        return await vcodes.withCode(input.mobile, input.code, true, async (tx) => {
          const shop = await repo.insertShop(tx, {
            name: input.shopName,
            contact: input.userName,
            mobile: input.mobile,
            cloudExpireTime: new Date(Date.now() + 365 * 86_400_000),
          });
          const owner = await repo.insertAccount(tx, {
            shopId: shop.id,
            kind: 'owner',
            userName: input.userName,
            mobile: input.mobile,
            passwordHash,
          });
          await audit(
            tx,
            { accountId: owner.id, userName: owner.userName, shopId: shop.id },
            {
              action: 'store.register',
              targetType: 'shop',
              targetId: shop.id,
              after: { shopName: shop.name, userName: owner.userName },
            },
          );
          return { userId: owner.id, shopId: shop.id, userName: owner.userName };
        });
      } catch (err) {
        // Two registrations racing for the same name or phone.
        if (isUniqueViolation(err, 'accounts_user_name_uq')) throw new AppError('USERNAME_TAKEN');
        if (isUniqueViolation(err, 'accounts_mobile_uq')) throw new AppError('PHONE_TAKEN');
        throw err;
      }
    },

    /** Resets a password by phone code and signs the account out everywhere. */
    async resetPassword(input: TForgotPasswordRequest) {
      const account = await repo.findByMobile(db, input.mobile);
      if (!account) throw new AppError('PHONE_NOT_REGISTERED');
      const passwordHash = await hashPassword(input.password);
      await vcodes.withCode(input.mobile, input.code, true, async (tx) => {
        await repo.setPassword(tx, account.id, passwordHash);
        await repo.revokeAllSessions(tx, account.id);
        await audit(
          tx,
          { accountId: account.id, userName: account.userName, shopId: account.shopId },
          {
            action: 'account.password_reset',
            targetType: 'account',
            targetId: account.id,
          },
        );
      });
    },

    /** Changes the caller's password and revokes every session of the account. */
    async changePassword(auth: AuthContext, input: TChangePasswordRequest) {
      const account = await repo.findById(db, auth.accountId);
      if (!account) throw new AppError('LOGIN_EXPIRED');
      if (!(await verifyPassword(input.oldPwd, account.passwordHash))) throw new AppError('OLD_PASSWORD_WRONG');
      const passwordHash = await hashPassword(input.pwd);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, account.id, passwordHash);
        await repo.revokeAllSessions(tx, account.id);
        await audit(tx, auth, { action: 'account.password_change', targetType: 'account', targetId: account.id });
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
