import { defineModule } from '../../lib/module.js';
import { createPayPal } from './provider.js';
import routes from './routes.js';

/** PayPal (`PAYMENT_PROVIDERS` naming `paypal`): Orders v2 in USD, webhooks verified by PayPal, IPN posted back. */
export default defineModule({
  name: 'paypal',
  routes,
  createService: ({ config }) => {
    const c = config.payments.paypal;
    if (!config.payments.providers.includes('paypal')) return null;
    return createPayPal({
      clientId: c.clientId!,
      clientSecret: c.clientSecret!,
      webhookId: c.webhookId!,
      apiBase: c.apiBase,
    });
  },
});

declare module '../../lib/module.js' {
  interface Services {
    /** null unless PAYMENT_PROVIDERS names it. */
    paypal: ReturnType<typeof createPayPal> | null;
  }
}
