import {
  envelope,
  optionalBody,
  ZContentLanguages,
  ZContentLanguagesRequest,
  ZSymptomDesc,
  ZSymptomDescClearRequest,
  ZSymptomDescClearResponse,
  ZSymptomDescCopyResponse,
  ZSymptomDescGetRequest,
  ZSymptomDescList,
  ZSymptomDescQueryRequest,
  ZSymptomDescUpdateRequest,
  zLanguage,
  zPathId,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';
import { contentOwnerOf } from '../../lib/scope.js';

/**
 * Symptom scripts (`symptomDesc`): one per (owner, language, symptom key, degree). A store without scripts
 * of its own in a language sees the platform's, read-only until it copies them.
 */
export default async function symptomDescRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { symptomDescs } = app.deps;
  const tags = ['symptomDesc'];

  app.post(
    '/symptomDesc/languages',
    {
      config: { read: true, access: 'symptom-desc', scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary:
          "The content languages the caller's scripts (a store without its own in a language: the platform's, as queryAll shows) are in, with how many (platform: its own, or a store's by shopId)",
        body: ZContentLanguagesRequest,
        response: { 200: envelope(ZContentLanguages) },
      },
    },
    async (req) => ok(req, await symptomDescs.languages(contentOwnerOf(req))),
  );

  app.post(
    '/symptomDesc/queryAll',
    {
      config: { read: true, access: 'symptom-desc', scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary:
          "The scripts of a language (and symptom): the caller's, or the platform's (fromPlatform) for a store without its own",
        body: ZSymptomDescQueryRequest,
        response: { 200: envelope(ZSymptomDescList) },
      },
    },
    async (req) => ok(req, await symptomDescs.queryAll(caller(req), { ...req.body, shopId: contentOwnerOf(req) })),
  );

  app.post(
    '/symptomDesc/get',
    {
      config: { read: true, access: 'symptom-desc', scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary: 'The script shown for a language, symptom and degree',
        body: ZSymptomDescGetRequest,
        response: { 200: envelope(ZSymptomDesc) },
      },
    },
    async (req) => ok(req, await symptomDescs.get(caller(req), { ...req.body, shopId: contentOwnerOf(req) })),
  );

  app.post(
    '/symptomDesc/update/:id',
    {
      config: { access: 'symptom-desc:edit', scope: 'owner' },
      schema: {
        tags,
        summary: "Edit one of the caller's scripts: wording and two image keys from file/put (square images)",
        params: z.object({ id: zPathId }),
        body: ZSymptomDescUpdateRequest,
        response: { 200: envelope(ZSymptomDesc) },
      },
    },
    async (req) => ok(req, await symptomDescs.update(caller(req), req.params.id, req.body)),
  );

  app.post(
    '/symptomDesc/copyToShop/:language',
    {
      config: { access: 'symptom-desc:edit', scope: 'store' },
      schema: {
        tags,
        summary: "Overwrite my store's scripts of a language with the platform's (irreversible, audited)",
        params: z.object({ language: zLanguage }),
        response: { 200: envelope(ZSymptomDescCopyResponse) },
      },
    },
    async (req) => ok(req, await symptomDescs.copyToShop(caller(req), req.params.language)),
  );

  app.post(
    '/symptomDesc/deleteByShopId',
    {
      config: { access: 'symptom-desc:edit', scope: 'store' },
      schema: {
        tags,
        summary: "Clear my store's scripts (of a language, or all): the platform's show again (irreversible, audited)",
        body: optionalBody(ZSymptomDescClearRequest),
        response: { 200: envelope(ZSymptomDescClearResponse) },
      },
    },
    async (req) => ok(req, await symptomDescs.clear(caller(req), req.body.language)),
  );
}
