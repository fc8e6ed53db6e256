import { serveAsProcess } from '../../lib/worker-pool.js';
import { renderThumb, type Thumb } from './thumbnail.js';

/**
 * What a thumbnail worker process (thumbs.ts) answers: the thumbnail (its bytes arrive as a Uint8Array), or why
 * libvips could not make it.
 */
export type ThumbAnswer =
  | ({ ok: true } & Omit<Thumb, 'data'> & { data: Uint8Array })
  | { ok: false; reason: 'corrupt' | 'memory' };

async function thumb(data: Uint8Array): Promise<ThumbAnswer> {
  try {
    return { ok: true, ...(await renderThumb(data)) };
  } catch (err) {
    // libvips reports a failed allocation (the process's memory cap) as "out of memory".
    return {
      ok: false,
      reason: /out of memory|memory allocation|cannot allocate/i.test(String(err)) ? 'memory' : 'corrupt',
    };
  }
}

const methods = { thumb };
export type ThumbWorker = typeof methods;

// Run only as a worker process (thumbs.ts imports its types alone).
serveAsProcess(methods);
