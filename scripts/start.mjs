#!/usr/bin/env node
// `npm start`: installs what is missing, builds the console and the server when either is missing or older than
// its sources, then runs the compiled server (server/dist/main.js: API + console) in the foreground, as
// production and the stand do (DESIGN.md section 12).
//   --build-only  stop after the install and the builds
//   --no-build    build nothing (serves what web/dist and server/dist hold)
// With SERVE_WEB=false the console is not served, so not built either.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const buildOnly = process.argv.includes('--build-only');
const noBuild = process.argv.includes('--no-build');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const say = (msg) => console.log(`[start] ${msg}`);
const rel = (p) => path.relative(ROOT, p) || '.';

function run(cmd, args) {
  const t0 = Date.now();
  say(`$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) {
    say(`"${cmd} ${args.join(' ')}" failed (${res.signal ?? `exit ${res.status}`})`);
    process.exit(res.status || 1);
  }
  say(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Tests and fixtures are not part of a build: a change to one rebuilds nothing. */
const NOT_BUILT = /\.(test|spec|fixture)\.[cm]?[jt]sx?$/;

/** Newest mtime (ms) of the files under the given paths, skipping build output, dependencies and tests. */
function newestMtime(paths) {
  let newest = 0;
  const skip = new Set(['node_modules', 'dist', 'e2e', 'test-results', 'playwright-report', '.vite']);
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (!skip.has(name)) walk(path.join(p, name));
    } else if (st.mtimeMs > newest && !NOT_BUILT.test(p)) {
      newest = st.mtimeMs;
    }
  };
  for (const p of paths) walk(p);
  return newest;
}

// 1. Dependencies.
const mtime = (p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0);
const installed = mtime(path.join(ROOT, 'node_modules', '.package-lock.json'));
if (!fs.existsSync(path.join(ROOT, 'node_modules'))) {
  say('node_modules is missing: installing dependencies from the lockfile');
  run(npm, ['ci', '--no-audit', '--no-fund']);
} else if (installed && mtime(path.join(ROOT, 'package-lock.json')) > installed) {
  // npm writes node_modules/.package-lock.json after package-lock.json, so a newer lockfile means
  // it changed since the last install (a pull that brought new dependencies).
  say('package-lock.json changed since the last install: reinstalling from the lockfile');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

// 1b. The project's Node. A first start on a fresh clone was launched by whatever Node the machine has, before
// node_modules/.bin/node (Node 24, the `node` package) existed: go on under the project's own, as npm runs every
// later start. The child leads a process group of its own and hears each signal once, from here (Ctrl-C reaches
// this process twice, from the terminal and from npm, and a second signal makes the server quit without draining);
// it stops when this process goes away.
const projectNode = path.join(ROOT, 'node_modules', 'node', 'bin', 'node');
if (process.env.SKIN_START_CHILD === '1') {
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
} else if (Number(process.versions.node.split('.')[0]) < 24 && fs.existsSync(projectNode)) {
  say(`Node ${process.version} launched npm: going on under the project's Node 24 (node_modules/.bin/node)`);
  const child = spawn(projectNode, process.argv.slice(1), {
    cwd: ROOT,
    detached: true,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, SKIN_START_CHILD: '1' },
  });
  let forwarded = 0;
  const forward = (signal) => {
    if (Date.now() - forwarded < 2000) return;
    forwarded = Date.now();
    child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  process.exit(code);
}

/** Whether `built` (a file) is missing or older than any file under `sources`; says which, and why. */
function stale(what, built, sources) {
  const at = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (at === 0) {
    say(`${rel(built)} is missing: building ${what}`);
    return true;
  }
  if (newestMtime(sources) > at) {
    say(`the ${what} sources changed since the last build: rebuilding`);
    return true;
  }
  say(`${what} build is up to date (${rel(built)})`);
  return false;
}

const configFiles = (dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => /^(vite|tsconfig).*\.(ts|mjs|js|json)$/.test(f))
    .map((f) => path.join(dir, f));

// 2. The console (web/dist), rebuilt only when a source is newer than the last build.
const web = path.join(ROOT, 'web');
const webPkg = JSON.parse(fs.readFileSync(path.join(web, 'package.json'), 'utf8'));
if (noBuild) {
  say('--no-build: building nothing');
} else if (/^(false|0|no)$/.test(process.env.SERVE_WEB ?? '')) {
  say('SERVE_WEB=false: the console is not served, not building it');
} else if (!webPkg.scripts?.build || !fs.existsSync(path.join(web, 'index.html'))) {
  say('the console has no build yet (no web/index.html or build script): serving the API only');
} else {
  const sources = [
    path.join(web, 'src'),
    path.join(web, 'public'),
    path.join(web, 'index.html'),
    path.join(web, 'package.json'),
    ...configFiles(web),
    path.join(ROOT, 'contract', 'src'),
  ];
  if (stale('console', path.join(web, 'dist', 'index.html'), sources)) run(npm, ['run', 'build', '-w', 'web']);
}

// 3. The server as JavaScript (server/dist), rebuilt the same way: production runs no TypeScript loader.
const server = path.join(ROOT, 'server');
const serverMain = path.join(server, 'dist', 'main.js');
if (!noBuild) {
  const sources = [
    path.join(server, 'src'),
    path.join(server, 'scripts'),
    path.join(server, 'package.json'),
    ...configFiles(server),
    path.join(ROOT, 'contract', 'src'),
    path.join(ROOT, 'contract', 'package.json'),
    ...configFiles(path.join(ROOT, 'contract')),
    path.join(ROOT, 'tsconfig.base.json'),
  ];
  if (stale('server', serverMain, sources)) run(npm, ['run', 'build', '-w', 'server']);
}

if (buildOnly) process.exit(0);

// 4. The compiled server, in this same process (as if exec'd): no child to forward signals to, so Ctrl-C,
// SIGTERM and the exit code reach server/dist/main.js and its graceful shutdown directly.
if (!fs.existsSync(serverMain)) {
  say(`${rel(serverMain)} is missing: run npm start without --no-build (or npm run build -w server)`);
  process.exit(1);
}
say(`starting the server (${rel(serverMain)})`);
await import(pathToFileURL(serverMain).href);
