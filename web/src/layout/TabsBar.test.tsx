import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInPerTest } from '../test/fake-api';
import { buildUser, renderWithProviders } from '../test/render';
import MainLayout from './MainLayout';
import { TabsBar } from './TabsBar';

signedInPerTest();
beforeEach(() => localStorage.clear());

describe('tab bar', () => {
  it("titles each tab's close control in the console's language, and the tab says Delete closes it", () => {
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
    const bar = screen.getByTestId('tabs-bar');
    expect(
      within(bar)
        .getAllByTestId('tab-close')
        .map((c) => c.getAttribute('title')),
    ).toEqual(['Close tab (Delete)', 'Close tab (Delete)']);
    expect(
      within(bar)
        .getAllByRole('tab')
        .map((t) => t.getAttribute('aria-keyshortcuts')),
    ).toEqual(['Delete', 'Delete']);
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
