import {
  type AccessCode,
  formatCloudExpire,
  LOGIN_LOCK_MINUTES,
  OLD_PASSWORD_MAX_FAILURES,
  OWNER_ACCESS_CODES,
  PLATFORM_ACCESS_CODES,
  type TChangePasswordRequest,
  type TCurrentUser,
  type TForgotPasswordRequest,
  type TLoginResponse,
  type TRegisterRequest,
  type TShopInfo,
  timeZoneOfPhone,
} from '@skin/contract';
import type { Db } from '../../db/client.js';
import { audit } from '../../lib/audit.js';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto.js';
import { AppError, isUniqueViolation, limited } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/http.js';
import { limits } from '../../lib/limits.js';
import { checkSignIn, clearSignInLimits } from '../../lib/sign-in.js';
import { type ShopRow, shopRepository } from '../shop/repository.js';
import type { VcodeService } from '../sms/service.js';
import { type AccountRow, accountRepository as repo } from './repository.js';
import { sessionRepository } from './sessions.js';

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
    timeZone: shop.timeZone,
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

    /**
     * Sign-in: the password is checked with the sign-in limits every sign-in shares (lib/sign-in.ts), then the
     * account's store and status decide.
     */
    async login(
      username: string,
      password: string,
      meta: { ip?: string; userAgent?: string },
    ): Promise<TLoginResponse> {
      const account = await checkSignIn(db, {
        kind: 'console',
        userName: username,
        password,
        ip: meta.ip,
        find: () => repo.findByUserName(db, username),
        passwordHash: (a) => a.passwordHash,
        signedInFrom: (a, ip, since) => sessionRepository.signedInFrom(db, a?.id ?? -1, ip, since),
      });
      const withShop = await repo.findWithShop(db, account.id);
      if (withShop?.shop && withShop.shop.status !== 1) throw new AppError('SHOP_INVALID');
      if (account.status !== 1) throw new AppError('ACCOUNT_DISABLED');
      const token = newToken();
      const expiresAt = new Date(Date.now() + opts.sessionTtlHours * 3600_000);
      const created = await sessionRepository.createIfCurrent(
        db,
        {
          tokenHash: sha256(token),
          accountId: account.id,
          expiresAt,
          ip: meta.ip?.slice(0, 64),
          // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
          userAgent: meta.userAgent?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 256),
        },
        account.credentialVersion,
      );
      // Signed out everywhere (a new password, ...) while the password was being checked: sign in again.
      if (!created) throw new AppError('LOGIN_EXPIRED');
      return { access_token: token, expires_at: expiresAt.toISOString(), user: await currentUser(account.id) };
    },

    async logout(auth: AuthContext) {
      await sessionRepository.revoke(db, auth.sessionId);
    },

    /**
     * Creates a store and its owner; the first year of cloud space is free. The code is checked
     * first, so a wrong code answers the same whether or not the name or phone is taken.
     */
    async register(input: TRegisterRequest) {
      const passwordHash = await hashPassword(input.password);
      try {
        return await vcodes.withCode(input.mobile, input.code, true, async (tx) => {
          if (await repo.findByUserName(tx, input.userName)) throw new AppError('USERNAME_TAKEN');
          if (await repo.findByMobile(tx, input.mobile)) throw new AppError('PHONE_TAKEN');
          const shop = await shopRepository.insert(tx, {
            name: input.shopName,
            contact: input.userName,
            mobile: input.mobile,
            timeZone: timeZoneOfPhone(input.mobile),
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

    /**
     * Resets a password by phone code and signs the account out everywhere. The code is checked
     * first: a wrong code answers alike for a registered phone and an unknown one.
     */
    async resetPassword(input: TForgotPasswordRequest) {
      const passwordHash = await hashPassword(input.password);
      await vcodes.withCode(input.mobile, input.code, true, async (tx) => {
        const account = await repo.findByMobile(tx, input.mobile);
        if (!account) throw new AppError('PHONE_NOT_REGISTERED');
        await repo.setPassword(tx, account.id, passwordHash);
        await sessionRepository.revokeAll(tx, account.id);
        // The owner proved the phone: the sign-in limits of this user name start again.
        await clearSignInLimits(tx, 'console', account.userName);
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
      // Counted before the check, like sign-in: a stolen token cannot guess the password without limit.
      const tries = await limits.take(db, `oldpwd:${account.id}`, OLD_PASSWORD_MAX_FAILURES, LOGIN_LOCK_MINUTES * 60);
      if (!tries.allowed) throw limited('OLD_PASSWORD_LOCKED', tries.retryAfter);
      if (!(await verifyPassword(input.oldPwd, account.passwordHash))) {
        if (tries.hits >= OLD_PASSWORD_MAX_FAILURES) throw limited('OLD_PASSWORD_LOCKED', tries.retryAfter);
        throw new AppError('OLD_PASSWORD_WRONG');
      }
      await limits.giveBack(db, `oldpwd:${account.id}`);
      const passwordHash = await hashPassword(input.pwd);
      await db.transaction(async (tx) => {
        await repo.setPassword(tx, account.id, passwordHash);
        await sessionRepository.revokeAll(tx, account.id);
        await audit(tx, auth, { action: 'account.password_change', targetType: 'account', targetId: account.id });
      });
    },
  };
}
