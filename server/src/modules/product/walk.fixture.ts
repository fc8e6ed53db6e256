import { buildProduct, buildProductType } from '../../../test/factories.js';
import { at, defineModuleWalk, ownerOnly, readable } from '../../../test/walks.js';
import { productSymptoms, products, productTypes } from '../../db/schema.js';

const QUERY = 'POST /api/product/query/{page}/{pageSize}';

/** Programmes in the shared walks (server/test/walks.ts): stores read and change their own. */
export default defineModuleWalk({
  // The platform reads a store it names (400 without one).
  roles: [
    at('POST /api/product/query/{page}/{pageSize}', { page: 1, pageSize: 10 }, { body: {}, expect: readable(100403) }),
    at('POST /api/product/get/{id}', { id: 999999 }, { body: {}, expect: readable(100403) }),
    at('POST /api/product/add', {}, { body: {}, expect: ownerOnly }),
    at('POST /api/product/batchAdd', {}, { body: {}, expect: ownerOnly }),
    at('POST /api/product/update/{id}', { id: 999999 }, { body: {}, expect: ownerOnly }),
    at('POST /api/product/delete/{id}', { id: 999999 }, { expect: ownerOnly }),
    at('GET /api/product/template', {}, { expect: ownerOnly }),
  ],
  changesWithoutBody: ['POST /api/product/delete/{id}'],
  // The victim's programme and its type by id: never found, never changed, never listed.
  async isolation({ db, victim }) {
    const shopId = victim.shop.id;
    const type = await buildProductType(db, victim.shop);
    const product = await buildProduct(db, type, { symptoms: [{ symptomKey: 'acne', degree: 2 }] });
    const row = { typeId: type.id, name: 'Crossover', advantages: 'Mine now', link: '' };
    const [page, id] = [{ page: 1, pageSize: 200 }, { id: product.id }];
    return {
      markers: [type.name, product.name],
      tables: [productTypes, products, productSymptoms],
      calls: [
        at(QUERY, page, { body: { shopId }, status: 404 }),
        at(QUERY, page, { body: {}, status: 200 }),
        at(QUERY, page, { body: { typeId: type.id, symptomKey: 'acne' }, status: 200 }),
        at('POST /api/product/get/{id}', id, { body: {}, status: 404, code: 600104 }),
        at('POST /api/product/get/{id}', id, { body: { shopId }, status: 404 }),
        at('POST /api/product/add', {}, { body: row, status: 400, code: 600106 }),
        at('POST /api/product/update/{id}', id, { body: row, status: 404, code: 600104 }),
        at('POST /api/product/delete/{id}', id, { status: 404, code: 600104 }),
        at('POST /api/product/batchAdd', {}, { body: { rows: [row] }, status: 400, code: 600108 }),
        at('GET /api/product/template', {}, { status: 200 }),
      ],
    };
  },
});
