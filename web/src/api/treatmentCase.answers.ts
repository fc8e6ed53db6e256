import { ZTreatmentCase, ZTreatmentCaseDeleteResponse, ZTreatmentCasePage } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each treatmentCase route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/treatmentCase/query/:page/:pageSize', ZTreatmentCasePage],
  ['/treatmentCase/get/:id', ZTreatmentCase],
  ['/treatmentCase/add', ZTreatmentCase],
  ['/treatmentCase/update/:id', ZTreatmentCase],
  ['/treatmentCase/delete/:id', ZTreatmentCaseDeleteResponse],
] satisfies FakeAnswers;
