// The stand's lifeline (server/stand/stand.ts): what the stand starts must not outlive it, however it ends (Ctrl-C,
// SIGTERM, a closed terminal, a crash, SIGKILL). Each part gets a pipe from the stand on its stdin; the stand holds
// the other end, which the system closes when the stand is gone, whatever killed it.
//
// - Imported into an instance (`node --import ./server/stand/lifeline.mjs server/dist/main.js`): when the pipe
//   closes, the instance stops as on SIGTERM (it drains and exits within its deadline).
// - Run around another program (`node server/stand/lifeline.mjs nginx -p ...`, in a process group of its own that
//   the stand signals as a whole): when the pipe closes, the program gets SIGQUIT (nginx's graceful stop), then
//   SIGKILL 10 s later; the lifeline exits with the program. Signals sent to the group reach the program directly,
//   so the lifeline itself only waits for it.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Calls `fn` once the stand's end of stdin is closed. */
function whenStandGone(fn) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    fn();
  };
  process.stdin.on('end', once);
  process.stdin.on('close', once);
  process.stdin.on('error', once);
  process.stdin.resume();
  // Never what keeps the process alive.
  process.stdin.unref?.();
}

const runAsProgram = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;

if (runAsProgram) {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.error('usage: node server/stand/lifeline.mjs <command> [args...]');
    process.exit(2);
  }
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  // The group's signals are for the program: it gets them too, and this waits for its exit.
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGQUIT', 'SIGHUP']) process.on(sig, () => {});
  child.once('error', (err) => {
    console.error(`lifeline: ${cmd}: ${err.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
  whenStandGone(() => {
    child.kill('SIGQUIT');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
  // The child's exit handle keeps this process alive until it has exited.
} else {
  whenStandGone(() => process.kill(process.pid, 'SIGTERM'));
}
