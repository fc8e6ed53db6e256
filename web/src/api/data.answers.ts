import { ZDataAnalyses, ZDataOverview } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each data route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  // `analyses` (issue 23) is checked here until ZDataOverview carries it.
  ['/data/overview', ZDataOverview.extend({ analyses: ZDataAnalyses.optional() })],
] satisfies FakeAnswers;
