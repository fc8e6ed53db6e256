import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** Pieces the fake gateways share: keys made for the test, a body reader, a listening server. */

export interface RsaKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** PKCS#8 PEM of the private key, SPKI PEM of the public key. */
  privatePem: string;
  publicPem: string;
}

export function rsaKeys(): RsaKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

/** A self-signed certificate for `keys` (as WeChat Pay's platform certificate), made with the openssl command. */
export function selfSignedCert(keys: RsaKeys, serialHex: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skin-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    fs.writeFileSync(keyFile, keys.privatePem);
    return execFileSync(
      'openssl',
      [
        'req',
        '-new',
        '-x509',
        '-key',
        keyFile,
        '-days',
        '30',
        '-subj',
        '/CN=Fake WeChat Pay',
        '-set_serial',
        `0x${serialHex}`,
      ],
      { encoding: 'utf8' },
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) {
  const server = http.createServer((req, res) => {
    handler(req, res).catch((err) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const html = (res: http.ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html><head><meta charset="utf-8"><title>Fake gateway</title></head><body>${body}</body></html>`,
  );
};

export const redirect = (res: http.ServerResponse, location: string) => {
  res.writeHead(303, { location });
  res.end();
};

/**
 * Every delivery our server answered with a 5xx or not at all. The fakes resend then, as a gateway does, so a test
 * would still pass: the payment world (server/test/payments.ts) fails the file when this is not empty.
 */
export const failedDeliveries: string[] = [];

/**
 * Posts with a few tries (a gateway resends until it is acknowledged); answers the last response. The fake resends at
 * once, where a gateway waits minutes: what a test checks is that no delivery failed (`failedDeliveries`), not the
 * gateway's schedule.
 */
export async function deliver(url: string, init: RequestInit, tries = 3) {
  let last: { status: number; text: string } = { status: 0, text: '' };
  for (let i = 0; i < tries; i++) {
    const res = await fetch(url, init).catch((err: Error) => err);
    last = res instanceof Error ? { status: 0, text: res.message } : { status: res.status, text: await res.text() };
    if (last.status > 0 && last.status < 500) return last;
    failedDeliveries.push(`${url}: ${last.status} ${last.text.slice(0, 200)}`);
  }
  return last;
}
