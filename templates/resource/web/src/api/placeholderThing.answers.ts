import { ZPlaceholderThing, ZPlaceholderThingDeleteResponse, ZPlaceholderThingPage } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each placeholderThing route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/placeholderThing/query/:page/:pageSize', ZPlaceholderThingPage],
  ['/placeholderThing/add', ZPlaceholderThing],
  ['/placeholderThing/update/:id', ZPlaceholderThing],
  ['/placeholderThing/delete/:id', ZPlaceholderThingDeleteResponse],
] satisfies FakeAnswers;
