import { defineModule } from '../../lib/module.js';
import { screenFiles } from '../file/service.js';
import routes from './routes.js';
import { createTreatmentCaseService } from './service.js';

/** Treatment cases (`treatmentCase/*`): before/after pictures of a symptom's treatment over some months. */
export default defineModule({
  name: 'treatmentCases',
  needs: ['files', 'symptomLabels'],
  routes,
  createService: ({ db }, { files, symptomLabels }) =>
    createTreatmentCaseService(db, screenFiles(files, 'treatment-case'), symptomLabels),
});

declare module '../../lib/module.js' {
  interface Services {
    treatmentCases: ReturnType<typeof createTreatmentCaseService>;
  }
}
