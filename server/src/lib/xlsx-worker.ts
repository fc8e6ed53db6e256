import { type ReadResult, readXlsx, type SheetSpec } from './xlsx-read.js';

/** The task a worker thread of xlsx-pool.ts runs: one uploaded workbook, read within the bounds of xlsx-read.ts. */
export interface ReadTask {
  data: Uint8Array;
  sheets: SheetSpec[];
}

export default function readTask(task: ReadTask): ReadResult {
  return readXlsx(Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength), task.sheets);
}
