import { createHash, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type RequestListener } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** The header the proxy (nginx) adds to every request it passes on, with `PROXY_SECRET` (deploy/nginx). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** What only the proxy may say about a request: the client's address, scheme, host and port. */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'];

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Proof that a request comes from the proxy (docs/operations.md, "What nginx does"): with `PROXY_SECRET` set,
 * the `X-Forwarded-*` headers of a request are believed (as `TRUST_PROXY` says) only when it carries the secret in
 * `X-Proxy-Secret`; without it they are removed before anything reads them, so another local process that reaches
 * an instance's port directly is the address it connects from, whatever it writes. The secret header itself is
 * removed either way (no log, route or error sees it). Without `PROXY_SECRET` nothing changes.
 */
export function proxyGate(secret: string | undefined): (req: IncomingMessage) => void {
  if (!secret) return () => {};
  const expected = digest(secret);
  return (req) => {
    const given = req.headers[PROXY_SECRET_HEADER];
    delete req.headers[PROXY_SECRET_HEADER];
    if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return;
    for (const h of FORWARDED) delete req.headers[h];
  };
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (its timeouts and limits), with the proxy's proof
 * checked on each request before Fastify sees it, so every route, hook and log line inherits it.
 */
export function gatedServerFactory(secret: string | undefined) {
  const gate = proxyGate(secret);
  return (handler: RequestListener, opts: FastifyServerOptions) => {
    const server = http.createServer((req, res) => {
      gate(req);
      handler(req, res);
    });
    server.keepAliveTimeout = opts.keepAliveTimeout!;
    server.requestTimeout = opts.requestTimeout!;
    server.setTimeout(opts.connectionTimeout!);
    if (opts.maxRequestsPerSocket! > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket!;
    return server;
  };
}
