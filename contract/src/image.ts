/**
 * Image rules of SPEC.md section 5 and DESIGN.md section 6, checked by content (never by name) the same way
 * in the browser before upload and on the server: JPG or PNG by its bytes, whole (not truncated, chunks and
 * segments intact), at most 1 MiB, at most 4096 pixels a side, exactly 1:1.
 */
import { IMAGE_MAX_BYTES } from './rules.js';

/** What the console recommends for symptom-script images. */
export const IMAGE_RECOMMENDED_SIDE = 900;
/**
 * Larger sides are refused before anything decodes them: a small file can declare huge dimensions (an
 * 8192 x 8192 1-bit PNG of 8 KB decodes to 256 MB in a browser; 4096 x 4096 is 64 MB at most).
 */
export const IMAGE_MAX_SIDE = 4096;

/**
 * What decoding may cost beside the file's size, for the kinds of image the server decodes (analysis photos are
 * thumbnailed): read from the header, so a photo that would cost far more to decode than its size justifies is
 * refused before anything decodes it (issue 39). A progressive JPEG is decoded once per scan over every block
 * (2,000 scans of 8000 x 8000 cost 12.7 s of CPU from 315 KB); a 16-bit PNG doubles every sample; a file of a few
 * kilobytes can declare 64 million pixels.
 */
export interface DecodeLimits {
  /** JPEG: at most this many scans (an encoder's progressive scripts use about 10; a baseline JPEG has 1-3). */
  maxScans: number;
  /** PNG: at most this many bits per sample. */
  maxBitDepth: number;
  /** At most this many pixels per byte of the file, for images of more than `freePixels` pixels. */
  maxPixelsPerByte: number;
  /** Images of at most this many pixels are cheap to decode whatever their size. */
  freePixels: number;
}

/** Analysis photos: a camera's JPEG holds 2-20 pixels a byte; 64 is far past any photo, far below a bomb. */
export const PHOTO_DECODE_LIMITS: DecodeLimits = {
  maxScans: 64,
  maxBitDepth: 8,
  maxPixelsPerByte: 64,
  freePixels: 4_000_000,
};

/** What a kind of image must satisfy: the console's content pictures by default (IMAGE_RULES). */
export interface ImageRules {
  maxBytes: number;
  /** Neither side may exceed it. */
  maxSide: number;
  /** Width must equal height. */
  square: boolean;
  /** What decoding it may cost (the kinds the server decodes). */
  decode?: DecodeLimits;
}

/** Pictures of the console's content (scripts, programmes, cases, adverts): 1 MiB, 4096 px, 1:1. */
export const IMAGE_RULES: ImageRules = { maxBytes: IMAGE_MAX_BYTES, maxSide: IMAGE_MAX_SIDE, square: true };

export type ImageType = 'png' | 'jpeg';
export type ImageRefusal =
  | 'IMAGE_EMPTY'
  | 'IMAGE_TYPE'
  | 'IMAGE_CORRUPT'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_NOT_SQUARE'
  | 'IMAGE_DIMENSIONS'
  | 'IMAGE_SCANS'
  | 'IMAGE_BIT_DEPTH'
  | 'IMAGE_SPARSE';

