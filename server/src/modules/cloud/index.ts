import { defineModule, requireService } from '../../lib/module.js';
import type { FileService } from '../file/service.js';
import routes from './routes.js';
import { createCloudService } from './service.js';

/** Cloud space (`cloud/info`): a store's usage (and what uses it), expiry and what its next renewal costs. */
export default defineModule({
  name: 'cloud',
  routes,
  createService: ({ db }, built) => createCloudService(db, requireService<FileService>(built, 'files')),
});
