import { defineModule } from '../../lib/module.js';
import { createRetention } from './retention.js';
import routes from './routes.js';
import { createCloudService } from './service.js';

/**
 * Cloud space (`cloud/info`): a store's usage (and what uses it), expiry and what its next renewal costs; and its
 * photo retention (`cloud/retention`, issue 42 item 6): how long analysis photos are kept, and the daily job.
 */
export default defineModule({
  name: 'cloud',
  needs: ['files'],
  routes,
  createService: ({ db }, { files }) => ({ ...createCloudService(db, files), retention: createRetention(db, files) }),
});

declare module '../../lib/module.js' {
  interface Services {
    cloud: ReturnType<typeof createCloudService> & { retention: ReturnType<typeof createRetention> };
  }
}
