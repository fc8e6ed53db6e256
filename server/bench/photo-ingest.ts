// Photo ingest through the stand (issue 43 item 4, DESIGN.md section 14): N devices, each a client of its own
// (its own loopback address, an app account signed in on its own device), upload a real 3:4 JPEG of about 1.6 MB
// in a loop for a fixed time, first through an instance (`POST /api/app/v1/files`: the bytes pass nginx and an
// instance, which thumbnails them), then presigned (grant, the POST straight to s3rver, confirm; the thumbnail
// follows as a job). For each path: photos per second, p50/p99 per photo, errors by status; each instance's CPU
// seconds (/proc/<pid>/stat utime + stime, alone and with its thumbnail workers) and resident memory every second;
// photos per API-instance-CPU-second. Goal: the presigned path at least 3 times the photos per instance-CPU-second,
// and the instances' memory flat. With `--job-instances 1` (the default) the API instances run no jobs
// (RUN_JOBS=false) and one instance that nginx sends nothing makes the direct uploads' thumbnails: its CPU is
// reported beside them, not counted in the ratio. `--job-instances 0`: every instance runs jobs. A few photos by each path from devices of their own warm the instances up first
// (their thumbnail workers started), so the first phase does not pay for it.
//
// No limit is raised: each phase has devices of its own, each uploading at most DEVICE_PHOTO_LIMIT - 5 photos,
// and a store holds as many devices as its STORE_UPLOAD_LIMIT lets photo at that rate; a device that has used its
// photos stops (the output counts them).
//
// `node --import tsx server/bench/photo-ingest.ts [--devices 50] [--seconds 30] [--port 8300] [--job-instances 1]
// [--no-build]` starts a stand of its own (2 API instances); `npm run bench` runs it after the soak (BENCH_SKIP_INGEST=1 skips it).
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEVICE_PHOTO_LIMIT, STORE_UPLOAD_LIMIT } from '@skin/contract';
import pg from 'pg';
import { ROOT, type Stand, startStand } from '../stand/stand.js';
import { loadavgNow, pct, round, writeResult } from './common.js';
import { type MemorySample, type MemoryVerdict, memoryVerdict } from './soak-report.js';
import {
  type Answer,
  addressOf,
  Client,
  cpuOf,
  datas,
  detailOf,
  envelopeOk,
  rssOf,
  type StandStore,
  send,
  setUpStores,
  signInDevices,
  until,
} from './stand-clients.js';

/** Photos one device uploads at most in a phase: under the app's per-device limit (60 per 10 minutes). */
const DEVICE_PHOTOS = DEVICE_PHOTO_LIMIT.max - 5;
/** Devices a store holds: all of them at DEVICE_PHOTOS stay under the store's files of the hour. */
const DEVICES_PER_STORE = Math.floor((STORE_UPLOAD_LIMIT.max - 10) / DEVICE_PHOTOS);
const PHOTO = { width: 1536, height: 2048 } as const;
/**
 * Devices that warm the instances up before the measured phases (their thumbnail workers started, the code of both
 * paths run), each with WARM_PHOTOS photos a path.
 */
const WARM_DEVICES = 4;
const WARM_PHOTOS = 2;
/** After the warm-up, each instance's CPU doing nothing is read over this long. */
const IDLE_MS = 5_000;
/** The thumbnails of the presigned phase (jobs) are waited for this long at most. */
const DRAIN_MS = 120_000;
const PATHS = ['instance', 'presigned'] as const;
type PathName = (typeof PATHS)[number];
const TITLES: Record<PathName, string> = {
  instance: 'through an instance',
  presigned: 'presigned (grant, S3, confirm)',
};

export interface IngestOptions {
  devices?: number;
  seconds?: number;
  log?: (m: string) => void;
  /** where the JSON goes (default bench-results/); null writes nothing */
  outDir?: string | null;
}

