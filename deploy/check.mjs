#!/usr/bin/env node
// Checks the deploy recipe as far as this machine can without pulling images (`npm test -- lint` runs it):
// - the nginx template, rendered with sample values, passes `nginx -t` (when nginx is installed);
// - the systemd units pass `systemd-analyze verify` (when available) with the install folder mapped to this
//   checkout, and every ExecStart names a script the build makes (server/dist/x.js from server/src/x.ts);
// - deploy/compose.yaml parses, builds from this Dockerfile's targets and names files that exist;
// - every FROM is a Node LTS, nginx or an earlier stage; every COPY source of deploy/Dockerfile exists and every
//   --from names an earlier stage.
// Prints one line per check; exits 1 when one fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { writeNginxConfig } from './nginx/render.mjs';

const DEPLOY = import.meta.dirname;
const ROOT = path.dirname(DEPLOY);
const INSTALL = '/opt/skin-console';
const failures = [];
const ok = (msg) => console.log(`  ok    ${msg}`);
const fail = (msg) => {
  failures.push(msg);
  console.log(`  FAIL  ${msg}`);
};
const skip = (msg) => console.log(`  skip  ${msg}`);
const which = (cmd) =>
  ['/usr/sbin', '/usr/bin', '/sbin', '/bin', '/usr/local/bin', '/usr/local/sbin']
    .map((d) => path.join(d, cmd))
    .find((p) => fs.existsSync(p));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-deploy-check-'));

/** A path of the build: server/dist/x.js counts when server/src/x.ts exists (the build makes it). */
function inBuild(rel) {
  if (fs.existsSync(path.join(ROOT, rel))) return true;
  const m = /^server\/dist\/(.+)\.js$/.exec(rel);
  return !!m && fs.existsSync(path.join(ROOT, 'server', 'src', `${m[1]}.ts`));
}

function checkNginx() {
  const nginx = which('nginx');
  if (!nginx) return skip('nginx -t: nginx is not installed (npm run stand installs it)');
  const conf = writeNginxConfig(path.join(tmp, 'nginx'), {
    listen: '127.0.0.1:8080',
    webRoot: path.join(ROOT, 'web', 'dist'),
    upstreams: ['127.0.0.1:8081', '127.0.0.1:8082'],
    imgSrc: 'http://127.0.0.1:9000',
    proxySecret: 'a-sample-proxy-secret-of-32-characters',
  });
  const res = spawnSync(nginx, ['-t', '-q', '-p', path.join(tmp, 'nginx'), '-c', conf], { encoding: 'utf8' });
  if (res.status === 0) ok('nginx -t accepts deploy/nginx/skin-console.conf.template (rendered)');
  else fail(`nginx -t refuses deploy/nginx/skin-console.conf.template:\n${res.stderr}`);
  const site = fs.readFileSync(path.join(tmp, 'nginx', 'skin-console.conf'), 'utf8');
  // The instances believe X-Forwarded-For only with the proxy's proof (PROXY_SECRET, server/src/lib/proxy.ts).
  if (!site.includes('proxy_set_header X-Proxy-Secret "a-sample-proxy-secret-of-32-characters";'))
    fail('deploy/nginx/skin-console.conf.template: /api/ must send X-Proxy-Secret with SKIN_PROXY_SECRET');
  // Access logs keep the path only: a query may hold a signed URL's signature or a customer's phone.
  if (!/^\s*access_log \S+ skin_path\b/m.test(site) || /\$request\b|\$request_uri|\$args|\bcombined\b/.test(site))
    fail('deploy/nginx/skin-console.conf.template: the access log must use skin_path (no query string)');
  const left = site.match(/\$\{[A-Z_]+\}/g);
  if (left) fail(`placeholders left after rendering: ${left.join(', ')}`);
}

function checkUnits() {
  const dir = path.join(DEPLOY, 'systemd');
  const units = fs.readdirSync(dir).filter((f) => /\.(service|timer)$/.test(f));
  const copy = path.join(tmp, 'systemd');
  fs.mkdirSync(copy);
  fs.writeFileSync(path.join(tmp, 'env'), '');
  for (const u of units) {
    const text = fs.readFileSync(path.join(dir, u), 'utf8');
    for (const line of text.split('\n').filter((l) => l.startsWith('ExecStart='))) {
      const [bin, script] = line.slice('ExecStart='.length).split(/\s+/);
      if (!bin.startsWith('/')) fail(`${u}: ExecStart must name an absolute path (${bin})`);
      const rel = script?.startsWith(`${INSTALL}/`) ? script.slice(INSTALL.length + 1) : null;
      if (!rel) fail(`${u}: ExecStart runs ${script}, not a script of ${INSTALL}`);
      else if (!inBuild(rel)) fail(`${u}: ExecStart runs ${rel}, which the build does not make`);
      else ok(`${u}: ExecStart runs ${rel} (node)`);
    }
    if (u.endsWith('@.service') && !/^TimeoutStopSec=30$/m.test(text)) fail(`${u}: TimeoutStopSec=30 expected`);
    if (/\.service$/.test(u) && !/^User=(?!root)\S+$/m.test(text)) fail(`${u}: must run as a non-root User=`);
    // What a unit writes (data, keys, backups) is its user's alone.
    if (/\.service$/.test(u) && !/^UMask=0077$/m.test(text)) fail(`${u}: UMask=0077 expected`);
    // For systemd-analyze: this checkout instead of the install folder, an empty env file, root.
    fs.writeFileSync(
      path.join(copy, u),
      text
        .replaceAll(INSTALL, ROOT)
        .replaceAll('/etc/skin-console/env', path.join(tmp, 'env'))
        .replace(/^(User|Group)=.*$/gm, '$1=root'),
    );
  }
  const analyze = which('systemd-analyze');
  if (!analyze) return skip('systemd-analyze verify: not installed here');
  const names = units.map((u) => (u.endsWith('@.service') ? u.replace('@.service', '@8081.service') : u));
  const res = spawnSync(analyze, ['verify', '--man=false', ...names.map((n) => `./${n}`)], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, SYSTEMD_LOG_LEVEL: 'warning' },
  });
  // It warns (exit 0) about unknown or malformed settings: any word from it is a failure here.
  const said = `${res.stdout}${res.stderr}`.trim();
  if (res.status === 0 && !said) ok(`systemd-analyze verify: ${units.join(', ')}`);
  else fail(`systemd-analyze verify:\n${said}`);
}

