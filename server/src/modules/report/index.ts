import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createReportService } from './service.js';

/**
 * A customer's report and its share links (DESIGN.md section 13, issue 42 items 2 and 3): one visit or two compared,
 * in one language, for the console (access code `customer`) and for a link that opens it without signing in.
 */
export default defineModule({
  name: 'reports',
  needs: ['customers', 'analyses', 'files'],
  routes,
  createService: ({ db }, { customers, analyses, files }) => createReportService(db, customers, analyses, files),
});

declare module '../../lib/module.js' {
  interface Services {
    reports: ReturnType<typeof createReportService>;
  }
}
