import { deflateRawSync } from 'node:zlib';
import type { TestServer } from './helper.js';

/** A multipart POST with the given fields and an optional file. */
export async function postFile(
  s: TestServer,
  path: string,
  token: string | null,
  fields: Record<string, string>,
  file?: { data: Uint8Array; name?: string; type?: string },
  lang = 'en-US',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append(
      'file',
      new Blob([file.data as unknown as BlobPart], { type: file.type ?? 'application/octet-stream' }),
      file.name ?? 'f.png',
    );
  const res = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}`, 'x-lang': lang } : { 'x-lang': lang },
    body: form,
  });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = { code: -1 };
  }
  return { status: res.status, body, text };
}

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
