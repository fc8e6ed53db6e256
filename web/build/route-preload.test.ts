import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../src/app/routes';
import { languageFiles, preloadMap, readRouteSources, screenRoutes } from './route-preload';

const routesSource = readRouteSources(path.join(import.meta.dirname, '../src'));

describe("the signed-in screens' files to preload", () => {
  it('finds every signed-in screen of the route table, and the redirects to one', () => {
    const screens = screenRoutes(routesSource);
    const byPath = new Map(screens.map((s) => [s.path, s]));
    // Every route of the main and payment layouts the app has (not the sign-in pages, not a path with a pattern):
    // a route written over several lines, which the build's reading of the file would miss, fails here.
    const signedIn = ROUTES.filter((r) => (r.layout === 'main' || r.layout === 'payment') && !/[*:]/.test(r.path)).map(
      (r) => r.path,
    );
    expect(signedIn.length).toBeGreaterThan(15);
    expect(screens.map((s) => s.path).sort()).toEqual([...signedIn].sort());
    expect(byPath.get('/users')).toEqual({ path: '/users', layout: 'main', page: 'users' });
    expect(byPath.get('/payment/result')).toEqual({
      path: '/payment/result',
      layout: 'payment',
      page: 'payment-result',
    });
    // `/` -> `/index` -> HOME_PATH (/users); `/pay-order` -> `/my-orders`.
    expect(byPath.get('/')?.page).toBe('users');
    expect(byPath.get('/index')?.page).toBe('users');
    expect(byPath.get('/pay-order')?.page).toBe('my-orders');
    for (const p of ['/login', '/register', '/forget', '/redirect/*', '/shared-report'])
      expect(byPath.has(p)).toBe(false);
  });

  it("lists a screen's layout and page chunks and their imports, not what index.html loads, largest first", () => {
    const chunk = (
      fileName: string,
      facade: string | null,
      imports: string[],
      size: number,
      css: string[] = [],
      moduleIds = facade ? [facade] : [],
    ) => ({
      type: 'chunk' as const,
      fileName,
      isEntry: fileName.startsWith('assets/boot'),
      facadeModuleId: facade,
      moduleIds,
      imports,
      code: 'x'.repeat(size),
      viteMetadata: { importedCss: new Set(css) },
    });
    const bundle = {
      'assets/boot.js': chunk('assets/boot.js', '/w/src/main.tsx', ['assets/vendor.js'], 100),
      'assets/vendor.js': chunk('assets/vendor.js', null, [], 300),
      // The main layout has no chunk of its own: it is in the console chunk; the payment layout has one.
      'assets/console.js': chunk(
        'assets/console.js',
        null,
        ['assets/vendor.js', 'assets/button.js'],
        600,
        ['assets/console.css'],
        ['/w/src/components/Table.tsx', '/w/src/layout/MainLayout.tsx'],
      ),
      'assets/PaymentLayout.js': chunk(
        'assets/PaymentLayout.js',
        '/w/src/layout/PaymentLayout.tsx',
        ['assets/button.js'],
        5,
      ),
      'assets/payment.js': chunk('assets/payment.js', '/w/src/pages/payment/index.tsx', [], 30),
      'assets/button.js': chunk('assets/button.js', null, ['assets/boot.js'], 20),
      'assets/users.js': chunk('assets/users.js', '/w/src/pages/users/index.tsx', ['assets/console.js'], 40, [
        'assets/users.css',
      ]),
      'assets/data.js': chunk('assets/data.js', '/w/src/pages/data/index.tsx', ['assets/console.js'], 50),
      'assets/users.css': { type: 'asset' as const, fileName: 'assets/users.css' },
    };
    const map = preloadMap(bundle, [
      { path: '/users', layout: 'main', page: 'users' },
      { path: '/payment', layout: 'payment', page: 'payment' },
      { path: '/gone', layout: 'main', page: 'gone' },
    ]);
    expect(map).toEqual({
      '/users': [
        '/assets/console.js',
        '/assets/users.js',
        '/assets/button.js',
        '/assets/console.css',
        '/assets/users.css',
      ],
      '/payment': ['/assets/payment.js', '/assets/button.js', '/assets/PaymentLayout.js'],
    });
  });

  it("lists each language's files for every page and those the signed-in layouts add, with their imports", () => {
    const chunk = (fileName: string, facade: string | null, imports: string[] = []) => ({
      type: 'chunk' as const,
      fileName,
      isEntry: fileName === 'assets/boot.js',
      facadeModuleId: facade,
      moduleIds: facade ? [facade] : [],
      imports,
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/boot.js', '/w/src/main.tsx'),
        chunk('assets/locale-zh-CN.js', '\0virtual:locale-texts/zh-CN/shell', ['assets/boot.js']),
        chunk('assets/locale-zh-CN-screens.js', '\0virtual:locale-texts/zh-CN/screens', ['assets/console.js']),
        chunk('assets/console.js', null, ['assets/boot.js']),
        chunk('assets/server-messages-zh-CN.js', '\0virtual:server-messages/zh-CN'),
        chunk('assets/zh_CN.js', '/w/node_modules/antd/es/locale/zh_CN.js', ['assets/pagination-zh.js']),
        chunk('assets/pagination-zh.js', null),
        chunk('assets/zh-cn.js', '/w/node_modules/dayjs/locale/zh-cn.js'),
        chunk('assets/ja.js', '/w/node_modules/dayjs/locale/ja.js'),
        chunk('assets/locale-ja-JP.js', '\0virtual:locale-texts/ja-JP/shell'),
        chunk('assets/locale-ja-JP-screens.js', '\0virtual:locale-texts/ja-JP/screens'),
      ].map((c) => [c.fileName, c]),
    );
    const files = languageFiles(bundle, ['zh-CN', 'ja-JP']);
    expect(files['zh-CN']!.public.sort()).toEqual(
      [
        '/assets/locale-zh-CN.js',
        '/assets/server-messages-zh-CN.js',
        '/assets/zh_CN.js',
        '/assets/pagination-zh.js',
        '/assets/zh-cn.js',
      ].sort(),
    );
    expect(files['zh-CN']!.signedIn).toEqual(['/assets/locale-zh-CN-screens.js', '/assets/console.js']);
    // dayjs names Japanese `ja`; another language's files never.
    expect(files['ja-JP']!.public.sort()).toEqual(['/assets/ja.js', '/assets/locale-ja-JP.js']);
    expect(files['ja-JP']!.signedIn).toEqual(['/assets/locale-ja-JP-screens.js']);
  });
});