export interface InstanceRow {
  instance: string;
  /**
   * utime + stime of the instance's process over the phase (the load, then until its thumbnail jobs were done), and
   * per second of the phase
   */
  cpuSeconds: number;
  cpuPerSecond: number;
  /** of `cpuSeconds`, those used during the load (the rest went on the thumbnail jobs after it) */
  cpuSecondsInLoad: number;
  /** the same with its thumbnail workers (child processes) */
  cpuSecondsWithWorkers: number;
  rss: { startMiB: number; peakMiB: number; endMiB: number };
  memory: MemoryVerdict;
  samples: MemorySample[];
}

export interface PhaseResult {
  path: PathName;
  devices: number;
  seconds: number;
  /** photos whose calls all ended (accepted or refused), and those accepted */
  completed: number;
  accepted: number;
  completedPerSecond: number;
  acceptedPerSecond: number;
  /** per accepted photo, ms from its first request to its last answer */
  p50: number;
  p99: number;
  /** `<step> <status>` (steps: post, grant, s3, confirm) and how many */
  errors: Record<string, number>;
  firstErrors: string[];
  /** devices that used all their photos before the time was up */
  devicesDone: number;
  /** after the load, until every thumbnail job of the phase was done (0 when there were none) */
  drainSeconds: number;
  instances: InstanceRow[];
  cpuSeconds: number;
  cpuSecondsWithWorkers: number;
  photosPerCpuSecond: number;
  photosPerCpuSecondWithWorkers: number;
  memoryFlat: boolean;
  loadavg: { start: number[]; middle: number[]; end: number[] };
}

export interface Result {
  name: 'photo-ingest';
  startedAt: string;
  devices: number;
  seconds: number;
  instances: number;
  photo: { width: number; height: number; bytes: number };
  stores: number;
  /** each instance's CPU seconds per second doing nothing, read after the warm-up */
  idle: Array<{ instance: string; cpuPerSecond: number }>;
  phases: PhaseResult[];
  /** presigned against through an instance, photos per instance-CPU-second (process alone; with workers) */
  ratio: number;
  ratioWithWorkers: number;
  goalMet: boolean;
  machine: { cpus: number; loadavgAtStart: number[]; loadavgAtEnd: number[] };
  file?: string;
}

