import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, privateDir } from './private-files.js';

export class DataDirLockedError extends Error {}

/** Whether a process with this pid is running (EPERM: it is, under another user). */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per data folder: `DATA_DIR/server.lock` holds the pid of the server using it. A second
 * server on the same folder refuses to start (two PGlite processes on one folder lose writes); a lock
 * left by a process that is gone (a crash, kill -9) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  privateDir(dataDir);
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const text = (() => {
      try {
        return fs.readFileSync(file, 'utf8').trim();
      } catch {
        return '';
      }
    })();
    const holder = Number(text);
    if (text !== '' && holder !== process.pid && alive(holder)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another server (pid ${holder}, ${file}). ` +
          'Stop that server first, or give this one its own DATA_DIR.',
      );
    }
    // The holder is gone (or the file is empty or half-written): take it over. The stale file is
    // renamed away first; if what was moved is not the stale lock (another server took it over in
    // between), it is put back and the loop sees that live holder.
    const moved = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, moved);
      if (fs.readFileSync(moved, 'utf8').trim() !== text) fs.renameSync(moved, file);
      else fs.rmSync(moved, { force: true });
    } catch {
      // someone else moved it first; look again
    }
  }
  throw new DataDirLockedError(`could not take ${file}: another server keeps taking it`);
}
