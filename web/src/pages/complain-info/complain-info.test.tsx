import type { AccessCode, TComplainInfo, TComplainType } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectReadOnly,
  expectViewingStore,
  fieldErrors,
  formItem,
  onePage,
  screenOpener,
  serveScreen,
} from '../../test/crud-page';
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
import ComplainInfoPage from '.';

const now = new Date().toISOString();
const type = (id: number, name: string): TComplainType => ({
  id,
  shopId: 3,
  language: 'en-US',
  name,
  sort: id,
  contentCount: 1,
  createdAt: now,
  updatedAt: now,
});
const info = (over: Partial<TComplainInfo>): TComplainInfo => ({
  id: 1,
  shopId: 3,
  typeId: 1,
  typeName: 'Acne',
  language: 'en-US',
  content: 'Breakouts on my chin',
  sort: 0,
  createdAt: now,
  updatedAt: now,
  ...over,
});
const TYPES = [type(1, 'Acne'), type(2, 'Dull skin')];
const INFOS = [info({}), info({ id: 2, typeId: 2, typeName: 'Dull skin', content: 'Looks tired' })];

const serve = (overrides: FakeRoutes = {}, types = TYPES, infos = INFOS) =>
  serveScreen(
    {
      '/complainType/query/:page/:pageSize': onePage(types, 200),
      '/complainInfo/query': onePage(infos),
      '/complainInfo/languages': { list: infos.length ? [{ language: 'en-US', count: infos.length }] : [] },
    },
    overrides,
  );

const OWNER: AccessCode[] = ['complaint-type', 'complaint-type:edit', 'complain-info', 'complain-info:edit'];
const open = screenOpener(<ComplainInfoPage />, {
  path: '/complain-info',
  access: OWNER,
  routes: [{ path: '/complaint-type', element: <div data-testid="types-screen" /> }],
});

signedInPerTest();

