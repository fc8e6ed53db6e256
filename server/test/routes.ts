import type { TestServer } from './helper.js';

/**
 * The routes that need no sign-in, exempt from the store-separation walk and the role matrix.
 * Each is checked to answer without a token; any other route the API publishes must be listed
 * in both walks, so a new route cannot be added unguarded.
 */
export const PUBLIC_ROUTES = [
  'GET /api/health',
  'POST /api/login',
  'POST /api/user/register',
  'POST /api/user/updatePwdForget',
  'POST /api/sms/sendVCode/{phone}',
  'POST /api/sms/code/valid',
  // The sandbox gateway's checkout page and buttons (the trade number is the key), and its signed notifications.
  'GET /api/sandbox/checkout/{tradeNo}',
  'POST /api/sandbox/checkout/{tradeNo}/pay',
  'POST /api/sandbox/checkout/{tradeNo}/fail',
  'POST /api/sandbox/notify',
  // The real gateways' notifications (verified by signature) and the payer's way back from PayPal.
  'POST /api/alipay/notify',
  'POST /api/paypal/notificationIPN',
  'GET /api/paypal/return',
  'GET /api/paypal/return/{orderNo}',
  'GET /api/paypal/cancel/{orderNo}',
  'POST /api/wechatpay/notify',
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

/** A concrete request for a route pattern: `{name}` replaced by an example value. */
export const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);
