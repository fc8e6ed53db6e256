import net from 'node:net';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/**
 * An instance's life after SIGTERM (DESIGN.md section 12): draining means `/health/ready` answers 503 and every
 * new request is refused with 503 and `Connection: close` (plugins/drain.ts), while the requests in flight,
 * counted here, and the running jobs finish.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Requests received and not yet answered (or given up by their client). */
  readonly inFlight: number;
  drain(): void;
  /** A request arrived; `end` is called once when its answer is sent or its connection closes. */
  begin(): () => void;
  /** Resolves when no request is in flight. */
  idle(): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  let inFlight = 0;
  const waiters: Array<() => void> = [];
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    drain() {
      draining = true;
    },
    begin() {
      inFlight++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight--;
        if (inFlight === 0) for (const w of waiters.splice(0)) w();
      };
    },
    idle() {
      return inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

/** What `shutdown` took, for the log line that ends an instance's life. */
export interface ShutdownReport {
  /** ms from SIGTERM until the app was closed */
  ms: number;
  /** requests still in flight at the deadline, whose connections were cut (a client that never finished sending) */
  cut: number;
  /** the job runner had not finished its running job by the deadline (its lease runs out; another instance retries) */
  jobsLeft: boolean;
}

/**
 * The graceful part of a SIGTERM, in order:
 * 1. draining: not ready; requests arriving on connections already open are refused (503, `Connection: close`);
 * 2. the listener closes at once, so new connections are refused and nginx sends every request, POSTs too, to
 *    another instance (a refused connection carried nothing); open connections stay until their turn;
 * 3. the job runner claims nothing more, finishes the job it runs and hands back the rest of its batch;
 * 4. once nothing is in flight (or at `deadlineMs`, when the connections left are cut) the app closes: idle
 *    connections, the data centre's fold, the metrics listener.
 * main.ts then closes the database and exits 0, within close-with-grace's 10 s.
 */
export async function shutdown(app: FastifyInstance, deadlineMs: number): Promise<ShutdownReport> {
  const t0 = performance.now();
  const { lifecycle, jobs } = app.deps;
  lifecycle.drain();
  // net.Server's close, not http.Server's: stop accepting without closing the idle keep-alive connections,
  // whose next request then hears 503 (rather than a reset it cannot tell from a crash).
  if (app.server.listening) net.Server.prototype.close.call(app.server);
  let jobsDone = false;
  const jobsStopped = jobs.close().then(() => {
    jobsDone = true;
  });
  const quiet = await Promise.race([
    Promise.all([lifecycle.idle(), jobsStopped]).then(() => true),
    wait(deadlineMs).then(() => false),
  ]);
  const cut = quiet ? 0 : lifecycle.inFlight;
  if (!quiet) app.server.closeAllConnections();
  // A job still running at the deadline would hold app.close (its onClose waits for it): give it a moment.
  await Promise.race([app.close(), wait(quiet ? deadlineMs : 500)]);
  return { ms: Math.round(performance.now() - t0), cut, jobsLeft: !jobsDone };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The hard deadline after SIGTERM: a thread of its own kills the process (SIGKILL) `ms` from now unless it has
 * exited by then. It runs beside the main thread, so it acts even when that thread is stuck (a synchronous wait
 * in an exit handler, a native call) and deaf to signals; the graceful path (`shutdown`, close-with-grace's 10 s)
 * normally ends well before. Costs nothing until called, and does not keep the process alive.
 */
export function armExitDeadline(ms: number): void {
  const watchdog = new Worker(
    `const { workerData } = require('node:worker_threads');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
     process.kill(workerData.pid, 'SIGKILL');`,
    { eval: true, workerData: { ms, pid: process.pid }, resourceLimits: { maxOldGenerationSizeMb: 8 } },
  );
  watchdog.unref();
}

/**
 * Under `npm start`, stops the server as SIGTERM does once the process that started it is gone. npm hands a signal
 * sent to it alone (a process manager's `kill` of the process it started) to the shell it ran the script in, which
 * dies of it without passing it on: the server was left running, holding its port and its data folder. Call it
 * after close-with-grace has its handlers: a signal that reached this process too (its process group's, Ctrl-C)
 * is not sent again, since a second one quits at once without draining.
 */
export function stopWithParent(log: { info(obj: object, msg: string): void }, everyMs = 500) {
  const parent = process.ppid;
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      signalled = true;
    });
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    // A signal to the whole group reached this process as well: it has been handled by the time this looks again.
    setTimeout(() => {
      if (signalled) return;
      log.info({ parent }, 'the process npm start ran in is gone: stopping');
      process.kill(process.pid, 'SIGTERM');
    }, everyMs).unref();
  }, everyMs);
  watch.unref();
}
