import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { run } from '../../../device/main.js';
import { buildLabelTree, buildStoreWithOwner, type ShopRow } from '../../../test/factories.js';
import type { TestServer } from '../../../test/helper.js';
import { APP_PASSWORD, buildAppAccount } from './app.fixture.js';

/** What `npm run device -- ...` printed and its exit code. */
export interface DeviceRun {
  code: number;
  out: string;
}

/** The reference client (`npm run device`) run in the test's process, its state kept in `dir`. */
export function deviceIn(dir: string) {
  return async (...argv: string[]): Promise<DeviceRun> => {
    const lines: string[] = [];
    const code = await run([...argv, '--dir', dir], (l) => lines.push(l));
    return { code, out: lines.join('\n') };
  };
}

/**
 * A new store with `labels` (en-US) and an app account signed in through the reference client, in a temp folder of
 * its own: `device(...argv)` runs the client there; `remove()` deletes the folder.
 */
export async function signedInDevice(s: TestServer, labels: Parameters<typeof buildLabelTree>[3]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-device-'));
  const device = deviceIn(dir);
  const shop: ShopRow = (await buildStoreWithOwner(s.db)).shop;
  await buildLabelTree(s.db, shop, 'en-US', labels);
  const a = await buildAppAccount(s.db, shop);
  const login = await device(
    'login',
    '--server',
    s.url,
    '--user',
    a.account.userName,
    '--password',
    APP_PASSWORD,
    '--device',
    a.device.deviceNo,
  );
  expect(login.code, login.out).toBe(0);
  return { dir, shop, device, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
