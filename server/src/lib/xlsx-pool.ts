import os from 'node:os';
import { type PoolRefusal, workerPool } from './worker-pool.js';
import type { ReadResult, SheetSpec } from './xlsx-read.js';
import type { XlsxWorker } from './xlsx-worker.js';

/**
 * Uploaded workbooks are read off the main thread: a small pool of worker threads (lib/worker-pool.ts), each with a
 * heap cap, runs xlsx-read.ts, so a hostile file costs one worker (refused, or ended at its memory cap or deadline)
 * and every other request of every store goes on being served.
 */
export const XLSX_POOL = {
  /** Worker threads: imports are rare; leave the other cores to the requests. */
  threads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  /** Workbooks waiting for a thread; more are refused at once (429) rather than queued without end. */
  queue: 8,
  /** Heap of one worker: a full template reads in well under 100 MB. */
  heapMb: 256,
  /** A read that has not answered by then ends its worker. */
  deadlineMs: 30_000,
} as const;

const pool = workerPool<XlsxWorker>({
  module: new URL('./xlsx-worker.ts', import.meta.url),
  kind: 'thread',
  workers: XLSX_POOL.threads,
  queue: XLSX_POOL.queue,
  memoryMb: XLSX_POOL.heapMb,
  deadlineMs: XLSX_POOL.deadlineMs,
});

/**
 * Reads the named sheets of an uploaded workbook in a worker thread (xlsx-read.ts). A worker that runs out of
 * memory or time answers `tooComplex`; a full queue `busy`.
 */
export async function readWorkbook(
  data: Buffer,
  sheets: SheetSpec[],
): Promise<ReadResult | (PoolRefusal & { limit: string })> {
  return pool.run('read', [{ data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), sheets }]);
}

/** Workbooks being read or waiting for a worker now (tests and the bench watch it). */
export const workbooksInFlight = () => pool.inFlight();

/** Ends the worker threads (at shutdown; a later read starts them again). */
export const closeWorkbookPool = () => pool.close();
