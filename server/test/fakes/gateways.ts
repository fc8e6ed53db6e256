import { startFakeAlipay } from './alipay.js';
import { rsaKeys } from './kit.js';
import { startFakePayPal } from './paypal.js';
import { startFakeWechatPay } from './wechatpay.js';

/**
 * The three real providers' fake gateways with keys made for this run, and the env that points a server at
 * them (the variables of DESIGN.md section 9, exactly as production sets them).
 */
export async function startGateways() {
  const appKeys = rsaKeys();
  const merchantKeys = rsaKeys();
  const ids = {
    alipayAppId: '2021000000000001',
    paypalClientId: 'fake-client-id',
    paypalSecret: 'fake-client-secret',
    paypalWebhookId: 'WH1FAKE0000000001',
    mchid: '1900000001',
    wxAppid: 'wx0000000000000001',
    merchantSerial: '5A0C4F0E0D3B6B1C00000000000000000000AB12',
    apiv3Key: 'FakeApiV3KeyOf32CharactersLong!!',
  };
  const alipay = await startFakeAlipay({ appId: ids.alipayAppId, appPublicKey: appKeys.publicKey });
  const paypal = await startFakePayPal({
    clientId: ids.paypalClientId,
    clientSecret: ids.paypalSecret,
    webhookId: ids.paypalWebhookId,
  });
  const wechat = await startFakeWechatPay({
    mchid: ids.mchid,
    appid: ids.wxAppid,
    merchantSerial: ids.merchantSerial,
    merchantPublicKey: merchantKeys.publicKey,
    apiv3Key: ids.apiv3Key,
  });
  const env: Record<string, string> = {
    PAYMENT_PROVIDERS: 'sandbox,alipay,paypal,wechatpay',
    ALIPAY_APP_ID: ids.alipayAppId,
    ALIPAY_PRIVATE_KEY: appKeys.privatePem,
    ALIPAY_PUBLIC_KEY: alipay.keys.publicPem,
    ALIPAY_GATEWAY: alipay.gateway,
    ALIPAY_SELLER_ID: alipay.sellerId,
    PAYPAL_CLIENT_ID: ids.paypalClientId,
    PAYPAL_CLIENT_SECRET: ids.paypalSecret,
    PAYPAL_WEBHOOK_ID: ids.paypalWebhookId,
    PAYPAL_API_BASE: paypal.url,
    WECHATPAY_MCHID: ids.mchid,
    WECHATPAY_APPID: ids.wxAppid,
    WECHATPAY_SERIAL: ids.merchantSerial,
    WECHATPAY_PRIVATE_KEY: merchantKeys.privatePem,
    WECHATPAY_APIV3_KEY: ids.apiv3Key,
    WECHATPAY_PLATFORM_CERT: wechat.certificate,
    WECHATPAY_API_BASE: wechat.url,
  };
  return {
    alipay,
    paypal,
    wechat,
    env,
    ids,
    appKeys,
    merchantKeys,
    close: () => Promise.all([alipay.close(), paypal.close(), wechat.close()]),
  };
}

export type Gateways = Awaited<ReturnType<typeof startGateways>>;
