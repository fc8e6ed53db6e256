import { defineModule, requireService } from '../../lib/module.js';
import { type FileService, screenFiles } from '../file/service.js';
import type { SymptomLabelService } from '../symptomLabel/service.js';
import routes from './routes.js';
import { createTreatmentCaseService } from './service.js';

/** Treatment cases (`treatmentCase/*`): before/after pictures of a symptom's treatment over some months. */
export default defineModule({
  name: 'treatmentCases',
  routes,
  createService: ({ db }, built) =>
    createTreatmentCaseService(
      db,
      screenFiles(requireService<FileService>(built, 'files'), 'treatment-case'),
      requireService<SymptomLabelService>(built, 'symptomLabels'),
    ),
});
