import { act, screen, waitFor } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { days, int, oneOf, page, pageSize, sort, type TableSort, text, type UrlShape } from './urlFields';
import { forgetKeptState } from './useKeptState';
import { correctionsOf, useUrlFilters, useUrlState } from './useUrlState';

interface State {
  filters: { name?: string; status?: 1 | 2 | 3 | null; created?: [Dayjs | null, Dayjs | null] | null };
  page: number;
  pageSize: number;
  sort: TableSort<'createdAt' | 'amount'>;
  shopId: number | null;
}
const INITIAL: State = { filters: {}, page: 1, pageSize: 20, sort: {}, shopId: null };
const IN_URL: UrlShape<State> = {
  filters: { name: text('name', 32), status: oneOf('status', [1, 2, 3]), created: days('from', 'to') },
  page: page(),
  pageSize: pageSize(),
  sort: sort('sort', ['createdAt', 'amount']),
  shopId: int('shopId'),
};
let set: (next: State, options?: { replace?: boolean }) => void = () => {};

const shown = (s: State) =>
  [
    s.filters.name ?? '-',
    s.filters.status ?? '-',
    s.filters.created?.map((d) => d?.format('YYYY-MM-DD') ?? '…').join('~') ?? '-',
    s.page,
    s.pageSize,
    s.sort.field ? `${s.sort.field}:${s.sort.order}` : '-',
    s.shopId ?? '-',
  ].join(' ');

function List({ prefix }: { prefix?: string }) {
  const [state, setState] = useUrlFilters('list:1', IN_URL, INITIAL, { legacy: 'list', prefix });
  set = setState;
  return <output data-testid="state">{shown(state)}</output>;
}
const state = () => screen.getByTestId('state').textContent;
const search = (router: { state: { location: { search: string } } }) =>
  decodeURIComponent(router.state.location.search);

