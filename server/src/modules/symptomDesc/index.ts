import { defineModule } from '../../lib/module.js';
import { screenFiles } from '../file/service.js';
import routes from './routes.js';
import { createSymptomDescService } from './service.js';

/** Symptom scripts (`symptomDesc/*`): wording and two images per language, symptom and degree. */
export default defineModule({
  name: 'symptomDescs',
  needs: ['files'],
  routes,
  createService: ({ db }, { files }) => createSymptomDescService(db, screenFiles(files, 'symptom-desc')),
});

declare module '../../lib/module.js' {
  interface Services {
    symptomDescs: ReturnType<typeof createSymptomDescService>;
  }
}
