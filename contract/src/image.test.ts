import { describe, expect, it } from 'vitest';
import { IMAGE_RULES, type ImageRules, imageBytes, inspectImage, PHOTO_DECODE_LIMITS, refusalParams } from './image.js';
import { IMAGE_MAX_BYTES } from './rules.js';
import { GIF_1X1, makeJpeg, makePng, makeProgressiveJpeg, pngWithHeader } from './testing/images.js';

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

  // The fixtures are made here (an 8000 x 8000 PNG is deflated from 8 MB): seconds on a busy machine, so a limit
  // that catches a hang, not a speed goal.
  describe('what a photo may cost to decode (issue 39), read from its header', { timeout: 60_000 }, () => {
    const photo: ImageRules = { maxBytes: 10 * 1024 * 1024, maxSide: 8000, square: false, decode: PHOTO_DECODE_LIMITS };

    it('refuses a progressive JPEG of more scans than an encoder makes, and says how many', () => {
      // Issue 39's photo: 8000 x 8000, 2,000 scans, about 320 KB; 12.7 s of CPU to decode.
      const bomb = makeProgressiveJpeg(8000, 8000, 2000);
      expect(bomb.length).toBeLessThan(400_000);
      const r = inspectImage(bomb, photo);
      expect(r).toMatchObject({ ok: false, reason: 'IMAGE_SCANS', scans: 2000 });
      if (r.ok) throw new Error('accepted');
      expect(refusalParams(r, photo)).toEqual({ max: 64, scans: 2000 });
      // Scans are counted whatever the size: 65 are refused on a small photo too, 64 are not.
      expect(inspectImage(makeProgressiveJpeg(64, 48, 65), photo)).toMatchObject({ reason: 'IMAGE_SCANS', scans: 65 });
      expect(inspectImage(makeProgressiveJpeg(64, 48, 64), photo)).toMatchObject({ ok: true, width: 64 });
    });

    it('refuses more than 8 bits a sample, interlaced or not', () => {
      for (const interlaced of [true, false]) {
        const deep = pngWithHeader(8000, 8000, { bitDepth: 16, interlaced });
        expect(inspectImage(deep, photo)).toMatchObject({ ok: false, reason: 'IMAGE_BIT_DEPTH', bitDepth: 16 });
      }
      expect(refusalParams({ reason: 'IMAGE_BIT_DEPTH', bitDepth: 16 }, photo)).toEqual({ max: 8, bits: 16 });
      expect(inspectImage(pngWithHeader(64, 64, { bitDepth: 8, interlaced: true }), photo)).toMatchObject({ ok: true });
    });

    it('refuses far more pixels than a photo of its size holds; small pictures are cheap whatever their bytes', () => {
      // 64 million pixels in 8 KB.
      expect(inspectImage(makePng(8000, 8000, { oneBit: true }), photo)).toMatchObject({ reason: 'IMAGE_SPARSE' });
      expect(inspectImage(makeProgressiveJpeg(8000, 8000, 10), photo)).toMatchObject({ reason: 'IMAGE_SPARSE' });
      // 2,000 x 2,000 pixels in 500 bytes: not worth refusing.
      expect(inspectImage(makePng(2000, 2000, { oneBit: true }), photo)).toMatchObject({ ok: true });
      // Camera-like photos: a few pixels a byte.
      expect(inspectImage(makeJpeg(900, 300), photo)).toMatchObject({ ok: true });
      expect(inspectImage(makeJpeg(2400, 1800), photo)).toMatchObject({ ok: true });
    });

    it('leaves kinds the server does not decode as they were (content pictures)', () => {
      expect(inspectImage(makePng(4096, 4096, { oneBit: true }), IMAGE_RULES)).toMatchObject({ ok: true });
      expect(inspectImage(makeProgressiveJpeg(64, 64, 200), IMAGE_RULES)).toMatchObject({ ok: true });
    });
  });

  it('names the limit of the kind of image in its refusal', () => {
    expect(refusalParams({ reason: 'IMAGE_TOO_LARGE' }, IMAGE_RULES)).toEqual({ max: 1 });
    expect(refusalParams({ reason: 'IMAGE_TOO_LARGE' }, { ...IMAGE_RULES, maxBytes: 10 * 1024 * 1024 })).toEqual({
      max: 10,
    });
    expect(refusalParams({ reason: 'IMAGE_DIMENSIONS' }, IMAGE_RULES)).toEqual({ max: 4096 });
  });
});
