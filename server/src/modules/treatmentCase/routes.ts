import {
  envelope,
  optionalBody,
  ZPageParams,
  ZTreatmentCase,
  ZTreatmentCaseDeleteResponse,
  ZTreatmentCaseGetRequest,
  ZTreatmentCasePage,
  ZTreatmentCaseQueryRequest,
  ZTreatmentCaseSaveRequest,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';
import { contentOwnerOf } from '../../lib/scope.js';

const ZIdParams = z.object({ id: zPathId });

/**
 * Treatment cases (`treatmentCase`): a store edits its own, the platform its own set; the platform reads a
 * store's by naming it with `shopId`. Symptoms are named in the request's language (X-Lang).
 */
export default async function treatmentCaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { treatmentCases } = app.deps;
  const tags = ['treatmentCase'];
  const read = { access: 'treatment-case', scope: 'owner-or-named-store' } as const;
  const write = { access: 'treatment-case:edit', scope: 'owner' } as const;

  app.post(
    '/treatmentCase/query/:page/:pageSize',
    {
      config: { ...read, read: true },
      schema: {
        tags,
        summary:
          "A page of the caller's treatment cases, newest first, by symptom and creation time (platform: its own, or a store's by shopId)",
        params: ZPageParams,
        body: optionalBody(ZTreatmentCaseQueryRequest),
        response: { 200: envelope(ZTreatmentCasePage) },
      },
    },
    async (req) => ok(req, await treatmentCases.page(contentOwnerOf(req), req.lang, req.body, req.params)),
  );

  app.post(
    '/treatmentCase/get/:id',
    {
      config: { ...read, read: true },
      schema: {
        tags,
        summary: 'One treatment case with signed URLs of its before and after images',
        params: ZIdParams,
        body: optionalBody(ZTreatmentCaseGetRequest),
        response: { 200: envelope(ZTreatmentCase) },
      },
    },
    async (req) => ok(req, await treatmentCases.get(contentOwnerOf(req), req.lang, req.params.id)),
  );

  app.post(
    '/treatmentCase/add',
    {
      config: write,
      schema: {
        tags,
        summary: "Add a treatment case: one of the owner's symptoms, its own stored images, 1-120 months",
        body: ZTreatmentCaseSaveRequest,
        response: { 200: envelope(ZTreatmentCase) },
      },
    },
    async (req) => ok(req, await treatmentCases.add(contentOwnerOf(req), req.lang, req.body)),
  );

  app.post(
    '/treatmentCase/update/:id',
    {
      config: write,
      schema: {
        tags,
        summary: "Replace one of the caller's treatment cases (an image it no longer names is deleted)",
        params: ZIdParams,
        body: ZTreatmentCaseSaveRequest,
        response: { 200: envelope(ZTreatmentCase) },
      },
    },
    async (req) => ok(req, await treatmentCases.update(contentOwnerOf(req), req.lang, req.params.id, req.body)),
  );

  app.post(
    '/treatmentCase/delete/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a treatment case and its images (audited)',
        params: ZIdParams,
        response: { 200: envelope(ZTreatmentCaseDeleteResponse) },
      },
    },
    async (req) => ok(req, await treatmentCases.delete(caller(req), contentOwnerOf(req), req.params.id)),
  );
}
