import type { ChildProcess } from 'node:child_process';

/**
 * What a server process started by a test writes (stdout and stderr together), and a wait for it to say something:
 * `ready()` resolves once it has printed `ready in` (server/src/serve.ts), and rejects with everything it wrote if it
 * ends first. Waits for the process's own words, never for a time.
 */
export function watchServer(child: ChildProcess) {
  let out = '';
  const listeners = new Set<() => void>();
  const take = (d: Buffer | string) => {
    out += d;
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const ended = () => child.exitCode !== null || child.signalCode !== null;

  /** Resolves once the output matches `pattern`; rejects if the process ends before. */
  const said = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(out)) finish(resolve);
        else if (ended()) finish(() => reject(new Error(`server exited: ${out}`)));
      };
      const finish = (then: () => void) => {
        listeners.delete(check);
        child.off('close', check);
        then();
      };
      listeners.add(check);
      child.on('close', check);
      check();
    });

  return { output: () => out, ready: () => said(/ready in/) };
}
