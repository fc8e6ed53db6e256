import { z } from 'zod';
import { zDateTime } from './query.js';

/**
 * What `file/put` stores (field `fileType`): pictures only. A label import template travels in the import
 * request itself (`symptomLabel/batchAdd`) and is never stored; `template` is refused (500100, saying so).
 */
export const FILE_TYPES = ['image'] as const;

/**
 * The file part of a multipart form (`file/put`, `file/upload`, the batch imports): the API document shows it as
 * binary. The forms below document what those routes read with `readMultipart`; each route checks its fields itself.
 */
export const zFormFile = z.custom<Uint8Array>(() => true);

/** `file/put` form: the file and what it is for (`image` when left out). */
export const ZFilePutForm = z.object({ file: zFormFile, fileType: z.enum(FILE_TYPES).optional() });

/** `file/upload` form (the local driver's direct upload): the grant of `oss/getCredential`, the key under its prefix, the file. */
export const ZFileUploadForm = z.object({ token: z.string(), key: z.string(), file: zFormFile });

/** A spreadsheet import (`product/batchAdd`): the XLSX of its template. */
export const ZSheetImportForm = z.object({ file: zFormFile });

/** Keys are `shops/<shopId>/...` or `platform/...` (DESIGN.md section 7). */
export const zObjectKey = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(300)
  .regex(/^(shops\/[1-9]\d{0,9}|platform)(\/[a-z0-9][a-z0-9._-]{0,99}){1,4}$/, { message: 'invalidValue' });

/** `file/put` answer: the stored key and a signed URL that reads it until it expires. */
export const ZFilePutResponse = z.object({
  key: z.string(),
  url: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TFilePutResponse = z.infer<typeof ZFilePutResponse>;

/** `file/get?key=` query. */
export const ZFileGetQuery = z.object({ key: zObjectKey });

/** `oss/generatePresignedUrl` body and answer. */
export const ZPresignRequest = z.object({ key: zObjectKey });
export const ZPresignResponse = z.object({ url: z.string(), expiresAt: zDateTime });
export type TPresignResponse = z.infer<typeof ZPresignResponse>;

/**
 * `oss/getCredential` answer: a short-lived grant to upload one file under `keyPrefix`, at most `maxBytes`.
 * Send a multipart POST to `url` with every entry of `fields`, then `key` (a name under `keyPrefix`; on S3
 * `fields.key` already holds `${filename}`), then `file`.
 */
export const ZUploadCredential = z.object({
  driver: z.enum(['local', 's3']),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  keyPrefix: z.string(),
  maxBytes: z.number().int(),
  expiresAt: zDateTime,
});
export type TUploadCredential = z.infer<typeof ZUploadCredential>;

/** `file/upload` (local driver) answer. */
export const ZFileUploadResponse = z.object({ key: z.string(), size: z.number().int() });
