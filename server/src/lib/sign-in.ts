import {
  LOGIN_ACCOUNT_CEILING,
  LOGIN_KNOWN_ADDRESS_DAYS,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
} from '@skin/contract';
import type { DbOrTx } from '../db/client.js';
import { DUMMY_HASH, verifyPassword } from './crypto.js';
import { AppError, limited } from './errors.js';
import { addressKey, limits } from './limits.js';

/** The sign-ins of the product: the counters each counts on and the refusal that says it is paused. */
const SIGN_INS = {
  /** `POST /api/login` (console accounts). */
  console: { counter: 'login', locked: 'ACCOUNT_LOCKED' },
  /** `POST /api/app/v1/login` (app accounts, a name space of their own). */
  app: { counter: 'applogin', locked: 'APP_LOGIN_LOCKED' },
} as const;
export type SignInKind = keyof typeof SIGN_INS;

const nameKey = (kind: SignInKind, userName: string) => `${SIGN_INS[kind].counter}:${userName.toLowerCase()}`;

/**
 * The password check of every sign-in, with its limits (docs/decisions.md, "Sign-in limits"): each try is counted
 * in the database before its password is checked,
 * - per (user name, client address): LOGIN_MAX_FAILURES per LOGIN_LOCK_MINUTES; the try that uses them up already
 *   answers the pause, and from then on nothing from there is checked, the right password included;
 * - per user name across addresses: LOGIN_ACCOUNT_CEILING per window, past which only addresses the account signed
 *   in from in the last LOGIN_KNOWN_ADDRESS_DAYS go on (`signedInFrom`), so many addresses cannot check more.
 * An unknown name, or an account without a password, is counted, costs one password hash and answers as a wrong
 * password does. The right password gives its own tries back and answers the account; the caller then applies
 * the account's own rules (status, store, device) and creates the session.
 */
export async function checkSignIn<A>(
  db: DbOrTx,
  o: {
    kind: SignInKind;
    userName: string;
    password: string;
    ip: string | undefined;
    /** The account of the user name, or null. */
    find: () => Promise<A | null>;
    passwordHash: (account: A) => string | null;
    /** Whether `account` (null: none has the name) signed in from `ip` since `since`. */
    signedInFrom: (account: A | null, ip: string, since: Date) => Promise<boolean>;
  },
): Promise<A> {
  const { locked } = SIGN_INS[o.kind];
  const all = nameKey(o.kind, o.userName);
  const here = `${all}@${addressKey(o.ip)}`;
  const window = LOGIN_LOCK_MINUTES * 60;
  const mine = await limits.take(db, here, LOGIN_MAX_FAILURES, window);
  if (!mine.allowed) throw limited(locked, mine.retryAfter);
  const account = await o.find();
  const across = await limits.take(db, all, LOGIN_ACCOUNT_CEILING, window);
  if (!across.allowed) {
    const since = new Date(Date.now() - LOGIN_KNOWN_ADDRESS_DAYS * 86_400_000);
    if (!(await o.signedInFrom(account, o.ip ?? '', since))) throw limited(locked, across.retryAfter);
  }
  const hash = account === null ? null : o.passwordHash(account);
  const right = await verifyPassword(o.password, hash ?? DUMMY_HASH);
  if (account === null || hash === null || !right) {
    // The try that used up the allowance says so at once.
    if (mine.hits >= LOGIN_MAX_FAILURES) throw limited(locked, mine.retryAfter);
    throw new AppError('WRONG_CREDENTIALS');
  }
  // The right password: its own tries are given back (earlier wrong ones stay counted).
  await limits.giveBack(db, here);
  await limits.giveBack(db, all);
  return account;
}

/** Forgets the sign-in counters of one user name, from every address (its owner proved who they are). */
export async function clearSignInLimits(db: DbOrTx, kind: SignInKind, userName: string): Promise<void> {
  await limits.clear(db, nameKey(kind, userName));
}
