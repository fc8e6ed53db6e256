import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createSymptomLabelService, type SymptomLabelService } from './service.js';

/** Symptom labels and their degrees (`symptomLabel/*`, `symptomLabelDegree/query`), with the XLSX template. */
export default defineModule({
  name: 'symptomLabels',
  routes,
  createService: ({ db }) => createSymptomLabelService(db),
});

declare module '../../lib/module.js' {
  interface Services {
    symptomLabels: SymptomLabelService;
  }
}
