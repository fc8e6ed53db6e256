import type { AccessCode, TComplainType } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectReadOnly, expectViewingStore, formItem, onePage, screenOpener, serveScreen } from '../../test/crud-page';
import { type FakeRoutes, refusal, signedInPerTest } from '../../test/fake-api';
import {
  button,
  deleteAfterConfirming,
  dialogFromPage,
  dialogFromRow,
  editAfterCancelling,
  findButton,
  page,
  rowOf,
  user,
} from '../../test/helpers';
import ComplaintTypePage from '.';

const type = (over: Partial<TComplainType>): TComplainType => ({
  id: 1,
  shopId: 3,
  language: 'en-US',
  name: 'Acne',
  sort: 0,
  contentCount: 3,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});
const TYPES = [type({}), type({ id: 2, name: 'Dull skin', sort: 1, contentCount: 0 })];

const serve = (overrides: FakeRoutes = {}, types = TYPES) =>
  serveScreen(
    {
      '/complainType/query/:page/:pageSize': onePage(types),
      '/complainType/languages': { list: types.length ? [{ language: 'en-US', count: types.length }] : [] },
    },
    overrides,
  );

const OWNER: AccessCode[] = ['complaint-type', 'complaint-type:edit', 'complain-info'];
const open = screenOpener(<ComplaintTypePage />, { path: '/complaint-type', access: OWNER });
const queried = (bodies: Record<string, unknown[]>) => bodies['/complainType/query/1/20'] ?? [];

signedInPerTest();

describe('/complaint-type', () => {
  it('lists the types of the interface language with how many complaints each holds', async () => {
    const bodies = serve();
    open();
    expect(await screen.findByText('Acne')).toBeTruthy();
    expect(within(rowOf('Acne')).getByText('3')).toBeTruthy();
    expect(within(rowOf('Acne')).getByText('View').closest('a')?.getAttribute('href')).toBe(
      `/complain-info?language=en-US&list=${encodeURIComponent('{"typeId":1}')}`,
    );
    expect(queried(bodies)[0]).toEqual({ language: 'en-US', name: null, shopId: null });
  });

  it('lists the content language of the link', async () => {
    const bodies = serve();
    open(OWNER, 'owner', '/complaint-type?language=ja-JP');
    await screen.findByText('Acne');
    expect(queried(bodies)[0]).toMatchObject({ language: 'ja-JP' });
  });

  it('says what to do first when the language has no types', async () => {
    serve({}, []);
    open();
    expect(await screen.findByText('No complaint types in English yet')).toBeTruthy();
    expect(screen.getByText(/then add the complaints under each/)).toBeTruthy();
    expect((await dialogFromPage('Add type')).textContent).toContain('Add complaint type');
  });

  it("Edit one type, Cancel, Edit another: the form holds the other's name and saves it", async () => {
    const bodies = serve({ '/complainType/update/2': TYPES[1]! });
    open();
    await screen.findByText('Acne');
    expect((await editAfterCancelling('Acne', 'Dull skin', 'Type name')).value).toBe('Dull skin');
    await waitFor(() => expect(bodies['/complainType/update/2']?.[0]).toMatchObject({ name: 'Dull skin' }));
    expect(bodies['/complainType/update/1']).toBeUndefined();
  });

  it('hides add, edit and delete without the edit code', async () => {
    serve();
    open(['complaint-type'], 'staff');
    await screen.findByText('Acne');
    expectReadOnly('Add type');
  });

  it('cannot delete a type that holds complaints; deletes an empty one after a confirmation naming it', async () => {
    const bodies = serve({ '/complainType/delete/2': { id: 2 } });
    open();
    await screen.findByText('Acne');
    expect(button(rowOf('Acne'), 'Delete').hasAttribute('disabled')).toBe(true);
    await deleteAfterConfirming(bodies, {
      row: 'Dull skin',
      path: '/complainType/delete/2',
      says: ['Delete the complaint type "Dull skin"?', 'This cannot be undone.'],
    });
    expect(await screen.findByText('Complaint type "Dull skin" deleted')).toBeTruthy();
  });

  it('the add form prompts for the name, shows its language, and puts a duplicate under the name', async () => {
    let added = 0;
    const bodies = serve({
      '/complainType/add': (body) =>
        added++ === 0
          ? refusal(600402, 'The complaint type "acne" already exists')
          : type({ id: 9, name: (body as { name: string }).name, contentCount: 0 }),
    });
    open();
    await screen.findByText('Acne');
    const dialog = await dialogFromPage('Add type');
    expect(dialog.textContent).toContain('Content language: English. It cannot be changed after the type is added.');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Enter the type name')).toBeTruthy();
    expect(bodies['/complainType/add']).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Type name'), 'acne');
    await user.click(button(dialog, 'OK'));
    expect(
      await within(formItem(dialog, 'Type name')).findByText('The complaint type "acne" already exists'),
    ).toBeTruthy();
    expect(bodies['/complainType/add']).toEqual([{ language: 'en-US', name: 'acne', sort: null }]);

    await user.clear(within(dialog).getByLabelText('Type name'));
    await user.type(within(dialog).getByLabelText('Type name'), ' Redness ');
    await user.type(within(dialog).getByLabelText('Sort order'), '4');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/complainType/add']).toHaveLength(2));
    expect(bodies['/complainType/add']![1]).toEqual({ language: 'en-US', name: 'Redness', sort: 4 });
    expect(await screen.findByText('Complaint type "Redness" added')).toBeTruthy();
  });

  it('edits the name and sort order of a type', async () => {
    const bodies = serve({
      '/complainType/update/1': (body) => type({ ...(body as object) }),
    });
    open();
    await screen.findByText('Acne');
    const dialog = await dialogFromRow('Acne');
    expect(dialog.textContent).toContain('Edit complaint type');
    const name = within(dialog).getByLabelText('Type name') as HTMLInputElement;
    expect(name.value).toBe('Acne');
    await user.clear(name);
    await user.type(name, 'Acne and breakouts');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/complainType/update/1']).toEqual([{ name: 'Acne and breakouts', sort: 0 }]));
  });

  it('the platform edits its own set', async () => {
    const own = serve();
    open(OWNER, 'platform');
    await screen.findByText('Acne');
    expect(screen.getByText('These are the platform’s own complaint types.')).toBeTruthy();
    expect(findButton(page(), 'Add type')).not.toBeNull();
    expect(queried(own)[0]).toMatchObject({ shopId: null });
  });

  it("shows a store's types to the platform without edit buttons", async () => {
    const bodies = serve();
    open(OWNER, 'platform', '/complaint-type?shopId=5');
    await screen.findByText('Acne');
    expectViewingStore('Add type');
    expect(queried(bodies)[0]).toMatchObject({ shopId: 5 });
    expect(within(rowOf('Acne')).getByText('View').closest('a')?.getAttribute('href')).toContain('shopId=5');
  });
});
