import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createShopDeviceService } from './service.js';

/** A store's devices (`/shopDevice/...`). */
export default defineModule({ name: 'shopDevices', routes, createService: ({ db }) => createShopDeviceService(db) });

declare module '../../lib/module.js' {
  interface Services {
    shopDevices: ReturnType<typeof createShopDeviceService>;
  }
}
