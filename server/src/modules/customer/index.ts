import { defineModule, requireService } from '../../lib/module.js';
import type { createAnalysisService } from '../analysis/service.js';
import type { FileService } from '../file/service.js';
import routes from './routes.js';
import { createCustomerService } from './service.js';

/**
 * Customers (DESIGN.md section 13, issue 41): the app finds, adds and records consents of the store's customers and
 * reads their analyses (`/api/app/v1/customers...`, tag `app`); the console lists, reads and edits them (access code
 * `customer`); the platform reads counts per store. Analyses name their customer (modules/analysis).
 */
export default defineModule({
  name: 'customers',
  routes,
  createService: ({ db }, built) =>
    createCustomerService(
      db,
      requireService<ReturnType<typeof createAnalysisService>>(built, 'analyses'),
      requireService<FileService>(built, 'files'),
    ),
});
