import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { createSmsSender, OutboxSmsSender, readOutboxCode } from './index.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-sms-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** What the outbox sender writes to the log, given the environment the server runs in. */
async function logged(env: 'production' | 'development') {
  const sender = await createSmsSender(
    parseConfig({ DATA_DIR: tempDir(), NODE_ENV: env, PAYMENT_PROVIDERS: 'sandbox' }),
  );
  expect(sender).toBeInstanceOf(OutboxSmsSender);
  const outbox = sender as OutboxSmsSender;
  const lines: unknown[] = [];
  outbox.log = { info: (obj: unknown) => void lines.push(obj) } as OutboxSmsSender['log'];
  await outbox.sendCode('86 13800000001', '482913');
  // The outbox file keeps the code either way: it is how a developer or a test reads it.
  expect(await readOutboxCode(outbox.file, '86 13800000001')).toBe('482913');
  return JSON.stringify(lines);
}

describe('the SMS outbox log line', () => {
  it('carries no code in production, and the phone masked', async () => {
    const text = await logged('production');
    expect(text).toContain('86 138****0001');
    expect(text).not.toContain('13800000001');
    expect(text).not.toContain('482913');
  });

  it('carries the code in development, where the log is how a developer signs up, the phone masked', async () => {
    const text = await logged('development');
    expect(text).toContain('482913');
    expect(text).not.toContain('13800000001');
  });
});
