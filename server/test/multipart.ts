import { deflateRawSync } from 'node:zlib';
import type { TestServer } from './helper.js';

/** A multipart form's bytes and content type (boundary included), as a browser would send it. */
export async function formBody(
  fields: Record<string, string>,
  file?: { data: Uint8Array; name?: string; type?: string },
): Promise<{ contentType: string; data: Uint8Array }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      'file',
      new Blob([file.data as unknown as BlobPart], { type: file.type ?? 'application/octet-stream' }),
      file.name ?? 'f.png',
    );
  const req = new Request('http://form.invalid/', { method: 'POST', body: form });
  return { contentType: req.headers.get('content-type')!, data: new Uint8Array(await req.arrayBuffer()) };
}

/** A multipart POST with the given fields and an optional file, in `lang`; from another local address with `from`. */
export async function postFile(
  s: TestServer,
  path: string,
  token: string | null,
  fields: Record<string, string>,
  file?: { data: Uint8Array; name?: string; type?: string },
  lang = 'en-US',
  opts: { from?: string } = {},
) {
  const res = await s.request('POST', path, {
    token,
    raw: await formBody(fields, file),
    from: opts.from,
    headers: { 'x-lang': lang },
  });
  return { status: res.status, body: res.body, text: res.text };
}

/**
 * Multipart bodies no parser can read: what every route taking a form must refuse with 400, never 500.
 * The boundary-less one is refused before any part is read; the other stops in the middle of its file.
 */
export const MALFORMED_FORMS: { what: string; contentType: string; data: string }[] = [
  {
    what: 'no boundary',
    contentType: 'multipart/form-data',
    data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  {
    what: 'an unterminated part',
    contentType: 'multipart/form-data; boundary=XyZ',
    data: '--XyZ\r\nContent-Disposition: form-data; name="language"\r\n\r\nen-US\r\n--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nhalf a file',
  },
];

/** A minimal ZIP with one deflated entry, its declared sizes optionally lying. */
export function zipWith(name: string, content: Buffer, lie?: { size: number }): Buffer {
  const data = deflateRawSync(content);
  const n = Buffer.from(name);
  const size = lie?.size ?? content.length;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(n.length, 26);
  const cd = Buffer.alloc(46);
  cd.writeUInt32LE(0x02014b50, 0);
  cd.writeUInt16LE(20, 4);
  cd.writeUInt16LE(20, 6);
  cd.writeUInt16LE(8, 10);
  cd.writeUInt32LE(data.length, 20);
  cd.writeUInt32LE(size, 24);
  cd.writeUInt16LE(n.length, 28);
  cd.writeUInt32LE(0, 42);
  const cdOffset = 30 + n.length + data.length;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(46 + n.length, 12);
  eocd.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, n, data, cd, n, eocd]);
}
