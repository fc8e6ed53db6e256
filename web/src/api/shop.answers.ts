import { ZShopInfo, ZShopListItem, ZShopQueryResponse } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each shop route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/shop/query/:page/:pageSize', ZShopQueryResponse],
  ['/shop/updateStatus/:shopId/:status', ZShopListItem],
  ['/shop/timeZone', ZShopInfo],
] satisfies FakeAnswers;
