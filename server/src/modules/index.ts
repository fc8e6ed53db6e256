import account from './account/index.js';
import adInfo from './adInfo/index.js';
import alipay from './alipay/index.js';
import analysis from './analysis/index.js';
import appApi from './app/index.js';
import audit from './audit/index.js';
import cloud from './cloud/index.js';
import complainInfo from './complainInfo/index.js';
import complainType from './complainType/index.js';
import customer from './customer/index.js';
import data from './data/index.js';
import file from './file/index.js';
import health from './health/index.js';
import order from './order/index.js';
import paypal from './paypal/index.js';
import price from './price/index.js';
import product from './product/index.js';
import productType from './productType/index.js';
import sandbox from './sandbox/index.js';
import shop from './shop/index.js';
import shopDevice from './shopDevice/index.js';
import sms from './sms/index.js';
import staff from './staff/index.js';
import symptomDesc from './symptomDesc/index.js';
import symptomLabel from './symptomLabel/index.js';
import treatmentCase from './treatmentCase/index.js';
import user from './user/index.js';
import wechatpay from './wechatpay/index.js';

/**
 * Every API module, one line each: their routes are registered under the API prefix in this
 * order, and their services make up `app.deps` (deps.ts). A new resource adds its line here.
 *
 * Names: `user` (service `appUsers`) is the companion app's accounts, owned by a store;
 * `account` (service `consoleAccounts`) is who signs in to this console.
 */
export const API_MODULES = [
  health,
  account,
  sms,
  user,
  shop,
  shopDevice,
  staff,
  audit,
  file,
  symptomLabel,
  symptomDesc,
  productType,
  product,
  complainType,
  complainInfo,
  treatmentCase,
  adInfo,
  price,
  sandbox,
  alipay,
  paypal,
  wechatpay,
  order,
  cloud,
  data,
  analysis,
  customer,
  appApi,
] as const;
