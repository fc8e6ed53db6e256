import {
  ZCustomerAnalysesResponse,
  ZCustomerCompareResponse,
  ZCustomerDetail,
  ZCustomerEraseResponse,
  ZCustomerQueryResponse,
  ZCustomerRecommendResponse,
  ZCustomerShopsResponse,
  ZCustomerViewsResponse,
} from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each customer route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/customer/query/:page/:pageSize', ZCustomerQueryResponse],
  ['/customer/shops/:page/:pageSize', ZCustomerShopsResponse],
  ['/customer/get/:id', ZCustomerDetail],
  ['/customer/update/:id', ZCustomerDetail],
  ['/customer/analyses/:id/:page/:pageSize', ZCustomerAnalysesResponse],
  ['/customer/compare', ZCustomerCompareResponse],
  ['/customer/recommend/:analysisId', ZCustomerRecommendResponse],
  ['/customer/erase/:id', ZCustomerEraseResponse],
  ['/customer/views/:id/:page/:pageSize', ZCustomerViewsResponse],
] satisfies FakeAnswers;
