import type { TestServer } from './helper.js';
import { moduleWalks } from './walks.js';

/**
 * The routes that need no sign-in, exempt from the store-separation walk and the role matrix.
 * Each is checked to answer without a token; any other route the API publishes must be listed
 * in both walks, so a new route cannot be added unguarded.
 */
export const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/login',
  'POST /api/user/register',
  'POST /api/user/updatePwdForget',
  'POST /api/sms/sendVCode/{phone}',
  'POST /api/sms/code/valid',
  // The sandbox gateway's checkout page and buttons (the trade number is the key), and its signed notifications.
  'GET /api/sandbox/checkout/{tradeNo}',
  'POST /api/sandbox/checkout/{tradeNo}/pay',
  'POST /api/sandbox/notify',
  'POST /api/sandbox/checkout/{tradeNo}/fail',
  'POST /api/sandbox/notify',
  // The real gateways' notifications (verified by signature) and the payer's way back from PayPal.
  'POST /api/alipay/notify',
  'POST /api/paypal/notificationIPN',
  'GET /api/paypal/return',
  'GET /api/paypal/return/{orderNo}',
  'GET /api/paypal/cancel/{orderNo}',
  'POST /api/wechatpay/notify',
  // The analysis app signs in with an app account (its own limits, modules/app).
  'POST /api/app/v1/login',
  // A shared report, for whoever holds its link's token (limited per address; modules/report/shares.test.ts).
  'POST /api/report/open',
] as const;

/** Every route of the OpenAPI document as `METHOD /path`, sorted. */
export async function publishedRoutes(s: TestServer): Promise<string[]> {
  const doc = (await s.get('/api/openapi.json')).body as unknown as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

/**
 * Files, symptom labels and symptom scripts have a walk and a matrix of their own in
 * `content-access.test.ts`, which is checked against the OpenAPI document the same way (every one
 * of these routes listed, public ones included).
 */
export const isContentRoute = (route: string) =>
  /^(GET|POST) \/api\/(file|oss|symptomLabel|symptomLabelDegree|symptomDesc)\//.test(route);

/** The published routes that need a signed-in caller (content routes: see isContentRoute). */
export async function guardedRoutes(s: TestServer): Promise<string[]> {
  const exempt = new Set<string>(PUBLIC_ROUTES);
  return (await publishedRoutes(s)).filter((r) => !exempt.has(r) && !isContentRoute(r));
}

/**
 * The routes that change something and take no body (or one whose every field may be left out): they stay POST
 * only. Every other such POST is a read and must answer GET too (plugins/reads.ts, `config.read`); `reads.test.ts`
 * checks both ways, so a new body-less read without its GET form, or a stale entry here, fails. A module lists its
 * own in its `walk.fixture.ts` (`changesWithoutBody`): see changesWithoutBody().
 */
const CHANGES_WITHOUT_BODY = [
  // The sign-outs and the sign-in's text message: no one module's.
  'POST /api/app/v1/logout',
  'POST /api/logout',
  'POST /api/sms/sendVCode/{phone}',
] as const;

/**
 * The body-less POST routes without a GET form: the changes listed above and every module's own, and the reads whose
 * body carries a person's data (server/test/walks.ts).
 */
export async function changesWithoutBody(): Promise<string[]> {
  const own = (await moduleWalks()).flatMap(({ walk }) => [
    ...(walk.changesWithoutBody ?? []),
    ...(walk.readsInBodyOnly ?? []),
  ]);
  return [...CHANGES_WITHOUT_BODY, ...own].sort();
}

/** A body as a query string (`?typeId=3&name=x`): text as it is, anything else as JSON; null fields left out. */
export function queryOf(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === null || v === undefined) continue;
    q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * The walks' calls with the GET form of each read (plugins/reads.ts) added right after its POST: the same
 * call with the body's fields in the query string, expected to answer the same.
 */
export function withGetForms<C extends { route: string; path: string; body?: unknown }>(
  calls: readonly C[],
  published: readonly string[],
): C[] {
  const has = new Set(published);
  return calls.flatMap((c) => {
    const get = c.route.replace(/^POST /, 'GET ');
    // The app's routes (`/api/app/v1/...`) declare `config.app`, never `read`: a GET beside one of their POSTs is a
    // route of its own (`GET /api/app/v1/customers` finds, `POST` adds), walked with its own row.
    if (!c.route.startsWith('POST ') || !has.has(get) || c.route.startsWith('POST /api/app/')) return [c];
    return [c, { ...c, route: get, path: `${c.path}${queryOf(c.body)}`, body: undefined }];
  });
}
