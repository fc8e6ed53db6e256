import { describe, expect, it } from 'vitest';
import { inspectImage } from './image.js';
import { IMAGE_MAX_BYTES } from './rules.js';
import { GIF_1X1, makeJpeg, makePng } from './testing/images.js';

describe('inspectImage', () => {
  it('accepts square PNG and JPEG with their dimensions', () => {
    expect(inspectImage(makePng(64, 64))).toMatchObject({ ok: true, type: 'png', width: 64, height: 64 });
    expect(inspectImage(makeJpeg(90, 90))).toMatchObject({ ok: true, type: 'jpeg', mime: 'image/jpeg', width: 90 });
  });

  it('refuses by content, whatever the name: text, GIF, empty', () => {
    expect(inspectImage(new TextEncoder().encode('hello, I am a .png'))).toEqual({ ok: false, reason: 'IMAGE_TYPE' });
    expect(inspectImage(GIF_1X1)).toEqual({ ok: false, reason: 'IMAGE_TYPE' });
    expect(inspectImage(new Uint8Array())).toEqual({ ok: false, reason: 'IMAGE_EMPTY' });
  });

  it('refuses a rectangle and says its size', () => {
    expect(inspectImage(makePng(64, 32))).toEqual({ ok: false, reason: 'IMAGE_NOT_SQUARE', width: 64, height: 32 });
    expect(inspectImage(makeJpeg(40, 41))).toMatchObject({ ok: false, reason: 'IMAGE_NOT_SQUARE' });
  });

  it('refuses truncated and corrupted files', () => {
    const png = makePng(32, 32);
    expect(inspectImage(png.subarray(0, png.length - 12))).toEqual({ ok: false, reason: 'IMAGE_CORRUPT' });
    const flipped = Buffer.from(png);
    flipped[60] = flipped[60]! ^ 0xff; // inside IDAT: the chunk CRC no longer matches
    expect(inspectImage(flipped)).toEqual({ ok: false, reason: 'IMAGE_CORRUPT' });
    const jpg = makeJpeg(32, 32);
    expect(inspectImage(jpg.subarray(0, jpg.length - 40))).toEqual({ ok: false, reason: 'IMAGE_CORRUPT' });
    expect(inspectImage(jpg.subarray(0, 200))).toEqual({ ok: false, reason: 'IMAGE_CORRUPT' });
  });

  it('refuses more than 1 MiB before reading the dimensions', () => {
    const big = makePng(620, 620, { noise: true });
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(inspectImage(big)).toEqual({ ok: false, reason: 'IMAGE_TOO_LARGE' });
    expect(inspectImage(makePng(100, 100), 100)).toEqual({ ok: false, reason: 'IMAGE_TOO_LARGE' });
  });
});
