import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createCustomerService } from './service.js';

/**
 * Customers (DESIGN.md section 13, issue 41): the app finds, adds and records consents of the store's customers and
 * reads their analyses (`/api/app/v1/customers...`, tag `app`); the console lists, reads and edits them (access code
 * `customer`); the platform reads counts per store. Analyses name their customer (modules/analysis).
 */
export default defineModule({
  name: 'customers',
  needs: ['analyses', 'files', 'consentTexts'],
  routes,
  createService: ({ db }, { analyses, files, consentTexts }) =>
    createCustomerService(db, analyses, files, consentTexts),
});

declare module '../../lib/module.js' {
  interface Services {
    customers: ReturnType<typeof createCustomerService>;
  }
}
