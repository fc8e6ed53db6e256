import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createCloudService } from './service.js';

/** Cloud space (`cloud/info`): a store's usage (and what uses it), expiry and what its next renewal costs. */
export default defineModule({
  name: 'cloud',
  needs: ['files'],
  routes,
  createService: ({ db }, { files }) => createCloudService(db, files),
});

declare module '../../lib/module.js' {
  interface Services {
    cloud: ReturnType<typeof createCloudService>;
  }
}
