import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../contract/src/enums.js';

/**
 * `preload.json` beside index.html: for each signed-in screen's path, the files its first visit needs beyond what
 * index.html loads (its layout's chunk, its page's chunk and what they import, their stylesheets). The server
 * names them in the page it sends to a signed-in visitor (`<link rel="modulepreload">`, server/src/web.ts), so
 * they download with the entry's files. Without them, they were requested only once the entry had run and found
 * the route: a cold /users fetched its 73 other files 300 ms after its first 24 (docs/decisions.md, "The index page
 * names what the visit will load").
 *
 * The screens are read from each page folder's src/pages/<folder>/route.ts (`path: '...'` and `layout: '...'`, one
 * pair per route it declares), the redirects from src/app/routes.tsx (one line each); a redirect to another screen
 * (`/` -> `/index` -> HOME_PATH) gets that screen's files. route-preload.test.ts checks every screen has its entry.
 */
export const PRELOAD_FILE = 'preload.json';

export interface ScreenRoute {
  path: string;
  layout: 'main' | 'payment';
  /** The folder under src/pages/. */
  page: string;
}

/** The texts the screens are read from: routes.tsx, and each page folder's route.ts by folder name. */
export interface RouteSources {
  routes: string;
  pages: Record<string, string>;
}

/** routes.tsx and every `pages/<folder>/route.ts` under `src`. */
export function readRouteSources(src: string): RouteSources {
  const pagesDir = path.join(src, 'pages');
  const pages: Record<string, string> = {};
  for (const folder of fs.readdirSync(pagesDir)) {
    const file = path.join(pagesDir, folder, 'route.ts');
    if (fs.existsSync(file)) pages[folder] = fs.readFileSync(file, 'utf8');
  }
  return { routes: fs.readFileSync(path.join(src, 'app/routes.tsx'), 'utf8'), pages };
}

/** The signed-in screens the page folders declare, and routes.tsx's redirects resolved to them. */
export function screenRoutes({ routes, pages }: RouteSources): ScreenRoute[] {
  const home = /export const HOME_PATH = '([^']+)'/.exec(routes)?.[1];
  const screens: ScreenRoute[] = [];
  for (const [page, source] of Object.entries(pages)) {
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '');
    const paths = [...code.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
    const layouts = [...code.matchAll(/\blayout: '(\w+)'/g)].map((m) => m[1]!);
    paths.forEach((p, i) => {
      const layout = layouts[i];
      if ((layout === 'main' || layout === 'payment') && !p.includes('*') && !p.includes(':'))
        screens.push({ path: p, layout, page });
    });
  }
  const redirects = new Map<string, string>();
  for (const line of routes.split('\n')) {
    if (line.trimStart().startsWith('*')) continue; // the doc comment's example
    const from = /\bpath: '([^']+)'/.exec(line)?.[1];
    const to = /\bredirect: (?:'([^']+)'|HOME_PATH)/.exec(line);
    if (from && to) redirects.set(from, to[1] ?? home ?? '');
  }
  for (const [from] of redirects) {
    let to = redirects.get(from);
    for (let hops = 0; to && redirects.has(to) && hops < 5; hops++) to = redirects.get(to);
    const target = screens.find((s) => s.path === to);
    if (target) screens.push({ ...target, path: from });
  }
  return screens;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules in it (a layout may share the console chunk rather than have one of its own). */
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

/** The chunk files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(bundle: BundleLike, fileName: string, out = new Set<string>()): Set<string> {
  if (out.has(fileName)) return out;
  out.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(bundle, dep, out);
  return out;
}

/** The bundle's chunks, and the files index.html loads already (the entry and its static imports). */
function chunksOf(bundle: BundleLike) {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  return { chunks, already: entry ? closure(bundle, entry.fileName) : new Set<string>() };
}

