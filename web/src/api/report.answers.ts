import { ZReport } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each report route the console calls (test/contract-answers.ts checks fakes with them). */
export default [['/customer/report', ZReport]] satisfies FakeAnswers;
