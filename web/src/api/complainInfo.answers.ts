import { ZComplainDeleteResponse, ZComplainInfo, ZComplainInfoPage, ZContentLanguages } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each complainInfo route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/complainInfo/query', ZComplainInfoPage],
  ['/complainInfo/add', ZComplainInfo],
  ['/complainInfo/update/:id', ZComplainInfo],
  ['/complainInfo/delete/:id', ZComplainDeleteResponse],
  ['/complainInfo/languages', ZContentLanguages],
] satisfies FakeAnswers;
