import {
  ZContentLanguages,
  ZSymptomChoiceList,
  ZSymptomLabel,
  ZSymptomLabelCopyResponse,
  ZSymptomLabelDeleteResponse,
  ZSymptomLabelImportResponse,
  ZSymptomLabelList,
  ZSymptomLabelUsage,
} from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each symptomLabel route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/symptomLabel/symptoms', ZSymptomChoiceList],
  ['/symptomLabel/queryAll', ZSymptomLabelList],
  ['/symptomLabel/queryAllByShop', ZSymptomLabelList],
  ['/symptomLabel/add', ZSymptomLabel],
  ['/symptomLabel/update/:id', ZSymptomLabel],
  ['/symptomLabel/delete/:id', ZSymptomLabelDeleteResponse],
  ['/symptomLabel/usage/:id', ZSymptomLabelUsage],
  ['/symptomLabel/copyToShop', ZSymptomLabelCopyResponse],
  ['/symptomLabel/batchAdd', ZSymptomLabelImportResponse],
  ['/symptomLabel/languages', ZContentLanguages],
] satisfies FakeAnswers;
