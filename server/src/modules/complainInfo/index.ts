import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createComplainInfoService } from './service.js';

/** Chief-complaint content (`complainInfo/*`), under the types of `complainType`. */
export default defineModule({
  name: 'complainInfos',
  routes,
  createService: ({ db }) => createComplainInfoService(db),
});

declare module '../../lib/module.js' {
  interface Services {
    complainInfos: ReturnType<typeof createComplainInfoService>;
  }
}
