import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiNotFound } from './plugins/errors.js';

/** The cookie the console keeps its session token in (web/src/auth/token.ts). */
const TOKEN_COOKIE = 'admin-token';
const SIGNED_IN = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;\\s]`);
/** What the build writes beside index.html: a signed-in screen's path -> the files its first visit needs. */
const PRELOAD_FILE = 'preload.json';
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The index page for a visit to `pathname`. A visitor with a session token opening a signed-in screen gets the
 * screen's files named in it (`<link rel="modulepreload">`, web/build/route-preload.ts), so the browser downloads
 * them along with the entry's instead of after the entry has run; anyone else (the sign-in page's visitors) gets
 * the page as built. The token is not checked here: a made-up cookie only earns a few preloads of public files.
 */
export function indexFor(dist: string, pathname: string, cookie: string | undefined): string | null {
  if (!cookie || !SIGNED_IN.test(cookie)) return null;
  let files: unknown;
  try {
    files = (JSON.parse(fs.readFileSync(path.join(dist, PRELOAD_FILE), 'utf8')) as Record<string, unknown>)[
      pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    ];
  } catch {
    return null; // a build without the file (or an old one): the page as built
  }
  if (!Array.isArray(files)) return null;
  const links = files
    .filter((f): f is string => typeof f === 'string' && ASSET.test(f))
    .map((f) =>
      f.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${f}">`
        : `<link rel="modulepreload" crossorigin href="${f}">`,
    );
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return links.length && html.includes('</head>') ? html.replace('</head>', `${links.join('\n')}\n</head>`) : null;
}

/** Serves the built console with a fallback to index.html for client-side routes. */
export function registerWeb(app: FastifyInstance, dist: string | null, apiPrefix: string) {
  const hasWeb = dist !== null && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed assets never change; index.html must be revalidated so a deploy is picked up.
      setHeaders(reply, file) {
        reply.header(
          'cache-control',
          /index\.html(\.br|\.gz)?$/.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
      cacheControl: false,
    });
  }
  app.setNotFoundHandler((req: FastifyRequest, reply) => {
    const url = req.url.split('?')[0]!;
    if (url === apiPrefix || url.startsWith(`${apiPrefix}/`)) return apiNotFound(req, reply);
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // Files added after start-up are not in the static route table.
      const file = path.join(dist, url);
      if (file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(dist, file));
      }
      // The page differs with the session cookie (indexFor): a cache in between must keep the two apart.
      reply.header('vary', 'Cookie');
      const page = indexFor(dist, url, req.headers.cookie);
      if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
      return reply.sendFile('index.html');
    }
    return apiNotFound(req, reply);
  });
}
