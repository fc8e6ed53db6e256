import {
  optionalBody,
  ZTreatmentCase,
  ZTreatmentCaseDeleteResponse,
  ZTreatmentCaseGetRequest,
  ZTreatmentCasePage,
  ZTreatmentCaseQueryRequest,
  ZTreatmentCaseSaveRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { contentOwnerOf } from '../../lib/scope.js';

/**
 * Treatment cases (`treatmentCase`): a store edits its own, the platform its own set; the platform reads a
 * store's by naming it with `shopId`. Symptoms are named in the request's language (X-Lang).
 */
export default async function treatmentCaseRoutes(fastify: FastifyInstance) {
  const { treatmentCases } = fastify.deps;
  const read = { access: 'treatment-case', scope: 'owner-or-named-store' } as const;
  const write = { access: 'treatment-case:edit', scope: 'owner' } as const;

  declareRoutes(fastify, 'treatmentCase', [
    route({
      path: '/treatmentCase/query/:page/:pageSize',
      config: { ...read, read: true },
      summary:
        "A page of the caller's treatment cases, newest first, by symptom and creation time (platform: its own, or a store's by shopId)",
      body: optionalBody(ZTreatmentCaseQueryRequest),
      response: ZTreatmentCasePage,
      handle: (req) => treatmentCases.page(contentOwnerOf(req), req.lang, req.body, req.params),
    }),
    route({
      path: '/treatmentCase/get/:id',
      config: { ...read, read: true },
      summary: 'One treatment case with signed URLs of its before and after images',
      body: optionalBody(ZTreatmentCaseGetRequest),
      response: ZTreatmentCase,
      handle: (req) => treatmentCases.get(contentOwnerOf(req), req.lang, req.params.id),
    }),
    route({
      path: '/treatmentCase/add',
      config: write,
      summary: "Add a treatment case: one of the owner's symptoms, its own stored images, 1-120 months",
      body: ZTreatmentCaseSaveRequest,
      response: ZTreatmentCase,
      handle: (req) => treatmentCases.add(contentOwnerOf(req), req.lang, req.body),
    }),
    route({
      path: '/treatmentCase/update/:id',
      config: write,
      summary: "Replace one of the caller's treatment cases (an image it no longer names is deleted)",
      body: ZTreatmentCaseSaveRequest,
      response: ZTreatmentCase,
      handle: (req) => treatmentCases.update(contentOwnerOf(req), req.lang, req.params.id, req.body),
    }),
    route({
      path: '/treatmentCase/delete/:id',
      config: write,
      summary: 'Delete a treatment case and its images (audited)',
      response: ZTreatmentCaseDeleteResponse,
      handle: (req) => treatmentCases.delete(caller(req), contentOwnerOf(req), req.params.id),
    }),
  ]);
}
