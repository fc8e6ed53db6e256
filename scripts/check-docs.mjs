#!/usr/bin/env node
// Fails when an environment variable the server reads (server/src/config.ts) is missing from the
// README's configuration table, so the table stays complete as settings are added.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const config = fs.readFileSync(path.join(ROOT, 'server/src/config.ts'), 'utf8');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

// Keys of the env object: lines like `  NAME: z....` (two-space indent, upper-case name).
const vars = [...config.matchAll(/^ {2}([A-Z][A-Z0-9_]+):\s/gm)].map((m) => m[1]);
if (vars.length === 0) {
  console.error('check-docs: found no environment variables in server/src/config.ts (has its shape changed?)');
  process.exit(1);
}
const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
const missing = vars.filter((v) => !documented.has(v));
if (missing.length) {
  console.error(`check-docs: README.md's configuration table lacks: ${missing.join(', ')}`);
  console.error('Add a row `| `NAME` | default | meaning |` for each (see server/src/config.ts).');
  process.exit(1);
}
console.log(`check-docs: all ${vars.length} environment variables of server/src/config.ts are in README.md`);
