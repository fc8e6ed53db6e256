import { AppError } from '../../lib/errors.js';
import { FairQueue, FairQueueFull } from '../../lib/fair-queue.js';
import { workerPool } from '../../lib/worker-pool.js';
import type { ThumbWorker } from './thumb-worker.js';
import type { Thumb } from './thumbnail.js';

/**
 * Thumbnails of the app's photos (issue 39). A photo's header was checked first (JPG or PNG, at most 8000 px a side,
 * and what decoding it may cost: PHOTO_DECODE_LIMITS), then it is decoded in a worker process with a memory cap and
 * a deadline (lib/worker-pool.ts), so a photo that still costs too much is refused (IMAGE_TOO_COMPLEX) having cost
 * one worker for at most THUMBS.deadlineMs, and the server's own memory never holds its pixels.
 *
 * Workers are shared fairly between stores (lib/fair-queue.ts): a store decodes one photo at a time and queues a few
 * more; free workers go to the stores in turn. So while one store's photos (hostile or merely many) take a worker,
 * another store's photo gets the other one, or the next free one before that store's next photo.
 */
export const THUMBS = {
  /** Worker processes: two, so one store (at one at a time) never holds them all. */
  workers: 2,
  /** Photos of one store being decoded at once, and waiting; more are refused at once (429). */
  perStore: { running: 1, waiting: 4 },
  /** Photos waiting, all stores together (each request holds its photo, up to 10 MB, meanwhile). */
  waiting: 16,
  /**
   * Memory a worker may write, in MB: Node itself (about 100 MB), and a decoded photo. libvips streams a baseline
   * JPEG and a non-interlaced PNG (shrink-on-load); a progressive JPEG holds its coefficients (2 bytes a sample, 384
   * MB for 8000 x 8000 without chroma subsampling) and an interlaced PNG its pixels.
   */
  memoryMb: 640,
  /**
   * A photo not thumbnailed by then ends its worker: a real 8000 x 8000 progressive JPEG (4:4:4, 3 MB) took 12.5 s
   * on this 2-core machine at load 8; the costliest photo the header rules let through about 2.5 s of CPU.
   */
  deadlineMs: 30_000,
} as const;

const pool = workerPool<ThumbWorker>({
  module: new URL('./thumb-worker.ts', import.meta.url),
  kind: 'process',
  workers: THUMBS.workers,
  // The fair queue hands a task over only when a worker is free.
  queue: THUMBS.workers,
  memoryMb: THUMBS.memoryMb,
  deadlineMs: THUMBS.deadlineMs,
  idleMs: 60_000,
});

const queue = new FairQueue({ slots: THUMBS.workers, perOwner: THUMBS.perStore, waiting: THUMBS.waiting });

/**
 * The photo's thumbnail, made in a worker in the store's turn: 400 IMAGE_CORRUPT when its data cannot be decoded
 * (the header looked fine), 400 IMAGE_TOO_COMPLEX when decoding it ran out of the worker's memory or time, 429
 * PHOTOS_BUSY when the store's (or everyone's) queue is full.
 */
export async function makeThumb(shopId: number, data: Uint8Array): Promise<Thumb> {
  let answer: Awaited<ReturnType<typeof pool.run<'thumb'>>>;
  try {
    answer = await queue.run(String(shopId), () => pool.run('thumb', [data]));
  } catch (err) {
    if (err instanceof FairQueueFull) throw new AppError('PHOTOS_BUSY', { retryAfter: 5 });
    throw err;
  }
  if (answer.ok) {
    const { data: out, width, height } = answer;
    return { data: Buffer.from(out.buffer, out.byteOffset, out.byteLength), width, height };
  }
  if ('limit' in answer) {
    if (answer.reason === 'busy') throw new AppError('PHOTOS_BUSY', { retryAfter: 5 });
    throw new AppError('IMAGE_TOO_COMPLEX', { datas: { limit: answer.limit } });
  }
  if (answer.reason === 'memory') throw new AppError('IMAGE_TOO_COMPLEX', { datas: { limit: 'memory' } });
  throw new AppError('IMAGE_CORRUPT');
}

/** Ends the worker processes (at shutdown; a later photo starts them again). */
export const closeThumbPool = () => pool.close();
