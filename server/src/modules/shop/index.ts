import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createShopService } from './service.js';

/** Stores, as the platform operator looks after them (`/shop/query`, `/shop/updateStatus`). */
export default defineModule({ name: 'shops', routes, createService: ({ db }) => createShopService(db) });

declare module '../../lib/module.js' {
  interface Services {
    shops: ReturnType<typeof createShopService>;
  }
}
