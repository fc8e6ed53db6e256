import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../contract/src/testing/images.js';
import { parseConfig } from '../src/config.js';
import { serverSettings } from '../src/db/schema.js';
import { testDbKind } from './db.js';
import { DEMO_ACCOUNTS, loginAs, startServer } from './helper.js';
import { formBody, postFile } from './multipart.js';
import { serverDatabase, startReadyServer } from './processes.js';

/**
 * Every folder under `dir` (itself included) and every file whose mode lets its group or others in. PGlite writes
 * its own files 0666 whatever the umask (its WebAssembly file system sets the mode): they are checked by the
 * folders above them, 0700 from DATA_DIR down, through which no one else can reach a file.
 */
function openToOthers(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    const rel = path.relative(dir, p) || '.';
    const pglites = rel.split(path.sep)[0] === 'pglite' && st.isFile();
    if ((st.mode & 0o077) !== 0 && !pglites) out.push(`${rel} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return out;
}

/**
 * DATA_DIR holds the embedded database (password hashes, phones), keys, the SMS outbox and stored photos: the
 * server started as the README says, under the usual umask 022 and on a DATA_DIR an earlier version left 0755,
 * keeps everything in it its user's alone.
 */
describe("the server's data folder", () => {
  let server: Awaited<ReturnType<typeof startReadyServer>> | undefined;
  let dataDir: string;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-private-'));
    fs.chmodSync(dataDir, 0o755);
    const database = await serverDatabase(dataDir, { production: false });
    dropDatabase = database.drop;
    server = await startReadyServer(
      {
        ...database.env,
        DATA_DIR: dataDir,
        SERVE_WEB: 'false',
        SEED_DEMO: 'true',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
      },
      120_000,
    );
  }, 180_000);

  afterAll(async () => {
    if (server?.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is 0700, every folder in it 0700 and every file the server writes 0600: keys, SMS outbox, stored files', async () => {
    const { child, url: base, exited } = server!;
    const sent = await fetch(`${base}/api/sms/sendVCode/${encodeURIComponent('86 13800138000')}`, { method: 'POST' });
    expect(sent.status).toBe(200);
    // An image stored through the API (the local driver writes DATA_DIR/files).
    const signIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demoshop', password: DEMO_ACCOUNTS.demoshop.password }),
    });
    const token = ((await signIn.json()) as { datas: { access_token: string } }).datas.access_token;
    const form = await formBody({ fileType: 'image' }, { data: makePng(16, 16), type: 'image/png' });
    const put = await fetch(`${base}/api/file/put`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      body: Buffer.from(form.data),
    });
    expect(put.status, await put.text()).toBe(200);
    child.kill('SIGTERM');
    await exited;

    expect(fs.existsSync(path.join(dataDir, 'outbox', 'sms.jsonl'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'secrets', 'vcode.key'))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'files')).length).toBeGreaterThan(0);
    if (testDbKind() === 'pglite') expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);
});

describe('the key that signs file URLs and upload tokens', () => {
  it('is never a database row a backup would carry: the one an earlier version stored is deleted and unused', async () => {
    const s = await startServer();
    try {
      const stored = 'a-secret-an-earlier-version-kept-in-the-database-0123';
      await s.db.insert(serverSettings).values({ key: 'file_signing_secret', value: stored });
      const token = await loginAs(s, 'demoshop');
      const put = await postFile(s, '/api/file/put', token, { fileType: 'image' }, { data: makePng(16, 16) });
      expect(put.status, put.text).toBe(200);
      const url = new URL(put.body.datas.url, s.url);
      const key = url.searchParams.get('key')!;
      const expires = url.searchParams.get('expires')!;
      expect((await fetch(url)).status).toBe(200);

      // A URL forged with the stored value, as anyone holding a backup could.
      const forged = new URL(url);
      forged.searchParams.set(
        'signature',
        createHmac('sha256', stored).update(`GET\n${key}\n${expires}`).digest('base64url'),
      );
      expect((await fetch(forged)).status).not.toBe(200);
      expect(await s.db.select().from(serverSettings).where(eq(serverSettings.key, 'file_signing_secret'))).toEqual([]);
      const keyFile = path.join(s.dataDir, 'secrets', 'server.key');
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    } finally {
      await s.close();
    }
  });

  it('comes from the configuration in production on PostgreSQL, where instances must share it', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox', DATABASE_URL: 'postgres://u@h/db' };
    expect(() => parseConfig(production)).toThrow(/SERVER_SECRET: required when NODE_ENV=production with DATABASE_URL/);
    expect(parseConfig({ ...production, SERVER_SECRET: 'x'.repeat(32) }).serverSecret).toBe('x'.repeat(32));
    // One embedded server keeps it in its data folder.
    expect(() => parseConfig({ NODE_ENV: 'production', PAYMENT_PROVIDERS: 'sandbox' })).not.toThrow();
  });
});
