// `npm run stand [-- --port 8300] [--instances 2] [--no-build] [--check] [--soak <seconds> [--connections 200]]`: the stand of
// server/stand/stand.ts in the foreground; Ctrl-C (or SIGTERM) stops everything it started, in order.
//
// --check runs server/stand/check.ts on the stand (console, proxy, client address, a killed and a stopped
// instance), then stops it; the exit code says whether every check passed.
//
// --soak <seconds> hands the running stand to server/bench/soak.ts (`runSoak(stand, { seconds, log })`), which
// drives the mixed workload through nginx (at --connections, default 200), kills an instance half-way and starts it
// again, recounts the rows, then the stand stops; the exit code says whether the soak passed.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkStand } from './check.js';
import { DEMO_ACCOUNTS, ROOT, type Stand, startStand } from './stand.js';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const log = (m: string) => console.error(`[stand] ${m}`);

async function main() {
  const soakSeconds = arg('--soak') === undefined ? null : Number(arg('--soak'));
  if (soakSeconds !== null && !(soakSeconds > 0)) throw new Error('--soak takes a number of seconds');
  const connections = arg('--connections') === undefined ? undefined : Number(arg('--connections'));
  if (connections !== undefined && !(Number.isInteger(connections) && connections > 0 && connections <= 2000))
    throw new Error('--connections takes a whole number from 1 to 2000');
  const soakFile = path.join(ROOT, 'server', 'bench', 'soak.ts');
  if (soakSeconds !== null && !fs.existsSync(soakFile))
    throw new Error('the soak (server/bench/soak.ts) is not there yet');

  const stand: Stand = await startStand({
    port: arg('--port') ? Number(arg('--port')) : undefined,
    instances: arg('--instances') ? Number(arg('--instances')) : undefined,
    noBuild: argv.includes('--no-build'),
    log,
  });
  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    log(`${why}: stopping`);
    await stand.stop();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (argv.includes('--check')) {
    const passed = await checkStand(stand, log);
    await stand.stop();
    process.exit(passed ? 0 : 1);
  }

  if (soakSeconds !== null) {
    const soak = (await import(pathToFileURL(soakFile).href)) as typeof import('../bench/soak.js');
    let passed = false;
    try {
      passed = (await soak.runSoak(stand, { seconds: soakSeconds, connections, log })).passed;
    } finally {
      stopping = true;
      log('soak done: stopping');
      await stand.stop();
      log('stopped');
    }
    process.exit(passed ? 0 : 1);
  }

  const accounts = Object.values(DEMO_ACCOUNTS)
    .map((a) => `    ${a.userName.padEnd(12)} ${a.password}`)
    .join('\n');
  console.log(`
  Console:   ${stand.url}/   (nginx; /api to ${stand.instances.length} instances)
  Instances: ${stand.instances.map((x) => `${x.name} ${x.url} (metrics ${x.metricsUrl})`).join('\n             ')}
  Database:  ${stand.databaseUrl}
  S3:        ${stand.s3.endpoint}/${stand.s3.bucket}
  Logs:      ${path.join(stand.dir, 'logs')}, ${path.join(stand.dir, 'nginx')}
  Demo accounts (user name, password):
${accounts}

  Ctrl-C stops everything.
`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