describe('/complain-info', () => {
  it("lists the language's complaints with their type, and picks types from that language", async () => {
    const bodies = serve();
    open();
    expect(await screen.findByText('Breakouts on my chin')).toBeTruthy();
    expect(within(rowOf('Looks tired')).getByText('Dull skin')).toBeTruthy();
    expect(bodies['/complainType/query/1/200']![0]).toEqual({ language: 'en-US', shopId: null });
    expect(bodies['/complainInfo/query']!.at(-1)).toEqual({
      language: 'en-US',
      typeId: null,
      content: null,
      shopId: null,
      page: 1,
      pageSize: 20,
    });
  });

  it("filters by the link's type", async () => {
    const bodies = serve();
    open(OWNER, 'owner', `/complain-info?list=${encodeURIComponent('{"typeId":2}')}`);
    await screen.findByText('Breakouts on my chin');
    expect(bodies['/complainInfo/query']!.at(-1)).toMatchObject({ typeId: 2 });
  });

  it('ignores a type filter that is not among the language’s types', async () => {
    const bodies = serve();
    open(OWNER, 'owner', `/complain-info?language=ja-JP&list=${encodeURIComponent('{"typeId":99}')}`);
    await screen.findByText('Breakouts on my chin');
    expect(bodies['/complainInfo/query']!.at(-1)).toMatchObject({ language: 'ja-JP', typeId: null });
  });

  it('says to add a complaint type first when the language has none, with the way there', async () => {
    const bodies = serve({}, [], []);
    const { router } = open();
    expect(await screen.findByText('Add a complaint type first')).toBeTruthy();
    expect(screen.getByText(/there are no complaint types in English yet/)).toBeTruthy();
    expect(findButton(page(), 'Add complaint')).toBeNull();
    expect(bodies['/complainInfo/query']).toBeDefined();
    await user.click(button(page(), 'Go to complaint types'));
    await screen.findByTestId('types-screen');
    expect(router.state.location.search).toBe('?language=en-US');
  });

  it('says what to do when the language has types but no complaints', async () => {
    serve({}, TYPES, []);
    open();
    expect(await screen.findByText('No complaints in English yet')).toBeTruthy();
    expect(findButton(page(), 'Add complaint')).not.toBeNull();
  });

  it('hides add, edit and delete without the edit code', async () => {
    serve();
    open(['complain-info'], 'staff');
    await screen.findByText('Breakouts on my chin');
    expectReadOnly('Add complaint');
  });

  it('the add form asks for the type and the text, and puts a duplicate under the text', async () => {
    let added = 0;
    const bodies = serve({
      '/complainInfo/add': () =>
        added++ === 0
          ? refusal(600406, 'This type already has the complaint "looks tired"')
          : info({ id: 5, typeId: 2, typeName: 'Dull skin', content: 'Grey skin' }),
    });
    open();
    await screen.findByText('Breakouts on my chin');
    const dialog = await dialogFromPage('Add complaint');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(fieldErrors(dialog)).toEqual(['Choose the complaint type', 'Enter the complaint']));

    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('Dull skin'));
    await user.type(within(dialog).getByLabelText('Complaint'), 'looks tired');
    await user.click(button(dialog, 'OK'));
    expect(
      await within(formItem(dialog, 'Complaint')).findByText('This type already has the complaint "looks tired"'),
    ).toBeTruthy();
    expect(bodies['/complainInfo/add']).toEqual([{ typeId: 2, content: 'looks tired', sort: null, language: 'en-US' }]);

    await user.clear(within(dialog).getByLabelText('Complaint'));
    await user.type(within(dialog).getByLabelText('Complaint'), 'Grey skin ');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/complainInfo/add']).toHaveLength(2));
    expect(bodies['/complainInfo/add']![1]).toMatchObject({ typeId: 2, content: 'Grey skin' });
    expect(await screen.findByText('Complaint added')).toBeTruthy();
  });

  it('edits a complaint with its current values', async () => {
    const bodies = serve({ '/complainInfo/update/2': info({ id: 2, content: 'Tired' }) });
    open();
    await screen.findByText('Looks tired');
    const dialog = await dialogFromRow('Looks tired');
    expect(dialog.textContent).toContain('Edit complaint');
    const text = within(dialog).getByLabelText('Complaint') as HTMLTextAreaElement;
    expect(text.value).toBe('Looks tired');
    await user.clear(text);
    await user.type(text, 'Tired skin');
    await user.click(button(dialog, 'OK'));
    await waitFor(() =>
      expect(bodies['/complainInfo/update/2']).toEqual([
        { typeId: 2, content: 'Tired skin', sort: 0, language: 'en-US' },
      ]),
    );
  });

  it("Edit one complaint, Cancel, Edit another: the form holds the other's text and saves it", async () => {
    const bodies = serve({ '/complainInfo/update/2': INFOS[1]! });
    open();
    await screen.findByText('Breakouts on my chin');
    expect((await editAfterCancelling('Breakouts on my chin', 'Looks tired', 'Complaint')).value).toBe('Looks tired');
    await waitFor(() => expect(bodies['/complainInfo/update/2']?.[0]).toMatchObject({ content: 'Looks tired' }));
    expect(bodies['/complainInfo/update/1']).toBeUndefined();
  });

  it('deletes a complaint after a confirmation quoting it', async () => {
    const bodies = serve({ '/complainInfo/delete/1': { id: 1 } });
    open();
    await screen.findByText('Breakouts on my chin');
    await deleteAfterConfirming(bodies, {
      row: 'Breakouts on my chin',
      path: '/complainInfo/delete/1',
      says: ['Delete the complaint "Breakouts on my chin"?'],
    });
    expect(await screen.findByText('Complaint deleted')).toBeTruthy();
  });

  it("shows the platform a store's complaints read-only", async () => {
    const bodies = serve();
    open(OWNER, 'platform', '/complain-info?shopId=5');
    await screen.findByText('Breakouts on my chin');
    expectViewingStore('Add complaint');
    expect(bodies['/complainInfo/query']!.at(-1)).toMatchObject({ shopId: 5 });
    expect(bodies['/complainType/query/1/200']![0]).toMatchObject({ shopId: 5 });
  });
});
