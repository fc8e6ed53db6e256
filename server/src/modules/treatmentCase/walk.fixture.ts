import { buildTreatmentCase } from '../../../test/factories.js';
import { defineModuleWalk, readable } from '../../../test/walks.js';
import { treatmentCases } from '../../db/schema.js';

/** Treatment cases in the shared walks (server/test/walks.ts): a store its own, the platform its own set. */
export default defineModuleWalk({
  // This staff holds neither case code.
  roles: [
    {
      route: 'POST /api/treatmentCase/query/{page}/{pageSize}',
      path: '/api/treatmentCase/query/1/10',
      body: {},
      expect: readable(100403),
    },
    {
      route: 'POST /api/treatmentCase/get/{id}',
      path: '/api/treatmentCase/get/999999',
      body: {},
      expect: readable(100403),
    },
    { route: 'POST /api/treatmentCase/add', path: '/api/treatmentCase/add', body: {}, expect: readable(100403) },
    {
      route: 'POST /api/treatmentCase/update/{id}',
      path: '/api/treatmentCase/update/999999',
      body: {},
      expect: readable(100403),
    },
    {
      route: 'POST /api/treatmentCase/delete/{id}',
      path: '/api/treatmentCase/delete/999999',
      expect: readable(100403),
    },
  ],
  changesWithoutBody: ['POST /api/treatmentCase/delete/{id}'],
  // The victim's case is neither readable nor changeable, nor its image usable (the attacker has the symptom).
  async isolation({ db, victim }) {
    const shopId = victim.shop.id;
    const c = await buildTreatmentCase(db, victim.shop, { afterImage: `shops/${victim.shop.id}/images/after-1.png` });
    const form = { description: 'Planted', symptomKey: 'acne', beforeImage: c.beforeImage, cycleMonths: 3 };
    return {
      markers: [c.description, c.beforeImage],
      tables: [treatmentCases],
      calls: [
        {
          route: 'POST /api/treatmentCase/query/{page}/{pageSize}',
          path: '/api/treatmentCase/query/1/50',
          body: { shopId },
          status: 404,
        },
        {
          route: 'POST /api/treatmentCase/query/{page}/{pageSize}',
          path: '/api/treatmentCase/query/1/50',
          body: { symptomKey: c.symptomKey },
          status: 200,
        },
        {
          route: 'POST /api/treatmentCase/get/{id}',
          path: `/api/treatmentCase/get/${c.id}`,
          body: {},
          status: 404,
          code: 600201,
        },
        {
          route: 'POST /api/treatmentCase/get/{id}',
          path: `/api/treatmentCase/get/${c.id}`,
          body: { shopId },
          status: 404,
        },
        { route: 'POST /api/treatmentCase/add', path: '/api/treatmentCase/add', body: form, status: 400, code: 500110 },
        {
          route: 'POST /api/treatmentCase/update/{id}',
          path: `/api/treatmentCase/update/${c.id}`,
          body: form,
          status: 404,
          code: 600201,
        },
        {
          route: 'POST /api/treatmentCase/delete/{id}',
          path: `/api/treatmentCase/delete/${c.id}`,
          status: 404,
          code: 600201,
        },
      ],
    };
  },
});
