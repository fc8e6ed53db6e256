import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ReadResult, SheetSpec } from './xlsx-read.js';
import type { ReadTask } from './xlsx-worker.js';

/**
 * Uploaded workbooks are read off the main thread: a small pool of worker threads, each with a heap cap, runs
 * xlsx-read.ts, so a hostile file costs one worker (refused, or ended at its memory cap or deadline) and every
 * other request of every store goes on being served.
 */
export const XLSX_POOL = {
  /** Worker threads: imports are rare; leave the other cores to the requests. */
  threads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  /** Workbooks waiting for a thread; more are refused at once (429) rather than queued without end. */
  queue: 8,
  /** Heap of one worker: a full template reads in well under 100 MB. */
  heapMb: 256,
  /** A read that has not answered by then (queue wait included) ends its worker. */
  deadlineMs: 30_000,
} as const;

const self = import.meta.url;
// The server runs from its TypeScript sources (tsx): a worker loads its file through the same loader.
const fromSource = self.endsWith('.ts');
const workerFile = fileURLToPath(new URL(`./xlsx-worker.${fromSource ? 'ts' : 'js'}`, self));

let pool: Piscina<ReadTask, ReadResult> | null = null;
let inFlight = 0;

function thePool() {
  pool ??= new Piscina<ReadTask, ReadResult>({
    filename: workerFile,
    minThreads: 0,
    maxThreads: XLSX_POOL.threads,
    idleTimeout: 30_000,
    maxQueue: XLSX_POOL.queue,
    resourceLimits: { maxOldGenerationSizeMb: XLSX_POOL.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    execArgv: fromSource ? ['--import', createRequire(self).resolve('tsx')] : [],
  });
  return pool;
}

/** Why a read failed, beyond what the file holds: no room in the queue, or the worker ran out of memory or time. */
export type PoolRefusal = 'busy' | 'tooComplex';

/**
 * Reads the named sheets of an uploaded workbook in a worker thread (xlsx-read.ts). A worker that runs out of
 * memory or time answers `tooComplex`; a full queue `busy`.
 */
export async function readWorkbook(
  data: Buffer,
  sheets: SheetSpec[],
): Promise<ReadResult | { ok: false; reason: PoolRefusal; limit: string }> {
  const p = thePool();
  inFlight++;
  try {
    return await p.run(
      { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), sheets },
      { signal: AbortSignal.timeout(XLSX_POOL.deadlineMs) },
    );
  } catch (err) {
    const e = err as Error & { code?: string };
    if (e.message === 'Task queue is at limit') return { ok: false, reason: 'busy', limit: 'queue' };
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') return { ok: false, reason: 'tooComplex', limit: 'memory' };
    if (e.name === 'AbortError') return { ok: false, reason: 'tooComplex', limit: 'deadline' };
    throw err;
  } finally {
    inFlight--;
  }
}

/** Workbooks being read or waiting for a worker now (tests and the bench watch it). */
export const workbooksInFlight = () => inFlight;

/** Ends the worker threads (at shutdown; a later read starts them again). */
export async function closeWorkbookPool() {
  const p = pool;
  pool = null;
  await p?.destroy();
}
