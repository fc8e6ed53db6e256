import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { SmsSender } from './lib/sms/index.js';
import { type AccountService, createAccountService } from './modules/account/service.js';
import { createVcodeService, type VcodeService } from './modules/sms/service.js';

/** What route modules reach through `app.deps`: config, database, adapters and services. */
export interface Deps {
  config: Config;
  database: Database;
  db: Database['db'];
  sms: SmsSender;
  vcodes: VcodeService;
  accounts: AccountService;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export function createDeps(config: Config, database: Database, sms: SmsSender): Deps {
  const db = database.db;
  const vcodes = createVcodeService(db, sms);
  const accounts = createAccountService(db, vcodes, { sessionTtlHours: config.sessionTtlHours });
  return { config, database, db, sms, vcodes, accounts };
}