/** A 3:4 camera-like JPEG that does not compress to nothing: a gradient under fine noise, made once. */
async function makePhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width, height } = PHOTO;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 0x2f6b1d;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const noise = ((seed >>> 16) & 0xff) / 255 - 0.5;
        const base = 90 + c * 30 + (x * 60) / width + (y * 50) / height;
        raw[o + c] = Math.max(0, Math.min(255, Math.round(base + noise * 128)));
      }
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A multipart body: the fields (in order), then the file last, as S3's POST wants it. */
function multipart(fields: Record<string, string>, file: Buffer, type: string) {
  const boundary = `----ingest${Math.random().toString(16).slice(2)}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="photo.jpg"\r\ncontent-type: ${type}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    data: Buffer.concat([Buffer.from(head + fileHead), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

interface Seat {
  store: StandStore;
  deviceNo: string;
  userName: string;
}

/** Phase p's client i: device p * devices + i, DEVICES_PER_STORE to a store, each with its own account. */
const seatOf = (stores: StandStore[], devices: number, p: number, i: number): Seat => {
  const g = p * devices + i;
  const store = stores[Math.floor(g / DEVICES_PER_STORE)]!;
  return {
    store,
    deviceNo: store.devices[g % DEVICES_PER_STORE]!,
    userName: store.working[g % DEVICES_PER_STORE]!.userName,
  };
};

interface PhotoOutcome {
  ok: boolean;
  ms: number;
  /** the step that failed and how */
  error?: { key: string; detail: string };
}

/** One photo through an instance: the multipart POST. */
async function throughInstance(c: Client, token: string, form: { contentType: string; data: Uint8Array }) {
  const a = await c.form('/api/app/v1/files', token, form);
  return envelopeOk(a) ? null : failure('post', a);
}

/** One photo presigned: the grant, the POST its policy allows straight to the object store, the confirm. */
async function presigned(c: Client, token: string, photo: Buffer) {
  const g = await c.call('POST', '/api/app/v1/files/grant', {
    token,
    json: { contentType: 'image/jpeg', size: photo.length },
  });
  if (!envelopeOk(g)) return failure('grant', g);
  const grant = datas<{ key: string; url: string; fields: Record<string, string> }>(g);
  const url = new URL(grant.url);
  const body = multipart(grant.fields, photo, 'image/jpeg');
  const s3 = await send(url, {
    agent: c.agent,
    localAddress: c.address,
    method: 'POST',
    path: url.pathname + url.search,
    headers: { 'content-type': body.contentType },
    body: body.data,
  });
  if (s3.status === null || s3.status >= 300) return failure('s3', s3);
  const done = await c.call('POST', '/api/app/v1/files/confirm', { token, json: { key: grant.key } });
  return envelopeOk(done) ? null : failure('confirm', done);
}

/** One photo by `path`: null when it was accepted, else the step that failed and how. */
const upload = (
  path: PathName,
  c: Client,
  token: string,
  photo: Buffer,
  form: { contentType: string; data: Buffer },
) => (path === 'instance' ? throughInstance(c, token, form) : presigned(c, token, photo));

const failure = (step: string, a: Answer) => ({ key: `${step} ${a.status ?? 'no answer'}`, detail: detailOf(a) });

/** Each instance's memory every second and its CPU counters, from the pid of the moment. */
function watchInstances(stand: Stand, t0: number) {
  const samples = new Map(stand.instances.map((x) => [x.name, [] as MemorySample[]]));
  const cpu = () => new Map(stand.instances.map((x) => [x.name, cpuOf(x.pid) ?? { self: 0, tree: 0 }]));
  const sample = () => {
    for (const x of stand.instances) {
      const rss = rssOf(x.pid);
      if (rss !== null) samples.get(x.name)!.push({ t: Math.round(performance.now() - t0), rssBytes: rss });
    }
  };
  sample();
  const timer = setInterval(sample, 1_000);
  return {
    samples,
    cpu,
    stop() {
      clearInterval(timer);
      sample();
    },
  };
}

const mib = (b: number) => Math.round(b / 2 ** 20);

async function runPhase(
  stand: Stand,
  stores: StandStore[],
  db: pg.Pool,
  o: { path: PathName; p: number; devices: number; seconds: number; photo: Buffer; log: (m: string) => void },
): Promise<PhaseResult> {
  const base = new URL(stand.url);
  const net = 50 + o.p;
  const seats = Array.from({ length: o.devices }, (_, i) => seatOf(stores, o.devices, o.p, i));
  const tokens = await signInDevices(base, seats, (i) => addressOf(i, net));
  const form = multipart({}, o.photo, 'image/jpeg');
  const jobsBefore = await thumbJobs(db);
  o.log(`${TITLES[o.path]}: ${o.devices} devices for ${o.seconds} s`);

  const loadStart = loadavgNow();
  let loadMiddle = loadStart;
  const middle = setTimeout(() => (loadMiddle = loadavgNow()), (o.seconds * 1000) / 2);
  const t0 = performance.now();
  const watch = watchInstances(stand, t0);
  const cpu0 = watch.cpu();
  const deadline = t0 + o.seconds * 1000;
  const outcomes: PhotoOutcome[] = [];
  let devicesDone = 0;
  await Promise.all(
    seats.map(async (_, i) => {
      const c = new Client(base, addressOf(i, net));
      try {
        let left = DEVICE_PHOTOS;
        while (performance.now() < deadline && left > 0) {
          left--;
          const t = performance.now();
          const error = await upload(o.path, c, tokens[i]!, o.photo, form);
          outcomes.push({ ok: error === null, ms: performance.now() - t, ...(error ? { error } : {}) });
        }
        if (left === 0) devicesDone++;
      } finally {
        c.close();
      }
    }),
  );
  const loadMs = performance.now() - t0;
  clearTimeout(middle);
  const cpuLoad = watch.cpu();
  // The presigned path's thumbnails are jobs: the instances' work on them counts too, done or not when the load ends.
  const drainStart = performance.now();
  const drained = await until(async () => (await thumbJobs(db)).open === 0, DRAIN_MS, 250);
  if (!drained) o.log(`thumbnail jobs still open after ${DRAIN_MS / 1000} s`);
  const drainSeconds = (await thumbJobs(db)).all > jobsBefore.all ? (performance.now() - drainStart) / 1000 : 0;
  const cpuEnd = watch.cpu();
  watch.stop();
  const seconds = loadMs / 1000;
  const phaseSeconds = seconds + drainSeconds;

  const instances: InstanceRow[] = stand.instances.map((x) => {
    const samples = watch.samples.get(x.name)!;
    const self = cpuEnd.get(x.name)!.self - cpu0.get(x.name)!.self;
    const rss = samples.map((s) => s.rssBytes);
    return {
      instance: x.name,
      cpuSeconds: round(self),
      cpuSecondsInLoad: round(cpuLoad.get(x.name)!.self - cpu0.get(x.name)!.self),
      cpuPerSecond: Math.round((self / phaseSeconds) * 100) / 100,
      cpuSecondsWithWorkers: round(cpuEnd.get(x.name)!.tree - cpu0.get(x.name)!.tree),
      rss: { startMiB: mib(rss[0] ?? 0), peakMiB: mib(Math.max(0, ...rss)), endMiB: mib(rss.at(-1) ?? 0) },
      memory: memoryVerdict(samples, 0),
      samples,
    };
  });
  const accepted = outcomes.filter((x) => x.ok);
  const times = accepted.map((x) => x.ms).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  const firstErrors: string[] = [];
  for (const x of outcomes)
    if (x.error) {
      errors[x.error.key] = (errors[x.error.key] ?? 0) + 1;
      if (firstErrors.length < 10) firstErrors.push(`${x.error.key}: ${x.error.detail}`);
    }
  // Per API instance: the job instances (nginx sends them nothing) are reported, not counted.
  const api = instances.filter((x) => x.instance.startsWith('api-'));
  const cpuSeconds = api.reduce((n, x) => n + x.cpuSeconds, 0);
  const cpuSecondsWithWorkers = api.reduce((n, x) => n + x.cpuSecondsWithWorkers, 0);
  return {
    path: o.path,
    devices: o.devices,
    seconds: round(seconds),
    completed: outcomes.length,
    accepted: accepted.length,
    completedPerSecond: round(outcomes.length / seconds),
    acceptedPerSecond: round(accepted.length / seconds),
    p50: Math.round(pct(times, 50)),
    p99: Math.round(pct(times, 99)),
    errors,
    firstErrors,
    devicesDone,
    drainSeconds: round(drainSeconds),
    instances,
    cpuSeconds: round(cpuSeconds),
    cpuSecondsWithWorkers: round(cpuSecondsWithWorkers),
    photosPerCpuSecond: cpuSeconds > 0 ? round(accepted.length / cpuSeconds) : 0,
    photosPerCpuSecondWithWorkers: cpuSecondsWithWorkers > 0 ? round(accepted.length / cpuSecondsWithWorkers) : 0,
    memoryFlat: api.every((x) => !x.memory.judged || x.memory.flat),
    loadavg: { start: loadStart, middle: loadMiddle, end: loadavgNow() },
  };
}

/** The thumbnail jobs: all of them, and those neither done nor failed. */
async function thumbJobs(db: pg.Pool) {
  const { rows } = await db.query<{ all: number; open: number }>(
    `select count(*)::int as all, (count(*) filter (where done_at is null and failed_at is null))::int as open
     from jobs where kind = 'analysis.thumb'`,
  );
  return rows[0]!;
}

/**
 * WARM_DEVICES devices (after both phases' ones) upload WARM_PHOTOS photos by each path, and their thumbnails are
 * waited for: neither measured phase pays for starting the instances' thumbnail workers or for cold code.
 */
async function warmUp(
  stand: Stand,
  stores: StandStore[],
  db: pg.Pool,
  devices: number,
  photo: Buffer,
  log: (m: string) => void,
) {
  const base = new URL(stand.url);
  const net = 50 + PATHS.length;
  const seats = Array.from({ length: WARM_DEVICES }, (_, i) => seatOf(stores, devices, PATHS.length, i));
  const tokens = await signInDevices(base, seats, (i) => addressOf(i, net));
  const form = multipart({}, photo, 'image/jpeg');
  let refused = 0;
  await Promise.all(
    seats.map(async (_, i) => {
      const c = new Client(base, addressOf(i, net));
      try {
        for (const p of PATHS)
          for (let n = 0; n < WARM_PHOTOS; n++) if (await upload(p, c, tokens[i]!, photo, form)) refused++;
      } finally {
        c.close();
      }
    }),
  );
  await until(async () => (await thumbJobs(db)).open === 0, DRAIN_MS, 250);
  log(`warmed up: ${WARM_DEVICES * WARM_PHOTOS * PATHS.length} photos, ${refused} refused`);
  // What each instance uses doing nothing (job polling, metrics, the replica's lag), the floor under both phases.
  const before = stand.instances.map((x) => cpuOf(x.pid)?.self ?? 0);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const s = (performance.now() - t0) / 1000;
  return stand.instances.map((x, i) => ({
    instance: x.name,
    cpuPerSecond: Math.round((((cpuOf(x.pid)?.self ?? 0) - before[i]!) / s) * 100) / 100,
  }));
}

/** Both phases on a running stand. */
export async function benchPhotoIngest(stand: Stand, o: IngestOptions = {}): Promise<Result> {
  const log = o.log ?? ((m: string) => console.error(`[photo-ingest] ${m}`));
  const devices = o.devices ?? 50;
  const seconds = o.seconds ?? 30;
  const startedAt = new Date().toISOString();
  const loadavgAtStart = loadavgNow();
  const photo = await makePhoto();
  log(`photo: ${PHOTO.width} x ${PHOTO.height} JPEG, ${(photo.length / 2 ** 20).toFixed(2)} MiB`);
  const tag = String(Date.now() % 1_000_000).padStart(6, '0');
  const storeCount = Math.ceil((PATHS.length * devices + WARM_DEVICES) / DEVICES_PER_STORE);
  const stores = await setUpStores(
    stand,
    new URL(stand.url),
    tag,
    {
      stores: storeCount,
      devicesPerStore: DEVICES_PER_STORE,
      workingPerStore: DEVICES_PER_STORE,
      viewersPerStore: 0,
      prefix: 'pi',
      label: 'Ingest',
      mobile: 137,
    },
    log,
  );
  const db = new pg.Pool({ connectionString: stand.databaseUrl, max: 2 });
  db.on('error', () => {});
  const phases: PhaseResult[] = [];
  let idle: Result['idle'] = [];
  try {
    idle = await warmUp(stand, stores, db, devices, photo, log);
    for (const [p, name] of PATHS.entries())
      phases.push(await runPhase(stand, stores, db, { path: name, p, devices, seconds, photo, log }));
  } finally {
    await db.end();
  }
  const [through, direct] = phases as [PhaseResult, PhaseResult];
  const ratio = through.photosPerCpuSecond > 0 ? round(direct.photosPerCpuSecond / through.photosPerCpuSecond) : 0;
  const ratioWithWorkers =
    through.photosPerCpuSecondWithWorkers > 0
      ? round(direct.photosPerCpuSecondWithWorkers / through.photosPerCpuSecondWithWorkers)
      : 0;
  const result: Result = {
    name: 'photo-ingest',
    startedAt,
    devices,
    seconds,
    instances: stand.instances.length,
    photo: { ...PHOTO, bytes: photo.length },
    stores: storeCount,
    idle,
    phases,
    ratio,
    ratioWithWorkers,
    goalMet: ratio >= 3 && direct.memoryFlat,
    machine: { cpus: os.cpus().length, loadavgAtStart, loadavgAtEnd: loadavgNow() },
  };
  writeResult(result, 'photo-ingest', startedAt, o.outDir);
  if (result.file) log(`written ${path.relative(ROOT, result.file)}`);
  return result;
}

/** A markdown table on stdout. */
function table(head: string[], rows: Array<Array<string | number>>) {
  const cell = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  console.log('');
  console.log(cell(head));
  console.log(cell(head.map(() => '---')));
  for (const x of rows) console.log(cell(x));
}

/** The tables on stdout. */
export function printPhotoIngest(r: Result) {
  const m = r.machine;
  console.log('');
  console.log(
    `Photo ingest through the stand: ${r.devices} devices a path for ${r.seconds} s, ${r.instances} instances, a ${r.photo.width} x ${r.photo.height} JPEG of ${(r.photo.bytes / 2 ** 20).toFixed(2)} MiB; ${m.cpus} CPUs, load ${m.loadavgAtStart.join(' ')} at start, ${m.loadavgAtEnd.join(' ')} at end`,
  );
  table(
    [
      'path',
      'photos done/s',
      'accepted/s',
      'p50 ms',
      'p99 ms',
      'errors by status',
      'instance CPU s (with workers)',
      'photos per instance-CPU-s (with workers)',
      'load avg start/middle/end',
    ],
    r.phases.map((p) => [
      TITLES[p.path],
      p.completedPerSecond,
      p.acceptedPerSecond,
      p.p50,
      p.p99,
      Object.entries(p.errors)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ') || 'none',
      `${p.cpuSeconds} (${p.cpuSecondsWithWorkers})`,
      `${p.photosPerCpuSecond} (${p.photosPerCpuSecondWithWorkers})`,
      [p.loadavg.start[0], p.loadavg.middle[0], p.loadavg.end[0]].join(' / '),
    ]),
  );
  table(
    ['path', 'instance', 'CPU s/s', 'CPU s in load / after', 'RSS start MiB', 'RSS peak MiB', 'RSS end MiB', 'memory'],
    r.phases.flatMap((p) =>
      p.instances.map((x) => [
        TITLES[p.path],
        x.instance,
        x.cpuPerSecond,
        `${x.cpuSecondsInLoad} / ${round(x.cpuSeconds - x.cpuSecondsInLoad)}`,
        x.rss.startMiB,
        x.rss.peakMiB,
        x.rss.endMiB,
        x.memory.judged ? `${x.memory.flat ? 'flat' : 'GREW'} (${x.memory.growthPct}%)` : 'too few samples',
      ]),
    ),
  );
  console.log('');
  for (const p of r.phases) {
    const notes = [
      `${p.accepted} of ${p.completed} photos accepted in ${p.seconds} s`,
      p.devicesDone ? `${p.devicesDone} device(s) used all their photos before the end` : '',
      p.drainSeconds ? `thumbnail jobs done ${p.drainSeconds} s after the load` : '',
    ].filter(Boolean);
    console.log(`${TITLES[p.path]}: ${notes.join('; ')}`);
    for (const e of p.firstErrors.slice(0, 5)) console.log(`  ${e}`);
  }
  console.log(`Idle CPU s/s: ${r.idle.map((x) => `${x.instance} ${x.cpuPerSecond}`).join(', ')}`);
  console.log(
    `Presigned against through an instance: x${r.ratio} photos per instance-CPU-second (x${r.ratioWithWorkers} with the thumbnail workers); goal x3 and memory flat: ${r.goalMet ? 'met' : 'NOT met'}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const argv = process.argv.slice(2);
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? Number(argv[i + 1]) : undefined;
  };
  const log = (m: string) => console.error(`[photo-ingest] ${m}`);
  (async () => {
    const stand = await startStand({
      port: arg('--port'),
      // The presigned path's thumbnails are jobs: one instance behind no traffic runs them, the API instances none.
      jobInstances: arg('--job-instances') ?? 1,
      noBuild: argv.includes('--no-build'),
      log,
      logLevel: 'warn',
    });
    try {
      printPhotoIngest(await benchPhotoIngest(stand, { devices: arg('--devices'), seconds: arg('--seconds'), log }));
    } finally {
      await stand.stop();
    }
  })().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
