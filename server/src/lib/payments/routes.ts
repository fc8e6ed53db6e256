import { envelope, type PayMethod, ZOrderDetail, ZOrderPayResponse, zOrderNo } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../http.js';
import { storeOf, storeOrAllOf } from '../scope.js';

/** Reading and paying an order: `my-orders` or `cloud` (the payment page serves both screens). */
export const PAY_ACCESS = ['my-orders', 'cloud'] as const;

/**
 * A console call a provider names after itself (SPEC's provider routes): `open` is `userOrder/pay` with this
 * provider, `capture` is `userOrder/captureOrder`, `cancel` is `userOrder/cancel`, each with the same access
 * and scope. The order number comes from the path or the body, under the name the provider's API uses.
 */
export interface ProviderCall {
  kind: 'open' | 'capture' | 'cancel';
  path: string;
  /** Where the order number is, and its name there (`orderNo`, Alipay's `outTradeNo`). */
  from: 'params' | 'body';
  key: 'orderNo' | 'outTradeNo';
  summary: string;
}

export function registerProviderCalls(
  fastify: FastifyInstance,
  method: PayMethod,
  tags: string[],
  calls: readonly ProviderCall[],
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { orders } = app.deps;
  for (const call of calls) {
    const input = z.object({ [call.key]: zOrderNo });
    const orderNoOf = (req: { params: unknown; body: unknown }) =>
      (call.from === 'params' ? req.params : req.body) as Record<string, string>;
    const schema = {
      tags,
      summary: call.summary,
      ...(call.from === 'params' ? { params: input } : { body: input }),
    };
    if (call.kind === 'open') {
      app.post(
        call.path,
        {
          config: { access: PAY_ACCESS, scope: 'store' },
          schema: { ...schema, response: { 200: envelope(ZOrderPayResponse) } },
        },
        async (req) => ok(req, await orders.pay(storeOf(req), orderNoOf(req)[call.key]!, method, req.lang)),
      );
    } else if (call.kind === 'capture') {
      app.post(
        call.path,
        {
          config: { access: PAY_ACCESS, scope: 'store-or-platform-all' },
          schema: { ...schema, response: { 200: envelope(ZOrderDetail) } },
        },
        async (req) => ok(req, await orders.capture(orderNoOf(req)[call.key]!, storeOrAllOf(req))),
      );
    } else {
      app.post(
        call.path,
        {
          config: { access: 'my-orders', scope: 'store' },
          schema: { ...schema, response: { 200: envelope(ZOrderDetail) } },
        },
        async (req) => ok(req, await orders.cancel(caller(req), storeOf(req), orderNoOf(req)[call.key]!)),
      );
    }
  }
}
