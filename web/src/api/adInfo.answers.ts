import { ZAdInfo, ZAdInfoDeleteResponse, ZAdInfoList, ZAdInfoPage, ZContentLanguages } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each adInfo route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/adInfo/query/:page/:pageSize', ZAdInfoPage],
  ['/adInfo/add', ZAdInfo],
  ['/adInfo/update/:id', ZAdInfo],
  ['/adInfo/delete/:id', ZAdInfoDeleteResponse],
  ['/adInfo/sort', ZAdInfoList],
  ['/adInfo/languages', ZContentLanguages],
] satisfies FakeAnswers;
