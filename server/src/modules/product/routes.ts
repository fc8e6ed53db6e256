import {
  envelope,
  optionalBody,
  ZProduct,
  ZProductAddRequest,
  ZProductBatchAddRequest,
  ZProductBatchAddResponse,
  ZProductDeleteResponse,
  ZProductGetRequest,
  ZProductPage,
  ZProductQueryRequest,
  ZProductUpdateRequest,
  ZSheetImportForm,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { sendExport, XLSX_CONTENT_TYPE, xlsxFile } from '../../lib/export.js';
import { caller, ok } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';
import { readMultipart, registerMultipart } from '../file/multipart.js';

const BATCH_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Programmes (`product`): a store's own; the platform reads the store it names (`shopId`) and is refused every
 * change (100406). Symptoms are the store's symptom keys, presented with its current label names.
 */
export default async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { products } = app.deps;
  const tags = ['product'];
  await registerMultipart(fastify);

  declareRoutes(fastify, 'product', [
    route({
      path: '/product/query/:page/:pageSize',
      config: { read: true, access: 'product-type', scope: 'store-or-platform-one' },
      summary:
        "A page of the store's programmes, newest first, by type, name (contains) and symptom key (platform: names shopId)",
      body: optionalBody(ZProductQueryRequest),
      response: ZProductPage,
      handle: (req) => products.page(storeOf(req), req.body, req.params, req.lang),
    }),
    route({
      path: '/product/get/:id',
      config: { read: true, access: 'product-type', scope: 'store-or-platform-one' },
      summary: "One of the store's programmes (platform: names shopId)",
      body: optionalBody(ZProductGetRequest),
      response: ZProduct,
      handle: (req) => products.get(storeOf(req), req.params.id, req.lang),
    }),
    route({
      path: '/product/add',
      config: { access: 'product-type:edit', scope: 'store' },
      summary:
        'Add a programme: a type of the store, a scheme name unique in the store (600105), an image key from file/put (500110 if not the store’s), a link, the introduction and 0-6 symptoms of the store (600107)',
      body: ZProductAddRequest,
      response: ZProduct,
      handle: (req) => products.add(caller(req), storeOf(req), req.body, req.lang),
    }),
    route({
      path: '/product/update/:id',
      config: { access: 'product-type:edit', scope: 'store' },
      summary:
        'Edit a programme; image, link and symptoms left out stay, `image: null` removes the picture (a replaced image is deleted from storage)',
      body: ZProductUpdateRequest,
      response: ZProduct,
      handle: (req) => products.update(caller(req), storeOf(req), req.params.id, req.body, req.lang),
    }),
    route({
      path: '/product/delete/:id',
      config: { access: 'product-type:edit', scope: 'store' },
      summary: 'Delete a programme (its image is deleted from storage); audited',
      response: ZProductDeleteResponse,
      handle: (req) => products.delete(caller(req), storeOf(req), req.params.id),
    }),
  ]);

  app.post(
    '/product/batchAdd',
    {
      config: { access: 'product-type:edit', scope: 'store' },
      // Rows are checked by the service one field at a time, so a refusal lists every fault of every row.
      attachValidation: true,
      // 500 rows at their longest (a 2,000-character introduction in CJK text) outgrow the usual 2 MiB.
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Add 1-500 programmes in one transaction, all or none: JSON `{ rows }` (as product/add), or multipart `file` (the XLSX of product/template; its rows have no image). A refusal (600108) lists every fault in datas.rows: row, column (as the template heads it), field, message; a workbook past the bounds of a template is 600110/600112/600113.',
        multipart: ZSheetImportForm,
        body: ZProductBatchAddRequest,
        response: { 200: envelope(ZProductBatchAddResponse) },
      },
    },
    async (req) => {
      const auth = caller(req);
      const shopId = storeOf(req);
      if (req.isMultipart()) {
        const { file } = await readMultipart(req);
        if (!file) throw new AppError('FILE_MISSING');
        return ok(req, await products.importSheet(auth, shopId, file.data, file.truncated, req.lang));
      }
      const rows = (req.body as { rows?: unknown } | null)?.rows;
      if (!Array.isArray(rows))
        throw new AppError('BAD_REQUEST', { fields: { rows: rows === undefined ? 'required' : 'invalidValue' } });
      return ok(
        req,
        await products.batchAdd(
          auth,
          shopId,
          rows.map((raw, i) => ({ row: i + 1, raw })),
          req.lang,
        ),
      );
    },
  );

  app.get(
    '/product/template',
    {
      config: { access: 'product-type:edit', scope: 'store' },
      schema: {
        tags,
        summary:
          "The spreadsheet for product/batchAdd in the request's language: the store's types, symptoms and the degrees as drop-down lists",
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (req, reply) =>
      sendExport(
        reply,
        xlsxFile(`programmes-template-${req.lang}.xlsx`, await products.template(storeOf(req), req.lang)),
      ),
  );
}
