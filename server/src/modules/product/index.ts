import { defineModule, requireService } from '../../lib/module.js';
import type { FileService } from '../file/service.js';
import type { SymptomLabelService } from '../symptomLabel/service.js';
import routes from './routes.js';
import { createProductService } from './service.js';

/** Programmes (`product/*`): a store's products with their image, link, advantages and related symptoms. */
export default defineModule({
  name: 'products',
  routes,
  createService: ({ db }, built) =>
    createProductService(
      db,
      requireService<FileService>(built, 'files'),
      requireService<SymptomLabelService>(built, 'symptomLabels'),
    ),
});
