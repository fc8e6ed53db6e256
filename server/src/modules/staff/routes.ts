import {
  envelope,
  optionalBody,
  ZEmpty,
  ZPageParams,
  ZStaff,
  ZStaffAddRequest,
  ZStaffIdParams,
  ZStaffPasswordRequest,
  ZStaffQueryRequest,
  ZStaffQueryResponse,
  ZStaffUpdateRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, ok } from '../../lib/http.js';
import { storeOf } from '../../lib/scope.js';

/** Staff: console sub-accounts of my store and the access codes granted to them (store owner only). */
export default async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { staff } = app.deps;
  const tags = ['staff'];
  const config = { access: 'staff', scope: 'store-owner' } as const;

  app.post(
    '/staff/query/:page/:pageSize',
    {
      config: { ...config, read: true },
      schema: {
        tags,
        summary: "My store's staff accounts with their access codes",
        params: ZPageParams,
        body: optionalBody(ZStaffQueryRequest),
        response: { 200: envelope(ZStaffQueryResponse) },
      },
    },
    async (req) => ok(req, await staff.query(storeOf(req), req.params, req.body)),
  );

  app.post(
    '/staff/add',
    {
      config,
      schema: {
        tags,
        summary: 'Create a staff account and grant it access codes',
        body: ZStaffAddRequest,
        response: { 200: envelope(ZStaff) },
      },
    },
    async (req) => ok(req, await staff.add(caller(req), storeOf(req), req.body)),
  );

  app.post(
    '/staff/update/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change a staff account's codes, status or phone (disabling or changing codes signs it out)",
        params: ZStaffIdParams,
        body: ZStaffUpdateRequest,
        response: { 200: envelope(ZStaff) },
      },
    },
    async (req) => ok(req, await staff.update(caller(req), storeOf(req), req.params.id, req.body)),
  );

  app.post(
    '/staff/updatePwd/:id',
    {
      config,
      schema: {
        tags,
        summary: "Set a staff account's password (signs it out everywhere)",
        params: ZStaffIdParams,
        body: ZStaffPasswordRequest,
        response: { 200: envelope(ZEmpty) },
      },
    },
    async (req) => {
      await staff.setPassword(caller(req), storeOf(req), req.params.id, req.body.pwd);
      return ok(req, null);
    },
  );
}
