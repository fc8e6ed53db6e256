import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createStaffService } from './service.js';

/** Staff: a store's console sub-accounts and their access codes (`/staff/...`). */
export default defineModule({ name: 'staff', routes, createService: ({ db }) => createStaffService(db) });

declare module '../../lib/module.js' {
  interface Services {
    staff: ReturnType<typeof createStaffService>;
  }
}
