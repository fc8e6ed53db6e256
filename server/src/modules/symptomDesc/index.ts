import { defineModule, requireService } from '../../lib/module.js';
import { type FileService, screenFiles } from '../file/service.js';
import routes from './routes.js';
import { createSymptomDescService } from './service.js';

/** Symptom scripts (`symptomDesc/*`): wording and two images per language, symptom and degree. */
export default defineModule({
  name: 'symptomDescs',
  routes,
  createService: ({ db }, built) =>
    createSymptomDescService(db, screenFiles(requireService<FileService>(built, 'files'), 'symptom-desc')),
});
