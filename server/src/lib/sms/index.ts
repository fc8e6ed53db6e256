import fs from 'node:fs/promises';
import path from 'node:path';
import { maskPhone } from '@skin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.js';

/** Sends a verification code by SMS. */
export interface SmsSender {
  readonly name: string;
  sendCode(phone: string, code: string): Promise<void>;
}

/**
 * The embedded default: one JSON line `{ phone, code, sentAt }` per message appended to
 * `DATA_DIR/outbox/sms.jsonl`, so a developer or a test can read the code. It is logged too, with the
 * code only outside production (`logCodes`): a production log is read by more people than the outbox.
 */
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';
  readonly file: string;
  /** Set once the app's logger exists. */
  log?: Pick<FastifyBaseLogger, 'info'>;
  private readonly logCodes: boolean;
  constructor(dataDir: string, opts: { logCodes?: boolean } = {}) {
    this.file = path.join(dataDir, 'outbox', 'sms.jsonl');
    this.logCodes = opts.logCodes ?? false;
  }
  async sendCode(phone: string, code: string) {
    await fs.mkdir(path.dirname(this.file), { recursive: true, mode: PRIVATE_DIR_MODE });
    const line = { phone, code, sentAt: new Date().toISOString() };
    await fs.appendFile(this.file, `${JSON.stringify(line)}\n`, { mode: PRIVATE_FILE_MODE });
    // A phone is personal data: the log gets it masked, the outbox file (the developer's inbox) whole.
    const masked = maskPhone(phone);
    this.log?.info(
      this.logCodes ? { phone: masked, code } : { phone: masked },
      'sms outbox: verification code written',
    );
  }
}

/** The latest code sent to a phone, read from an outbox file (tests, demo). */
export async function readOutboxCode(file: string, phone: string): Promise<string | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const lines = text.trim().split('\n').filter(Boolean).reverse();
  for (const l of lines) {
    const m = JSON.parse(l) as { phone: string; code: string };
    if (m.phone === phone) return m.code;
  }
  return null;
}

/** The sender chosen by `SMS_PROVIDER`: the outbox by default, Aliyun SMS in production. */
export async function createSmsSender(config: Config): Promise<SmsSender> {
  if (config.sms.provider === 'aliyun') {
    // Only loaded when chosen: the SDK is heavy and the embedded default never needs it.
    const { AliyunSmsSender } = await import('./aliyun.js');
    return new AliyunSmsSender(config.sms.aliyun!);
  }
  return new OutboxSmsSender(config.dataDir, { logCodes: config.env !== 'production' });
}
