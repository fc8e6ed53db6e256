import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createAppService } from './service.js';

/**
 * The analysis app's API (`/api/app/v1/*`, DESIGN.md section 11): app sign-in, the rules of who may use the app
 * (rules.ts, checked by the auth plugin on every app call) and the content feed with its versions (feed.ts).
 */
export default defineModule({
  name: 'appApi',
  needs: ['files'],
  routes,
  createService: ({ db, metrics }, { files }) => createAppService(db, files, metrics),
});

declare module '../../lib/module.js' {
  interface Services {
    appApi: ReturnType<typeof createAppService>;
  }
}
