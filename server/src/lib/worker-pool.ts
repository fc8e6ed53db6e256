import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';

/**
 * Work that a hostile upload can make expensive (a workbook, a photo to decode) runs off the main thread, in a
 * small pool of workers with their own limits, so a hostile file costs one worker (refused, or ended at its memory
 * cap or deadline) and every other request of every store goes on being served. Two kinds of worker:
 *
 * - `thread`: a worker thread with a V8 heap cap (`resourceLimits`), for work done in JavaScript (xlsx-read.ts);
 * - `process`: a child process, for work done in native code (sharp/libvips decoding photos). A thread's heap cap
 *   does not bound what native code allocates, and ending a thread does not stop libvips' work on libuv's shared
 *   threads, so a photo is decoded in a process whose writable memory is capped by the kernel (RLIMIT_DATA) and
 *   which is killed at its deadline, its CPU freed at once. The cap is set by the process itself once it has
 *   started (`serveAsProcess`): `memoryMb` above what the runtime took to start. A cap set before Node starts
 *   would have to guess that: Node 24 writes about 600 MB of address space before running a line, and about 500 MB
 *   more for each thread (a loader's hooks thread included), where Node 20 wrote under 64 MB.
 */
export interface WorkerPoolSpec {
  /** The worker module, `new URL('./thumb-worker.ts', import.meta.url)`: its .js twin runs from server/dist. */
  module: URL;
  kind: 'thread' | 'process';
  /** Workers at most (started on demand, ended after `idleMs` without work). */
  workers: number;
  /** Tasks waiting for a worker; more are refused at once (`busy`) rather than queued without end. */
  queue: number;
  /** thread: the V8 heap; process: everything it writes (native allocations included), in MB. */
  memoryMb: number;
  /** A task that has not answered by then (once a worker took it) ends its worker. */
  deadlineMs: number;
  /** A worker idle this long is ended (a process takes a moment to start: keep it for the next task). */
  idleMs?: number;
}

/** Why a task failed, beyond what its input holds: no room in the queue, or its worker ran out of memory or time. */
export type PoolRefusal = { ok: false; reason: 'busy' | 'tooComplex'; limit: 'queue' | 'memory' | 'deadline' };

const self = import.meta.url;
// The server runs from its TypeScript sources (tsx) in development and tests: a worker loads its file through the
// same loader; from server/dist it is plain JavaScript.
const fromSource = self.endsWith('.ts');
const loader = fromSource ? ['--import', createRequire(self).resolve('tsx')] : [];
/** How a worker process learns its memory cap (MB above what it took to start). */
const MEMORY_ENV = 'SKIN_WORKER_MEMORY_MB';

/** A process's writable memory (RLIMIT_DATA's measure) now, in bytes: VmData of /proc/self/status. */
function writableBytes(): number | null {
  const kb = /^VmData:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return kb ? Number(kb) * 1024 : null;
}

/**
 * A worker process's entry: caps its own writable memory at what it has now (the runtime, the worker module and
 * what it imports) plus the pool's `memoryMb`, then serves the pool. The kernel then refuses any allocation past
 * the cap: libvips reports "out of memory", V8 aborts; the pool answers `memory` either way. The cap is lowered
 * with prlimit (util-linux, on every Debian); where it cannot be set (no /proc, no prlimit) the worker says so on
 * stderr and serves with its deadline alone.
 */
export function serveAsProcess(methods: Record<string, (...args: never[]) => unknown>) {
  const mb = Number(process.env[MEMORY_ENV]);
  if (mb > 0) {
    try {
      const now = writableBytes();
      if (now === null) throw new Error('no VmData in /proc/self/status');
      const cap = now + mb * 1024 * 1024;
      execFileSync('prlimit', ['--pid', String(process.pid), `--data=${cap}:${cap}`], { stdio: 'ignore' });
    } catch (err) {
      process.stderr.write(`worker ${process.pid}: memory cap not set (${(err as Error).message})\n`);
    }
  }
  workerpool.worker(methods as Record<string, (...args: unknown[]) => unknown>);
}

