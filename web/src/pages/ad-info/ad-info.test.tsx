import { type AccessCode, MESSAGES, type TAdInfo } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectReadOnly, onePage, screenOpener, serveScreen } from '../../test/crud-page';
import { type FakeRoutes, held, refusal, signedInPerTest } from '../../test/fake-api';
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
import AdInfoPage from '.';

const EN = MESSAGES['en-US'];
const now = new Date().toISOString();
const ad = (over: Partial<TAdInfo>): TAdInfo => ({
  id: 1,
  shopId: 3,
  language: 'en-US',
  type: 1,
  title: 'Spring skin check',
  image: 'shops/3/images/a.png',
  imageUrl: '/api/file/raw?key=shops/3/images/a.png&expires=1&signature=x',
  link: 'https://shop.example.com/spring',
  enabled: true,
  sort: 1,
  createdAt: now,
  updatedAt: now,
  ...over,
});
const CAROUSEL = [
  ad({}),
  ad({ id: 2, title: 'Hydration week', link: '', sort: 2, enabled: false }),
  ad({ id: 3, title: 'Double eleven', sort: 3 }),
];
const STARTUP = [ad({ id: 9, type: 2, title: 'Anniversary', sort: 1 })];

type Body = Record<string, unknown>;
const serve = (overrides: FakeRoutes = {}, lists = { 1: CAROUSEL, 2: STARTUP }) =>
  serveScreen<Body>(
    {
      '/adInfo/query/:page/:pageSize': (body) =>
        onePage(
          (lists[body.type as 1 | 2] ?? []).filter((x) => !body.enabled || x.enabled),
          200,
        ),
      '/adInfo/languages': () => {
        const count = lists[1].length + lists[2].length;
        return { list: count ? [{ language: 'en-US', count }] : [] };
      },
    },
    overrides,
  );

const OWNER: AccessCode[] = ['ad-info', 'ad-info:edit'];
const open = screenOpener(<AdInfoPage />, { path: '/ad-info', access: OWNER });
const titlesInOrder = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row [data-testid="ad-title"]')].map((x) => x.textContent);

signedInPerTest();
afterEach(() => {
  window.innerWidth = 1024;
});

