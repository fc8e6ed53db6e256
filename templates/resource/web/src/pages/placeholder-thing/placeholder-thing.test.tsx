import type { AccessCode, TPlaceholderThing } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectReadOnly, onePage, screenOpener, serveScreen } from '../../test/crud-page';
import { signedInPerTest } from '../../test/fake-api';
import { button, dialogFromPage, rowOf, user } from '../../test/helpers';
import PlaceholderThingPage from '.';

const thing = (over: Partial<TPlaceholderThing>): TPlaceholderThing => ({
  id: 1,
  shopId: 3,
  name: 'Alpha',
  sort: 0,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});
const ROWS = [thing({}), thing({ id: 2, name: 'Beta', sort: 1 })];

const serve = (rows = ROWS) =>
  serveScreen({
    '/placeholderThing/query/:page/:pageSize': onePage(rows),
    '/placeholderThing/add': (body) => thing({ id: 3, name: String(body.name) }),
  });

const EDIT: AccessCode[] = ['placeholder-thing', 'placeholder-thing:edit'];
const open = screenOpener(<PlaceholderThingPage />, { path: '/placeholder-thing', access: EDIT });

signedInPerTest();

describe('/placeholder-thing', () => {
  it('lists the rows and searches them by name', async () => {
    const bodies = serve();
    open();
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(rowOf('Beta')).toBeTruthy();
    expect(bodies['/placeholderThing/query/1/20']?.[0]).toEqual({ name: null });
  });

  it('adds a row through the form dialog', async () => {
    const bodies = serve();
    open();
    await screen.findByText('Alpha');
    const dialog = await dialogFromPage('Add placeholder thing');
    await user.type(within(dialog).getByLabelText('Name'), 'Gamma');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/placeholderThing/add']?.[0]).toEqual({ name: 'Gamma', sort: null }));
  });

  it('offers no change without the edit code', async () => {
    serve();
    open(['placeholder-thing']);
    await screen.findByText('Alpha');
    expectReadOnly('Add placeholder thing');
  });
});
