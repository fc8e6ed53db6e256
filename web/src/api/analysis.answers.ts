import { ZAnalysis, ZAnalysisQueryResponse, ZAnalysisShopsResponse } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each analysis route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/analysis/query/:page/:pageSize', ZAnalysisQueryResponse],
  ['/analysis/get/:id', ZAnalysis],
  ['/analysis/shops/:page/:pageSize', ZAnalysisShopsResponse],
] satisfies FakeAnswers;
