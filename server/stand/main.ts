// `npm run stand [-- --port 8300] [--instances 2] [--job-instances 0] [--no-build] [--restore <backup>] [--check] [--soak <seconds> [--connections 200]]`: the stand of
// server/stand/stand.ts in the foreground; Ctrl-C (or SIGTERM) stops everything it started, in order.
//
// --restore <backup folder> brings a backup (`npm run backup`) into the stand's empty database and bucket before
// the instances start, so the stand serves it: a restore tried on a whole fleet.
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

  // Ctrl-C (SIGINT), SIGTERM or a closed terminal (SIGHUP) stop everything, from the first moment: while the stand
  // comes up, the start is abandoned and what it started is stopped; once up, the stand stops in order. (Before,
  // the handlers came only once the stand was up: a Ctrl-C during its start killed this process alone and left
  // the instances serving on a deleted database. Whatever ends this process, the parts now follow through their
  // lifeline, server/stand/lifeline.mjs.)
  const starting = new AbortController();
  let stand: Stand | null = null;
  let stopping = false;
  const stop = async (why: string) => {
    if (stopping) return;
    stopping = true;
    log(`${why}: stopping`);
    if (!stand) {
      starting.abort();
      return; // startStand stops what it started, and main() ends with its error
    }
    await stand.stop();
    log('stopped');
    process.exit(0);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void stop(sig));

  stand = await startStand({
    port: arg('--port') ? Number(arg('--port')) : undefined,
    instances: arg('--instances') ? Number(arg('--instances')) : undefined,
    jobInstances: arg('--job-instances') ? Number(arg('--job-instances')) : undefined,
    noBuild: argv.includes('--no-build'),
    restore: arg('--restore'),
    signal: starting.signal,
    log,
  });

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
  Replica:   ${stand.replicaUrl}   (streaming; DATABASE_READ_URL of every instance)
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
