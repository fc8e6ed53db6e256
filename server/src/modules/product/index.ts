import { defineModule, requireService } from '../../lib/module.js';
import { type FileService, screenFiles } from '../file/service.js';
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
      screenFiles(requireService<FileService>(built, 'files'), 'product-type'),
      requireService<SymptomLabelService>(built, 'symptomLabels'),
    ),
});
