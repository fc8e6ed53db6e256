import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createAnalysisService } from './service.js';

/**
 * Skin analyses from the app (DESIGN.md section 11, issue 23): photos and analyses uploaded by the app, the
 * store's read-only list and export, the platform's counts per store. Photos are stored files (modules/file).
 */
export default defineModule({
  name: 'analyses',
  needs: ['files'],
  routes,
  createService: ({ db, jobs }, { files }) => createAnalysisService(db, files, jobs),
});

declare module '../../lib/module.js' {
  interface Services {
    analyses: ReturnType<typeof createAnalysisService>;
  }
}
