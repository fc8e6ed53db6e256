import { defineModule } from '../../lib/module.js';
import { createWechatPay } from './provider.js';
import routes from './routes.js';

/** WeChat Pay (`PAYMENT_PROVIDERS` naming `wechatpay`): APIv3 Native payment in CNY, shown as a QR code. */
export default defineModule({
  name: 'wechatpay',
  routes,
  createService: ({ config }) => {
    const c = config.payments.wechatpay;
    if (!config.payments.providers.includes('wechatpay')) return null;
    return createWechatPay({
      mchid: c.mchid!,
      appid: c.appid!,
      serial: c.serial!,
      privateKey: c.privateKey!,
      apiv3Key: c.apiv3Key!,
      platformCert: c.platformCert!,
      apiBase: c.apiBase,
    });
  },
});

declare module '../../lib/module.js' {
  interface Services {
    /** null unless PAYMENT_PROVIDERS names it. */
    wechatpay: ReturnType<typeof createWechatPay> | null;
  }
}
