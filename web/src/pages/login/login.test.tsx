import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, refusal, requests } from '../../test/fake-api';
import { buildUser, renderWithProviders } from '../../test/render';
import LoginPage from '.';

beforeEach(() => localStorage.clear());

const show = () =>
  renderWithProviders(<LoginPage />, { path: '/login', routes: [{ path: '/', element: <div data-testid="home" /> }] });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('sign-in page', () => {
  it('says which field is empty, under it, marks it invalid and focuses it; sends nothing', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const name = field('User name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Username cannot be empty',
    );
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(requests()).toEqual([]);

    await userEvent.type(name, 'x');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('signs in with Enter from the password field and goes on', async () => {
    const bodies = fakeApi({
      '/login': { access_token: 'tok', expires_at: '2099-01-01T00:00:00.000Z', user: buildUser() },
    });
    show();
    await userEvent.type(field('User name'), ' demoshop ');
    await userEvent.type(field('Password'), 'Demoshop#2026pass{Enter}');
    expect(await screen.findByTestId('home')).toBeTruthy();
    expect(bodies['/login']![0]).toEqual({ username: 'demoshop', password: 'Demoshop#2026pass' });
  });

  it('shows the server refusal above the form and stays', async () => {
    fakeApi({ '/login': refusal(100002, 'Wrong account or password') });
    show();
    await userEvent.type(field('User name'), 'demoshop');
    await userEvent.type(field('Password'), 'nope{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)?.textContent).toContain('Wrong account or password'),
    );
    expect(screen.queryByTestId('home')).toBeNull();
  });
});
