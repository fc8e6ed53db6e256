import { ZReport, ZShareAddResponse, ZSharedReport, ZShareListResponse, ZShareRevokeResponse } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each report route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/customer/report', ZReport],
  ['/customer/share', ZShareAddResponse],
  ['/customer/shares/:id', ZShareListResponse],
  ['/customer/share/revoke/:shareId', ZShareRevokeResponse],
  ['/report/open', ZSharedReport],
] satisfies FakeAnswers;
