import { ZProduct, ZProductBatchAddResponse, ZProductDeleteResponse, ZProductPage } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each product route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/product/query/:page/:pageSize', ZProductPage],
  ['/product/get/:id', ZProduct],
  ['/product/add', ZProduct],
  ['/product/update/:id', ZProduct],
  ['/product/delete/:id', ZProductDeleteResponse],
  ['/product/batchAdd', ZProductBatchAddResponse],
] satisfies FakeAnswers;
