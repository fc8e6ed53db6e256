import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createConsentTextService } from './service.js';

/**
 * Consent texts (DESIGN.md section 13, issue 42 item 1): a store edits its text per content language (access code
 * `customer`), the platform its defaults; every save a new version. The app reads the text to show
 * (`GET /api/app/v1/consent`) and records a consent naming its version (modules/customer checks it here).
 */
export default defineModule({
  name: 'consentTexts',
  needs: [],
  routes,
  createService: ({ db }) => createConsentTextService(db),
});

declare module '../../lib/module.js' {
  interface Services {
    consentTexts: ReturnType<typeof createConsentTextService>;
  }
}
