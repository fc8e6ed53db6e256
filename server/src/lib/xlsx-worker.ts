import workerpool from 'workerpool';
import { type ReadResult, readXlsx, type SheetSpec } from './xlsx-read.js';

/** The task a worker thread of xlsx-pool.ts runs: one uploaded workbook, read within the bounds of xlsx-read.ts. */
export interface ReadTask {
  data: Uint8Array;
  sheets: SheetSpec[];
}

function read(task: ReadTask): ReadResult {
  return readXlsx(Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength), task.sheets);
}

const methods = { read };
export type XlsxWorker = typeof methods;

// Run only as a worker (xlsx-pool.ts imports its types alone).
workerpool.worker(methods);
