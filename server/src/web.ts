import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  pickLanguage,
  TOKEN_COOKIE,
} from '@skin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiNotFound } from './plugins/errors.js';

const SIGNED_IN = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;\\s]`);
const LANGUAGE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([\\w-]{2,8})(?:;|$)`);
/** What the build writes beside index.html: each signed-in screen's files and each language's (route-preload.ts). */
const PRELOAD_FILE = 'preload.json';
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** An index page, and compressed once for the browsers that take it (as the build does for its files). */
export interface IndexPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** What the build lists beside index.html (web/build/route-preload.ts): the screens' files and the languages'. */
interface Preloads {
  html: string;
  /** A signed-in screen's path -> its files. */
  screens: Map<string, string[]>;
  /** A language -> the files of any page in it, and those the signed-in layouts add. */
  languages: Map<Language, { public: string[]; signedIn: string[] }>;
}
/** A build's lists and the pages made from them, read again when index.html changes (its mtime). */
interface Built {
  stamp: number;
  preloads: Preloads | null;
  /** `<path>|<language>|<signed in>` -> the page; at most (screens + 1) x languages entries. */
  pages: Map<string, IndexPage>;
}
const built = new Map<string, Built>();

const files = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && ASSET.test(f)) : [];

function builtOf(dist: string): Built | null {
  const index = path.join(dist, 'index.html');
  let stamp: number;
  try {
    stamp = fs.statSync(index).mtimeMs;
  } catch {
    return null; // a deploy replacing the folder: the plain page (sent as a file) until it is back
  }
  const cached = built.get(dist);
  if (cached?.stamp === stamp) return cached;
  let preloads: Preloads | null = null;
  const html = fs.readFileSync(index, 'utf8');
  let list: unknown;
  try {
    list = JSON.parse(fs.readFileSync(path.join(dist, PRELOAD_FILE), 'utf8'));
  } catch {
    list = null; // a build without the file (or an old one): the page as built
  }
  if (list && typeof list === 'object' && html.includes('</head>')) {
    const { languages, ...screens } = list as Record<string, unknown>;
    preloads = { html, screens: new Map(), languages: new Map() };
    for (const [screen, names] of Object.entries(screens)) preloads.screens.set(screen, files(names));
    if (languages && typeof languages === 'object')
      for (const [lang, sets] of Object.entries(languages)) {
        if (!isLanguage(lang) || !sets || typeof sets !== 'object') continue;
        const { public: open, signedIn } = sets as Record<string, unknown>;
        preloads.languages.set(lang, { public: files(open), signedIn: files(signedIn) });
      }
  }
  const entry = { stamp, preloads, pages: new Map<string, IndexPage>() };
  built.set(dist, entry);
  return entry;
}

const linkTo = (f: string) =>
  f.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${f}">`
    : `<link rel="modulepreload" crossorigin href="${f}">`;

/** The language a visit will show: the console's cookie, else the browser's languages, as the console decides. */
function languageOf(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookie ? LANGUAGE_IN_COOKIE.exec(cookie)?.[1] : undefined;
  return isLanguage(chosen) ? chosen : (pickLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE);
}

/**
 * The index page for a visit to `pathname`, with the files the visit will need named in it (`<link
 * rel="modulepreload">`), so the browser downloads them with the entry's instead of after the entry has run:
 * - the language's texts, server messages and locales, for every visit (the console's language cookie, else the
 *   browser's languages, as the console itself decides: web/src/i18n/language.ts);
 * - for a visitor with a session token opening a signed-in screen, the screen's files (web/build/route-preload.ts)
 *   and the screens' texts.
 * The token is not checked here: a made-up cookie only earns a few preloads of public files. The pages are made
 * once per build, path and language, so a request costs a lookup whatever it sends.
 */
export function indexFor(
  dist: string,
  pathname: string,
  cookie: string | undefined,
  acceptLanguage?: string,
): IndexPage | null {
  const b = builtOf(dist);
  if (!b?.preloads) return null;
  const { preloads, pages } = b;
  const lang = languageOf(cookie, acceptLanguage);
  const wanted = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = preloads.screens.get(wanted);
  const signedIn = !!screen && !!cookie && SIGNED_IN.test(cookie);
  const key = `${signedIn ? wanted : ''}|${lang}|${signedIn}`;
  let page = pages.get(key);
  if (page === undefined) {
    const language = preloads.languages.get(lang);
    const names = [
      ...new Set([
        ...(language?.public ?? []),
        ...(signedIn ? [...(language?.signedIn ?? []), ...(screen ?? [])] : []),
      ]),
    ];
    // Scripts first, stylesheets last, as the lists have them.
    names.sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')));
    const html = names.length
      ? preloads.html.replace('</head>', `${names.map(linkTo).join('\n')}\n</head>`)
      : preloads.html;
    page = {
      html,
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: zlib.gzipSync(html, { level: 9 }),
    };
    pages.set(key, page);
  }
  return page;
}

/** Whether an Accept-Encoding header takes `coding` (named, and not with q=0). */
const takes = (header: string, coding: string) =>
  header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name?.trim() === coding && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
  });

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
      // The page differs with the session and language cookies and the browser's languages (indexFor): a cache in
      // between must keep them apart.
      reply.header('vary', 'Cookie, Accept-Language');
      const page = indexFor(dist, url, req.headers.cookie, req.headers['accept-language']);
      if (page) {
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        const accepts = (req.headers['accept-encoding'] ?? '').toString();
        if (takes(accepts, 'br')) return reply.header('content-encoding', 'br').send(page.br);
        if (takes(accepts, 'gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
        return reply.send(page.html);
      }
      return reply.sendFile('index.html');
    }
    return apiNotFound(req, reply);
  });
}
