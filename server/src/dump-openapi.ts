// `node --import tsx server/src/dump-openapi.ts [file]`: the API document the server serves at
// GET {prefix}/openapi.json, written to the file (or stdout). The app is built in this process and asked through
// inject, without listening and without a database (routes are only registered: a service that touched the
// database while being built would fail here). scripts/lint-openapi.mjs lints what this writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { parseConfig } from './config.js';
import type { Database } from './db/client.js';
import { createDeps } from './deps.js';
import { createSmsSender } from './lib/sms/index.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-openapi-'));
try {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', SERVE_WEB: 'false', API_DOCS: 'true' });
  const noDatabase = new Proxy({} as Database['db'], {
    get(_target, key) {
      throw new Error(`the API document is built without a database (db.${String(key)})`);
    },
  });
  const database: Database = { db: noDatabase, kind: 'pglite', close: async () => {} };
  const app = await buildApp(createDeps(config, database, await createSmsSender(config)));
  const res = await app.inject({ method: 'GET', url: `${config.apiPrefix}/openapi.json` });
  await app.close();
  if (res.statusCode !== 200)
    throw new Error(`GET ${config.apiPrefix}/openapi.json answered ${res.statusCode}: ${res.body}`);
  const text = `${JSON.stringify(res.json(), null, 2)}\n`;
  if (process.argv[2]) fs.writeFileSync(process.argv[2], text);
  else process.stdout.write(text);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
