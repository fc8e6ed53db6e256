import { ZEmpty, ZStaff, ZStaffQueryResponse } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each staff route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/staff/query/:page/:pageSize', ZStaffQueryResponse],
  ['/staff/add', ZStaff],
  ['/staff/update/:id', ZStaff],
  ['/staff/updatePwd/:id', ZEmpty],
] satisfies FakeAnswers;
