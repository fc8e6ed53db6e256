import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Project roots are absolute, so `npx vitest run` works from the root and from each workspace. */
const at = (dir: string) => path.join(import.meta.dirname, dir);

export default defineConfig({
  test: {
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
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      at('web/vitest.config.ts'),
    ],
  },
});
