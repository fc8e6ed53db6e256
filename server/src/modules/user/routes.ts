import {
  optionalBody,
  ZAppSignOutResponse,
  ZAppUser,
  ZAppUserAddRequest,
  ZAppUserExportRequest,
  ZAppUserIdParams,
  ZAppUserPasswordRequest,
  ZAppUserQueryRequest,
  ZAppUserQueryResponse,
  ZAppUserStatusParams,
  ZAppUserUpdateRequest,
  ZEmpty,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CSV_CONTENT_TYPE, sendExport, XLSX_CONTENT_TYPE } from '../../lib/export.js';
import { caller } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';
import { buildExport } from './export.js';

/**
 * App accounts (`user` resource). Store users read and change their own store's accounts; the
 * platform operator reads one store's accounts at a time (`shopId` in the body) and changes none.
 */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { appUsers } = app.deps;
  const tags = ['user'];

  declareRoutes(fastify, 'user', [
    route({
      path: '/user/query/:page/:pageSize',
      config: { read: true, access: 'users', scope: 'store-or-platform-one' },
      summary: 'App accounts of a store, filtered, sorted and paged (platform: shopId required)',
      body: optionalBody(ZAppUserQueryRequest),
      response: ZAppUserQueryResponse,
      handle: (req) => appUsers.query(storeOf(req), req.params, req.body),
    }),
    route({
      path: '/user/add',
      config: { access: 'users:add', scope: 'store' },
      summary: 'Add an app account to my store',
      body: ZAppUserAddRequest,
      response: ZAppUser,
      handle: (req) => appUsers.add(caller(req), storeOf(req), req.body),
    }),
    route({
      path: '/user/update/:userId',
      config: { access: 'users:edit', scope: 'store' },
      summary: 'Edit an app account of my store',
      params: ZAppUserIdParams,
      body: ZAppUserUpdateRequest,
      response: ZAppUser,
      handle: (req) => appUsers.update(caller(req), storeOf(req), req.params.userId, req.body),
    }),
    route({
      path: '/user/close/:userId',
      config: { access: 'users:delete', scope: 'store' },
      summary: 'Close an app account for good: it can no longer sign in or be changed; its data is kept',
      params: ZAppUserIdParams,
      response: ZAppUser,
      handle: (req) => appUsers.close(caller(req), storeOf(req), req.params.userId),
    }),
    route({
      path: '/user/signOutApp/:userId',
      config: { access: 'users:status', scope: 'store' },
      summary: 'Sign an app account of my store out of the analysis app on every device (it must sign in again)',
      params: ZAppUserIdParams,
      response: ZAppSignOutResponse,
      handle: (req) => appUsers.signOutApp(caller(req), storeOf(req), req.params.userId),
    }),
    route({
      path: '/user/updateStatus/:userId/:userStatus',
      config: { access: 'users:status', scope: 'store' },
      summary: 'Enable (1) or disable (0) an app account of my store',
      params: ZAppUserStatusParams,
      response: ZAppUser,
      handle: (req) => appUsers.updateStatus(caller(req), storeOf(req), req.params.userId, req.params.userStatus),
    }),
    route({
      path: '/user/updatePwd/:userId',
      config: { access: 'users:password', scope: 'store' },
      summary: 'Set a new sign-in password for an app account of my store',
      params: ZAppUserIdParams,
      body: ZAppUserPasswordRequest,
      response: ZEmpty,
      handle: async (req) => {
        await appUsers.setPassword(caller(req), storeOf(req), req.params.userId, req.body.pwd);
        return null;
      },
    }),
  ]);

  app.post(
    '/user/export',
    {
      // Exporting the list needs both codes.
      config: { read: true, reads: 'replica', access: { allOf: ['export', 'users'] }, scope: 'store-or-platform-one' },
      schema: {
        tags,
        summary: 'The filtered app account list as a CSV or XLSX file (needs the users and export codes)',
        body: optionalBody(ZAppUserExportRequest),
        produces: [CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE],
      },
    },
    async (req, reply) => {
      const rows = await appUsers.exportRows(storeOf(req), req.body);
      const file = await buildExport(rows, req.body.format, req.lang, req.body.timeZone ?? 'UTC');
      return sendExport(reply, file);
    },
  );
}
