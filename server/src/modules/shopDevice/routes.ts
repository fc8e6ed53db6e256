import {
  envelope,
  optionalBody,
  ZPageParams,
  ZShopDevice,
  ZShopDeviceAddRequest,
  ZShopDeviceDeleteResponse,
  ZShopDeviceNoParams,
  ZShopDeviceQueryRequest,
  ZShopDeviceQueryResponse,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller, ok } from '../../lib/http.js';
import { storeOf } from '../../lib/scope.js';

/** Devices of a store (`shopDevice` resource). The platform operator reads one store's devices, changes none. */
export default async function shopDeviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { shopDevices } = app.deps;
  const tags = ['shopDevice'];

  app.post(
    '/shopDevice/query',
    {
      config: { read: true, access: 'shop-device', scope: 'store-or-platform-one' },
      schema: {
        tags,
        summary: "All of a store's devices (up to 1000) with the accounts bound to each (platform: shopId required)",
        body: optionalBody(ZShopDeviceQueryRequest),
        response: { 200: envelope(ZShopDeviceQueryResponse) },
      },
    },
    async (req) => ok(req, await shopDevices.query(storeOf(req), req.body)),
  );

  app.post(
    '/shopDevice/query/:page/:pageSize',
    {
      config: { read: true, access: 'shop-device', scope: 'store-or-platform-one' },
      schema: {
        tags,
        summary: "A store's devices, paged, with the accounts bound to each (platform: shopId required)",
        params: ZPageParams,
        body: optionalBody(ZShopDeviceQueryRequest),
        response: { 200: envelope(ZShopDeviceQueryResponse) },
      },
    },
    async (req) => ok(req, await shopDevices.query(storeOf(req), req.body, req.params)),
  );

  app.post(
    '/shopDevice/add',
    {
      config: { access: 'shop-device:add', scope: 'store' },
      schema: {
        tags,
        summary: 'Add a device to my store (device numbers are unique across stores)',
        body: ZShopDeviceAddRequest,
        response: { 200: envelope(ZShopDevice) },
      },
    },
    async (req) => ok(req, await shopDevices.add(caller(req), storeOf(req), req.body)),
  );

  app.post(
    '/shopDevice/delete/:deviceNo',
    {
      config: { access: 'shop-device:delete', scope: 'store' },
      schema: {
        tags,
        summary:
          'Delete a device of my store; in the same transaction disable the accounts registered with it and its permanent viewer ends. Cannot be undone.',
        params: ZShopDeviceNoParams,
        response: { 200: envelope(ZShopDeviceDeleteResponse) },
      },
    },
    async (req) => ok(req, await shopDevices.delete(caller(req), storeOf(req), req.params.deviceNo)),
  );
}
