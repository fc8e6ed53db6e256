import { buildProductType } from '../../../test/factories.js';
import { defineModuleWalk, ownerOnly, readable } from '../../../test/walks.js';
import { productTypes } from '../../db/schema.js';

/** Programme types in the shared walks (server/test/walks.ts): stores read and change their own. */
export default defineModuleWalk({
  // The platform reads a store it names (400 without one).
  roles: [
    { route: 'POST /api/productType/queryAll', path: '/api/productType/queryAll', body: {}, expect: readable(100403) },
    { route: 'POST /api/productType/add', path: '/api/productType/add', body: {}, expect: ownerOnly },
    { route: 'POST /api/productType/update/{id}', path: '/api/productType/update/999999', body: {}, expect: ownerOnly },
    { route: 'POST /api/productType/delete/{id}', path: '/api/productType/delete/999999', expect: ownerOnly },
  ],
  changesWithoutBody: ['POST /api/productType/delete/{id}'],
  // The victim's type by id: never found, never changed, never listed.
  async isolation({ db, victim }) {
    const shopId = victim.shop.id;
    const type = await buildProductType(db, victim.shop);
    return {
      markers: [type.name],
      tables: [productTypes],
      calls: [
        { route: 'POST /api/productType/queryAll', path: '/api/productType/queryAll', body: { shopId }, status: 404 },
        { route: 'POST /api/productType/queryAll', path: '/api/productType/queryAll', body: {}, status: 200 },
        // A name only another store holds: refused for its length alone, so nothing changes.
        {
          route: 'POST /api/productType/add',
          path: '/api/productType/add',
          body: { name: type.name.padEnd(65, 'x') },
          status: 400,
        },
        {
          route: 'POST /api/productType/update/{id}',
          path: `/api/productType/update/${type.id}`,
          body: { name: 'Mine now' },
          status: 404,
          code: 600101,
        },
        {
          route: 'POST /api/productType/delete/{id}',
          path: `/api/productType/delete/${type.id}`,
          status: 404,
          code: 600101,
        },
      ],
    };
  },
});
