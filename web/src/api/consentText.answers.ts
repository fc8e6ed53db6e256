import { ZConsentText, ZConsentTextHistory, ZConsentTextLanguages, ZConsentTextSaveResponse } from '@skin/contract';
import type { FakeAnswers } from '../test/contract-answers';

/** The `datas` schema of each consent text route the console calls (test/contract-answers.ts checks fakes with them). */
export default [
  ['/consentText/languages', ZConsentTextLanguages],
  ['/consentText/history/:page/:pageSize', ZConsentTextHistory],
  ['/consentText/get/:id', ZConsentText],
  ['/consentText/save', ZConsentTextSaveResponse],
] satisfies FakeAnswers;
