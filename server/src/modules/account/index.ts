import { defineModule } from '../../lib/module.js';
import { createVcodeService } from '../sms/service.js';
import routes from './routes.js';
import { createAccountService } from './service.js';

/**
 * Console accounts (`/login`, `/logout`, `/user/get`, `/user/register`, `/user/updatePwd*`): who signs
 * in to this console (the platform operator, store owners, staff) and their sessions. Not app
 * accounts, which are the `user` module.
 */
export default defineModule({
  name: 'consoleAccounts',
  routes,
  createService: ({ db, sms, config, secrets }) =>
    createAccountService(db, createVcodeService(db, sms, secrets.vcode), { sessionTtlHours: config.sessionTtlHours }),
});

declare module '../../lib/module.js' {
  interface Services {
    consoleAccounts: ReturnType<typeof createAccountService>;
  }
}
