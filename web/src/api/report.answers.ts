import { ZReport, ZShareAddResponse, ZSharedReport, ZShareListResponse, zDateTime } from '@skin/contract';
import { z } from 'zod';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each report route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/customer/report', ZReport],
  ['/customer/share', ZShareAddResponse],
  ['/customer/shares/:id', ZShareListResponse],
  ['/customer/share/revoke/:shareId', z.object({ id: z.number().int(), revokedAt: zDateTime })],
  ['/report/open', ZSharedReport],
] satisfies FakeAnswers;
