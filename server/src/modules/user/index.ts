import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createAppUserService } from './service.js';

/**
 * App accounts (API resource `user`, `/user/query`, `/user/add`, ...): the companion app's users,
 * owned by a store. Not console accounts, which are the `account` module (`/login`, `/user/get`).
 */
export default defineModule({ name: 'appUsers', routes, createService: ({ db }) => createAppUserService(db) });

declare module '../../lib/module.js' {
  interface Services {
    appUsers: ReturnType<typeof createAppUserService>;
  }
}
