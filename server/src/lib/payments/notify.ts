import type { NotifyRefusal, PayMethod } from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '../limits.js';

/**
 * The largest notification body a notify route reads. Gateways' notifications are a few kilobytes (an Alipay
 * form, a PayPal event, a WeChat Pay envelope); anything larger is refused with 413 before it is read.
 */
export const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * What every gateway notification route declares: public (the gateway signs, it does not sign in), the body
 * limit above, and the per-address limit on refused notifications (`refuseNotification`).
 */
export const NOTIFY_ROUTE = {
  bodyLimit: NOTIFY_BODY_LIMIT,
  config: { public: true, addressLimit: 'refusedNotify' },
} as const;

/** How much of a notification's fields a payment_events row keeps (characters of JSON, about). */
export const EXTRACT_BUDGET = 512;
/** The longest text kept of one field. */
const EXTRACT_TEXT = 128;

/**
 * A short, bounded extract of what a gateway (or someone posing as one) sent, for a payment_events row: texts cut
 * to EXTRACT_TEXT characters (with the length they had), at most EXTRACT_BUDGET characters in all, four levels
 * deep; what does not fit is counted, not kept. Whatever the body, the row stays under a kilobyte.
 */
export function boundedExtract(value: unknown): unknown {
  let budget = EXTRACT_BUDGET;
  const text = (s: string) => {
    const kept = s.length > EXTRACT_TEXT ? `${s.slice(0, EXTRACT_TEXT)}…(${s.length})` : s;
    budget -= kept.length + 4;
    return kept;
  };
  const walk = (v: unknown, depth: number): unknown => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'string') return text(v);
    if (typeof v === 'number' || typeof v === 'boolean') {
      budget -= 8;
      return v;
    }
    if (typeof v !== 'object' || depth >= 4) return text(String(typeof v === 'object' ? '[nested]' : v));
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    const out: Record<string, unknown> = {};
    let left = entries.length;
    for (const [k, x] of entries) {
      if (budget <= 0) break;
      out[text(k)] = walk(x, depth + 1);
      left--;
    }
    if (left > 0) out['…'] = `${left} more`;
    return Array.isArray(v) && left === 0 ? Object.values(out) : out;
  };
  return walk(value, 0);
}

/**
 * Refused notifications stored per hour from all addresses together (a counter in the database): past it they
 * are answered as usual but not stored, so many addresses together cannot fill the database either. With the
 * 7-day retention, at most about 170,000 such rows (about 100 MB) exist at any time.
 */
export const STORED_REFUSALS_PER_HOUR = 1000;
export const STORED_REFUSALS_KEY = 'notify:stored-refusals';

/**
 * A notify route refuses a notification: the refusal is counted against the sender's address first (past
 * ADDRESS_LIMITS.refusedNotify: 429, and nothing is stored), then, while the hour's STORED_REFUSALS_PER_HOUR
 * allow, one payment_events row keeps a bounded extract. The route answers the gateway's refusal itself.
 */
export async function refuseNotification(
  req: FastifyRequest,
  method: PayMethod,
  source: string,
  outcome: NotifyRefusal,
  orderNo: string | null,
  detail: unknown,
) {
  await req.countRefusal();
  const { db, orders } = req.server.deps;
  const room = await limits.take(db, STORED_REFUSALS_KEY, STORED_REFUSALS_PER_HOUR, 3600);
  if (room.allowed) await orders.recordEvent(method, source, outcome, orderNo, detail);
}

/** A gateway's form notification as flat string fields, or null when it is not one (a malformed post). */
export function notificationFields(body: unknown): Record<string, string> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string') return null;
    out[k] = v;
  }
  return Object.keys(out).length ? out : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as sent (routes whose signature covers the raw bytes; see keepRawJson). */
    rawBody?: string;
  }
}

/**
 * In the calling plugin's scope only, JSON and form bodies are kept as sent (`req.rawBody`) beside the parsed
 * value: a gateway's signature (or PayPal's IPN post-back) covers the bytes, which re-serialising would not
 * reproduce. Malformed JSON is a 400.
 */
export function keepRawBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    req.rawBody = text;
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    req.rawBody = text;
    try {
      done(null, text.length ? JSON.parse(text) : {});
    } catch {
      const err = new Error('malformed JSON') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });
}
