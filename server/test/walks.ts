import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.js';
import type { AccountRow, AppUserRow, DeviceRow, ShopRow } from './factories.js';

/**
 * What a module brings to the shared walks, kept beside it in `server/src/modules/<name>/walk.fixture.ts`
 * (`export default defineModuleWalk({ ... })`) and collected here by folder, so a new module adds no row to a
 * shared table: its role-matrix rows (`modules/staff/access-codes.test.ts`), its part of the store-separation
 * walk (`isolation.test.ts`) and its body-less changes (`CHANGES_WITHOUT_BODY`, `plugins/reads.test.ts`).
 * Those files keep what no one module owns: the sign-in and the caller's own account, and the sign-outs last.
 */
export interface ModuleWalk {
  /** One row per guarded route (both walks check that every published route has one). */
  roles?: readonly RoleRow[];
  /**
   * The store-separation walk: builds the victim store's rows this module owns and answers the calls the attacker
   * store's owner makes against them, the text only those rows hold (never to appear in an answer) and the tables
   * that must be unchanged afterwards.
   */
  isolation?: (world: WalkWorld) => Promise<IsolationPart>;
  /** `POST` routes that change something and take no body (they answer no GET form). */
  changesWithoutBody?: readonly string[];
  /** `POST` reads whose body carries a person's data (a phone): no GET form, as a URL is logged on its way. */
  readsInBodyOnly?: readonly string[];
}

export const defineModuleWalk = (walk: ModuleWalk): ModuleWalk => walk;

/**
 * The two stores of the store-separation walk: the attacker's token is its owner's. Their app users and the victim's
 * device are the world's, as several modules' calls name them (the device, its users, an order's users).
 */
export interface WalkWorld {
  db: Db;
  victim: { shop: ShopRow; owner: AccountRow; user: AppUserRow; device: DeviceRow };
  /** `app`: the attacker's app account, bound to the device its app token is signed in on. */
  attacker: { shop: ShopRow; owner: AccountRow; users: AppUserRow[]; app: AppUserRow };
}

/** The password the walks' forms send. */
export const PASSWORD = 'Cross#Store2026';
/** An order number no order has. */
export const NO_ORDER = 'NOSUCHORDER000000000000000';

export interface WalkCall {
  /** `METHOD /path` as the OpenAPI document names it */
  route: string;
  path: string;
  body?: unknown;
  /** Expected status; 200 only for reads of the caller's own store or account. */
  status: number;
  code?: number;
  /** Called with the attacker's app token (the app's routes) instead of its owner's console token. */
  app?: boolean;
}

/**
 * A row of a walk for `route` as the OpenAPI document names it (`POST /api/product/get/{id}`), its path the route's
 * with `params` in place of its `{names}`: `at('POST /api/product/get/{id}', { id: 5 }, { status: 404 })`.
 */
export function at<R extends Omit<WalkCall, 'route' | 'path'> | Omit<RoleRow, 'route' | 'path'>>(
  route: string,
  params: Record<string, string | number>,
  rest: R,
): R & { route: string; path: string } {
  const path = route.slice(route.indexOf(' ') + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${route}: no value for {${name}}`);
    return String(params[name]);
  });
  return { ...rest, route, path };
}

export interface IsolationPart {
  calls: WalkCall[];
  markers: string[];
  tables: PgTable[];
}

/**
 * The callers of the role matrix: no token, the platform, a store's owner, its staff with `users` and `shop-device`,
 * its staff with no code, and an app account of the store signed in on one of its devices (`app`).
 */
export type Role = 'anon' | 'platform' | 'owner' | 'staff' | 'nocodes' | 'app';
export const ROLES: Role[] = ['anon', 'platform', 'owner', 'staff', 'nocodes', 'app'];

export const PASSED = 'passed';
/** 401: no sign-in (100001); 800101 and 800102: the other kind of token (401 too); the rest 403 with that code. */
export type Outcome = typeof PASSED | 401 | 100403 | 100406 | 100407 | 800101 | 800102;
/** An app token on a console route. */
export const CONSOLE_ONLY = 800102;
/** A console token on an app route. */
export const APP_ONLY = 800101;

export interface RoleRow {
  /** `METHOD /path` as the OpenAPI document names it */
  route: string;
  path: string;
  body?: unknown;
  expect: Record<Role, Outcome>;
}

/** A store's own change: the platform is refused (100406), the matrix's staff hold no code for it. */
export const ownerOnly = {
  anon: 401,
  platform: 100406,
  owner: PASSED,
  staff: 100403,
  nocodes: 100403,
  app: CONSOLE_ONLY,
} as const;
/** Readable by the platform and the owner; `staff` what the matrix's staff (codes `users`, `shop-device`) get. */
export const readable = (staff: Outcome) =>
  ({ anon: 401, platform: PASSED, owner: PASSED, staff: staff, nocodes: 100403, app: CONSOLE_ONLY }) as const;
export const platformOnly = {
  anon: 401,
  platform: PASSED,
  owner: 100407,
  staff: 100407,
  nocodes: 100407,
  app: CONSOLE_ONLY,
} as const;
export const signedIn = {
  anon: 401,
  platform: PASSED,
  owner: PASSED,
  staff: PASSED,
  nocodes: PASSED,
  app: CONSOLE_ONLY,
} as const;
/** The analysis app's routes: an app token only. */
export const appOnly = {
  anon: 401,
  platform: APP_ONLY,
  owner: APP_ONLY,
  staff: APP_ONLY,
  nocodes: APP_ONLY,
  app: PASSED,
} as const;

const MODULES = path.join(import.meta.dirname, '../src/modules');

/** Every module's walk (`modules/<name>/walk.fixture.ts`), by folder name, in name order. */
export async function moduleWalks(): Promise<{ module: string; walk: ModuleWalk }[]> {
  const names = readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(path.join(MODULES, d.name)).includes('walk.fixture.ts'))
    .map((d) => d.name)
    .sort();
  return Promise.all(
    names.map(async (module) => {
      const file = pathToFileURL(path.join(MODULES, module, 'walk.fixture.ts')).href;
      const walk = ((await import(file)) as { default: ModuleWalk }).default;
      return { module, walk };
    }),
  );
}
