import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { webProjects } from './web/vitest.config.js';

/** Project roots are absolute, so `npx vitest run` works from the root and from each workspace. */
const at = (dir: string) => path.join(import.meta.dirname, dir);

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine (CI), where the other core then
    // idles through the component tests. Every project the same (Vitest refuses projects that differ in it).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          root: at('contract'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: at('server'),
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: [at('server/test/global-setup.ts')],
          pool: 'forks',
          // Files share one module graph per worker (each still starts its own server on its own database): the
          // server's code and PGlite's WebAssembly load once per worker, not once per file. API on PGlite went from
          // 321 s (CPU 623 s) to 177 s (CPU 337 s), on PostgreSQL from 194 s to 111 s (docs/benchmarks.md).
          isolate: false,
          // Time limits catch a hang, they do not check speed (the benchmarks do): a test that takes 2 s alone took
          // 14 s on a shared 2-core machine at load 18, and CI may run beside another test run.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      ...webProjects,
    ],
  },
});
