import { ZProductType, ZProductTypeDeleteResponse, ZProductTypeList } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each productType route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/productType/queryAll', ZProductTypeList],
  ['/productType/add', ZProductType],
  ['/productType/update/:id', ZProductType],
  ['/productType/delete/:id', ZProductTypeDeleteResponse],
] satisfies FakeAnswers;
