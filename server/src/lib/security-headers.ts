import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sends for `options`, worked out once. `@fastify/helmet` calls `helmet(options)` on
 * every request, parsing the Content-Security-Policy again each time and setting a dozen headers one by one
 * (issue 43: 4% of a busy server's time); none of our headers depends on the request, so the server sets this
 * one object on every answer instead (app.ts). Helmet's own defaults and checks still make the values.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}
