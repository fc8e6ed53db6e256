import { defineModule } from '../../lib/module.js';
import { screenFiles } from '../file/service.js';
import routes from './routes.js';
import { createProductService } from './service.js';

/** Programmes (`product/*`): a store's products with their image, link, advantages and related symptoms. */
export default defineModule({
  name: 'products',
  needs: ['files', 'symptomLabels'],
  routes,
  createService: ({ db }, { files, symptomLabels }) =>
    createProductService(db, screenFiles(files, 'product-type'), symptomLabels),
});

declare module '../../lib/module.js' {
  interface Services {
    products: ReturnType<typeof createProductService>;
  }
}