/** path -> the URLs to preload for it, the largest chunks first (they take longest), then the stylesheets. */
export function preloadMap(bundle: BundleLike, screens: ScreenRoute[], base = '/'): Record<string, string[]> {
  const { chunks, already } = chunksOf(bundle);
  const is = (suffix: string) => (id: string | null) => !!id?.replaceAll('\\', '/').endsWith(suffix);
  const bySource = (suffix: string) =>
    (chunks.find((c) => is(suffix)(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(is(suffix))))?.fileName;
  const size = (f: string) => {
    const c = bundle[f];
    return c && 'code' in c ? String(c.code).length : 0;
  };
  const out: Record<string, string[]> = {};
  for (const s of screens) {
    const layout = bySource(`/src/layout/${s.layout === 'main' ? 'MainLayout' : 'PaymentLayout'}.tsx`);
    const page = bySource(`/src/pages/${s.page}/index.tsx`) ?? bySource(`/src/pages/${s.page}/index.ts`);
    if (!layout || !page) continue;
    const files = new Set([...closure(bundle, layout), ...closure(bundle, page)]);
    const js = [...files].filter((f) => !already.has(f)).sort((a, b) => size(b) - size(a));
    const css = js.flatMap((f) => {
      const c = bundle[f];
      return c?.type === 'chunk' ? [...(c.viteMetadata?.importedCss ?? [])] : [];
    });
    out[s.path] = [...js, ...new Set(css)].map((f) => base + f);
  }
  return out;
}

/** A language's files for the index page: what any page loads in it, and what the signed-in layouts add. */
export interface LanguageFiles {
  public: string[];
  signedIn: string[];
}

/**
 * Each language's files beyond what index.html loads, found by their modules: the shell's texts and the server's
 * messages (build/locale-texts.ts, build/server-messages.ts) and antd's and dayjs' locales (src/i18n/index.ts) for
 * every page; the screens' texts for the signed-in layouts.
 */
export function languageFiles(
  bundle: BundleLike,
  languages: readonly string[],
  base = '/',
): Record<string, LanguageFiles> {
  const { chunks, already } = chunksOf(bundle);
  const files = (facades: string[]) => {
    const found = new Set<string>();
    for (const c of chunks) {
      const id = c.facadeModuleId?.replaceAll('\\', '/') ?? '';
      if (facades.some((f) => id === f || (f.startsWith('/') && id.endsWith(f)))) closure(bundle, c.fileName, found);
    }
    return [...found].filter((f) => !already.has(f)).map((f) => base + f);
  };
  const out: Record<string, LanguageFiles> = {};
  for (const lang of languages) {
    const [code = lang] = lang.split('-');
    const publicFiles = files([
      `\0virtual:locale-texts/${lang}/shell`,
      `\0virtual:server-messages/${lang}`,
      `/antd/es/locale/${lang.replace('-', '_')}.js`,
      `/dayjs/locale/${lang.toLowerCase()}.js`,
      `/dayjs/locale/${code}.js`,
    ]);
    const screens = files([`\0virtual:locale-texts/${lang}/screens`]).filter((f) => !publicFiles.includes(f));
    out[lang] = { public: publicFiles, signedIn: screens };
  }
  return out;
}

export function routePreload(): Plugin {
  let src = '';
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(c) {
      src = path.join(c.root, 'src');
      outDir = path.resolve(c.root, c.build.outDir);
      base = c.base;
    },
    // Once the bundle is final: the build drops chunks after generating them (one holding only a stylesheet
    // import), and a preload of a file that is not there gets index.html back, which the browser refuses.
    writeBundle(_options, bundle) {
      const screens = screenRoutes(readRouteSources(src));
      const map = preloadMap(bundle as unknown as BundleLike, screens, base);
      // A screen left out would only be slower, so nothing else would notice: the build stops instead.
      const missing = screens.filter((s) => !map[s.path]).map((s) => s.path);
      if (missing.length) this.error(`route-preload: no layout or page chunk found for ${missing.join(', ')}`);
      const gone = Object.values(map)
        .flat()
        .filter((f) => !fs.existsSync(path.join(outDir, f.slice(base.length))));
      if (gone.length)
        this.error(`route-preload: names files the build did not write: ${[...new Set(gone)].join(', ')}`);
      const languages = languageFiles(bundle as unknown as BundleLike, LANGUAGES, base);
      const none = Object.entries(languages).filter(([, f]) => f.public.length === 0 || f.signedIn.length === 0);
      if (none.length) this.error(`route-preload: no texts found for ${none.map(([l]) => l).join(', ')}`);
      fs.writeFileSync(path.join(outDir, PRELOAD_FILE), `${JSON.stringify({ ...map, languages }, null, 1)}\n`);
    },
  };
}
