import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createPriceService } from './service.js';

/** Prices (`price/*`): yearly cloud space per TB and viewer end per account, per currency. */
export default defineModule({ name: 'prices', routes, createService: ({ db }) => createPriceService(db) });

declare module '../../lib/module.js' {
  interface Services {
    prices: ReturnType<typeof createPriceService>;
  }
}
