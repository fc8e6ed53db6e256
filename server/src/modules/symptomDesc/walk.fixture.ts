import { defineModuleWalk } from '../../../test/walks.js';

/** Symptom scripts: their walk and matrix are `server/test/content-access.test.ts`; here their body-less changes. */
export default defineModuleWalk({
  changesWithoutBody: ['POST /api/symptomDesc/copyToShop/{language}', 'POST /api/symptomDesc/deleteByShopId'],
});
