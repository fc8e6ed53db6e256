import { inflateRawSync } from 'node:zlib';
import { LABEL_TEMPLATE_MAX_BYTES } from '@skin/contract';
import { AppError } from '../../lib/errors.js';

/** An XLSX of ours unpacks to far less than this; more is refused before any XML is parsed. */
export const ZIP_MAX_UNPACKED = 64 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 2000;
/** Deflate rarely does better than ~20:1 on spreadsheet XML; a bomb does 1000:1. */
const ZIP_MAX_RATIO = 200;

const tooLarge = () =>
  new AppError('LABEL_IMPORT_TOO_LARGE', { params: { max: LABEL_TEMPLATE_MAX_BYTES / 1024 / 1024 } });
const notTemplate = () => new AppError('LABEL_IMPORT_NOT_TEMPLATE');

/**
 * Checks a ZIP (XLSX) before anything unpacks it: reads the central directory's declared sizes (entry count,
 * total, ratio), then inflates each entry with its declared size as a hard output limit, so a file that lies
 * about its sizes (a zip bomb) is refused without ever holding more than the declared bytes.
 */
export function checkZipBounds(buf: Buffer): void {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw notTemplate();
  // End of central directory: 22 bytes plus a comment of up to 65535.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notTemplate();
  const entries = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers: an XLSX of ours never needs them.
  if (entries === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw tooLarge();
  if (entries === 0) throw notTemplate();
  if (entries > ZIP_MAX_ENTRIES) throw tooLarge();
  if (cdOffset + cdSize > eocd) throw notTemplate();
  let p = cdOffset;
  let total = 0;
  const list: { method: number; comp: number; size: number; local: number }[] = [];
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw notTemplate();
    const method = buf.readUInt16LE(p + 10);
    const comp = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    if (comp === 0xffffffff || size === 0xffffffff || local === 0xffffffff) throw tooLarge();
    if (method !== 0 && method !== 8) throw notTemplate();
    total += size;
    if (total > ZIP_MAX_UNPACKED) throw tooLarge();
    if (size > 1024 * 1024 && size > comp * ZIP_MAX_RATIO) throw tooLarge();
    list.push({ method, comp, size, local });
    p += 46 + nameLen + extraLen + commentLen;
  }
  for (const e of list) {
    if (e.local + 30 > buf.length || buf.readUInt32LE(e.local) !== 0x04034b50) throw notTemplate();
    const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
    const end = start + e.comp;
    if (end > buf.length) throw notTemplate();
    if (e.method === 0) {
      if (e.comp !== e.size) throw notTemplate();
      continue;
    }
    let out: Buffer;
    try {
      out = inflateRawSync(buf.subarray(start, end), { maxOutputLength: Math.max(e.size, 1) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
      throw notTemplate();
    }
    if (out.length !== e.size) throw notTemplate();
  }
}
