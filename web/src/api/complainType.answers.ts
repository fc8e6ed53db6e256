import { ZComplainDeleteResponse, ZComplainType, ZComplainTypePage, ZContentLanguages } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each complainType route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/complainType/query/:page/:pageSize', ZComplainTypePage],
  ['/complainType/add', ZComplainType],
  ['/complainType/update/:id', ZComplainType],
  ['/complainType/delete/:id', ZComplainDeleteResponse],
  ['/complainType/languages', ZContentLanguages],
] satisfies FakeAnswers;
