import {
  envelope,
  FILE_SCREENS,
  FILE_TYPES,
  FILE_UPLOAD_CODES,
  IMAGE_MAX_BYTES,
  IMAGE_RULES,
  ZFileGetQuery,
  ZFilePutForm,
  ZFilePutResponse,
  ZFileUploadForm,
  ZFileUploadResponse,
  ZPresignRequest,
  ZPresignResponse,
  ZUploadCredential,
} from '@skin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { caller, ok } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { contentOwnerOf } from '../../lib/scope.js';
import type { StoredObject } from '../../lib/storage/index.js';
import type { UploadSource } from './admission.js';
import { imageTooLarge } from './image.js';
import { formLimits, readMultipart, registerMultipart } from './multipart.js';

const DRAIN_EVERY_MS = 60_000;
/** A content picture's form (1 MB), refused past it before it is read (`file/put`, `file/upload`). */
const IMAGE_FORM = formLimits(IMAGE_MAX_BYTES, imageTooLarge(IMAGE_RULES));

/** Who stores an upload: the route's resolved owner (a store, or null for the platform), the caller, its address. */
function uploadSource(req: FastifyRequest): UploadSource {
  return { owner: contentOwnerOf(req), accountId: caller(req).accountId, address: req.ip };
}

function sendObject(reply: FastifyReply, obj: StoredObject, cache: string) {
  return reply
    .header('content-type', obj.contentType)
    .header('content-length', String(obj.size))
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .send(obj.body);
}

/** Files and images (`file`, `oss` resources, DESIGN.md section 7). */
export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { files } = app.deps;
  await registerMultipart(fastify);

  // Objects dropped by committed transactions are deleted in the background (failures come back later), and
  // images no row took within a day are released: every minute while the server runs (the job queue starts and
  // stops it; a test's manual queue never runs it).
  app.deps.jobs.interval('files.sweep', DRAIN_EVERY_MS, async () => {
    await files.sweepUnused();
    await files.drainDeletions();
  });

  app.post(
    '/file/put',
    {
      bodyLimit: IMAGE_FORM.bodyLimit,
      config: { scope: 'owner', access: FILE_UPLOAD_CODES, tooLarge: IMAGE_FORM.tooLarge },
      schema: {
        tags: ['file'],
        summary:
          "Store an image (multipart: `file`, `fileType` image): JPG or PNG by content, at most 1 MB and 4096 x 4096, exactly 1:1; bytes after its end are dropped. Refused while the store's cloud space has expired (500113) and past the upload limits (500114). Label templates are not stored: import them with symptomLabel/batchAdd.",
        multipart: ZFilePutForm,
        response: { 200: envelope(ZFilePutResponse) },
      },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req);
      const fileType = fields.fileType ?? 'image';
      if (!(FILE_TYPES as readonly string[]).includes(fileType)) throw new AppError('FILE_TYPE_INVALID');
      if (!file) throw new AppError('FILE_MISSING');
      return ok(req, await files.upload(uploadSource(req), file.data, file.truncated));
    },
  );

  app.get(
    '/file/get',
    {
      config: { scope: 'owner', access: FILE_SCREENS },
      schema: {
        tags: ['file'],
        summary:
          "A stored file, to a signed-in user of the owning store or the platform holding the code of the screen whose rows show it (another store's key: 404)",
        querystring: ZFileGetQuery,
        produces: ['image/png', 'image/jpeg', 'application/octet-stream'],
      },
    },
    async (req, reply) =>
      sendObject(reply, await files.open(caller(req), contentOwnerOf(req), req.query.key), 'private, max-age=300'),
  );

  app.get(
    '/file/raw',
    {
      config: { public: true },
      schema: {
        tags: ['file'],
        summary:
          "The local driver's signed read URL (what oss/generatePresignedUrl hands out): checks signature and expiry",
        querystring: z.object({
          key: z.string().max(300),
          expires: z.string().max(20),
          signature: z.string().max(100),
        }),
        produces: ['image/png', 'image/jpeg', 'application/octet-stream'],
      },
    },
    async (req, reply) => {
      const { key, expires, signature } = req.query;
      const obj = await files.openSigned(key, expires, signature);
      // The same URL is handed out all window long (READ_URL_WINDOW_SECONDS): the browser keeps the image until
      // the URL expires, so a list read again shows it from the cache.
      const left = Math.max(0, Math.floor(Number(expires) - Date.now() / 1000));
      return sendObject(reply, obj, `private, max-age=${left}`);
    },
  );

  app.post(
    '/file/upload',
    {
      bodyLimit: IMAGE_FORM.bodyLimit,
      config: { public: true, tooLarge: IMAGE_FORM.tooLarge },
      schema: {
        tags: ['file'],
        summary:
          "The local driver's direct upload (multipart: `token` from oss/getCredential, `key` under its prefix, `file`): image rules and upload limits apply; a key already taken (or being written) is 409",
        multipart: ZFileUploadForm,
        response: { 200: envelope(ZFileUploadResponse) },
      },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req);
      if (!fields.token || !fields.key) throw new AppError('UPLOAD_DENIED');
      if (!file) throw new AppError('FILE_MISSING');
      return ok(req, await files.uploadWithToken(fields.token, fields.key, req.ip, file.data, file.truncated));
    },
  );

  declareRoutes(fastify, 'oss', [
    route({
      path: '/oss/generatePresignedUrl',
      config: { read: true, scope: 'owner', access: FILE_SCREENS },
      summary:
        'A URL that reads a stored file without signing in until it expires (and fails when altered); needs the code of the screen whose rows show it',
      body: ZPresignRequest,
      response: ZPresignResponse,
      handle: (req) => files.presignFor(caller(req), contentOwnerOf(req), req.body.key),
    }),
    route({
      path: '/oss/getCredential',
      config: { read: true, scope: 'owner', access: FILE_UPLOAD_CODES },
      summary:
        "A short-lived upload grant limited to the caller's own key prefix and to 1 MB (none while the store's cloud space has expired)",
      response: ZUploadCredential,
      handle: (req) => files.credential(contentOwnerOf(req)),
    }),
  ]);

  declareRoutes(fastify, 'file', [
    route({
      path: '/file/commit',
      config: { scope: 'owner', access: FILE_UPLOAD_CODES },
      summary:
        'Record a file uploaded directly with an oss/getCredential grant (under my uploads/ prefix): image rules, then it counts in ossSize',
      body: ZPresignRequest,
      response: ZFilePutResponse,
      handle: (req) => files.commitUpload(uploadSource(req), req.body.key),
    }),
  ]);
}