/** An image that passed: its type by magic, its MIME type and its sides. */
interface AcceptedImage {
  ok: true;
  type: ImageType;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** A refused image: the first rule it breaks, and what its header told of it. */
type ImageRefused = {
  ok: false;
  reason: ImageRefusal;
  width?: number;
  height?: number;
  scans?: number;
  bitDepth?: number;
};

export type ImageInspection =
  | (AcceptedImage & {
      /** Where the image ends (after PNG's IEND chunk, JPEG's EOI marker): what is stored. */
      size: number;
      /** Bytes after the image's end, dropped when stored. */
      trailing: number;
    })
  | ImageRefused;

/**
 * The placeholders of a refusal's message: the limit of this kind of image that was passed (its size in MB, its
 * pixels a side, its scans, bits or pixels per byte) and what the file had.
 */
export function refusalParams(
  r: { reason: ImageRefusal; scans?: number; bitDepth?: number },
  rules: ImageRules,
): Record<string, number> {
  switch (r.reason) {
    case 'IMAGE_TOO_LARGE':
      return { max: Math.round((rules.maxBytes / 1024 / 1024) * 10) / 10 };
    case 'IMAGE_DIMENSIONS':
      return { max: rules.maxSide };
    case 'IMAGE_SCANS':
      return { max: rules.decode?.maxScans ?? 0, scans: r.scans ?? 0 };
    case 'IMAGE_BIT_DEPTH':
      return { max: rules.decode?.maxBitDepth ?? 0, bits: r.bitDepth ?? 0 };
    case 'IMAGE_SPARSE':
      return { max: rules.decode?.maxPixelsPerByte ?? 0 };
    default:
      return {};
  }
}

/** The image's own bytes, without what followed its end. */
export const imageBytes = <T extends Uint8Array>(bytes: T, r: { size: number }): T =>
  (r.size === bytes.length ? bytes : bytes.subarray(0, r.size)) as T;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = crcTable[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;

/** What a reader finds in an image's header, and with every byte, where it ends. */
interface FrameHeader {
  width: number;
  height: number;
  /** The offset just past the image's last byte (known only from every byte). */
  end?: number;
  /** JPEG: how many scans (SOS segments) it holds. */
  scans?: number;
  /** PNG: bits per sample. */
  bitDepth?: number;
}

/** A whole image's frame: where it ends is known. */
type Frame = FrameHeader & { end: number };

/** Walks every chunk (length, type, CRC) from IHDR to IEND; null when anything is out of place. */
function pngSize(b: Uint8Array): Frame | null {
  let i = 8;
  let width = 0;
  let height = 0;
  let bitDepth = 0;
  let sawData = false;
  let first = true;
  while (i + 12 <= b.length) {
    const len = u32(b, i);
    const typeStart = i + 4;
    const dataEnd = typeStart + 4 + len;
    if (len > 0x7fffffff || dataEnd + 4 > b.length) return null;
    const type = String.fromCharCode(b[i + 4]!, b[i + 5]!, b[i + 6]!, b[i + 7]!);
    if (crc32(b, typeStart, dataEnd) !== u32(b, dataEnd)) return null;
    if (first) {
      if (type !== 'IHDR' || len !== 13) return null;
      width = u32(b, i + 8);
      height = u32(b, i + 12);
      bitDepth = b[i + 16]!;
      first = false;
    } else if (type === 'IDAT') {
      sawData = true;
    } else if (type === 'IEND') {
      return sawData && width > 0 && height > 0 ? { width, height, end: dataEnd + 4, bitDepth } : null;
    }
    i = dataEnd + 4;
  }
  return null; // ran out before IEND: truncated
}

/** Start-of-frame markers (baseline, progressive, lossless...) that carry the dimensions. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the marker segments and entropy-coded scans up to EOI; null when truncated or malformed. */
function jpegSize(b: Uint8Array): Frame | null {
  let i = 2;
  let width = 0;
  let height = 0;
  let scans = 0;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) return null;
    const marker = b[i]!;
    i++;
    if (marker === 0xd9) return scans > 0 && width > 0 && height > 0 ? { width, height, end: i, scans } : null; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (i + 2 > b.length) return null;
    const len = u16(b, i);
    if (len < 2 || i + len > b.length) return null;
    if (SOF.has(marker)) {
      if (len < 7) return null;
      height = u16(b, i + 3);
      width = u16(b, i + 5);
    }
    i += len;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      scans++;
      while (i < b.length) {
        if (b[i] === 0xff && i + 1 < b.length) {
          const next = b[i + 1]!;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
            i += next === 0xff ? 1 : 2;
            continue;
          }
          break;
        }
        i++;
      }
      if (i >= b.length) return null;
    }
  }
  return null;
}

/**
 * Sniffs the bytes; the answer names the first rule the file breaks. The image ends at PNG's IEND chunk or
 * JPEG's EOI marker: `size` says where, and what follows is not part of it (`imageBytes` cuts it off).
 */
export function inspectImage(bytes: Uint8Array, rules: ImageRules = IMAGE_RULES): ImageInspection {
  const r = checkImage(bytes, bytes.length, rules, pngSize, jpegSize);
  return r.ok ? { ...r.image, size: r.frame.end, trailing: bytes.length - r.frame.end } : r;
}

/**
 * The checks of `inspectImage` and `inspectImageHead`, in this order: not empty, JPG or PNG by the magic of `probe`,
 * at most `rules.maxBytes` (the file's `size`), a frame its type's reader finds in `probe`, and the frame's own
 * rules (`frameRefusal`) over the image's bytes: up to its end when the reader knows it, else `size`.
 */
