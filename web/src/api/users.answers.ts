import { ZAppSignOutResponse, ZAppUser, ZAppUserQueryResponse, ZEmpty } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each user (app account) route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/user/query/:page/:pageSize', ZAppUserQueryResponse],
  ['/user/add', ZAppUser],
  ['/user/update/:userId', ZAppUser],
  ['/user/updateStatus/:userId/:userStatus', ZAppUser],
  ['/user/close/:userId', ZAppUser],
  ['/user/updatePwd/:userId', ZEmpty],
  ['/user/signOutApp/:userId', ZAppSignOutResponse],
] satisfies FakeAnswers;
