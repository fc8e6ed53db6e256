import { inflateRawSync } from 'node:zlib';

/** An XLSX of ours unpacks to far less than this; more is refused before any XML is parsed. */
export const ZIP_MAX_UNPACKED = 64 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 2000;
/** Deflate rarely does better than ~20:1 on spreadsheet XML; a bomb does 1000:1. */
const ZIP_MAX_RATIO = 200;

/** Why a ZIP was refused: larger than the bounds (or lying about its sizes), or not a ZIP we can read. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'tooLarge' | 'notZip') {
    super(`zip refused: ${reason}`);
  }
}

interface Entry {
  name: string;
  method: number;
  comp: number;
  size: number;
  local: number;
}

/** A ZIP whose central directory passed the bounds; entries are unpacked only when read. */
export interface Zip {
  names(): string[];
  has(name: string): boolean;
  /** The entry's bytes, never more than it declared (a lying entry is refused); undefined when absent. */
  read(name: string): Buffer | undefined;
}

/**
 * Opens a ZIP (XLSX) without unpacking anything: reads the central directory's declared sizes (entry count,
 * total, ratio) and refuses past the bounds. `read` inflates one entry with its declared size as a hard output
 * limit, so a file that lies about its sizes (a zip bomb) never makes us hold more than the declared bytes.
 */
export function openZip(buf: Buffer): Zip {
  const notZip = () => new ZipRefused('notZip');
  const tooLarge = () => new ZipRefused('tooLarge');
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw notZip();
  // End of central directory: 22 bytes plus a comment of up to 65535.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notZip();
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers: an XLSX of ours never needs them.
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw tooLarge();
  if (count === 0) throw notZip();
  if (count > ZIP_MAX_ENTRIES) throw tooLarge();
  if (cdOffset + cdSize > eocd) throw notZip();
  let p = cdOffset;
  let total = 0;
  const entries = new Map<string, Entry>();
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw notZip();
    const method = buf.readUInt16LE(p + 10);
    const comp = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    if (comp === 0xffffffff || size === 0xffffffff || local === 0xffffffff) throw tooLarge();
    if (method !== 0 && method !== 8) throw notZip();
    total += size;
    if (total > ZIP_MAX_UNPACKED) throw tooLarge();
    if (size > 1024 * 1024 && size > comp * ZIP_MAX_RATIO) throw tooLarge();
    if (p + 46 + nameLen > buf.length) throw notZip();
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    // Two entries of one name: readers disagree on which counts, so neither does.
    if (entries.has(name)) throw notZip();
    entries.set(name, { name, method, comp, size, local });
    p += 46 + nameLen + extraLen + commentLen;
  }

  function read(e: Entry): Buffer {
    if (e.local + 30 > buf.length || buf.readUInt32LE(e.local) !== 0x04034b50) throw notZip();
    const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
    const end = start + e.comp;
    if (end > buf.length) throw notZip();
    if (e.method === 0) {
      if (e.comp !== e.size) throw notZip();
      return buf.subarray(start, end);
    }
    let out: Buffer;
    try {
      out = inflateRawSync(buf.subarray(start, end), { maxOutputLength: Math.max(e.size, 1) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
      throw notZip();
    }
    if (out.length !== e.size) throw notZip();
    return out;
  }

  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    read: (name) => {
      const e = entries.get(name);
      return e && read(e);
    },
  };
}
