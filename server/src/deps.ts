import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { SmsSender } from './lib/sms/index.js';
import { type AccountService, createAccountService } from './modules/account/service.js';
import { type AuditService, createAuditService } from './modules/audit/service.js';
import { createFileService, type FileService } from './modules/file/service.js';
import { createShopService, type ShopService } from './modules/shop/service.js';
import { createShopDeviceService, type ShopDeviceService } from './modules/shopDevice/service.js';
import { createVcodeService, type VcodeService } from './modules/sms/service.js';
import { createStaffService, type StaffService } from './modules/staff/service.js';
import { createSymptomDescService, type SymptomDescService } from './modules/symptomDesc/service.js';
import { createSymptomLabelService, type SymptomLabelService } from './modules/symptomLabel/service.js';
import { type AppUserService, createAppUserService } from './modules/user/service.js';

/** What route modules reach through `app.deps`: config, database, adapters and services. */
export interface Deps {
  config: Config;
  database: Database;
  db: Database['db'];
  sms: SmsSender;
  vcodes: VcodeService;
  accounts: AccountService;
  appUsers: AppUserService;
  shopDevices: ShopDeviceService;
  shops: ShopService;
  staff: StaffService;
  auditLog: AuditService;
  files: FileService;
  symptomLabels: SymptomLabelService;
  symptomDescs: SymptomDescService;
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
  const appAccounts = {
    appUsers: createAppUserService(db),
    shopDevices: createShopDeviceService(db),
    shops: createShopService(db),
    staff: createStaffService(db),
    auditLog: createAuditService(db),
    files: createFileService(db, config),
    symptomLabels: createSymptomLabelService(db),
  };
  const symptomDescs = createSymptomDescService(db, appAccounts.files);
  return { config, database, db, sms, vcodes, accounts, ...appAccounts, symptomDescs };
}
