import { defineModule } from '../../lib/module.js';
import { createSandboxGateway } from './gateway.js';
import routes from './routes.js';

/** The embedded payment provider (`sandbox`): a gateway of our own with a checkout page and signed notifications. */
export default defineModule({
  name: 'sandbox',
  routes,
  createService: ({ db, jobs, config }) => createSandboxGateway(db, jobs, config.serverSecret),
});

declare module '../../lib/module.js' {
  interface Services {
    sandbox: ReturnType<typeof createSandboxGateway>;
  }
}