function checkImage<F extends FrameHeader>(
  probe: Uint8Array,
  size: number,
  rules: ImageRules,
  readPng: (b: Uint8Array) => F | null,
  readJpeg: (b: Uint8Array) => F | null,
): { ok: true; image: AcceptedImage; frame: F } | ImageRefused {
  if (size === 0 || probe.length === 0) return { ok: false, reason: 'IMAGE_EMPTY' };
  const type = sniffType(probe);
  if (!type) return { ok: false, reason: 'IMAGE_TYPE' };
  if (size > rules.maxBytes) return { ok: false, reason: 'IMAGE_TOO_LARGE' };
  const frame = type === 'png' ? readPng(probe) : readJpeg(probe);
  if (!frame) return { ok: false, reason: 'IMAGE_CORRUPT' };
  const refused = frameRefusal(frame, frame.end ?? size, rules);
  if (refused) return refused;
  const mime = type === 'png' ? 'image/png' : 'image/jpeg';
  return { ok: true, image: { ok: true, type, mime, width: frame.width, height: frame.height }, frame };
}

/** JPG or PNG, by the magic of the first bytes. */
function sniffType(b: Uint8Array): ImageType | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  return null;
}

/**
 * The first rule a frame breaks, read from its header: its sides, a square image's shape, and with `rules.decode`
 * its scans (JPEG), bits per sample (PNG) and pixels per byte of the `bytes` it is stored in; null when none.
 */
function frameRefusal(frame: FrameHeader, bytes: number, rules: ImageRules): ImageRefused | null {
  const dims = { width: frame.width, height: frame.height };
  if (dims.width > rules.maxSide || dims.height > rules.maxSide)
    return { ok: false, reason: 'IMAGE_DIMENSIONS', ...dims };
  if (rules.square && dims.width !== dims.height) return { ok: false, reason: 'IMAGE_NOT_SQUARE', ...dims };
  const cost = rules.decode;
  if (cost) {
    if (frame.scans !== undefined && frame.scans > cost.maxScans)
      return { ok: false, reason: 'IMAGE_SCANS', ...dims, scans: frame.scans };
    if (frame.bitDepth !== undefined && frame.bitDepth > cost.maxBitDepth)
      return { ok: false, reason: 'IMAGE_BIT_DEPTH', ...dims, bitDepth: frame.bitDepth };
    const pixels = dims.width * dims.height;
    if (pixels > cost.freePixels && pixels > cost.maxPixelsPerByte * bytes)
      return { ok: false, reason: 'IMAGE_SPARSE', ...dims };
  }
  return null;
}

/** How many first bytes of an object `inspectImageHead` reads: a camera's EXIF and ICC segments come before the frame. */
export const IMAGE_HEAD_BYTES = 256 * 1024;

/**
 * The rules an image's first bytes can tell (a photo posted straight to the object store, read back with a ranged
 * GET): JPG or PNG by magic, the frame's sides (a JPEG's start-of-frame must lie within `head`), a PNG's bits per
 * sample, and pixels per byte of the object's `size`. Whether it is whole and how many scans it holds need every
 * byte: the thumbnail job checks them with `inspectImage`.
 */
export function inspectImageHead(head: Uint8Array, size: number, rules: ImageRules): AcceptedImage | ImageRefused {
  const r = checkImage(head, size, rules, pngHead, jpegHead);
  return r.ok ? r.image : r;
}

/** A PNG's IHDR (the first chunk, its CRC intact). */
function pngHead(b: Uint8Array): { width: number; height: number; bitDepth: number } | null {
  if (b.length < 33 || u32(b, 8) !== 13) return null;
  if (String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return null;
  if (crc32(b, 12, 29) !== u32(b, 29)) return null;
  const width = u32(b, 16);
  const height = u32(b, 20);
  return width > 0 && height > 0 ? { width, height, bitDepth: b[24]! } : null;
}

/** A JPEG's marker segments up to its first start-of-frame, all within `b`; a scan before it is corrupt. */
function jpegHead(b: Uint8Array): { width: number; height: number; bitDepth?: number } | null {
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff) i++;
    if (i >= b.length) return null;
    const marker = b[i]!;
    i++;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9 || marker === 0xda || i + 2 > b.length) return null;
    const len = u16(b, i);
    if (len < 2 || i + len > b.length) return null;
    if (SOF.has(marker)) {
      if (len < 7) return null;
      const height = u16(b, i + 3);
      const width = u16(b, i + 5);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    i += len;
  }
  return null;
}
