import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleChunk, exportsOf, HOME_SCREEN, namesImported } from './console-chunk';
import { readRouteSources } from './route-preload';

const nodeModules = path.resolve(import.meta.dirname, '../../node_modules');

describe('the console chunk follows an import from a library index to the names it takes', () => {
  it('reads the names a module imports from a package, types left out', () => {
    const code = [
      "import { Button, Input as TextInput, type FormProps } from 'antd';",
      "import type { TableProps } from 'antd';",
      "import { UserOutlined } from '@ant-design/icons';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(namesImported(code, 'antd')).toEqual(['Button', 'Input']);
    expect(namesImported(code, '@ant-design/icons')).toEqual(['UserOutlined']);
    expect(namesImported(code, 'dayjs')).toEqual([]);
  });

  it('gives up on a namespace or default import (the whole index is followed then)', () => {
    expect(namesImported("import * as antd from 'antd';", 'antd')).toBeNull();
    expect(namesImported("import antd from 'antd';", 'antd')).toBeNull();
  });

  it("maps antd's and the icons' exports to their own modules, through `export *`", () => {
    const antd = exportsOf(path.join(nodeModules, 'antd/es/index.js'));
    expect(antd.get('Button')).toBe(path.join(nodeModules, 'antd/es/button/index.js'));
    expect(antd.get('ConfigProvider')).toBe(path.join(nodeModules, 'antd/es/config-provider/index.js'));
    const icons = exportsOf(path.join(nodeModules, '@ant-design/icons/es/index.js'));
    expect(icons.get('UserOutlined')).toBe(path.join(nodeModules, '@ant-design/icons/es/icons/UserOutlined.js'));
    expect(exportsOf(path.join(nodeModules, 'no-such-package/index.js')).size).toBe(0);
  });
});

/** A module graph as the bundler reports it (id -> static and dynamic imports), as the build's groups read it. */
type Graph = Record<string, [string[], string[]?]>;
const contextOf = (graph: Graph) => ({
  getModuleInfo: (id: string) =>
    graph[id] ? { code: '', importedIds: graph[id][0], dynamicallyImportedIds: graph[id][1] ?? [] } : null,
});

/** Asserts the chunk `chunkOf` names for each module (null: left to the automatic splitting). */
const expectChunks = (chunkOf: (id: string) => string | null, want: Record<string, string | null>) =>
  expect(Object.fromEntries(Object.keys(want).map((id) => [id, chunkOf(id)]))).toEqual(want);

describe('the sign-in chunk', () => {
  const graph: Graph = {
    '/w/src/main.tsx': [['/w/src/i18n/index.ts']],
    '/w/src/i18n/index.ts': [[], ['/node_modules/ui/es/locale/zh_CN.js']],
    '/node_modules/ui/es/locale/zh_CN.js': [['/node_modules/ui/es/picker/locale/zh_CN.js']],
    '/node_modules/ui/es/picker/locale/zh_CN.js': [[]],
    '/w/src/pages/login/index.tsx': [['/w/src/layout/AuthLayout.tsx']],
    '/w/src/layout/AuthLayout.tsx': [['/w/src/layout/AuthHeading.tsx', '/node_modules/ui/es/index.js']],
    '/w/src/layout/AuthHeading.tsx': [[]],
    '/node_modules/ui/es/index.js': [['/node_modules/ui/es/input/TextArea.js']],
    '/node_modules/ui/es/input/TextArea.js': [[]],
  };
  const ctx = contextOf(graph);

  it('takes what /login loads through a library index, never a language nor the page itself', () => {
    // What the first pass of the build saw /login load: the entry's, the page's and every language's modules.
    const chunk = consoleChunk('/w', new Set(Object.keys(graph)));
    expectChunks((id) => chunk.signIn(id, ctx), {
      '/w/src/layout/AuthLayout.tsx': 'sign-in',
      '/w/src/layout/AuthHeading.tsx': 'sign-in',
      '/node_modules/ui/es/input/TextArea.js': 'sign-in',
      '/node_modules/ui/es/picker/locale/zh_CN.js': null,
      '/w/src/pages/login/index.tsx': null,
    });
  });

  it('without the first pass, stops at the library index', () => {
    const chunk = consoleChunk('/w');
    expect(chunk.signIn('/w/src/layout/AuthHeading.tsx', ctx)).toBe('sign-in');
    expect(chunk.signIn('/node_modules/ui/es/input/TextArea.js', ctx)).toBeNull();
  });
});

describe('the console chunk and the home screen', () => {
  const graph: Graph = {
    '/w/src/app/routes.tsx': [[], ['/w/src/pages/users/index.tsx', '/w/src/pages/cloud/index.tsx']],
    '/w/src/layout/MainLayout.tsx': [['/node_modules/ui/es/layout/index.js']],
    '/node_modules/ui/es/layout/index.js': [[]],
    '/w/src/pages/users/index.tsx': [['/w/src/pages/users/Panel.tsx', '/node_modules/ui/es/date-picker/index.js']],
    '/w/src/pages/users/Panel.tsx': [['/node_modules/ui/es/switch/index.js']],
    '/node_modules/ui/es/date-picker/index.js': [[]],
    '/node_modules/ui/es/switch/index.js': [[]],
    '/w/src/pages/cloud/index.tsx': [['/node_modules/ui/es/progress/index.js']],
    '/node_modules/ui/es/progress/index.js': [[]],
  };
  const ctx = contextOf(graph);

  it("takes the libraries the home screen reaches, not its own code nor another screen's libraries", () => {
    // With the first pass's answer (what /login loads: nothing here).
    const chunk = consoleChunk('/w', new Set());
    expectChunks((id) => chunk.name(id, ctx), {
      '/node_modules/ui/es/layout/index.js': 'console',
      '/node_modules/ui/es/date-picker/index.js': 'console',
      '/node_modules/ui/es/switch/index.js': 'console',
      '/w/src/pages/users/index.tsx': null,
      '/w/src/pages/users/Panel.tsx': null,
      '/node_modules/ui/es/progress/index.js': null,
    });
    // The first pass cuts the chunks as before (its answer decides the sign-in page's chunk).
    expect(consoleChunk('/w').name('/node_modules/ui/es/date-picker/index.js', ctx)).toBeNull();
  });

  it("leaves what the home screen's first render does not run to a chunk of its own, loaded later", () => {
    // A dialog the home screen loads on demand, and a dialog library two other screens import.
    const more: Graph = {
      ...graph,
      '/w/src/app/routes.tsx': [
        [],
        ['/w/src/pages/users/index.tsx', '/w/src/pages/cloud/index.tsx', '/w/src/pages/orders/index.tsx'],
      ],
      '/w/src/pages/users/index.tsx': [
        ['/w/src/pages/users/Panel.tsx', '/node_modules/ui/es/date-picker/index.js'],
        ['/w/src/pages/users/Dialog.tsx'],
      ],
      '/w/src/pages/users/Dialog.tsx': [['/node_modules/ui/es/modal/index.js']],
      '/w/src/pages/cloud/index.tsx': [['/node_modules/ui/es/progress/index.js', '/node_modules/ui/es/modal/index.js']],
      '/w/src/pages/orders/index.tsx': [['/node_modules/ui/es/modal/index.js', '/node_modules/ui/es/layout/index.js']],
      '/node_modules/ui/es/modal/index.js': [[]],
    };
    const ctx = contextOf(more);
    const chunk = consoleChunk('/w', new Set(), 2);
    expectChunks((id) => chunk.name(id, ctx), {
      '/node_modules/ui/es/modal/index.js': 'console-more',
      '/node_modules/ui/es/layout/index.js': 'console',
      '/node_modules/ui/es/date-picker/index.js': 'console',
    });
    // The first pass keeps one console chunk (its answer decides the sign-in page's chunk only).
    expect(consoleChunk('/w', undefined, 2).name('/node_modules/ui/es/modal/index.js', ctx)).toBe('console');
  });

  it('is the screen the route table lands a sign-in on', () => {
    const { routes, pages } = readRouteSources(path.resolve(import.meta.dirname, '../src'));
    const home = /export const HOME_PATH = '([^']+)'/.exec(routes)?.[1];
    const folder = Object.entries(pages).find(([, source]) => source.includes(`path: '${home}',`))?.[0];
    expect(`pages/${folder}/index.tsx`).toBe(HOME_SCREEN);
  });
});
