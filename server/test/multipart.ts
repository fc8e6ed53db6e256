import type { TestServer } from './helper.js';
import { zipOf } from './xlsx.js';

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

/** A minimal ZIP with one deflated entry, its declared size optionally lying. */
export const zipWith = (name: string, content: Buffer, lie?: { size: number }): Buffer =>
  zipOf({ [name]: content }, { declaredSize: lie?.size });
