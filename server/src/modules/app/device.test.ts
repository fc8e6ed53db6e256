import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ErrorCode } from '@skin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceClient } from '../../../device/client.js';
import { buildAdInfo, buildLabelTree, buildStoreWithOwner } from '../../../test/factories.js';
import { startServer, type TestServer } from '../../../test/helper.js';
import { APP_PASSWORD, buildAppAccount } from './app.fixture.js';
import { deviceIn } from './device.fixture.js';

/**
 * The reference client (`npm run device`, server/device) against the real server: it signs in on a device, caches
 * the feed with its ETag, is told 304 while nothing changed, sees an edit made in the console, and prints the
 * server's refusal when the store owner disables the account.
 */
let s: TestServer;
let dir: string;
let owner: string;
let account: Awaited<ReturnType<typeof buildAppAccount>>;
let advertId: number;

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const device = (...argv: string[]) => deviceIn(dir)(...argv);

beforeAll(async () => {
  s = await startServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-device-'));
  const st = await buildStoreWithOwner(s.db, { name: 'Harbour Skin Clinic' });
  owner = await s.login(st.owner.userName, st.owner.password);
  await buildLabelTree(s.db, st.shop, 'en-US', [{ type: 'Blemishes', labels: [{ name: 'Acne', key: 'acne' }] }]);
  advertId = (await buildAdInfo(s.db, st.shop, { title: 'Spring offer' })).id;
  account = await buildAppAccount(s.db, st.shop);
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run device', () => {
  it('signs in, caches the feed with its ETag, and sees edits made in the console', async () => {
    const login = await device(
      'login',
      '--server',
      s.url,
      '--user',
      account.account.userName,
      '--password',
      APP_PASSWORD,
      '--device',
      account.device.deviceNo,
    );
    expect(login.code, login.out).toBe(0);
    expect(login.out).toContain(account.account.userName);
    expect(login.out).toContain('store: Harbour Skin Clinic');
    expect(login.out).toContain(`device: ${account.device.deviceNo}`);
    // The token is kept in the folder, one file per device.
    const saved = JSON.parse(fs.readFileSync(path.join(dir, `${account.device.deviceNo}.json`), 'utf8'));
    expect(saved.token).toMatch(/^app_/);

    const first = await device('content');
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/^fresh /);
    expect(first.out).toContain("Symptoms (the store's own): 1");
    expect(first.out).toContain('Acne [acne]');
    expect(first.out).toContain('carousel: Spring offer');
    expect((await device('content')).out).toMatch(/^unchanged /);

    const off = await s.post(`/api/adInfo/update/${advertId}`, { enabled: false }, { token: owner });
    expect(off.status, off.text).toBe(200);
    const changed = await device('content');
    expect(changed.out).toMatch(/^changed /);
    expect(changed.out).toContain('Adverts: 0 in the carousel');
  });

  it('watches: prints the feed, then only what changed, and 304s in between', async () => {
    const client = DeviceClient.open(dir);
    const seen: string[] = [];
    await client.watch(
      'en-US',
      1,
      async (r) => {
        seen.push(r.outcome);
        if (seen.length === 2) {
          const on = await s.post(`/api/adInfo/update/${advertId}`, { enabled: true }, { token: owner });
          expect(on.status).toBe(200);
        }
      },
      { rounds: 4 },
    );
    expect(seen).toEqual(['unchanged', 'unchanged', 'changed', 'unchanged']);
    expect(client.current.feeds['en-US']!.content.adverts.carousel.map((a) => a.title)).toEqual(['Spring offer']);
  });

  it('runs as a command, and prints the refusal when the account is disabled', async () => {
    const exec = promisify(execFile);
    const me = await exec(
      process.execPath,
      ['--import', 'tsx', 'server/device/main.ts', 'me', '--dir', dir, '--server', s.url],
      { cwd: ROOT },
    );
    expect(me.stdout).toContain(`${account.account.userName} (working end`);

    const off = await s.post(`/api/user/updateStatus/${account.account.id}/0`, undefined, { token: owner });
    expect(off.status).toBe(200);
    const refused = await device('content', '--ui-lang', 'en-US');
    expect(refused.code).toBe(2);
    expect(refused.out).toContain(`code ${ErrorCode.APP_ACCOUNT_DISABLED.code}`);
    expect(refused.out).toContain('The store owner can enable it');

    expect((await device('logout')).out).toBe('signed out');
    expect(fs.readdirSync(dir)).toEqual([]);
    expect((await device('bogus')).code).toBe(64);
  });

  it('prints its usage for --help, -h and help (exit 0), and for a wrong use (exit 64)', async () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['login', '--help'], ['analyse', '-h']]) {
      const r = await device(...argv);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.out).toMatch(/^usage: npm run device -- <login\|me\|content/);
      expect(r.out).not.toContain('unknown');
    }
    for (const argv of [['bogus'], [], ['content', '--colour', 'red'], ['login', '--user'], ['me', 'extra']]) {
      const r = await device(...argv);
      expect(r.code, argv.join(' ')).toBe(64);
      expect(r.out).toContain('usage: npm run device');
    }
    expect((await device('content', '--colour', 'red')).out).toContain("Unknown option '--colour'");
    // As a command, the way the README runs it.
    const help = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/device/main.ts', '--help'], {
      cwd: ROOT,
    });
    expect(help.stdout).toContain('usage: npm run device');
  });
});
