import { ZDataOverview } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each data route the console calls (test/contract-answers.ts checks fakes with them). */
export default [['/data/overview', ZDataOverview]] satisfies FakeAnswers;
