// The sign-in flood scenario of `npm run bench`: the p50 of a signed-in `POST /api/user/query/1/20`
// (one started every 25 ms whether or not the previous one answered, so a stall counts for every
// request it holds up) while 1,000 anonymous sign-ins (unknown user names, wrong passwords) arrive
// from one address at 64 in parallel, next to the same query without the flood. Past the per-address
// limit the sign-ins are refused before any password is hashed, so they should not starve the rest.

import { spawn } from 'node:child_process';

/** The flooding client: `signIns` POST /api/login from `parallel` workers; prints the statuses as JSON. */
const FLOOD_SCRIPT = `
const [baseUrl, signIns, parallel] = [process.argv[1], Number(process.argv[2]), Number(process.argv[3])];
const statuses = {};
let next = 0;
const worker = async () => {
  while (next < signIns) {
    const i = next++;
    const res = await fetch(baseUrl + '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'flood' + i, password: 'Wrong#' + i + 'password' }),
    });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
};
Promise.all(Array.from({ length: parallel }, worker)).then(() => console.log(JSON.stringify(statuses)));
`;

export interface FloodResult {
  /** p50 / p99 of user/query with nothing else running */
  quietP50: number;
  quietP99: number;
  quietCount: number;
  /** p50 / p99 of user/query while the flood runs */
  floodP50: number;
  floodP99: number;
  floodCount: number;
  /** the flood: how long it took and how it was answered */
  floodMs: number;
  floodStatuses: Record<string, number>;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : Number.NaN;
};
const round = (x: number) => Math.round(x * 10) / 10;

async function timedQuery(baseUrl: string, token: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/user/query/1/20`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`user/query answered ${res.status}`);
  return performance.now() - t0;
}

/** Starts a query every INTERVAL_MS until `stop(started)` says so; the latencies of them all. */
const INTERVAL_MS = 25;
async function openLoop(baseUrl: string, token: string, stop: (started: number) => boolean): Promise<number[]> {
  const pending: Promise<number>[] = [];
  const t0 = performance.now();
  while (!stop(pending.length)) {
    pending.push(timedQuery(baseUrl, token));
    const wait = t0 + pending.length * INTERVAL_MS - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return Promise.all(pending);
}

export async function benchSigninFlood(opts: {
  baseUrl: string;
  token: string;
  signIns?: number;
  parallel?: number;
  quietQueries?: number;
}): Promise<FloodResult> {
  const { baseUrl, token } = opts;
  const signIns = opts.signIns ?? 1000;
  const parallel = opts.parallel ?? 64;
  for (let i = 0; i < 20; i++) await timedQuery(baseUrl, token); // warm-up
  const quiet = await openLoop(baseUrl, token, (n) => n >= (opts.quietQueries ?? 200));

  let done = false;
  let out = '';
  const t0 = performance.now();
  const child = spawn(process.execPath, ['-e', FLOOD_SCRIPT, baseUrl, String(signIns), String(parallel)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (d) => {
    out += d;
  });
  const flood = new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => {
      done = true;
      if (code === 0) resolve();
      else reject(new Error(`flood client exited ${code}`));
    }),
  );
  const during = await openLoop(baseUrl, token, () => done);
  await flood;
  const floodMs = performance.now() - t0;
  const statuses = JSON.parse(out) as Record<string, number>;
  return {
    quietP50: round(percentile(quiet, 50)),
    quietP99: round(percentile(quiet, 99)),
    quietCount: quiet.length,
    floodP50: round(percentile(during, 50)),
    floodP99: round(percentile(during, 99)),
    floodCount: during.length,
    floodMs: Math.round(floodMs),
    floodStatuses: statuses,
  };
}
