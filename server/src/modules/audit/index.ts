import { defineModule } from '../../lib/module.js';
import routes from './routes.js';
import { createAuditService } from './service.js';

/** The audit log (`/audit/query`). */
export default defineModule({ name: 'auditLog', routes, createService: ({ db }) => createAuditService(db) });

declare module '../../lib/module.js' {
  interface Services {
    auditLog: ReturnType<typeof createAuditService>;
  }
}
