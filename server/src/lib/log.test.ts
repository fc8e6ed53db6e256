import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { makePng } from '../../../contract/src/testing/images.js';
import { buildStoreWithOwner } from '../../test/factories.js';
import { startServer } from '../../test/helper.js';
import { postFile } from '../../test/multipart.js';
import { createLogDestination, redactUrl } from './log.js';

describe('request logs', () => {
  it('keep the names of secret query parameters but not their values', () => {
    expect(redactUrl('/api/file/raw?key=shops%2F1%2Fa.png&expires=1790000000&signature=abc_DEF-123')).toBe(
      '/api/file/raw?key=shops%2F1%2Fa.png&expires=1790000000&signature=[redacted]',
    );
    expect(redactUrl('/x?X-Amz-Signature=f00&X-Amz-Credential=AKIA%2F1&x-amz-security-token=t&a=1')).toBe(
      '/x?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&x-amz-security-token=[redacted]&a=1',
    );
    expect(redactUrl('/x?%73ignature=abc&token=t&sig=s&flag')).toBe(
      '/x?%73ignature=[redacted]&token=[redacted]&sig=[redacted]&flag',
    );
    expect(redactUrl('/api/user/query/1/10')).toBe('/api/user/query/1/10');
    // A person's phone or search text never reaches the log (the app finds a customer by her whole phone).
    expect(redactUrl('/api/app/v1/customers?phone=86%2013800000000')).toBe('/api/app/v1/customers?phone=[redacted]');
    expect(redactUrl('/api/customer/query/1/20?text=Alice&mobile=86+1&code=M1')).toBe(
      '/api/customer/query/1/20?text=[redacted]&mobile=[redacted]&code=M1',
    );
  });

  it("never carry a signed URL's signature", async () => {
    const logs: string[] = [];
    const s = await startServer({}, { logs });
    let signature = '';
    try {
      const { owner } = await buildStoreWithOwner(s.db);
      const token = await s.login(owner.userName, owner.password);
      const put = await postFile(s, '/api/file/put', token, { fileType: 'image' }, { data: makePng(12, 12) });
      const url = new URL(put.body.datas.url, s.url);
      signature = url.searchParams.get('signature') ?? '';
      // Injected: the request is logged as any other, and no socket is left for close to wait on.
      const read = await s.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(read.statusCode).toBe(200);
    } finally {
      await s.close();
    }
    expect(signature.length).toBeGreaterThan(20);
    const text = logs.join('');
    expect(text).toContain('/api/file/raw?key=');
    expect(text).toContain('signature=[redacted]');
    expect(text.includes(signature), 'the signature is in the log').toBe(false);
  });
});

describe('one log line per request', () => {
  it('is written when the request ends, with its reqId, method, redacted URL, status and time', async () => {
    const logs: string[] = [];
    const s = await startServer({}, { logs });
    try {
      const { owner } = await buildStoreWithOwner(s.db);
      const token = await s.login(owner.userName, owner.password);
      const asked = [
        { id: 'log-read-1', path: '/api/user/query/1/20?mobile=86%20138', status: 200 },
        { id: 'log-missing-1', path: '/api/user/nope', status: 404 },
      ];
      for (const a of asked) {
        const res = await s.get(a.path, { token, headers: { 'x-request-id': a.id } });
        expect(res.status).toBe(a.status);
      }
      const lines = logs.map(
        (l) =>
          JSON.parse(l) as {
            reqId?: string;
            msg: string;
            level: number;
            req?: Record<string, unknown>;
            res?: Record<string, unknown>;
            responseTime?: unknown;
          },
      );
      for (const a of asked) {
        const own = lines.filter((l) => l.reqId === a.id);
        expect(own.map((l) => l.msg)).toEqual(['request completed']);
        const [line] = own;
        expect(line!.level).toBe(30);
        expect(line!.req).toMatchObject({ method: 'GET', url: a.path.replace('86%20138', '[redacted]') });
        expect(line!.res).toMatchObject({ statusCode: a.status });
        expect(line!.responseTime).toBeTypeOf('number');
      }
      expect(logs.join('')).not.toContain('86%20138');
    } finally {
      await s.close();
    }
  });
});

describe('the log destination (a log nobody reads never blocks)', () => {
  const line = (i: number) => `${JSON.stringify({ level: 30, msg: `line ${i}`.padEnd(90, '.') })}\n`;

  it('drops and counts the lines past its bound while the reader stalls, then says how many once it reads again', async () => {
    const written: string[] = [];
    const pending: Array<() => void> = [];
    // A reader that takes nothing until told: every write stays buffered.
    const out = new Writable({
      write(chunk, _enc, done) {
        written.push(String(chunk));
        pending.push(done);
      },
    });
    const dest = createLogDestination(out, 1000);
    for (let i = 0; i < 50; i++) dest.write(line(i));
    const kept = Math.floor(1000 / line(0).length);
    expect(dest.dropped).toBe(50 - kept);
    await new Promise((r) => setImmediate(r));
    expect(out.writableLength).toBeLessThanOrEqual(1000);
    expect(written.join('')).toBe(Array.from({ length: kept }, (_, i) => line(i)).join(''));

    // The reader reads again: everything buffered is written, and the next line is preceded by the count.
    while (out.writableLength > 0) {
      pending.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    dest.write(line(99));
    for (let i = 0; i < 3; i++) {
      pending.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    const last = written.at(-1)!;
    expect(last.endsWith(line(99))).toBe(true);
    expect(JSON.parse(last.slice(0, -line(99).length))).toMatchObject({ level: 40, droppedLines: 50 - kept });
  });

  it('writes the lines of one turn of the event loop in one write (a system call per line cost every request)', async () => {
    const writes: string[] = [];
    const out = new Writable({
      write(chunk, _enc, done) {
        writes.push(String(chunk));
        done();
      },
    });
    const dest = createLogDestination(out, 1_000_000);
    for (let i = 0; i < 5; i++) dest.write(line(i));
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual([[0, 1, 2, 3, 4].map(line).join('')]);
    // A later turn's line is its own write; flush writes what is held at once.
    dest.write(line(5));
    await dest.flush(60_000);
    expect(writes).toEqual([[0, 1, 2, 3, 4].map(line).join(''), line(5)]);
    // At exit nothing runs after the last turn: writeNow writes what it holds there and then.
    dest.write(line(6));
    dest.writeNow();
    expect(writes.at(-1)).toBe(line(6));
    expect(dest.dropped).toBe(0);
  });

  it('drops every line once the output has failed (its reader closed it), and never throws', async () => {
    const out = new Writable({
      write(_chunk, _enc, done) {
        done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const dest = createLogDestination(out, 1000);
    dest.write(line(0));
    await new Promise((r) => setImmediate(r));
    for (let i = 1; i <= 5; i++) expect(() => dest.write(line(i))).not.toThrow();
    expect(dest.dropped).toBe(5);
    await dest.flush(60_000);
  });

  it('drops a line a synchronous output refuses (a full disk) instead of throwing it at the caller', async () => {
    const out = {
      writableLength: 0,
      on: () => out,
      write: () => {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    };
    const dest = createLogDestination(out as never, 1000);
    expect(() => dest.write(line(0))).not.toThrow();
    await new Promise((r) => setImmediate(r));
    expect(dest.dropped).toBe(1);
  });
});
