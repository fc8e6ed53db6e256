import type { AccessCode, TPlaceholderThing } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInPerTest } from '../../test/fake-api';
import { button, findButton, openDialog, page, rowOf, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
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

function serve(rows = ROWS) {
  return fakeApi({
    '/placeholderThing/query/:page/:pageSize': { list: rows, total: rows.length, page: 1, pageSize: 20 },
    '/placeholderThing/add': (body) => thing({ id: 3, name: String(body.name) }),
  });
}

const EDIT: AccessCode[] = ['placeholder-thing', 'placeholder-thing:edit'];
const open = (access: AccessCode[] = EDIT) =>
  renderWithProviders(<PlaceholderThingPage />, { path: '/placeholder-thing', user: buildUser({ access }) });

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
    await user.click(button(page(), 'Add placeholder thing'));
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'Gamma');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/placeholderThing/add']?.[0]).toEqual({ name: 'Gamma', sort: null }));
  });

  it('offers no change without the edit code', async () => {
    serve();
    open(['placeholder-thing']);
    await screen.findByText('Alpha');
    expect(findButton(page(), 'Add placeholder thing')).toBeNull();
    expect(findButton(page(), 'Edit')).toBeNull();
  });
});
