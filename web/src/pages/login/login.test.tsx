import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClient } from '../../api/client';
import { stubCheckedFetch } from '../../test/contract-answers';
import { buildUser, renderWithProviders } from '../../test/render';
import LoginPage from '.';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  resetClient();
  fetchMock.mockReset();
  stubCheckedFetch(fetchMock);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(name, 'x');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('signs in with Enter from the password field and goes on', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        code: 200,
        message: 'OK',
        datas: { access_token: 'tok', expires_at: '2099-01-01T00:00:00.000Z', user: buildUser() },
      }),
    );
    show();
    await userEvent.type(field('User name'), ' demoshop ');
    await userEvent.type(field('Password'), 'Demoshop#2026pass{Enter}');
    expect(await screen.findByTestId('home')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toEqual({ username: 'demoshop', password: 'Demoshop#2026pass' });
  });

  it('shows the server refusal above the form and stays', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 100401, message: 'Wrong account or password', datas: null }));
    show();
    await userEvent.type(field('User name'), 'demoshop');
    await userEvent.type(field('Password'), 'nope{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)?.textContent).toContain('Wrong account or password'),
    );
    expect(screen.queryByTestId('home')).toBeNull();
  });
});
