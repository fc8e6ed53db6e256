import { act, screen } from '@testing-library/react';
import dayjs, { type Dayjs } from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { forgetKeptState } from './useKeptState';
import { useUrlState } from './useUrlState';

interface State {
  filters: { name?: string; from?: Dayjs | null };
  page: number;
}
const INITIAL: State = { filters: {}, page: 1 };
let set: (next: State) => void = () => {};

function List() {
  const [state, setState] = useUrlState<State>('list', 'list:1', INITIAL, (s) => s.page > 0);
  set = setState;
  return (
    <output data-testid="state">
      {state.filters.name ?? '-'} {state.filters.from ? state.filters.from.format('YYYY-MM-DD') : '-'} {state.page}
    </output>
  );
}

describe('useUrlState', () => {
  beforeEach(() => forgetKeptState());

  it('writes filters and page to the URL, days included, and leaves it clean at the defaults', async () => {
    const { router } = renderWithProviders(<List />, { path: '/list' });
    act(() => set({ filters: { name: 'ann', from: dayjs('2026-05-01') }, page: 3 }));
    expect(screen.getByTestId('state').textContent).toBe('ann 2026-05-01 3');
    const link = new URLSearchParams(router.state.location.search).get('list');
    expect(JSON.parse(link!)).toEqual({ filters: { name: 'ann', from: { $day: '2026-05-01' } }, page: 3 });
    act(() => set(INITIAL));
    expect(router.state.location.search).toBe('');
  });

  it('shows the list of a deep link, and the defaults for a link it cannot read', async () => {
    const link = encodeURIComponent(JSON.stringify({ filters: { from: { $day: '2026-01-02' } }, page: 2 }));
    renderWithProviders(<List />, { path: `/list?list=${link}` });
    expect(screen.getByTestId('state').textContent).toBe('- 2026-01-02 2');
  });

  it('refuses a link with a value the screen does not accept', () => {
    renderWithProviders(<List />, { path: `/list?list=${encodeURIComponent('{"page":-1}')}` });
    expect(screen.getByTestId('state').textContent).toBe('- - 1');
  });

  it('shows the defaults for a link it cannot read', () => {
    renderWithProviders(<List />, { path: '/list?list=%7Bbroken' });
    expect(screen.getByTestId('state').textContent).toBe('- - 1');
  });
});
