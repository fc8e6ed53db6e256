import { defineModuleWalk } from '../../../test/walks.js';

/** Symptom labels: their walk and matrix are `server/test/content-access.test.ts`; here their body-less changes. */
export default defineModuleWalk({
  changesWithoutBody: ['POST /api/symptomLabel/copyToShop', 'POST /api/symptomLabel/delete/{id}'],
});
