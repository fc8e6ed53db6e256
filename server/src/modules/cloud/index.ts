import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createCloudService } from './service.js';

/** Cloud space (`cloud/info`): a store's usage, expiry and what its next renewal costs. */
export default defineModule({ name: 'cloud', routes, createService: ({ db }) => createCloudService(db) });
