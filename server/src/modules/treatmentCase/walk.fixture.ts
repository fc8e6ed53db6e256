import { buildTreatmentCase } from '../../../test/factories.js';
import { at, defineModuleWalk, readable } from '../../../test/walks.js';
import { treatmentCases } from '../../db/schema.js';

const QUERY = 'POST /api/treatmentCase/query/{page}/{pageSize}';

/** Treatment cases in the shared walks (server/test/walks.ts): a store its own, the platform its own set. */
export default defineModuleWalk({
  // This staff holds neither case code.
  roles: [
    at(QUERY, { page: 1, pageSize: 10 }, { body: {}, expect: readable(100403) }),
    at('POST /api/treatmentCase/get/{id}', { id: 999999 }, { body: {}, expect: readable(100403) }),
    at('POST /api/treatmentCase/add', {}, { body: {}, expect: readable(100403) }),
    at('POST /api/treatmentCase/update/{id}', { id: 999999 }, { body: {}, expect: readable(100403) }),
    at('POST /api/treatmentCase/delete/{id}', { id: 999999 }, { expect: readable(100403) }),
  ],
  changesWithoutBody: ['POST /api/treatmentCase/delete/{id}'],
  // The victim's case is neither readable nor changeable, nor its image usable (the attacker has the symptom).
  async isolation({ db, victim }) {
    const shopId = victim.shop.id;
    const c = await buildTreatmentCase(db, victim.shop, { afterImage: `shops/${victim.shop.id}/images/after-1.png` });
    const form = { description: 'Planted', symptomKey: 'acne', beforeImage: c.beforeImage, cycleMonths: 3 };
    const [page, id] = [{ page: 1, pageSize: 50 }, { id: c.id }];
    return {
      markers: [c.description, c.beforeImage],
      tables: [treatmentCases],
      calls: [
        at(QUERY, page, { body: { shopId }, status: 404 }),
        at(QUERY, page, { body: { symptomKey: c.symptomKey }, status: 200 }),
        at('POST /api/treatmentCase/get/{id}', id, { body: {}, status: 404, code: 600201 }),
        at('POST /api/treatmentCase/get/{id}', id, { body: { shopId }, status: 404 }),
        at('POST /api/treatmentCase/add', {}, { body: form, status: 400, code: 500110 }),
        at('POST /api/treatmentCase/update/{id}', id, { body: form, status: 404, code: 600201 }),
        at('POST /api/treatmentCase/delete/{id}', id, { status: 404, code: 600201 }),
      ],
    };
  },
});
