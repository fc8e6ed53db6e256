import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { antdStyle } from './build/antd-style.js';
import { consoleChunk } from './build/console-chunk.js';
import { localeTexts, localeTextsOf } from './build/locale-texts.js';
import { loginModulesOf, type PassChunk } from './build/login-modules.js';
import { pureContract } from './build/pure-contract.js';
import { routePreload } from './build/route-preload.js';
import { serverMessages } from './build/server-messages.js';

/**
 * Writes `.br` and `.gz` beside every text asset, once at build time: the server sends them as they
 * are (@fastify/static `preCompressed`) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const p = path.join(dir, e.name);
          return e.isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Chunks. Vendor code every page needs goes into long-lived chunks (the server sends /assets with a one-year
 * cache), so a new release of the console only re-downloads the app's own chunks:
 * - vendor-react: react, react-dom, react-router;
 * - vendor-data: TanStack Query, i18next, js-cookie.
 * Ant Design is not a vendor group: one pulled every module its core reaches (ColorPicker, Collapse, pickers,
 * pagination...) into /login's path, 30 KB gzipped more than the sign-in page uses. Instead, what index.html loads
 * is one chunk with the entry (`boot`), what the sign-in page adds another (`sign-in`), what the signed-in
 * screens share a third (`console`, build/console-chunk.ts), and what they share with the other public pages, less
 * what /login loads, a fourth (`forms`). The sign-in path has a budget (e2e/budget.spec.ts).
 * A signed-in screen's chunks are named in the page the server sends (build/route-preload.ts).
 * Every page is a lazy chunk of its own (see src/app/routes.tsx); each language's texts two chunks, the shell's
 * (locale-<lang>: the sign-in pages and the console's frame) and the screens' (locale-<lang>-screens, loaded with
 * the signed-in layouts), see src/i18n/shell.ts; the server's messages one chunk per language too
 * (server-messages-<lang>, build/server-messages.ts), loaded with the language.
 */
const SERVER_MESSAGES = /^\0virtual:server-messages\/(.+)$/;

/**
 * A language's texts and server messages are each one module loaded by a dynamic import (the virtual modules of
 * build/locale-texts.ts and build/server-messages.ts), so their chunks are named here rather than by a group: a group
 * holding a dynamic import's module makes the build add a one-line chunk re-exporting it, a request of its own.
 */
function chunkName(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  const [lang, group] = localeTextsOf(id) ?? [];
  if (lang) return `assets/locale-${lang}${group === 'screens' ? '-screens' : ''}-[hash].js`;
  const messages = SERVER_MESSAGES.exec(id)?.[1];
  if (messages) return `assets/server-messages-${messages}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

function vendorGroups(loginModules?: ReadonlySet<string>) {
  const CONSOLE = consoleChunk(import.meta.dirname, loginModules);
  return [
    {
      name: 'vendor-react',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 30,
    },
    {
      name: 'vendor-data',
      test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|js-cookie)[\\/]/,
      priority: 20,
    },
    {
      // The rest of what index.html loads on every visit (the entry's static imports, as the build counts them after
      // tree-shaking): one request instead of the twenty small chunks it was cut into.
      name: 'boot',
      tags: ['$initial' as const],
      // The entry (src/main.tsx) ends up in it too, which is why the entry awaits nothing at its top level: a chunk
      // that the language chunks import and that waits for them would never finish.
      priority: 15,
    },
    {
      // The sign-in page's own modules beyond the entry's, one chunk (build/console-chunk.ts).
      name: CONSOLE.signIn,
      debugName: 'sign-in',
      includeDependenciesRecursively: false,
      priority: 12,
    },
    {
      // What the signed-in screens share with the other public pages, less what /login loads (build/console-chunk.ts).
      name: CONSOLE.publicShared,
      debugName: 'forms',
      includeDependenciesRecursively: false,
      priority: 11,
    },
    {
      // The signed-in console's shared code in one chunk, the sign-in path's modules left out (build/console-chunk.ts).
      name: CONSOLE.name,
      debugName: 'console',
      includeDependenciesRecursively: false,
      priority: 10,
    },
  ];
}

/**
 * The console's configuration. A build's `loginModules` come from its first pass (`firstPass`: nothing written, so
 * neither the preload list nor the compressed copies).
 */
const configFor = ({ loginModules, firstPass = false }: { loginModules?: ReadonlySet<string>; firstPass?: boolean }) =>
  ({
    root: import.meta.dirname,
    plugins: [
      react(),
      antdStyle(),
      pureContract(),
      serverMessages(),
      localeTexts(),
      ...(firstPass ? [] : [routePreload(), precompress()]),
    ],
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
    },
    build: {
      target: 'es2022',
      // The console chunk (the signed-in screens' shared libraries) is about 1,070 kB, 336 kB gzipped.
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        // contract/ is plain declarations: importing one rule must not pull in every zod schema of the API, and
        // build/pure-contract.ts lets the schemas nobody here runs be dropped with zod.
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]contract[\\/]src[\\/]/, sideEffects: false },
            // antd's building blocks declare nothing, so importing one export of a package (ConfigProvider takes
            // FormProvider from @rc-component/form) kept every module its index imports: the form engine and its
            // validator were on /login without a form of antd's. Their modules have no side effects.
            { test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
          ],
        },
        output: {
          codeSplitting: { groups: vendorGroups(loginModules) },
          chunkFileNames: chunkName,
        },
      },
    },
  }) satisfies UserConfig;

/**
 * A build runs the bundler twice: first without writing anything, to learn which modules the sign-in page loads
 * (build/login-modules.ts, about 8 s), then for real with that answer. The dev server splits nothing.
 */
export default defineConfig(async ({ command }) => {
  if (command !== 'build') return configFor({});
  const pass = configFor({ firstPass: true });
  const first = await build({
    ...pass,
    configFile: false,
    logLevel: 'silent',
    build: { ...pass.build, write: false, minify: false },
  });
  const chunks = (Array.isArray(first) ? first : [first])
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((c): c is PassChunk & typeof c => c.type === 'chunk');
  return configFor({ loginModules: loginModulesOf(chunks) });
});
