import {
  ANALYSIS_IMAGE_MAX_BYTES,
  envelope,
  optionalBody,
  ZAnalysis,
  ZAnalysisExportRequest,
  ZAnalysisQueryRequest,
  ZAnalysisQueryResponse,
  ZAnalysisShopsRequest,
  ZAnalysisShopsResponse,
  ZAppAnalysisRequest,
  ZAppAnalysisResponse,
  ZAppFileConfirmRequest,
  ZAppFileGrantRequest,
  ZAppFileGrantResponse,
  ZAppFileResponse,
  zFormFile,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { CSV_CONTENT_TYPE, sendExport, XLSX_CONTENT_TYPE } from '../../lib/export.js';
import { appCaller, caller, ok } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';
import { imageTooLarge } from '../file/image.js';
import { formLimits, readMultipart, registerMultipart } from '../file/multipart.js';
import { THUMB_JOB } from './direct.js';
import { buildAnalysisExport } from './export.js';
import { PHOTO_RULES } from './service.js';

const ZPhotoForm = z.object({ file: zFormFile });
/** An analysis photo's form (10 MB), refused past it before it is read, naming the photos' own limit. */
const PHOTO_FORM = formLimits(ANALYSIS_IMAGE_MAX_BYTES, imageTooLarge(PHOTO_RULES));

/**
 * Analyses (issue 23): the app's uploads (`/api/app/v1/files`, `/api/app/v1/analyses`, tag `app`), the store's
 * read-only list (access code `analysis`) and the platform's counts per store (`analysis/shops`).
 */
export default async function analysisRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analyses } = app.deps;
  await registerMultipart(fastify);

  app.post(
    '/app/v1/files',
    {
      bodyLimit: PHOTO_FORM.bodyLimit,
      config: { app: 'write', tooLarge: PHOTO_FORM.tooLarge },
      schema: {
        tags: ['app'],
        summary:
          "Upload an analysis photo (multipart: `file`): JPG or PNG by content, at most 10 MB and 8000 px a side, any ratio; stored with a thumbnail under the store's prefix and counted in its cloud usage. Refused while the store's cloud space has expired (800111) and past the store's, the address's and the device's upload limits (429 500114)",
        multipart: ZPhotoForm,
        response: { 200: envelope(ZAppFileResponse) },
      },
    },
    async (req) => {
      const { file } = await readMultipart(req);
      if (!file) throw new AppError('FILE_MISSING');
      return ok(req, await analyses.uploadPhoto(appCaller(req), req.ip, file));
    },
  );

  // Photos confirmed straight from the object store are thumbnailed as jobs, and expired grants swept (issue 43).
  app.deps.jobs.register(THUMB_JOB, (payload) => analyses.thumbnail(payload, app.log), { maxAttempts: 10 });
  app.deps.jobs.every('analysis.grant-sweep', 60_000, async () => {
    await analyses.sweepGrants();
  });

  declareRoutes(fastify, 'app', [
    route({
      path: '/app/v1/files/grant',
      config: { app: 'write' },
      summary:
        "On the S3 driver (`uploads: 'direct'` in the sign-in and `me` answers): a presigned POST for one photo of the declared type (JPG or PNG) and size (at most 10 MB) under a fresh key of the store's, valid 10 minutes; counted by the store's, the address's and the device's upload limits (429 500114). The local driver answers 409 800150: upload through `POST /api/app/v1/files`",
      body: ZAppFileGrantRequest,
      response: ZAppFileGrantResponse,
      handle: (req) => analyses.grantPhoto(appCaller(req), req.ip, req.body),
    }),
    route({
      path: '/app/v1/files/confirm',
      config: { app: 'write' },
      summary:
        'Confirm the photo posted with a grant, once: its size and first bytes are checked by the photo rules (a refused object is deleted, with the codes `POST /api/app/v1/files` answers); answers the same as that route, and the thumbnail follows as a job. 404 800151 no such grant of this device, 409 800152 confirmed already, 410 800153 expired, 400 800154 nothing posted yet',
      body: ZAppFileConfirmRequest,
      response: ZAppFileResponse,
      handle: (req) => analyses.confirmPhoto(appCaller(req), req.body.key),
    }),
  ]);

  app.post(
    '/app/v1/analyses',
    {
      config: { app: 'write' },
      schema: {
        tags: ['app'],
        summary:
          'Record a skin analysis made on this device: 201 the first time; the same clientId again answers 200 with the same analysis and duplicate: true',
        body: ZAppAnalysisRequest,
        response: { 200: envelope(ZAppAnalysisResponse), 201: envelope(ZAppAnalysisResponse) },
      },
    },
    async (req, reply) => {
      const { status, answer } = await analyses.record(appCaller(req), req.body);
      reply.code(status);
      return ok(req, answer);
    },
  );

  declareRoutes(fastify, 'analysis', [
    route({
      path: '/analysis/query/:page/:pageSize',
      config: { read: true, access: 'analysis', scope: 'store' },
      summary:
        "My store's analyses, newest first, with signed URLs of their photos and thumbnails (filters: device, account, symptom, degree, time)",
      body: optionalBody(ZAnalysisQueryRequest),
      response: ZAnalysisQueryResponse,
      handle: (req) => analyses.query(storeOf(req), req.params, req.body, req.lang),
    }),
    route({
      path: '/analysis/get/:id',
      config: { read: true, access: 'analysis', scope: 'store' },
      summary: "One analysis of my store with signed URLs of its photos (another store's: 404)",
      response: ZAnalysis,
      handle: (req) => analyses.get(storeOf(req), req.params.id, req.lang, caller(req)),
    }),
    route({
      path: '/analysis/shops/:page/:pageSize',
      config: { read: true, reads: 'replica', access: 'data', scope: 'platform' },
      summary:
        "Analyses per store: total, the last 30 days (as the store's data centre counts them) and the latest (platform only; counts, never photos)",
      body: optionalBody(ZAnalysisShopsRequest),
      response: ZAnalysisShopsResponse,
      handle: (req) => analyses.shops(req.params, req.body.shopName, req.body.timeZone ?? 'UTC'),
    }),
  ]);

  app.post(
    '/analysis/export',
    {
      config: { read: true, reads: 'replica', access: { allOf: ['export', 'analysis'] }, scope: 'store' },
      schema: {
        tags: ['analysis'],
        summary: "My store's filtered analyses as a CSV or XLSX file (needs the analysis and export codes)",
        body: optionalBody(ZAnalysisExportRequest),
        produces: [CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE],
      },
    },
    async (req, reply) => {
      const { rows, nameOf } = await analyses.exportRows(storeOf(req), req.body, req.lang);
      const file = await buildAnalysisExport(rows, nameOf, req.body.format, req.lang, req.body.timeZone ?? 'UTC');
      return sendExport(reply, file);
    },
  );
}
