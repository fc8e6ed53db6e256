import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createPlaceholderThingService } from './service.js';

/**
 * Placeholder things (`placeholderThing/*`), found by its folder (modules/index.ts). A service it builds on goes in
 * `needs` and arrives typed: `needs: ['shops'], createService: ({ db }, { shops }) => ...`.
 */
export default defineModule({
  name: 'placeholderThings',
  routes,
  createService: ({ db }) => createPlaceholderThingService(db),
});

declare module '../../lib/module.js' {
  interface Services {
    placeholderThings: ReturnType<typeof createPlaceholderThingService>;
  }
}
