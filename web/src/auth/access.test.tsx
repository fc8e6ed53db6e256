import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders } from '../test/render';
import { Access, hasAccess, useAccess } from './access';

function Probe() {
  const { can } = useAccess();
  return <span data-testid="probe">{String(can(['users:delete', 'users']))}</span>;
}

describe('access check', () => {
  it('grants what needs no code, and any one of the listed codes', () => {
    expect(hasAccess([], undefined)).toBe(true);
    expect(hasAccess(['users'], 'users')).toBe(true);
    expect(hasAccess(['users'], ['cloud', 'users'])).toBe(true);
    expect(hasAccess(['users'], 'users:delete')).toBe(false);
  });

  it('grants nothing that needs a code when the access list is empty or missing', () => {
    expect(hasAccess([], 'users')).toBe(false);
    expect(hasAccess(undefined, ['users'])).toBe(false);
  });

  it('<Access> renders its children only for a user holding the code', () => {
    renderWithProviders(
      <>
        <Access code="users:delete">
          <button type="button">Delete</button>
        </Access>
        <Access code="users">
          <button type="button">Add</button>
        </Access>
        <Access code="cloud" fallback={<span>no cloud</span>}>
          <button type="button">Renew</button>
        </Access>
        <Probe />
      </>,
      { user: buildUser({ access: ['users'] }) },
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
    expect(screen.getByText('no cloud')).toBeTruthy();
    expect(screen.getByTestId('probe').textContent).toBe('true');
  });

  it('hides everything guarded while no user is known', () => {
    renderWithProviders(
      <Access code="users">
        <button type="button">Add</button>
      </Access>,
    );
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});
