import { isCloudExpired, UserType } from '@skin/contract';
import { AppError } from '../../lib/errors.js';
import type { AppAccess } from '../../lib/http.js';

/**
 * What the rules read of an app account, its store and the device it signs in on (DESIGN.md section 11), as one
 * query answers it at sign-in (by user name and device number) and on every call (by token).
 */
export interface AppRuleRow {
  userType: number;
  status: number;
  closedAt: Date | null;
  permanent: boolean;
  expireTime: Date | null;
  /** The device the account is bound to, or null. */
  boundDeviceNo: string | null;
  shopStatus: number;
  cloudExpireTime: Date | null;
  /** The device signed in on, when it is a device of the account's store (not deleted); else null. */
  deviceId: number | null;
}

/** A date as the messages show it (UTC day). */
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '-');

/**
 * The one place the rules live: the refusal for an account using the app on `deviceNo` at `now`, or null when it
 * may. Checked at sign-in (after the password) and on every call, against the rows as they are then, so a change
 * in the console (disable, close, delete the device, the cloud expiring) takes effect at the next call on every
 * instance, and a renewal lifts it at once. The order decides which refusal a caller hears when several apply.
 * `access` `write` (adding analyses) is also refused for a working end while the store's cloud space has expired.
 */
export function appRefusal(r: AppRuleRow, deviceNo: string, now: number, access: AppAccess = 'read'): AppError | null {
  if (r.closedAt) return new AppError('APP_SIGNIN_CLOSED');
  if (r.shopStatus !== 1) return new AppError('APP_STORE_INVALID');
  // A deleted device also disabled the accounts bound to it: its own refusal says what happened.
  if (r.deviceId === null) return new AppError('APP_DEVICE_UNKNOWN', { params: { deviceNo }, datas: { deviceNo } });
  if (r.status !== 1) return new AppError('APP_ACCOUNT_DISABLED');
  // The console's rule (user/service.ts presentAppUser): a non-permanent account without an expiry does not expire.
  if (!r.permanent && r.expireTime && r.expireTime.getTime() <= now) {
    const expireTime = r.expireTime.toISOString();
    return new AppError('APP_ACCOUNT_EXPIRED', { params: { date: day(r.expireTime) }, datas: { expireTime } });
  }
  if (r.boundDeviceNo && r.boundDeviceNo !== deviceNo) {
    return new AppError('APP_DEVICE_MISMATCH', {
      params: { deviceNo: r.boundDeviceNo },
      datas: { deviceNo: r.boundDeviceNo },
    });
  }
  if (isCloudExpired(r.cloudExpireTime, now)) {
    const params = { date: day(r.cloudExpireTime) };
    const datas = { cloudExpireTime: r.cloudExpireTime?.toISOString() ?? null };
    // SPEC section 4: "if it is not renewed on expiry, the viewer end stops working".
    if (r.userType === UserType.VIEWER) return new AppError('APP_VIEWER_CLOUD_EXPIRED', { params, datas });
    if (access === 'write') return new AppError('APP_CLOUD_READ_ONLY', { params, datas });
  }
  return null;
}
