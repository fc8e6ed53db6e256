import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createProductTypeService } from './service.js';

/** Programme types (`productType/*`): a store's own list; the platform reads a store's. */
export default defineModule({
  name: 'productTypes',
  routes,
  createService: ({ db }) => createProductTypeService(db),
});

declare module '../../lib/module.js' {
  interface Services {
    productTypes: ReturnType<typeof createProductTypeService>;
  }
}
