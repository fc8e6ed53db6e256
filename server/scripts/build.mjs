#!/usr/bin/env node
// `npm run build -w server`: the server as plain JavaScript in server/dist, which production runs
// (`node server/dist/main.js`; DESIGN.md section 12), instead of TypeScript through a loader.
//
// 1. contract/src -> contract/dist and server/src -> server/dist with tsc (emit only: `npm run typecheck`
//    checks the types). The folders keep their layout, so paths the server finds from its own place
//    (../../drizzle, ../../web/dist) resolve the same from dist as from src.
// 2. The compiled contract becomes server/dist/node_modules/@skin/contract: Node resolves the server's
//    `@skin/contract` imports there first, so the build runs with no loader and no flags, while the
//    workspace package keeps pointing at the TypeScript sources for tsx, Vite and Vitest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '..');
const ROOT = path.dirname(SERVER);
const CONTRACT = path.join(ROOT, 'contract');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

function tsc(project) {
  const t0 = Date.now();
  const res = spawnSync(process.execPath, [TSC, '-p', project, '--noCheck'], { stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`[build] tsc -p ${path.relative(ROOT, project)} failed`);
    process.exit(res.status || 1);
  }
  console.log(`[build] ${path.relative(ROOT, project)}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

for (const dir of [path.join(CONTRACT, 'dist'), path.join(SERVER, 'dist')])
  fs.rmSync(dir, { recursive: true, force: true });
tsc(path.join(CONTRACT, 'tsconfig.build.json'));
tsc(path.join(SERVER, 'tsconfig.build.json'));

const pkg = JSON.parse(fs.readFileSync(path.join(CONTRACT, 'package.json'), 'utf8'));
const target = path.join(SERVER, 'dist', 'node_modules', '@skin', 'contract');
fs.cpSync(path.join(CONTRACT, 'dist'), target, { recursive: true });
const exportsOf = Object.fromEntries(
  Object.entries(pkg.exports).map(([k, v]) => [k, `./${path.relative('src', String(v)).replace(/\.ts$/, '.js')}`]),
);
fs.writeFileSync(
  path.join(target, 'package.json'),
  `${JSON.stringify({ name: pkg.name, version: pkg.version, type: 'module', exports: exportsOf, dependencies: pkg.dependencies }, null, 2)}\n`,
);
console.log(`[build] server/dist ready: node server/dist/main.js (contract in ${path.relative(ROOT, target)})`);
