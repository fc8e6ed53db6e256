import type { FastifyInstance } from 'fastify';

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
