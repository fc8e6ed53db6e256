import { ZAuditQueryResponse } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each audit route the console calls (test/contract-answers.ts checks fakes with them). */
export default [['/audit/query/:page/:pageSize', ZAuditQueryResponse]] satisfies FakeAnswers;
