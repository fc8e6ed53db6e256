import {
  optionalBody,
  ZShopDevice,
  ZShopDeviceAddRequest,
  ZShopDeviceDeleteResponse,
  ZShopDeviceNoParams,
  ZShopDeviceQueryRequest,
  ZShopDeviceQueryResponse,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../lib/http.js';
import { declareRoutes, route } from '../../lib/route-table.js';
import { storeOf } from '../../lib/scope.js';

/** Devices of a store (`shopDevice` resource). The platform operator reads one store's devices, changes none. */
export default async function shopDeviceRoutes(fastify: FastifyInstance) {
  const { shopDevices } = fastify.deps;

  declareRoutes(fastify, 'shopDevice', [
    route({
      path: '/shopDevice/query',
      config: { read: true, access: 'shop-device', scope: 'store-or-platform-one' },
      summary: "All of a store's devices (up to 1000) with the accounts bound to each (platform: shopId required)",
      body: optionalBody(ZShopDeviceQueryRequest),
      response: ZShopDeviceQueryResponse,
      handle: (req) => shopDevices.query(storeOf(req), req.body),
    }),
    route({
      path: '/shopDevice/query/:page/:pageSize',
      config: { read: true, access: 'shop-device', scope: 'store-or-platform-one' },
      summary: "A store's devices, paged, with the accounts bound to each (platform: shopId required)",
      body: optionalBody(ZShopDeviceQueryRequest),
      response: ZShopDeviceQueryResponse,
      handle: (req) => shopDevices.query(storeOf(req), req.body, req.params),
    }),
    route({
      path: '/shopDevice/add',
      config: { access: 'shop-device:add', scope: 'store' },
      summary: 'Add a device to my store (device numbers are unique across stores)',
      body: ZShopDeviceAddRequest,
      response: ZShopDevice,
      handle: (req) => shopDevices.add(caller(req), storeOf(req), req.body),
    }),
    route({
      path: '/shopDevice/delete/:deviceNo',
      config: { access: 'shop-device:delete', scope: 'store' },
      summary:
        'Delete a device of my store; in the same transaction disable the accounts registered with it and its permanent viewer ends. Cannot be undone.',
      params: ZShopDeviceNoParams,
      response: ZShopDeviceDeleteResponse,
      handle: (req) => shopDevices.delete(caller(req), storeOf(req), req.params.deviceNo),
    }),
  ]);
}