describe('/ad-info', () => {
  it('lists the carousel adverts of the language in the app’s order, with their switch and link', async () => {
    const bodies = serve();
    open();
    expect(await screen.findByText('Spring skin check')).toBeTruthy();
    expect(titlesInOrder()).toEqual(['Spring skin check', 'Hydration week', 'Double eleven']);
    expect(bodies['/adInfo/query/1/200']?.[0]).toEqual({ language: 'en-US', type: 1, shopId: null });
    expect(within(rowOf('Hydration week')).getByText('No link')).toBeTruthy();
    expect(within(rowOf('Spring skin check')).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(within(rowOf('Hydration week')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(within(rowOf('Spring skin check')).getByLabelText('Drag to reorder “Spring skin check”')).toBeTruthy();
    expect(screen.getByText(/Drag a row by its handle/)).toBeTruthy();

    await user.click(screen.getByText('Startup page'));
    expect(await screen.findByText('Anniversary')).toBeTruthy();
    expect(bodies['/adInfo/query/1/200']?.at(-1)).toEqual({ language: 'en-US', type: 2, shopId: null });
  });

  it('the switch saves at once, sending only the status', async () => {
    const bodies = serve({
      '/adInfo/update/2': { ...CAROUSEL[1]!, enabled: true },
    });
    open();
    await screen.findByText('Hydration week');
    await user.click(within(rowOf('Hydration week')).getByRole('switch'));
    await waitFor(() => expect(bodies['/adInfo/update/2']).toEqual([{ enabled: true }]));
    expect(await screen.findByText('“Hydration week” is shown in the app')).toBeTruthy();
  });

  it('on a phone, arrows move a row: the new order shows at once and is saved in one call', async () => {
    window.innerWidth = 375;
    const sort = held();
    const bodies = serve({ '/adInfo/sort': sort.answer });
    open();
    await screen.findByText('Spring skin check');
    expect(screen.getByText(/Use the arrows/)).toBeTruthy();
    expect((screen.getByLabelText('Move “Spring skin check” up') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Move “Spring skin check” down'));
    // Shown before the server answers.
    await waitFor(() => expect(titlesInOrder()).toEqual(['Hydration week', 'Spring skin check', 'Double eleven']));
    expect(bodies['/adInfo/sort']).toEqual([{ language: 'en-US', type: 1, ids: [2, 1, 3] }]);
    const saved = [CAROUSEL[1]!, CAROUSEL[0]!, CAROUSEL[2]!].map((r, i) => ({ ...r, sort: i + 1 }));
    sort.release({ list: saved });
    expect(await screen.findByText('New order saved')).toBeTruthy();
    expect(titlesInOrder()).toEqual(['Hydration week', 'Spring skin check', 'Double eleven']);
    // No reload of the list after the save.
    expect(bodies['/adInfo/query/1/200']).toHaveLength(1);
  });

  it('a refused reorder puts the order back and says why', async () => {
    window.innerWidth = 375;
    serve({ '/adInfo/sort': refusal(600302, EN.adSortStale) });
    open();
    await screen.findByText('Spring skin check');
    await user.click(screen.getByLabelText('Move “Double eleven” up'));
    expect(await screen.findByText(`The new order was not saved: ${EN.adSortStale}`)).toBeTruthy();
    await waitFor(() => expect(titlesInOrder()).toEqual(['Spring skin check', 'Hydration week', 'Double eleven']));
  });

  it('deleting asks first, naming the advert, then deletes', async () => {
    const bodies = serve({ '/adInfo/delete/3': { id: 3 } });
    open();
    await screen.findByText('Double eleven');
    await deleteAfterConfirming(bodies, {
      row: 'Double eleven',
      path: '/adInfo/delete/3',
      says: ['Delete advert “Double eleven”?', 'Its image is deleted too. This cannot be undone.'],
      confirm: 'Delete advert',
    });
    expect(await screen.findByText('Advert deleted')).toBeTruthy();
  });

  it('the add form prompts for the image, checks the link and a title already in the list before sending', async () => {
    const bodies = serve();
    open();
    await screen.findByText('Spring skin check');
    const dialog = await dialogFromPage('Add advert');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Please upload the image')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Redirect link'), 'shop.example.com');
    await user.type(within(dialog).getByLabelText('Title'), 'double ELEVEN');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText(EN.linkInvalid)).toBeTruthy();
    expect(within(dialog).getByText(EN.adTitleTaken.replace('{title}', 'double ELEVEN'))).toBeTruthy();
    expect(bodies['/adInfo/add']).toBeUndefined();
  });

  it("Edit one advert, Cancel, Edit another: the form holds the other's values and saves them", async () => {
    const bodies = serve({ '/adInfo/update/3': (b) => ({ ...CAROUSEL[2]!, ...(b as object) }) });
    open();
    await screen.findByText('Spring skin check');
    expect((await editAfterCancelling('Spring skin check', 'Double eleven', 'Title')).value).toBe('Double eleven');
    await waitFor(() => expect(bodies['/adInfo/update/3']?.[0]).toMatchObject({ title: 'Double eleven' }));
    expect(bodies['/adInfo/update/1']).toBeUndefined();
  });

  it('edits an advert: the form holds its values and saves them', async () => {
    const bodies = serve({ '/adInfo/update/1': (b) => ({ ...CAROUSEL[0]!, ...b }) });
    open();
    await screen.findByText('Spring skin check');
    const dialog = await dialogFromRow('Spring skin check');
    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Spring skin check');
    await user.clear(title);
    await user.type(title, 'Spring check 2026');
    await user.click(button(dialog, 'OK'));
    await waitFor(() =>
      expect(bodies['/adInfo/update/1']).toEqual([
        {
          type: 1,
          title: 'Spring check 2026',
          image: 'shops/3/images/a.png',
          link: 'https://shop.example.com/spring',
          enabled: true,
        },
      ]),
    );
  });

  it('an advert given the other type is followed to that list', async () => {
    const bodies = serve({ '/adInfo/update/1': (b) => ({ ...CAROUSEL[0]!, ...b, sort: 2 }) });
    open();
    await screen.findByText('Spring skin check');
    const dialog = await dialogFromRow('Spring skin check');
    await user.click(within(dialog).getByText('Startup page'));
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/adInfo/update/1']?.[0]).toMatchObject({ type: 2 }));
    await waitFor(() =>
      expect(bodies['/adInfo/query/1/200']?.at(-1)).toEqual({ language: 'en-US', type: 2, shopId: null }),
    );
    expect(await screen.findByText('Anniversary')).toBeTruthy();
  });

  it('without the edit code: no handles, switches, add or delete', async () => {
    serve();
    open(['ad-info'], 'staff');
    await screen.findByText('Spring skin check');
    expect(screen.queryByLabelText(/Drag to reorder/)).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(within(rowOf('Hydration week')).getByText('Off')).toBeTruthy();
    expectReadOnly('Add advert');
  });

  it('an empty language says to add one', async () => {
    serve({}, { 1: [], 2: [] });
    open();
    expect(await screen.findByText('No adverts in this language yet')).toBeTruthy();
    expect(screen.getAllByText('Add advert')).toHaveLength(2);
  });

  it('the platform edits its own adverts, and looks at a store’s read-only', async () => {
    const bodies = serve();
    const own = open(OWNER, 'platform');
    expect(await screen.findByText(/These are the platform’s own adverts/)).toBeTruthy();
    expect(findButton(page(), 'Add advert')).not.toBeNull();
    own.unmount();
    open(OWNER, 'platform', '/ad-info?shopId=3');
    await waitFor(() => expect(bodies['/adInfo/query/1/200']?.some((b) => b.shopId === 3)).toBe(true));
    expect(await screen.findByText('You are viewing a store’s content. Only the store can change it.')).toBeTruthy();
    await screen.findByText('Spring skin check');
    expect(findButton(page(), 'Add advert')).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
  });

  it('the preview shows the adverts that are on, and says when there is no startup page', async () => {
    serve({}, { 1: CAROUSEL, 2: [] });
    open();
    await screen.findByText('Spring skin check');
    const dialog = await dialogFromPage('Preview');
    expect(await within(dialog).findAllByLabelText('Spring skin check')).not.toHaveLength(0);
    expect(within(dialog).queryByLabelText('Hydration week')).toBeNull();
    expect(within(dialog).getAllByText('https://shop.example.com/spring').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/No startup page is on in this language/)).toBeTruthy();
  });
});
