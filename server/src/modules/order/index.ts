import type { PayMethod } from '@skin/contract';
import type { PaymentProviderName } from '../../config.js';
import { defineModule } from '../../lib/module.js';
import type { PaymentProvider } from '../../lib/payments/types.js';
import routes from './routes.js';
import { createOrderService } from './service.js';

/** The method each provider module's `provider` answers for, by its `PAYMENT_PROVIDERS` name. */
const PROVIDER_METHODS: Record<PaymentProviderName, PayMethod> = {
  sandbox: 'sandbox',
  alipay: 'alipay',
  paypal: 'paypal',
  wechatpay: 'wechat',
};

/** Orders (`userOrder/*`): renewals of cloud space and viewer ends, paid through the configured providers. */
export default defineModule({
  name: 'orders',
  // The provider modules: each service (null when PAYMENT_PROVIDERS does not name it) exposes `provider`.
  needs: ['sandbox', 'alipay', 'paypal', 'wechatpay'],
  routes,
  createService: ({ db, jobs, runtime, config, metrics }, modules) => {
    const providers = config.payments.providers.map((name): PaymentProvider => {
      const provider = modules[name]?.provider;
      if (!provider) throw new Error(`PAYMENT_PROVIDERS names ${name}, whose module built no provider`);
      if (provider.method !== PROVIDER_METHODS[name]) throw new Error(`${name} provides ${provider.method}`);
      return provider;
    });
    return createOrderService(db, jobs, runtime, { providers, apiPrefix: config.apiPrefix, metrics });
  },
});

declare module '../../lib/module.js' {
  interface Services {
    orders: ReturnType<typeof createOrderService>;
  }
}
