import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { TOKEN_COOKIE } from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiNotFound } from './plugins/errors.js';

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;\\s]`);
/** What the build writes beside index.html: a signed-in screen's path -> the files its first visit needs. */
const PRELOAD_FILE = 'preload.json';
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** A build's index page with each screen's preloads written in, made once per build (index.html's mtime). */
interface Pages {
  stamp: number;
  byPath: Map<string, string>;
}
const built = new Map<string, Pages>();

function pagesOf(dist: string): Map<string, string> {
  const index = path.join(dist, 'index.html');
  let stamp: number;
  try {
    stamp = fs.statSync(index).mtimeMs;
  } catch {
    return new Map(); // a deploy replacing the folder: the plain page (sent as a file) until it is back
  }
  const cached = built.get(dist);
  if (cached?.stamp === stamp) return cached.byPath;
  const byPath = new Map<string, string>();
  const html = fs.readFileSync(index, 'utf8');
  let list: unknown;
  try {
    list = JSON.parse(fs.readFileSync(path.join(dist, PRELOAD_FILE), 'utf8'));
  } catch {
    list = null; // a build without the file (or an old one): the page as built
  }
  if (list && typeof list === 'object' && html.includes('</head>')) {
    for (const [screen, files] of Object.entries(list)) {
      if (!Array.isArray(files)) continue;
      const links = files
        .filter((f): f is string => typeof f === 'string' && ASSET.test(f))
        .map((f) =>
          f.endsWith('.css')
            ? `<link rel="preload" as="style" crossorigin href="${f}">`
            : `<link rel="modulepreload" crossorigin href="${f}">`,
        );
      if (links.length) byPath.set(screen, html.replace('</head>', `${links.join('\n')}\n</head>`));
    }
  }
  built.set(dist, { stamp, byPath });
  return byPath;
}

/**
 * The index page for a visit to `pathname`. A visitor with a session token opening a signed-in screen gets the
 * screen's files named in it (`<link rel="modulepreload">`, web/build/route-preload.ts), so the browser downloads
 * them along with the entry's instead of after the entry has run; anyone else (the sign-in page's visitors) gets
 * the page as built. The token is not checked here: a made-up cookie only earns a few preloads of public files.
 * The pages are made once per build, so a request costs a lookup whatever it sends.
 */
export function indexFor(dist: string, pathname: string, cookie: string | undefined): string | null {
  if (!cookie || !SIGNED_IN.test(cookie)) return null;
  return pagesOf(dist).get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? null;
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