describe('useUrlFilters', () => {
  beforeEach(() => forgetKeptState());

  it('writes each filter, the page and the sorting as a readable parameter, and leaves the defaults out', () => {
    const { router } = renderWithProviders(<List />, { path: '/list' });
    act(() =>
      set({
        filters: { name: 'ann lee', status: 3, created: [dayjs('2026-11-01'), null] },
        page: 2,
        pageSize: 20,
        sort: { field: 'createdAt', order: 'descend' },
        shopId: null,
      }),
    );
    expect(search(router)).toBe('?name=ann+lee&status=3&from=2026-11-01&page=2&sort=-createdAt');
    expect(state()).toBe('ann lee 3 2026-11-01~… 2 20 createdAt:descend -');
    act(() => set(INITIAL));
    expect(router.state.location.search).toBe('');
  });

  it('shows the list a hand-written link names, typed', () => {
    renderWithProviders(<List />, {
      path: '/list?status=3&from=2026-11-01&to=2026-11-30&page=4&size=50&sort=amount&shopId=7',
    });
    expect(state()).toBe('- 3 2026-11-01~2026-11-30 4 50 amount:ascend 7');
  });

  it('gives a parameter it cannot read its default, takes it out of the URL in place, and says so', async () => {
    const { router } = renderWithProviders(<List />, {
      path: '/list?status=9&from=2026-02-30&page=999999&size=7&sort=-password&shopId=x&name=kept&tab=other',
    });
    expect(state()).toBe('kept - - 1 20 - -');
    // The link is corrected in its own history entry: Back does not return to the parameters the list ignored.
    await waitFor(() => expect(search(router)).toBe('?name=kept&tab=other'));
    expect(router.state.historyAction).toBe('REPLACE');
    const note = await screen.findByText(/Part of this link could not be used/);
    for (const part of ['status=9', 'from=2026-02-30', 'page=999999', 'size=7', 'sort=-password', 'shopId=x'])
      expect(note.textContent).toContain(part);
    expect(note.textContent).not.toContain('name=');
  });

  it('leaves out a text longer than its field takes, and names the parameter and the limit', async () => {
    const long = 'x'.repeat(33);
    const { router } = renderWithProviders(<List />, { path: `/list?name=${long}&status=2` });
    expect(state()).toBe('- 2 - 1 20 - -');
    await waitFor(() => expect(search(router)).toBe('?status=2'));
    expect(await screen.findByText(/name longer than 32 characters/)).toBeTruthy();
    expect(correctionsOf(router.state.location.state)).toEqual([
      { param: 'name', path: ['filters', 'name'], raw: long, reason: 'tooLong', max: 32 },
    ]);
  });

  it('adds a history entry per search and page, so Back returns to the one before and to the bare list', async () => {
    const { router } = renderWithProviders(<List />, { path: '/list' });
    act(() => set({ ...INITIAL, filters: { name: 'ann' } }));
    expect(router.state.historyAction).toBe('PUSH');
    act(() => set({ ...INITIAL, filters: { name: 'ann' }, page: 2 }));
    act(() => set({ ...INITIAL, filters: { name: 'ann' }, page: 2 }));
    expect(search(router)).toBe('?name=ann&page=2');
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?name=ann');
    expect(state()).toBe('ann - - 1 20 - -');
    await act(() => router.navigate(-1));
    expect(search(router)).toBe('');
    expect(state()).toBe('- - - 1 20 - -');
    await act(() => router.navigate(1));
    expect(state()).toBe('ann - - 1 20 - -');
  });

  it('corrects in place what the screen asks to replace (a page past the end)', () => {
    const { router } = renderWithProviders(<List />, { path: '/list?page=4' });
    act(() => set({ ...INITIAL, page: 2 }, { replace: true }));
    expect(search(router)).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("still opens an older link's JSON parameter, and rewrites the URL readable", () => {
    const old = encodeURIComponent(
      JSON.stringify({ filters: { status: 2, created: [{ $day: '2026-01-02' }, null] }, page: 3, sort: {} }),
    );
    const { router } = renderWithProviders(<List />, { path: `/list?list=${old}&tab=x` });
    expect(state()).toBe('- 2 2026-01-02~… 3 20 - -');
    expect(search(router)).toBe('?tab=x&status=2&from=2026-01-02&page=3');
  });

  it('drops an older link it cannot read', () => {
    const { router } = renderWithProviders(<List />, { path: '/list?list=%7Bbroken' });
    expect(state()).toBe('- - - 1 20 - -');
    expect(router.state.location.search).toBe('');
  });

  it('puts a second list of a screen under its own names', () => {
    const { router } = renderWithProviders(<List prefix="staff." />, { path: '/list?page=5&staff.page=2' });
    expect(state()).toBe('- - - 2 20 - -');
    act(() => set({ ...INITIAL, filters: { name: 'bo' }, page: 3 }));
    expect(search(router)).toBe('?page=5&staff.page=3&staff.name=bo');
  });

  it('shows the list kept for this visit when opened without parameters, and puts it in the URL', () => {
    const first = renderWithProviders(<List />, { path: '/list' });
    act(() => set({ ...INITIAL, filters: { status: 1 }, page: 2 }));
    first.unmount();
    const { router } = renderWithProviders(<List />, { path: '/list' });
    expect(state()).toBe('- 1 - 2 20 - -');
    expect(search(router)).toBe('?status=1&page=2');
  });
});

function Tab() {
  const [tab, setTab] = useUrlState<string>('tab', 'tab:1', 'accounts', (t) => ['accounts', 'staff'].includes(t));
  return (
    <button type="button" data-testid="tab" onClick={() => setTab('staff')}>
      {tab}
    </button>
  );
}

describe('useUrlState', () => {
  beforeEach(() => forgetKeptState());

  it('keeps one value in one parameter, and refuses one the screen does not accept', () => {
    const { router } = renderWithProviders(<Tab />, { path: '/users' });
    act(() => screen.getByTestId('tab').click());
    expect(router.state.location.search).toBe('?tab=staff');
    forgetKeptState();
    renderWithProviders(<Tab />, { path: '/users?tab=evil' });
    expect(screen.getAllByTestId('tab').at(-1)?.textContent).toBe('accounts');
  });
});
