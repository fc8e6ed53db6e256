import fs from 'node:fs';
import path from 'node:path';

/**
 * One chunk for the signed-in console's shared code (`console-<hash>.js`): the layouts' and screens' libraries
 * (Ant Design's components and icons, dayjs...) and our own shared pieces, in one request instead of the hundred
 * small chunks the automatic splitting cut them into (one per set of screens sharing a module). On HTTP/1.1 (six
 * connections per host) a cold visit to /users waited more for those requests than for their bytes.
 *
 * What it leaves out:
 * - every module the sign-in path reaches by static imports (the entry, the public layout, /login, /register,
 *   /forget, the error pages): those keep the automatic chunks, so the sign-in path does not grow (its budget is
 *   checked by e2e/budget.spec.ts). An import from a library's index (`import { Button } from 'antd'`) is followed
 *   to the named exports' own modules only, not to every module the index re-exports;
 * - each screen's own code (src/pages/<screen>/), which stays in the screen's chunk;
 * - the libraries' modules the sign-in path imports on demand (each language's antd and dayjs locale);
 * - what only a lazily loaded part reaches (ECharts behind the data centre's charts, exceljs behind an export):
 *   the walk follows static imports only.
 */
interface ModuleInfo {
  code?: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface Ctx {
  getModuleInfo(id: string): ModuleInfo | null;
}

/**
 * A module that this many screens reach (of the 15 in the route table) goes into the console chunk; one that fewer
 * use (the colour picker, the QR code, drag and drop, the image cropper, the tree, the slider, uploads...) stays with
 * them. Measured on a cold /users (docs/benchmarks.md), builds side by side, median of 8: 5 gave 1,278 ms, 8 gave
 * 1,152 and 11 1,215; with 8 the chunk is 466 KB (671 with 5), which the browser parses in one piece before the
 * layout can run, and /data and /my-orders are no slower.
 */
const SHARED_BY = 8;

/**
 * The screen a sign-in lands on (`HOME_PATH` in src/app/routes.tsx, checked by console-chunk.test.ts): the libraries
 * it reaches go into the console chunk too, whatever the other screens use, so a cold visit there asks for one chunk
 * rather than ten (antd's date picker, number input, descriptions, switch... each shared by fewer than SHARED_BY
 * screens). Its own code (src/pages/users/) stays in its chunk.
 */
export const HOME_SCREEN = 'pages/users/index.tsx';

/** An icon's modules: a few hundred bytes each (see `small` below). */
const ICON = /[\\/]@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/]/;

/** Library indexes that only re-export: package name -> its index module (relative to node_modules). */
const INDEXES: Record<string, string> = {
  antd: 'antd/es/index.js',
  '@ant-design/icons': '@ant-design/icons/es/index.js',
};

/** `export { default as Name } from './dir'` and `export * from './dir'` of an index, followed: name -> module. */
export function exportsOf(index: string, seen = new Set<string>()): Map<string, string> {
  const out = new Map<string, string>();
  if (seen.has(index) || !fs.existsSync(index)) return out;
  seen.add(index);
  const resolve = (rel: string) =>
    [`${rel}.js`, path.join(rel, 'index.js'), rel]
      .map((p) => path.resolve(path.dirname(index), p))
      .find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
  const text = fs.readFileSync(index, 'utf8');
  for (const m of text.matchAll(/export \{ default as (\w+) \} from ["'](\.[^"']+)["']/g)) {
    const file = resolve(m[2]!);
    if (file) out.set(m[1]!, file);
  }
  for (const m of text.matchAll(/export \* from ["'](\.[^"']+)["']/g)) {
    const file = resolve(m[1]!);
    if (file) for (const [k, v] of exportsOf(file, seen)) out.set(k, v);
  }
  return out;
}

