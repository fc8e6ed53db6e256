import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { localeTexts } from './build/locale-texts.js';
import { serverMessages } from './build/server-messages.js';

const root = import.meta.dirname;

/** The component tests (src/**), relative to web/, whose text replaces a module with `vi.mock(`. */
function filesMocking(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.test\.tsx?$/.test(e.name) && fs.readFileSync(path.join(root, rel), 'utf8').includes('vi.mock('))
        found.push(rel);
    }
  };
  walk('src');
  return found.sort();
}

const base = {
  plugins: [react(), serverMessages(), localeTexts()],
  test: {
    root,
    environment: 'jsdom',
    setupFiles: [path.join(root, 'src/test/setup.ts')],
    // Catches a hang, does not check speed: tests that take 2-4 s alone took 15 s and more on a shared 2-core machine
    // at load 18 (antd renders in jsdom are CPU-bound).
    testTimeout: 60_000,
  },
} satisfies TestProjectInlineConfiguration;

const mocking = filesMocking();

/**
 * Two projects. `web`: the component tests share one module graph and one jsdom per worker (`isolate: false`), so
 * antd, the console's code and the seven languages' texts load once per worker, not once per file: half the time
 * and the CPU of the isolated run (docs/benchmarks.md "The test command's time"). Each test cleans up what it
 * renders, stores and signs in (src/test/setup.ts). `web-mocks`: the files that replace a module with `vi.mock`
 * (found by their text, so a new one lands here by itself), which need a module graph of their own.
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  mergeConfig(base, {
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...mocking],
      isolate: false,
    },
  }),
  mergeConfig(base, { test: { name: 'web-mocks', include: mocking } }),
];

export default defineConfig({ test: { projects: webProjects } });
