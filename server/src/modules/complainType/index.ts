import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createComplainTypeService } from './service.js';

/** Chief-complaint types (`complainType/*`). */
export default defineModule({
  name: 'complainTypes',
  routes,
  createService: ({ db }) => createComplainTypeService(db),
});

declare module '../../lib/module.js' {
  interface Services {
    complainTypes: ReturnType<typeof createComplainTypeService>;
  }
}
