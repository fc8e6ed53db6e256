import type { AccessCode, TSymptomChoice } from '@skin/contract';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { type FakeRoutes, fakeApi } from './fake-api';
import { findButton, page } from './helpers';
import { buildUser, renderWithProviders } from './render';

/**
 * The kit of a CRUD screen's component test (a list with its add, edit and delete dialogs, as the content screens
 * have): the screen's routes answered with the store picker's, the screen opened as a kind of console account, the
 * dialog steps, and what an account that may not change the list sees.
 */

/** A list answered in one page, as a paged query's route answers it. */
export const onePage = <T>(list: T[], pageSize = 20) => ({ list, total: list.length, page: 1, pageSize });

/**
 * Answers the screen's own `routes` and the store picker's (no stores), then the test's `overrides`, which win for
 * the routes they name; answers the bodies sent, as `fakeApi` does.
 */
export function serveScreen<Body = unknown>(routes: FakeRoutes, overrides: FakeRoutes = {}) {
  fakeApi({ ...routes, '/shop/query/:page/:pageSize': onePage([], 50) });
  return fakeApi<Body>(overrides);
}

type Kind = 'owner' | 'staff' | 'platform';

/**
 * `open(access, kind, at)` renders `ui` at its `path` (or at `at`, a link with a query) for a console account of
 * that kind with those codes: an owner with the screen's `access` unless the test says otherwise. `routes` are the
 * screens a link leads to.
 */
export function screenOpener(
  ui: ReactElement,
  { path, access, routes }: { path: string; access: AccessCode[]; routes?: { path: string; element: ReactElement }[] },
) {
  return (codes: AccessCode[] = access, kind: Kind = 'owner', at = path) =>
    renderWithProviders(ui, { path: at, user: buildUser({ access: codes, kind }), routes });
}

/** The messages shown under the fields of `form`, in order. */
export const fieldErrors = (form: HTMLElement) =>
  [...form.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** The form item (label, field and its message) of the field labelled `label` inside `form`. */
export const formItem = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

/** Neither `adds` (the page's add buttons) nor any row's Edit and Delete: a list its reader may not change. */
export function expectReadOnly(...adds: string[]) {
  for (const add of adds) expect(findButton(page(), add)).toBeNull();
  expect(findButton(page(), 'Edit')).toBeNull();
  expect(findButton(page(), 'Delete')).toBeNull();
}

/** The platform reading a store's content: the note that only the store changes it, and no way to change it. */
export function expectViewingStore(...adds: string[]) {
  expect(screen.getByText('You are viewing a store’s content. Only the store can change it.')).toBeTruthy();
  expectReadOnly(...adds);
}

/** The three degrees of a symptom label, with their colours. */
const DEGREES: TSymptomChoice['degrees'] = [
  { degree: 1, color: '#FADB14' },
  { degree: 2, color: '#FA8C16' },
  { degree: 3, color: '#F5222D' },
];

/** A symptom the store's labels offer (`/symptomLabel/symptoms`). */
export const symptomChoice = (
  symptomKey: string,
  name: string,
  over: Partial<TSymptomChoice> = {},
): TSymptomChoice => ({ symptomKey, name, typeName: 'Blemishes', language: 'en-US', degrees: DEGREES, ...over });
