import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { tooLargeFor } from '../../lib/route-config.js';

/** What a form holds beside its file: its text fields (10 of at most 4 KB) and the parts' headers. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The route options of a route taking a form with a file of at most `fileMax` bytes: its body limit (the file and
 * the form around it), refused before anything is read past it (plugins/body.ts) with `tooLarge` (the route's
 * words: an image's own limit, a template's...).
 */
export const formLimits = (fileMax: number, tooLarge?: () => AppError) => ({
  bodyLimit: fileMax + FORM_OVERHEAD_BYTES,
  tooLarge,
});

/**
 * Registers multipart parsing in the calling module's scope only. Every route of that scope reads its form
 * with `readMultipart`, which turns any fault of the form into a 4xx.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
  });
}

export interface MultipartFile {
  data: Buffer;
  filename: string;
  /** More than the file limit was sent: `data` holds only the first part of it. */
  truncated: boolean;
}

/**
 * What a fault while reading a form answers: our own refusals as they are, the parser's limits (too many parts,
 * fields or files) 413, and everything else the body did wrong 400 MALFORMED_BODY. Busboy throws plain errors
 * for a form without a boundary, a part cut off before its closing boundary or a malformed part header; none
 * of them is the server's fault, and none may answer 500.
 */
function formFault(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if ((err as { statusCode?: number } | null)?.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('MALFORMED_BODY', { cause: err });
}

/**
 * Reads a multipart form (text fields and one `file`), in any order, within the route's body limit (`formLimits`):
 * a body declaring more was refused before it was read (plugins/body.ts); one sent without a length is refused
 * once that much has arrived, with the route's `tooLarge`. The file is held in memory; the route checks its own
 * limit on it (`truncated`: it was cut at the body limit). A malformed form is refused with 400 (see `formFault`),
 * never a 500.
 */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: MultipartFile }> {
  // The API document shows a route's form from `schema.multipart` (lib/openapi.ts): a route reading one declares it.
  if (!req.routeOptions.schema?.multipart)
    throw new Error(`${req.routeOptions.url} reads a multipart form it does not declare`);
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA');
  const limit = req.routeOptions.bodyLimit;
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
  };
  req.raw.on('data', count);
  const fields: Record<string, string> = {};
  let file: MultipartFile | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: limit } })) {
      if (received > limit) throw tooLargeFor(req);
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) {
          if (received > limit) throw tooLargeFor(req);
          chunks.push(chunk as Buffer);
        }
        if (part.fieldname === 'file' && !file) {
          file = { data: Buffer.concat(chunks), filename: part.filename, truncated: part.file.truncated };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (received > limit) throw tooLargeFor(req);
  } catch (err) {
    throw formFault(err);
  } finally {
    req.raw.off('data', count);
  }
  return { fields, file };
}
