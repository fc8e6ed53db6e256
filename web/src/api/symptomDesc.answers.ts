import {
  ZContentLanguages,
  ZSymptomDesc,
  ZSymptomDescClearResponse,
  ZSymptomDescCopyResponse,
  ZSymptomDescList,
} from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each symptomDesc route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/symptomDesc/queryAll', ZSymptomDescList],
  ['/symptomDesc/update/:id', ZSymptomDesc],
  ['/symptomDesc/copyToShop/:language', ZSymptomDescCopyResponse],
  ['/symptomDesc/deleteByShopId', ZSymptomDescClearResponse],
  ['/symptomDesc/languages', ZContentLanguages],
] satisfies FakeAnswers;
