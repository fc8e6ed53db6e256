import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApiPerTest } from '../test/contract-answers';
import { envelope } from '../test/helpers';
import { buildUser, renderWithProviders } from '../test/render';
import MainLayout from './MainLayout';
import { TabsBar } from './TabsBar';

const fetchMock = vi.fn<typeof fetch>();
fakeApiPerTest(fetchMock);
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockImplementation(async () => envelope(404, 100404, null, 'no route'));
});

describe('tab bar', () => {
  it("names each tab's close button in the console's language", () => {
    renderWithProviders(
      <TabsBar
        tabs={[
          { key: '/users', path: '/users' },
          { key: '/cloud', path: '/cloud' },
        ]}
        activeKey="/users"
        onChange={() => {}}
      />,
    );
    const closers = within(screen.getByTestId('tabs-bar')).getAllByRole('button', { name: 'Close tab' });
    expect(closers).toHaveLength(2);
  });

  it('highlights the tab of a page the user may not open, where its 403 shows', () => {
    localStorage.setItem('admin-tabs:7', JSON.stringify([{ key: '/users', path: '/users' }]));
    renderWithProviders(<MainLayout />, { path: '/data', user: buildUser({ access: ['users'] }) });
    const bar = screen.getByTestId('tabs-bar');
    expect(
      within(bar)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Users', 'Data centre']);
    expect(within(bar).getByRole('tab', { selected: true }).textContent).toBe('Data centre');
  });
});
