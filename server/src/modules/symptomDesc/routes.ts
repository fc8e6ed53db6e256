import {
  optionalBody,
  ZSymptomDesc,
  ZSymptomDescClearRequest,
  ZSymptomDescClearResponse,
  ZSymptomDescCopyResponse,
  ZSymptomDescGetRequest,
  ZSymptomDescList,
  ZSymptomDescQueryRequest,
  ZSymptomDescUpdateRequest,
  zLanguage,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caller } from '../../lib/http.js';
import { declareRoutes, languagesRoute, route } from '../../lib/route-table.js';
import { contentOwnerOf, storeOf } from '../../lib/scope.js';

/**
 * Symptom scripts (`symptomDesc`): one per (owner, language, symptom key, degree). A store without scripts
 * of its own in a language sees the platform's, read-only until it copies them.
 */
export default async function symptomDescRoutes(fastify: FastifyInstance) {
  const { symptomDescs } = fastify.deps;

  declareRoutes(fastify, 'symptomDesc', [
    languagesRoute(
      'symptomDesc',
      "scripts (a store without its own in a language: the platform's, as queryAll shows)",
      { read: true, access: 'symptom-desc', scope: 'owner-or-named-store' },
      symptomDescs,
    ),
    route({
      path: '/symptomDesc/queryAll',
      config: { read: true, access: 'symptom-desc', scope: 'owner-or-named-store' },
      summary:
        "The scripts of a language (and symptom): the caller's, or the platform's (fromPlatform) for a store without its own",
      body: ZSymptomDescQueryRequest,
      response: ZSymptomDescList,
      handle: (req) => symptomDescs.queryAll(contentOwnerOf(req), req.body),
    }),
    route({
      path: '/symptomDesc/get',
      config: { read: true, access: 'symptom-desc', scope: 'owner-or-named-store' },
      summary: 'The script shown for a language, symptom and degree',
      body: ZSymptomDescGetRequest,
      response: ZSymptomDesc,
      handle: (req) => symptomDescs.get(contentOwnerOf(req), req.body),
    }),
    route({
      path: '/symptomDesc/update/:id',
      config: { access: 'symptom-desc:edit', scope: 'owner' },
      summary: "Edit one of the caller's scripts: wording and two image keys from file/put (square images)",
      body: ZSymptomDescUpdateRequest,
      response: ZSymptomDesc,
      handle: (req) => symptomDescs.update(contentOwnerOf(req), req.params.id, req.body),
    }),
    route({
      path: '/symptomDesc/copyToShop/:language',
      config: { access: 'symptom-desc:edit', scope: 'store' },
      summary: "Overwrite my store's scripts of a language with the platform's (irreversible, audited)",
      params: z.object({ language: zLanguage }),
      response: ZSymptomDescCopyResponse,
      handle: (req) => symptomDescs.copyToShop(caller(req), storeOf(req), req.params.language),
    }),
    route({
      path: '/symptomDesc/deleteByShopId',
      config: { access: 'symptom-desc:edit', scope: 'store' },
      summary: "Clear my store's scripts (of a language, or all): the platform's show again (irreversible, audited)",
      body: optionalBody(ZSymptomDescClearRequest),
      response: ZSymptomDescClearResponse,
      handle: (req) => symptomDescs.clear(caller(req), storeOf(req), req.body.language),
    }),
  ]);
}
