import { defineModule, requireService } from '../../lib/module.js';
import type { SandboxGateway } from '../sandbox/gateway.js';
import routes from './routes.js';
import { createOrderService } from './service.js';

/** Orders (`userOrder/*`): renewals of cloud space and viewer ends, paid through the configured providers. */
export default defineModule({
  name: 'orders',
  routes,
  createService: ({ db, jobs, runtime, config }, built) => {
    const configured = new Set<string>(config.payments.providers);
    const providers = [requireService<SandboxGateway>(built, 'sandbox').provider].filter((p) =>
      configured.has(p.method),
    );
    return createOrderService(db, jobs, runtime, { providers, apiPrefix: config.apiPrefix });
  },
});
