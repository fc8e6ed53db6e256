import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

/** Largest file part any route of ours takes; routes refuse smaller limits themselves with their own codes. */
export const MULTIPART_FILE_MAX = 4 * 1024 * 1024;

/** Registers multipart parsing in the calling module's scope only. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MULTIPART_FILE_MAX, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
  });
}

export interface MultipartFile {
  data: Buffer;
  filename: string;
  /** More than `MULTIPART_FILE_MAX` bytes were sent: `data` holds only the first part of it. */
  truncated: boolean;
}

/**
 * Reads a multipart form (text fields and one `file`), in any order. The file is held in memory, at most
 * `MULTIPART_FILE_MAX` bytes; the rest of a larger one is read and dropped.
 */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: MultipartFile }> {
  // The API document shows a route's form from `schema.multipart` (lib/openapi.ts): a route reading one declares it.
  if (!req.routeOptions.schema?.multipart)
    throw new Error(`${req.routeOptions.url} reads a multipart form it does not declare`);
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA');
  const fields: Record<string, string> = {};
  let file: MultipartFile | undefined;
  for await (const part of req.parts()) {
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
  return { fields, file };
}
