import { describe, expect, it } from 'vitest';
import { IMAGE_RULES, imageBytes, inspectImage } from './image.js';
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
    expect(inspectImage(makePng(100, 100), { ...IMAGE_RULES, maxBytes: 100 })).toEqual({
      ok: false,
      reason: 'IMAGE_TOO_LARGE',
    });
  });

  it('refuses more than 4096 pixels a side before anything decodes it, whatever the file size', () => {
    expect(inspectImage(makePng(4096, 4096, { oneBit: true }))).toMatchObject({ ok: true, width: 4096 });
    expect(inspectImage(makePng(4097, 4097, { oneBit: true }))).toEqual({
      ok: false,
      reason: 'IMAGE_DIMENSIONS',
      width: 4097,
      height: 4097,
    });
    // 8 KB on disk, 256 MB decoded in a browser.
    const huge = makePng(8192, 8192, { oneBit: true });
    expect(huge.length).toBeLessThan(16 * 1024);
    expect(inspectImage(huge)).toMatchObject({ ok: false, reason: 'IMAGE_DIMENSIONS' });
    expect(inspectImage(makePng(4097, 10, { oneBit: true }))).toMatchObject({ ok: false, reason: 'IMAGE_DIMENSIONS' });
  });

  it('takes other rules: a photo of any ratio up to its own size and side', () => {
    const photo = { maxBytes: 10 * 1024 * 1024, maxSide: 8000, square: false };
    expect(inspectImage(makeJpeg(300, 200), photo)).toMatchObject({ ok: true, width: 300, height: 200 });
    expect(inspectImage(makePng(8001, 8, { oneBit: true }), photo)).toMatchObject({ reason: 'IMAGE_DIMENSIONS' });
  });

  it('ends the image at PNG IEND and JPEG EOI: what follows is counted as trailing and cut off', () => {
    for (const image of [makePng(20, 20), makeJpeg(20, 20)]) {
      const tail = Buffer.from('PK\u0003\u0004 something else entirely');
      const sent = Buffer.concat([image, tail]);
      const r = inspectImage(sent);
      expect(r).toMatchObject({ ok: true, size: image.length, trailing: tail.length });
      if (!r.ok) throw new Error('refused');
      expect(imageBytes(sent, r).equals(image)).toBe(true);
      expect(inspectImage(image)).toMatchObject({ size: image.length, trailing: 0 });
    }
  });
});
