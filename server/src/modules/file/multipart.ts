import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

/** Largest file part a route takes unless it asks for another limit; routes refuse smaller limits themselves. */
export const MULTIPART_FILE_MAX = 4 * 1024 * 1024;

/**
 * Registers multipart parsing in the calling module's scope only. Every route of that scope reads its form
 * with `readMultipart`, which turns any fault of the form into a 4xx.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MULTIPART_FILE_MAX, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
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
 * Reads a multipart form (text fields and one `file`), in any order. The file is held in memory, at most
 * `fileMax` bytes (MULTIPART_FILE_MAX unless the route says otherwise); the rest of a larger one is read and
 * dropped. A malformed form is refused with 400 (see `formFault`), never a 500.
 */
export async function readMultipart(
  req: FastifyRequest,
  opts: { fileMax?: number } = {},
): Promise<{ fields: Record<string, string>; file?: MultipartFile }> {
  // The API document shows a route's form from `schema.multipart` (lib/openapi.ts): a route reading one declares it.
  if (!req.routeOptions.schema?.multipart)
    throw new Error(`${req.routeOptions.url} reads a multipart form it does not declare`);
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA');
  const fields: Record<string, string> = {};
  let file: MultipartFile | undefined;
  try {
    for await (const part of req.parts(opts.fileMax ? { limits: { fileSize: opts.fileMax } } : {})) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname === 'file' && !file) {
          file = { data: Buffer.concat(chunks), filename: part.filename, truncated: part.file.truncated };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw formFault(err);
  }
  return { fields, file };
}
