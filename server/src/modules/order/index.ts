import type { PayMethod } from '@skin/contract';
import type { PaymentProviderName } from '../../config.js';
import { defineModule } from '../../lib/module.js';
import type { PaymentProvider } from '../../lib/payments/types.js';
import routes from './routes.js';
import { createOrderService } from './service.js';

/**
 * The provider modules, by their `PAYMENT_PROVIDERS` name: each module's service (listed before this one in
 * modules/index.ts) exposes `provider`, a PaymentProvider for its method.
 */
const PROVIDER_METHODS: Record<PaymentProviderName, PayMethod> = {
  sandbox: 'sandbox',
  alipay: 'alipay',
  paypal: 'paypal',
  wechatpay: 'wechat',
};

/** Orders (`userOrder/*`): renewals of cloud space and viewer ends, paid through the configured providers. */
export default defineModule({
  name: 'orders',
  routes,
  createService: ({ db, jobs, runtime, config, metrics }, built) => {
    const providers = config.payments.providers.flatMap((name) => {
      const service = built[name] as { provider?: PaymentProvider } | undefined;
      if (!service?.provider)
        throw new Error(`PAYMENT_PROVIDERS names ${name}, whose module is not built before orders`);
      if (service.provider.method !== PROVIDER_METHODS[name])
        throw new Error(`${name} provides ${service.provider.method}`);
      return [service.provider];
    });
    return createOrderService(db, jobs, runtime, { providers, apiPrefix: config.apiPrefix, metrics });
  },
});
