import { afterAll, describe, expect, it } from 'vitest';
import { interlacedPng, makeJpeg } from '../../../contract/src/testing/images.js';
import type { ThumbWorker } from '../modules/analysis/thumb-worker.js';
import { workerPool } from './worker-pool.js';

/** Decoding in a worker process with its own limits (issue 39): the thumbnailer's worker, with small limits. */
const thumbWorker = new URL('../modules/analysis/thumb-worker.ts', import.meta.url);
const pools: { close: () => Promise<void> }[] = [];
const poolOf = (memoryMb: number, deadlineMs: number) => {
  const p = workerPool<ThumbWorker>({
    module: thumbWorker,
    kind: 'process',
    workers: 1,
    queue: 1,
    memoryMb,
    deadlineMs,
  });
  pools.push(p);
  return p;
};
afterAll(async () => {
  for (const p of pools) await p.close();
});

describe('a worker process with its own memory and time', () => {
  it('thumbnails an ordinary photo', async () => {
    const r = await poolOf(640, 60_000).run('thumb', [makeJpeg(640, 480)]);
    expect(r).toMatchObject({ ok: true, width: 320, height: 240 });
  }, 60_000);

  it('refuses a photo whose pixels do not fit its memory cap, and the next photo is thumbnailed', async () => {
    // 8000 x 8000 RGBA, interlaced: decoded whole, 256 MB; the worker may write 200 MB.
    const png = await interlacedPng(8000, 8, 1);
    const pool = poolOf(200, 60_000);
    expect(await pool.run('thumb', [png])).toEqual({ ok: false, reason: 'memory' });
    expect(await pool.run('thumb', [makeJpeg(64, 48)])).toMatchObject({ ok: true, width: 64 });
  }, 60_000);

  it('ends the worker at its deadline', async () => {
    const pool = poolOf(640, 1);
    expect(await pool.run('thumb', [makeJpeg(640, 480)])).toEqual({
      ok: false,
      reason: 'tooComplex',
      limit: 'deadline',
    });
    expect(pool.inFlight()).toBe(0);
  }, 60_000);

  it('refuses at once past its queue', async () => {
    const pool = poolOf(640, 60_000);
    const photo = makeJpeg(64, 48);
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => pool.run('thumb', [photo])));
    expect([a, b, c]).toContainEqual({ ok: false, reason: 'busy', limit: 'queue' });
  }, 60_000);
});
