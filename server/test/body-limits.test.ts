import http from 'node:http';
import net from 'node:net';
import { ErrorCode } from '@skin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../../contract/src/testing/images.js';
import { appToken, buildAppAccount } from '../src/modules/app/app.fixture.js';
import { buildStoreWithOwner } from './factories.js';
import { startServer, type TestServer } from './helper.js';
import { formBody } from './multipart.js';

/**
 * Bodies past their route's limit (issue 39, items 8 and 13): refused before they are read, whatever their type and
 * whoever sends them, and in a way a client still sending can read.
 */
let s: TestServer;
let app: string;
beforeAll(async () => {
  s = await startServer();
  const { shop } = await buildStoreWithOwner(s.db);
  app = await appToken(s, await buildAppAccount(s.db, shop));
});
afterAll(() => s.close());

const code = (name: keyof typeof ErrorCode) => ErrorCode[name].code;

/** `bytes` of body in 64 KB chunks, handed over only as the connection takes them: the client is still sending. */
function slowBody(head: Uint8Array, bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head);
        sent = head.length;
      } else if (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        controller.enqueue(chunk.subarray(0, n));
        sent += n;
      } else controller.close();
    },
  });
}

/** A POST that declares `length` bytes and sends only `head`, answered (or not) before the rest would come. */
function declareOnly(path: string, contentType: string, length: number, head: Uint8Array) {
  return new Promise<{ status: number; body: { code: number; message: string } }>((resolve, reject) => {
    const url = new URL(path, s.url);
    const req = http.request(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(length), 'x-lang': 'en-US' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write(head);
  });
}

/**
 * Writes a request of `bytes` of body on a bare socket, all of it (with backpressure, as a browser uploads), then
 * reads what the server answered. A reset while sending (the server closed before taking the body: EPIPE,
 * ECONNRESET) is what makes fetch and browsers lose the answer.
 */
function sendAll(path: string, contentType: string, head: Uint8Array, bytes: number) {
  return new Promise<{ status?: number; body?: { code: number }; error?: string; sent: number }>((resolve) => {
    const url = new URL(s.url);
    const socket = net.connect(Number(url.port), url.hostname);
    let sent = 0;
    let received = '';
    const answer = () => {
      const [headers, body] = received.split('\r\n\r\n');
      return headers ? { status: Number(headers.split(' ')[1]), body: body ? JSON.parse(body) : undefined } : {};
    };
    socket.on('data', (d) => {
      received += d;
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve({ ...answer(), error: err.code ?? err.message, sent }));
    socket.on('end', () => resolve({ ...answer(), sent }));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: ${contentType}\r\nContent-Length: ${bytes}\r\nConnection: close\r\nX-Lang: en-US\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const write = () => {
      while (sent < bytes) {
        const piece = sent === 0 ? Buffer.from(head) : chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once('drain', write);
      }
    };
    write();
  });
}

describe('a body over its limit', () => {
  it('is read to its end after the refusal, so the sender is not reset (5 MB to login)', async () => {
    const head = new TextEncoder().encode('{"username":"demoshop","password":"');
    const res = await sendAll('/api/login', 'application/json', head, 5_000_000);
    expect(res).toMatchObject({ status: 413, body: { code: code('PAYLOAD_TOO_LARGE') }, sent: 5_000_000 });
    expect(res.error).toBeUndefined();
  });

  it('of a form is refused before it is read, unauthenticated: 50 MiB declared to file/upload', async () => {
    const form = await formBody({ token: 'x', key: 'shops/1/uploads/a.png' });
    // Only the form's head is sent: the answer comes without waiting for the 50 MiB.
    const res = await declareOnly(
      '/api/file/upload',
      form.contentType,
      50 * 1024 * 1024,
      form.data.subarray(0, form.data.length - 10),
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: code('IMAGE_TOO_LARGE'),
      message: 'The image must not be larger than 1 MB',
    });
  });

  it('of a form sent without a length is refused once past the limit, naming the kind of image', async () => {
    const form = await formBody({}, { data: makeJpeg(8, 8), name: 'a.jpg', type: 'image/jpeg' });
    // Chunked (no Content-Length): 3 MB past a content picture's 1 MB.
    const res = await fetch(`${s.url}/api/file/upload`, {
      method: 'POST',
      headers: { 'content-type': form.contentType, 'x-lang': 'zh-CN' },
      body: slowBody(form.data.subarray(0, 200), 3_000_000),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: code('IMAGE_TOO_LARGE'), message: '图片不能超过 1 MB' });
  });

  it('of a 12 MB analysis photo names the 10 MB of analysis photos, and the app reads it', async () => {
    const photo = new Uint8Array(12 * 1024 * 1024);
    photo.set(makeJpeg(8, 8).subarray(0, 20));
    const form = await formBody({}, { data: photo, name: 'p.jpg', type: 'image/jpeg' });
    const res = await fetch(`${s.url}/api/app/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app}`, 'content-type': form.contentType, 'x-lang': 'en-US' },
      body: slowBody(form.data.subarray(0, 1000), form.data.length),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: code('IMAGE_TOO_LARGE'),
      message: 'The image must not be larger than 10 MB',
    });
  });
});