function dockerStages() {
  const text = fs.readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');
  const stages = [];
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      // An earlier stage (the build and the production dependencies start from the same manifests) was checked.
      if (!stages.includes(from[1]) && !/^node:(2[2-9]|[3-9]\d)[.-]/.test(from[1]) && !/^nginx:/.test(from[1]))
        fail(`Dockerfile: ${from[1]}: a Node LTS of 22 or later expected`);
      if (from[2]) stages.push(from[2]);
      continue;
    }
    const copy = /^COPY\s+(.*)$/i.exec(line);
    if (!copy) continue;
    const args = copy[1].split(/\s+/);
    const fromStage = args.find((a) => a.startsWith('--from='))?.slice('--from='.length);
    const paths = args.filter((a) => !a.startsWith('--'));
    const sources = paths.slice(0, -1);
    if (fromStage) {
      if (!stages.includes(fromStage)) fail(`Dockerfile: COPY --from=${fromStage}: no earlier stage of that name`);
      continue;
    }
    for (const s of sources) {
      if (fs.existsSync(path.join(ROOT, s))) continue;
      fail(`Dockerfile: COPY ${s}: not in the repository (the build context is its root)`);
    }
  }
  if (!/^USER\s+(?!root)\S+/m.test(text)) fail('Dockerfile: the server stage must switch to a non-root USER');
  if (!/^CMD \["node", "server\/dist\/main\.js"\]/m.test(text)) fail('Dockerfile: must run node server/dist/main.js');
  ok(`Dockerfile: stages ${stages.join(', ')}; every COPY source exists`);
  return stages;
}

function checkCompose(stages) {
  let doc;
  try {
    doc = parse(fs.readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true });
  } catch (err) {
    return fail(`compose.yaml does not parse: ${err.message}`);
  }
  const services = doc?.services ?? {};
  for (const need of ['postgres', 'minio', 'api1', 'api2', 'nginx'])
    if (!services[need]) fail(`compose.yaml: no ${need} service`);
  for (const [name, s] of Object.entries(services)) {
    if (s.build) {
      const context = path.resolve(DEPLOY, s.build.context ?? '.');
      const dockerfile = path.join(context, s.build.dockerfile ?? 'Dockerfile');
      if (!fs.existsSync(dockerfile)) fail(`compose.yaml: ${name} builds from ${dockerfile}, which does not exist`);
      if (s.build.target && !stages.includes(s.build.target))
        fail(`compose.yaml: ${name}: no Dockerfile stage ${s.build.target}`);
    }
    for (const v of s.volumes ?? []) {
      const src = String(v).split(':')[0];
      if ((src.startsWith('.') || src.startsWith('/')) && !fs.existsSync(path.resolve(DEPLOY, src)))
        fail(`compose.yaml: ${name} mounts ${src}, which does not exist`);
    }
    for (const dep of Object.keys(s.depends_on ?? {}))
      if (!services[dep]) fail(`compose.yaml: ${name} depends on ${dep}: no such service`);
  }
  for (const api of ['api1', 'api2']) {
    const env = services[api]?.environment ?? {};
    for (const k of [
      'DATABASE_URL',
      'STORAGE_DRIVER',
      'VCODE_SECRET',
      'SERVER_SECRET',
      'TRUST_PROXY',
      'PROXY_SECRET',
      'PAYMENT_PROVIDERS',
    ])
      if (!(k in env)) fail(`compose.yaml: ${api} lacks ${k}`);
  }
  if (!failures.some((f) => f.startsWith('compose.yaml')))
    ok(`compose.yaml: services ${Object.keys(services).join(', ')}`);
}

console.log('deploy/check.mjs: the deploy recipe');
try {
  checkNginx();
  checkUnits();
  checkCompose(dockerStages());
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
if (failures.length) {
  console.log(`deploy/check.mjs: ${failures.length} failed`);
  process.exit(1);
}
console.log('deploy/check.mjs: all passed');
