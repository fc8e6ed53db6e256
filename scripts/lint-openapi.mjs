#!/usr/bin/env node
// The API document as third-party tools read it: builds the server in this machine's Node (no listening, no
// database: server/src/dump-openapi.ts), writes GET /api/openapi.json to a temporary file and runs
// `redocly lint --extends=recommended` on it. Fails on any error or on more than MAX_WARNINGS warnings.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_WARNINGS = 10;
const ROOT = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-openapi-lint-'));
const file = path.join(dir, 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

try {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/dump-openapi.ts', file], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  let out;
  try {
    out = execFileSync(
      process.execPath,
      [
        fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js')),
        'lint',
        '--extends=recommended',
        '--format=json',
        file,
      ],
      { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (err) {
    // redocly exits 1 when it finds errors; its report is still on stdout.
    out = err.stdout;
    if (!out) throw err;
  }
  const { totals, problems } = JSON.parse(out);
  for (const p of problems) {
    console.log(
      `${p.severity === 'error' ? 'error' : 'warning'} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`,
    );
  }
  const ok = totals.errors === 0 && totals.warnings <= MAX_WARNINGS;
  console.log(
    `lint-openapi: redocly lint --extends=recommended: ${totals.errors} errors, ${totals.warnings} warnings (at most ${MAX_WARNINGS})`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
