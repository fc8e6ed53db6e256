import { buildProduct, buildProductType } from '../../../test/factories.js';
import { defineModuleWalk, ownerOnly, readable } from '../../../test/walks.js';
import { productSymptoms, products, productTypes } from '../../db/schema.js';

/** Programmes in the shared walks (server/test/walks.ts): stores read and change their own. */
export default defineModuleWalk({
  // The platform reads a store it names (400 without one).
  roles: [
    {
      route: 'POST /api/product/query/{page}/{pageSize}',
      path: '/api/product/query/1/10',
      body: {},
      expect: readable(100403),
    },
    { route: 'POST /api/product/get/{id}', path: '/api/product/get/999999', body: {}, expect: readable(100403) },
    { route: 'POST /api/product/add', path: '/api/product/add', body: {}, expect: ownerOnly },
    { route: 'POST /api/product/batchAdd', path: '/api/product/batchAdd', body: {}, expect: ownerOnly },
    { route: 'POST /api/product/update/{id}', path: '/api/product/update/999999', body: {}, expect: ownerOnly },
    { route: 'POST /api/product/delete/{id}', path: '/api/product/delete/999999', expect: ownerOnly },
    { route: 'GET /api/product/template', path: '/api/product/template', expect: ownerOnly },
  ],
  changesWithoutBody: ['POST /api/product/delete/{id}'],
  // The victim's programme and its type by id: never found, never changed, never listed.
  async isolation({ db, victim }) {
    const shopId = victim.shop.id;
    const type = await buildProductType(db, victim.shop);
    const product = await buildProduct(db, type, { symptoms: [{ symptomKey: 'acne', degree: 2 }] });
    const row = { typeId: type.id, name: 'Crossover', advantages: 'Mine now', link: '' };
    return {
      markers: [type.name, product.name],
      tables: [productTypes, products, productSymptoms],
      calls: [
        {
          route: 'POST /api/product/query/{page}/{pageSize}',
          path: '/api/product/query/1/200',
          body: { shopId },
          status: 404,
        },
        {
          route: 'POST /api/product/query/{page}/{pageSize}',
          path: '/api/product/query/1/200',
          body: {},
          status: 200,
        },
        {
          route: 'POST /api/product/query/{page}/{pageSize}',
          path: '/api/product/query/1/200',
          body: { typeId: type.id, symptomKey: 'acne' },
          status: 200,
        },
        {
          route: 'POST /api/product/get/{id}',
          path: `/api/product/get/${product.id}`,
          body: {},
          status: 404,
          code: 600104,
        },
        {
          route: 'POST /api/product/get/{id}',
          path: `/api/product/get/${product.id}`,
          body: { shopId },
          status: 404,
        },
        { route: 'POST /api/product/add', path: '/api/product/add', body: row, status: 400, code: 600106 },
        {
          route: 'POST /api/product/update/{id}',
          path: `/api/product/update/${product.id}`,
          body: row,
          status: 404,
          code: 600104,
        },
        {
          route: 'POST /api/product/delete/{id}',
          path: `/api/product/delete/${product.id}`,
          status: 404,
          code: 600104,
        },
        {
          route: 'POST /api/product/batchAdd',
          path: '/api/product/batchAdd',
          body: { rows: [row] },
          status: 400,
          code: 600108,
        },
        { route: 'GET /api/product/template', path: '/api/product/template', status: 200 },
      ],
    };
  },
});
