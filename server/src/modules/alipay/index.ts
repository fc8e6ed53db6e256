import { defineModule } from '../../lib/module.js';
import { createAlipay } from './provider.js';
import routes from './routes.js';

/** Alipay (`PAYMENT_PROVIDERS` naming `alipay`): computer-website payment in CNY, RSA2-signed both ways. */
export default defineModule({
  name: 'alipay',
  routes,
  createService: ({ config }) => {
    const c = config.payments.alipay;
    if (!config.payments.providers.includes('alipay')) return null;
    return createAlipay({
      appId: c.appId!,
      privateKey: c.privateKey!,
      publicKey: c.publicKey!,
      gateway: c.gateway,
      sellerId: c.sellerId,
    });
  },
});

declare module '../../lib/module.js' {
  interface Services {
    /** null unless PAYMENT_PROVIDERS names it. */
    alipay: ReturnType<typeof createAlipay> | null;
  }
}
