import { ZFilePutResponse, ZPresignResponse } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each file route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/file/put', ZFilePutResponse],
  ['/file/commit', ZFilePutResponse],
  ['/oss/generatePresignedUrl', ZPresignResponse],
] satisfies FakeAnswers;
