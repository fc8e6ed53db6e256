import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Builds the console once for the whole run (every worker's server serves web/dist), as production builds it:
 * NODE_ENV=production whatever the caller's environment says (NODE_ENV=test would make Vite bundle React's
 * development build). E2E_SKIP_BUILD=1 keeps the web/dist already there (running one spec again after a build).
 */
export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
