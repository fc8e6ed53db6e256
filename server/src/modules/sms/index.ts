import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createVcodeService, type VcodeService } from './service.js';

/** SMS verification codes (`/sms/sendVCode/{phone}`, `/sms/code/valid`). */
export default defineModule({
  name: 'vcodes',
  routes,
  createService: ({ db, sms, secrets }) => createVcodeService(db, sms, secrets.vcode),
});

declare module '../../lib/module.js' {
  interface Services {
    vcodes: VcodeService;
  }
}
