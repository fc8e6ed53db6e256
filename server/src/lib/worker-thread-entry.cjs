// A worker thread of lib/worker-pool.ts started from the TypeScript sources: loads its module through tsx's require
// hook (the `--import tsx` of its execArgv registers it before this runs; a .ts entry itself would be refused).
require(require('node:worker_threads').workerData.workerModule);