function scriptOf(module: URL) {
  const file = fileURLToPath(module);
  return fromSource ? file : file.replace(/\.ts$/, '.js');
}

/**
 * What a worker thread starts with: its file; from the sources, worker-thread-entry.cjs, which requires it once the
 * loader of `execArgv` is in place (a thread checks its entry's extension before that; a child process does not).
 */
function threadEntry(module: URL) {
  return fromSource
    ? {
        script: fileURLToPath(new URL('./worker-thread-entry.cjs', self)),
        workerData: { workerModule: scriptOf(module) },
      }
    : { script: scriptOf(module), workerData: {} };
}

export function workerPool<Fns extends Record<string, (...args: never[]) => unknown>>(spec: WorkerPoolSpec) {
  let pool: workerpool.Pool | null = null;
  let inFlight = 0;
  let idle: NodeJS.Timeout | null = null;

  function thePool() {
    if (idle) clearTimeout(idle);
    idle = null;
    const entry = spec.kind === 'thread' ? threadEntry(spec.module) : { script: scriptOf(spec.module), workerData: {} };
    pool ??= workerpool.pool(entry.script, {
      workerType: spec.kind,
      minWorkers: 0,
      maxWorkers: spec.workers,
      maxQueueSize: spec.queue,
      workerTerminateTimeout: 1000,
      ...(spec.kind === 'thread'
        ? {
            workerThreadOpts: {
              workerData: entry.workerData,
              execArgv: loader,
              resourceLimits: { maxOldGenerationSizeMb: spec.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
            },
          }
        : {
            forkOpts: {
              execArgv: loader,
              env: { ...process.env, [MEMORY_ENV]: String(spec.memoryMb) },
              // Structured clone carries the buffers, not JSON arrays of numbers.
              serialization: 'advanced',
            },
          }),
    });
    return pool;
  }

  /** Once nothing runs or waits for `idleMs`, the workers end (the next task starts them again). */
  function endWhenIdle() {
    if (inFlight > 0 || !pool) return;
    idle = setTimeout(() => {
      idle = null;
      if (inFlight > 0) return;
      const p = pool;
      pool = null;
      void p?.terminate().catch(() => {});
    }, spec.idleMs ?? 30_000);
    idle.unref();
  }

  return {
    /** Runs `method` of the worker module with `args`; a refusal of the pool instead of its answer. */
    async run<K extends keyof Fns & string>(
      method: K,
      args: Parameters<Fns[K]>,
    ): Promise<Awaited<ReturnType<Fns[K]>> | PoolRefusal> {
      const p = thePool();
      inFlight++;
      try {
        return (await p.exec(method, args).timeout(spec.deadlineMs)) as Awaited<ReturnType<Fns[K]>>;
      } catch (err) {
        const e = err as Error & { error?: { code?: string } };
        if (/^Max queue size/.test(e.message)) return { ok: false, reason: 'busy', limit: 'queue' };
        if (e instanceof workerpool.Promise.TimeoutError || e.name === 'TimeoutError')
          return { ok: false, reason: 'tooComplex', limit: 'deadline' };
        // A thread past its heap cap; a process that died (killed by the kernel or aborted by V8 at its cap), or
        // whose native decoder could not allocate.
        if (
          e.error?.code === 'ERR_WORKER_OUT_OF_MEMORY' ||
          /ERR_WORKER_OUT_OF_MEMORY|terminated Unexpectedly|out of memory|Cannot allocate memory/i.test(e.message)
        )
          return { ok: false, reason: 'tooComplex', limit: 'memory' };
        throw err;
      } finally {
        inFlight--;
        endWhenIdle();
      }
    },
    /** Tasks running or waiting for a worker now (tests and the bench watch it). */
    inFlight: () => inFlight,
    /** Ends the workers (at shutdown; a later task starts them again). */
    async close() {
      if (idle) clearTimeout(idle);
      idle = null;
      const p = pool;
      pool = null;
      await p?.terminate(true);
    },
  };
}
