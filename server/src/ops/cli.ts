// Backups from the command line, with the server's own configuration (env, as the server reads it):
//
//   npm run backup [-- --out <folder>]     a dated folder under <folder> (default ./backups)
//   npm run restore -- <backup folder>      into the EMPTY database and store the env names
//
// In production, the compiled script: `node server/dist/ops/cli.js backup --out /var/backups/skin-console`.
// PGlite is opened by one process at a time: stop the server first (its DATA_DIR lock says so otherwise).
import { ConfigError, parseConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir-lock.js';
import { privateByDefault } from '../lib/private-files.js';
import { BackupError, backup, restore } from './backup.js';

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  // Backups hold password hashes, phone numbers and photos; a restore writes the data folder: this user's alone.
  privateByDefault();
  const config = parseConfig();
  if (command === 'backup') {
    const i = rest.indexOf('--out');
    const out = i >= 0 ? rest[i + 1] : './backups';
    if (!out) throw new BackupError('--out needs a folder');
    // PGlite: the data folder's lock keeps a running server (and a second backup) out meanwhile.
    const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
    // No migrations run here: the database is copied as it is.
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
      migrate: false,
    });
    try {
      const r = await backup({ config, database, out });
      console.log(
        `backup written to ${r.folder}\n  database (${r.manifest.database.kind}): ${mb(r.databaseBytes)} in ${s(r.databaseMs)}\n  files (${r.manifest.storage.driver}): ${r.manifest.files.length}, ${mb(r.filesBytes)} in ${s(r.filesMs)}`,
      );
    } finally {
      await database.close();
      unlock();
    }
    return;
  }
  if (command === 'restore') {
    const folder = rest.find((a) => !a.startsWith('-'));
    if (!folder) throw new BackupError('usage: npm run restore -- <backup folder>');
    const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
    try {
      const r = await restore({ config, folder });
      console.log(`restored ${folder}\n  database in ${s(r.databaseMs)}\n  files: ${r.files} in ${s(r.filesMs)}`);
    } finally {
      unlock();
    }
    return;
  }
  throw new BackupError('usage: cli.js backup [--out <folder>] | restore <folder>');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err) => {
    if (err instanceof ConfigError || err instanceof BackupError || err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  },
);
