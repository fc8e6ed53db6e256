import { crc32, createDeflate, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

/** Test fixtures: real, decodable images of any size, made on the spot. */

/** A PNG chunk: length, type, data and their CRC-32 (node:zlib's, not the one image.ts checks it with). */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, sum]);
}

/**
 * An RGB PNG; `noise` makes the pixels incompressible so the file grows with its area. `oneBit` makes a
 * black 1-bit greyscale one instead: a huge picture in a few kilobytes (8192 x 8192 is about 8 KB).
 */
export function makePng(width: number, height: number, opts: { noise?: boolean; oneBit?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = opts.oneBit ? 1 : 8; // bit depth
  ihdr[9] = opts.oneBit ? 0 : 2; // greyscale, RGB
  const row = opts.oneBit ? Math.ceil(width / 8) + 1 : width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height && !opts.oneBit; y++) {
    for (let x = 0; x < width * 3; x++) {
      raw[y * row + 1 + x] = opts.noise ? Math.floor(Math.random() * 256) : (x * 7 + y * 3) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG. */
export function makeJpeg(width: number, height: number, quality = 80): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = (i / 4) % 256;
    data[i + 1] = 128;
    data[i + 2] = 200;
    data[i + 3] = 255;
  }
  return Buffer.from(jpeg.encode({ data, width, height }, quality).data);
}

/** The first bytes of a GIF89a, 1x1. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Writes bits most significant first, with JPEG's byte stuffing (0xFF is followed by 0x00) and 1-bit padding. */
class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private n = 0;
  write(value: number, bits: number) {
    for (let i = bits - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.n === 8) this.flushByte();
    }
  }
  private flushByte() {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0);
    this.acc = 0;
    this.n = 0;
  }
  end(): Buffer {
    if (this.n) this.write(0xff, 8 - this.n);
    return Buffer.from(this.bytes);
  }
}

const segment = (marker: number, body: number[] | Buffer) => {
  const len = body.length + 2;
  return Buffer.concat([Buffer.from([0xff, marker, len >> 8, len & 0xff]), Buffer.from(body)]);
};

/**
 * A valid progressive JPEG of a grey picture with `scans` scans (issue 39's hostile photo: 8000 x 8000 with 2,000
 * scans is about 320 KB, and libjpeg walks every block once per scan). YCbCr 4:2:0; the DC scan first, then for
 * each component and AC coefficient a first scan at point transform 13 and its refinements down to 0, in order,
 * until `scans` is reached. Every AC coefficient is zero, so each scan is a few end-of-band runs.
 */
export function makeProgressiveJpeg(width: number, height: number, scans: number): Buffer {
  const parts: Buffer[] = [Buffer.from([0xff, 0xd8])];
  parts.push(segment(0xdb, [0x00, ...Array(64).fill(1)]));
  parts.push(
    segment(0xc2, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0]),
  );
  // DC table 0: the one symbol 0 (a difference of 0), code '0'. AC table 0: the end-of-band runs EOB0..EOB14,
  // 4-bit codes 0000..1110 in that order.
  parts.push(segment(0xc4, [0x00, 1, ...Array(15).fill(0), 0]));
  const eob = Array.from({ length: 15 }, (_, r) => r << 4);
  parts.push(segment(0xc4, [0x10, 0, 0, 0, 15, ...Array(12).fill(0), ...eob]));
  const mcusX = Math.ceil(width / 16);
  const mcusY = Math.ceil(height / 16);
  // The DC scan: 4 luma blocks and one of each chroma per MCU, each a difference of 0.
  parts.push(segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 0, 0x00]));
  const dc = new BitWriter();
  for (let i = 0; i < mcusX * mcusY * 6; i++) dc.write(0, 1);
  parts.push(dc.end());
  const blocks = [Math.ceil(width / 8) * Math.ceil(height / 8), mcusX * mcusY, mcusX * mcusY];
  let made = 1;
  for (let c = 0; c < 3 && made < scans; c++) {
    for (let k = 1; k <= 63 && made < scans; k++) {
      for (let al = 13; al >= 0 && made < scans; al--) {
        // First scan (Ah 0, Al 13), then refinements (Ah al + 1, Al al).
        const ahal = al === 13 ? 13 : ((al + 1) << 4) | al;
        parts.push(segment(0xda, [1, c + 1, 0x00, k, k, ahal]));
        const w = new BitWriter();
        for (let left = blocks[c]!; left > 0; ) {
          const run = Math.min(left, 32767);
          const r = Math.floor(Math.log2(run));
          w.write(r, 4);
          if (r) w.write(run - (1 << r), r);
          left -= run;
        }
        parts.push(w.end());
        made++;
      }
    }
  }
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

/**
 * A PNG whose header asks for `bitDepth` bits per sample (16: twice the memory of every sample), RGBA, interlaced
 * or not, holding `idat` as its (possibly small, undecodable) image data: for checks that read only the header.
 * The bench makes decodable ones (server/bench/hostile-photos.ts).
 */
export function pngWithHeader(
  width: number,
  height: number,
  opts: { bitDepth: number; interlaced: boolean; idat?: Buffer },
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = opts.bitDepth;
  ihdr[9] = 6; // RGBA
  ihdr[12] = opts.interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', opts.idat ?? deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A decodable, interlaced (Adam7) RGBA PNG of `side` x `side`, all zero, its data deflated as a stream: issue 39's
 * 16-bit 8000 x 8000 one is 486 KB and decodes into 512 MB (an interlaced PNG is decoded whole).
 */
export async function interlacedPng(side: number, bitDepth: 8 | 16, level = 9): Promise<Buffer> {
  const bpp = 4 * (bitDepth / 8);
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  let raw = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((side - x0) / dx);
    const h = Math.ceil((side - y0) / dy);
    if (w > 0 && h > 0) raw += h * (1 + w * bpp);
  }
  const deflate = createDeflate({ level });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(4 * 1024 * 1024);
  for (let left = raw; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left)))
      await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = 6;
  ihdr[12] = 1;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