/** The names a module imports from `pkg` (`import { A, B as C } from 'pkg'`), types left out; null if any `* as`. */
export function namesImported(code: string, pkg: string): string[] | null {
  const names: string[] = [];
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  for (const m of code.matchAll(new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+["']${quoted}["']`, 'g'))) {
    if (m[1]) continue;
    const clause = m[2]!;
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || /\*/.test(clause)) return null;
    for (const part of braces[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '');
      if (name && !part.trim().startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

export function consoleChunk(root: string, loginModules?: ReadonlySet<string>, sharedBy = SHARED_BY) {
  const src = (p: string) => path.join(root, 'src', p);
  const nodeModules = path.resolve(root, '..', 'node_modules');
  const PAGES = src('pages') + path.sep;
  const SRC = src('') + path.sep;
  /**
   * Our own shared pieces (src/, outside the screens' folders) and the icons are a few hundred bytes to a few KB
   * each: any of them two screens share goes into the console chunk rather than into a chunk, a request, of its own.
   */
  const small = (id: string) => (id.startsWith(SRC) && !id.startsWith(PAGES)) || ICON.test(id);
  const NODE_MODULES = /[\\/]node_modules[\\/]/;
  const SCREEN_TEXTS = /[\\/]src[\\/]pages[\\/][^\\/]+[\\/]texts\.ts$/;
  const indexes = new Map(
    Object.entries(INDEXES).map(([pkg, rel]) => {
      const file = path.join(nodeModules, rel);
      return [file, { pkg, exports: exportsOf(file) }] as const;
    }),
  );

  /** What `id` brings in by static imports; through a library index, only the named exports' modules. */
  const importsOf = (ctx: Ctx, id: string): string[] => {
    const info = ctx.getModuleInfo(id);
    if (!info) return [];
    return info.importedIds.flatMap((dep) => {
      const index = indexes.get(dep);
      if (!index) return [dep];
      const code = info.code ?? (fs.existsSync(id) ? fs.readFileSync(id, 'utf8') : '');
      const names = namesImported(code, index.pkg);
      const files = names?.map((n) => index.exports.get(n));
      return files?.every(Boolean) ? (files as string[]) : [dep];
    });
  };
  /**
   * A package's index (`import { X } from '@rc-component/form'`, `'@skin/contract'`, `'zod'`) other than INDEXES':
   * which of its modules an import keeps is the tree-shaking's business, so a walk that must not take more than
   * is loaded (the sign-in page's group) stops there.
   */
  const PACKAGE_INDEX =
    /(?:[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+(?:[\\/](?:es|lib|dist|esm))?|[\\/]contract[\\/]src)[\\/]index\.(?:m?js|ts)$/;
  /** Every module `roots` reach by static imports, less those already `taken`. */
  const closure = (ctx: Ctx, roots: string[], taken: Set<string>[], stopAtIndexes = false) => {
    // Depth first over the module graph: `toVisit` holds modules found and not yet read.
    const seen = new Set<string>();
    const toVisit = [...roots];
    for (let id = toVisit.pop(); id !== undefined; id = toVisit.pop()) {
      if (seen.has(id) || taken.some((t) => t.has(id))) continue;
      seen.add(id);
      toVisit.push(...importsOf(ctx, id).filter((dep) => !(stopAtIndexes && PACKAGE_INDEX.test(dep))));
    }
    return seen;
  };

  /** The modules' membership, worked out once per build from the module graph (the groups ask per module). */
  interface Split {
    /** What the sign-in path reaches (statically, plus the languages' library locales it loads on demand). */
    signInPath: Set<string>;
    /** What it reaches by static imports alone (no language's). */
    signInStatic: Set<string>;
    console: Set<string>;
    publicShared: Set<string>;
    /**
     * What the signed-in layouts and the home screen import statically (second pass only): what a cold visit to the
     * home screen runs before its first render. The screen's dialogs and other tabs are loaded on demand
     * (`lazyPart`, src/app/lazy.ts), so neither they nor what only they use are in it.
     */
    homePath?: Set<string>;
  }
  let split: Split | undefined;
  const splitOf = (ctx: Ctx): Split => {
    if (split) return split;
    const roots = [
      'main.tsx',
      'layout/AuthLayout.tsx',
      'pages/login/index.tsx',
      'pages/register/index.tsx',
      'pages/forget/index.tsx',
      'pages/500/index.tsx',
      'components/LoadFailed.tsx',
    ].map(src);
    // With what the sign-in path loads from libraries on demand: the language's antd and dayjs locales
    // (src/i18n/index.ts). A screen importing one statically must not pull it into the console chunk.
    const reached = closure(ctx, roots, []);
    const onDemand = [...reached].flatMap((m) =>
      (ctx.getModuleInfo(m)?.dynamicallyImportedIds ?? []).filter((d) => NODE_MODULES.test(d)),
    );
    const signInPath = closure(ctx, [...roots, ...onDemand], []);
    const layoutRoots = [src('layout/MainLayout.tsx'), src('layout/PaymentLayout.tsx')];
    const screens = ctx.getModuleInfo(src('app/routes.tsx'))?.dynamicallyImportedIds ?? [];
    const count = (taken: Set<string>[]) => {
      const users = new Map<string, number>();
      for (const screen of screens)
        for (const m of closure(ctx, [screen], taken)) users.set(m, (users.get(m) ?? 0) + 1);
      return users;
    };
    // The signed-in layouts' code, and what several screens share (the route table's lazy pages,
    // src/app/routes.tsx); what fewer screens use stays in their own chunks, cut by the automatic splitting,
    // except our own small shared pieces and icons, a request each otherwise.
    const layouts = closure(ctx, layoutRoots, [signInPath]);
    const console = new Set(layouts);
    const pieces = new Set<string>();
    for (const [m, n] of count([signInPath, layouts])) {
      if (n >= sharedBy) console.add(m);
      else if (n >= 2 && small(m)) pieces.add(m);
    }
    // A piece that imports something else (our image upload: antd's Upload and the cropper) stays out, or every
    // screen would load that too.
    for (let dropped = true; dropped; ) {
      dropped = false;
      for (const m of pieces)
        if (importsOf(ctx, m).some((d) => !console.has(d) && !signInPath.has(d) && !pieces.has(d))) {
          pieces.delete(m);
          dropped = true;
        }
    }
    for (const m of pieces) console.add(m);
    // Only once the first pass has said what /login loads: the first pass's chunks are cut as before, or the
    // automatic splitting of the rest changes, and with it what /login loads (the form engine, 60 KB gzipped).
    if (loginModules)
      for (const m of closure(ctx, [src(HOME_SCREEN)], [signInPath, layouts])) if (!m.startsWith(PAGES)) console.add(m);
    // What the signed-in screens share with the other public pages, less what /login loads.
    const publicShared = new Set<string>();
    if (loginModules) {
      const withLayouts = closure(ctx, layoutRoots, []);
      const users = count([]);
      for (const m of signInPath)
        if (!m.startsWith(PAGES) && !loginModules.has(m) && (withLayouts.has(m) || (users.get(m) ?? 0) >= 2))
          publicShared.add(m);
    }
    const homePath = loginModules ? closure(ctx, [src(HOME_SCREEN), ...layoutRoots], []) : undefined;
    split = { signInPath, signInStatic: reached, console, publicShared, homePath };
    return split;
  };

  let signIn: Set<string> | undefined;
  return {
    /**
     * The `sign-in` chunk: what the sign-in page and its layout import that index.html does not load (the group
     * `boot` takes that first), the page's own module aside. Walked without entering a package index, so it holds
     * only modules /login loads anyway (zod and antd's form engine, behind the contract's and ConfigProvider's
     * indexes, are not); the signed-in screens load it too. /login: 31 scripts -> 14, /users 73 -> 53 (27 with `forms`).
     * With it, every other module the first pass of the build saw /login load (`loginModules`) by static imports (not
     * a language's): what the page reaches through a library's index (antd's TextArea, the form context...), which
     * the automatic splitting had cut into six small chunks every page then loaded. /login 14 -> 8, /users 27 -> 20.
     */
    signIn(id: string, ctx: Ctx): string | null {
      signIn ??= closure(ctx, [src('layout/AuthLayout.tsx'), src('pages/login/index.tsx')], [], true);
      const loaded = signIn.has(id) || (loginModules?.has(id) === true && splitOf(ctx).signInStatic.has(id));
      return loaded && !id.startsWith(PAGES) ? 'sign-in' : null;
    },
    /**
     * The `forms` chunk: what the signed-in screens share with the other public pages (sign-up, password reset,
     * the error pages: antd's form engine, selects, the contract's rules, phone numbers...) and /login does not
     * load, which `loginModules` says (a first pass of the build, build/login-modules.ts). The console chunk
     * leaves the sign-in path out, so these were the automatic splitting's: 26 small chunks on a cold /users.
     */
    publicShared(id: string, ctx: Ctx): string | null {
      const { publicShared, homePath } = splitOf(ctx);
      if (!publicShared.has(id)) return null;
      return !homePath || homePath.has(id) ? 'forms' : 'forms-more';
    },
    name(id: string, ctx: Ctx): string | null {
      // A screen's own texts (src/pages/<screen>/texts.ts, every language) come with the screens' texts, which the
      // signed-in layouts load (build/locale-texts.ts): here rather than in a chunk of their own.
      if (SCREEN_TEXTS.test(id)) return 'console';
      const { console, homePath } = splitOf(ctx);
      if (!console.has(id) || id.startsWith(PAGES)) return null;
      return !homePath || homePath.has(id) ? 'console' : 'console-more';
    },
  };
}
