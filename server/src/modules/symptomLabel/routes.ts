import {
  envelope,
  LABEL_TEMPLATE_MAX_BYTES,
  LANGUAGES,
  type Language,
  optionalBody,
  ZLanguageQuery,
  ZPageParams,
  ZSymptomChoiceList,
  ZSymptomChoicesRequest,
  ZSymptomLabel,
  ZSymptomLabelAddRequest,
  ZSymptomLabelAllRequest,
  ZSymptomLabelCopyResponse,
  ZSymptomLabelDegreeList,
  ZSymptomLabelDeleteResponse,
  ZSymptomLabelImportForm,
  ZSymptomLabelImportResponse,
  ZSymptomLabelList,
  ZSymptomLabelPage,
  ZSymptomLabelQueryRequest,
  ZSymptomLabelUpdateRequest,
  ZSymptomLabelUsage,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { sendExport, XLSX_CONTENT_TYPE, xlsxFile } from '../../lib/export.js';
import { caller, ok } from '../../lib/http.js';
import type { RouteConfig } from '../../lib/route-config.js';
import { declareRoutes, editRoutes, languagesRoute, route } from '../../lib/route-table.js';
import { contentOwnerOf, storeOf } from '../../lib/scope.js';
import { formLimits, readMultipart, registerMultipart } from '../file/multipart.js';
import { templateTooLarge } from './template.js';

/** A label template's form: the workbook (LABEL_TEMPLATE_MAX_BYTES) and its language. */
const TEMPLATE_FORM = formLimits(LABEL_TEMPLATE_MAX_BYTES, templateTooLarge);

/**
 * Symptom labels (`symptomLabel`, `symptomLabelDegree`): the platform edits the master set, a store its own
 * copy; reads name a content language.
 */
export default async function symptomLabelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { symptomLabels } = app.deps;
  const tags = ['symptomLabel'];

  declareRoutes(fastify, 'symptomLabel', [
    languagesRoute(
      'symptomLabel',
      'symptom labels (types and labels)',
      { read: true, access: 'symptom-label', scope: 'owner-or-named-store' },
      symptomLabels,
    ),
    route({
      path: '/symptomLabel/queryAll',
      config: { read: true, access: 'symptom-label', scope: 'owner' },
      summary: "The platform's master labels of one language (what copyToShop copies)",
      body: ZSymptomLabelAllRequest,
      response: ZSymptomLabelList,
      handle: (req) => symptomLabels.all(null, req.body.language),
    }),
    route({
      path: '/symptomLabel/queryAllByShop',
      config: { read: true, access: 'symptom-label', scope: 'owner-or-named-store' },
      summary: "Every label of one language of the caller's store (platform: the master set, or a store by shopId)",
      body: ZSymptomLabelAllRequest,
      response: ZSymptomLabelList,
      handle: (req) => symptomLabels.all(contentOwnerOf(req), req.body.language),
    }),
    ...editRoutes('symptomLabel', {
      config: { access: 'symptom-label:edit', scope: 'owner' },
      service: symptomLabels,
      owner: contentOwnerOf,
      row: ZSymptomLabel,
      add: {
        body: ZSymptomLabelAddRequest,
        summary:
          'Add a label type (no parentId) or a label under a type (symptomKey required); names unique per parent',
      },
      update: {
        body: ZSymptomLabelUpdateRequest,
        summary: "Edit one of the caller's labels (the platform: a master label)",
      },
      delete: {
        response: ZSymptomLabelDeleteResponse,
        summary: 'Delete a label, or a label type without labels (audited)',
      },
    }),
    route({
      path: '/symptomLabel/usage/:id',
      config: { read: true, access: 'symptom-label:edit', scope: 'owner' },
      summary:
        "How many analyses name a label's symptom, as the delete dialog says (a platform label: those of the stores showing it)",
      response: ZSymptomLabelUsage,
      handle: (req) => symptomLabels.usage(contentOwnerOf(req), req.params.id),
    }),
    route({
      path: '/symptomLabel/copyToShop',
      config: { access: 'symptom-label:edit', scope: 'store' },
      summary:
        "Replace all of my store's labels with a copy of the platform's, in one transaction (irreversible, audited)",
      body: optionalBody(z.object({})),
      response: ZSymptomLabelCopyResponse,
      handle: (req) => symptomLabels.copyToShop(caller(req), storeOf(req)),
    }),
  ]);

  await registerMultipart(fastify);

  app.post(
    '/symptomLabelDegree/query',
    {
      config: { read: true, access: ['symptom-label', 'symptom-desc'], scope: 'account' },
      schema: {
        tags,
        summary: 'The degrees (1 mild, 2 moderate, 3 severe) with their default colours',
        response: { 200: envelope(ZSymptomLabelDegreeList) },
      },
    },
    async (req) => ok(req, symptomLabels.degrees()),
  );

  app.post(
    '/symptomLabel/symptoms',
    {
      // Whoever edits programmes or cases picks their symptoms here, without the label screen's code.
      config: {
        read: true,
        access: ['symptom-label', 'product-type', 'treatment-case'],
        scope: 'owner-or-named-store',
      },
      schema: {
        tags,
        summary:
          "The symptoms products and cases may refer to: one per symptom key of the caller's labels (platform: its own, or a store's by shopId), named in the request's language",
        body: optionalBody(ZSymptomChoicesRequest),
        response: { 200: envelope(ZSymptomChoiceList) },
      },
    },
    async (req) => ok(req, await symptomLabels.symptoms(contentOwnerOf(req), req.lang)),
  );

  app.post(
    '/symptomLabel/query/:page/:pageSize',
    {
      config: { read: true, access: 'symptom-label', scope: 'owner-or-named-store' },
      schema: {
        tags,
        summary: "A page of the caller's labels of one language (platform: the master set, or a store by shopId)",
        params: ZPageParams,
        body: ZSymptomLabelQueryRequest,
        response: { 200: envelope(ZSymptomLabelPage) },
      },
    },
    async (req) =>
      ok(req, await symptomLabels.page(contentOwnerOf(req), req.body, req.params.page, req.params.pageSize)),
  );

  app.post(
    '/symptomLabel/batchAdd',
    {
      bodyLimit: TEMPLATE_FORM.bodyLimit,
      config: { access: 'symptom-label:edit', scope: 'owner', tooLarge: TEMPLATE_FORM.tooLarge },
      schema: {
        tags,
        summary:
          'Import labels from the XLSX template (multipart: `language`, `file`), all rows or none; its example row is skipped. A refusal for its rows (500901 a repeated or existing label, 500906, 500907, 500910 a symptom key) lists every fault in datas.rows (ImportRefusal: row, column, field, message); a workbook past the bounds of a template is 500908/500909/500911.',
        multipart: ZSymptomLabelImportForm,
        response: { 200: envelope(ZSymptomLabelImportResponse) },
      },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req);
      const language = fields.language;
      if (!language || !(LANGUAGES as readonly string[]).includes(language))
        throw new AppError('BAD_REQUEST', { fields: { language: language ? 'invalidValue' : 'required' } });
      if (!file) throw new AppError('FILE_MISSING');
      return ok(
        req,
        await symptomLabels.importTemplate(
          caller(req),
          contentOwnerOf(req),
          language as Language,
          file.data,
          file.truncated,
          req.lang,
        ),
      );
    },
  );

  /** A label workbook of a language as an XLSX download: blank (`filled` false) or with the caller's labels. */
  const workbookRoute = (path: string, config: RouteConfig, summary: string, fileName: string, filled: boolean) =>
    app.get(
      path,
      { config, schema: { tags, summary, querystring: ZLanguageQuery, produces: [XLSX_CONTENT_TYPE] } },
      async (req, reply) =>
        sendExport(
          reply,
          xlsxFile(
            `${fileName}-${req.query.language}.xlsx`,
            await symptomLabels.template(contentOwnerOf(req), req.query.language, filled),
          ),
        ),
    );

  workbookRoute(
    '/symptomLabel/template',
    { access: 'symptom-label', scope: 'owner' },
    'The blank import template of a language (XLSX; carries its language and template version)',
    'symptom-labels-template',
    false,
  );
  workbookRoute(
    '/symptomLabel/export',
    { access: 'symptom-label', scope: 'owner-or-named-store' },
    "The caller's labels of a language in the import template (platform: master set, or a store by shopId)",
    'symptom-labels',
    true,
  );
}
