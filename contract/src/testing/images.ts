import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

/** Test fixtures: real, decodable images of any size, made on the spot. */
let table: Uint32Array | null = null;
function crc(buf: Buffer): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const byte of buf) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
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
