import {
  ZCloudInfo,
  ZCloudRetention,
  ZOrderAddResponse,
  ZOrderDetail,
  ZOrderPage,
  ZOrderPayResponse,
  ZPricesResponse,
} from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each order, price and cloud route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/userOrder/add', ZOrderAddResponse],
  ['/userOrder/get/:orderNo', ZOrderDetail],
  ['/userOrder/query/:page/:pageSize', ZOrderPage],
  ['/userOrder/pay/:orderNo', ZOrderPayResponse],
  ['/userOrder/captureOrder/:orderNo', ZOrderDetail],
  ['/userOrder/cancel/:orderNo', ZOrderDetail],
  ['/userOrder/refund/:orderNo', ZOrderDetail],
  ['/price/get', ZPricesResponse],
  ['/price/update', ZPricesResponse],
  ['/cloud/info', ZCloudInfo],
  ['/cloud/retention', ZCloudRetention],
  ['/cloud/retention/update', ZCloudRetention],
] satisfies FakeAnswers;
