import { ZShopDevice, ZShopDeviceDeleteResponse, ZShopDeviceQueryResponse } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each shopDevice route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/shopDevice/query', ZShopDeviceQueryResponse],
  ['/shopDevice/query/:page/:pageSize', ZShopDeviceQueryResponse],
  ['/shopDevice/add', ZShopDevice],
  ['/shopDevice/delete/:deviceNo', ZShopDeviceDeleteResponse],
] satisfies FakeAnswers;
