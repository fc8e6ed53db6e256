import { MESSAGES } from '@skin/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../auth/token';
import { fakeApi, refusal, requests } from '../test/fake-api';
import { buildUser, renderWithProviders } from '../test/render';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function open() {
  const onClose = vi.fn();
  const view = renderWithProviders(<ChangePasswordDialog open onClose={onClose} />, {
    path: '/users',
    user: buildUser(),
    routes: [{ path: '/login', element: <div data-testid="login-page" /> }],
  });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return {
    ...view,
    onClose,
    field,
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Change password' })),
  };
}

describe('change-password dialog', () => {
  it('requires all three fields', async () => {
    const { submit } = open();
    await submit();
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('Enter a new password')).toBeTruthy();
    expect(screen.getByText('Repeat the new password')).toBeTruthy();
    expect(requests()).toEqual([]);
  });

  it('holds the new password to the rule: 12-32 with a digit, upper, lower and special character', async () => {
    const { field, submit } = open();
    const rule = MESSAGES['en-US'].passwordRule;
    await userEvent.type(field('Current password'), 'old-secret');
    for (const weak of ['Short#1a', 'alllowercase#123', 'NoSpecialChar123', 'NoDigitsHere#abc']) {
      await userEvent.clear(field('New password'));
      await userEvent.type(field('New password'), weak);
      await submit();
      // the rule is the hint under the field until the error takes its place: shown once
      await waitFor(() => expect(screen.getByText(rule).closest('.ant-form-item-explain-error')).toBeTruthy());
      expect(screen.getAllByText(rule)).toHaveLength(1);
    }
    expect(requests()).toEqual([]);
  });

  it('says the two entries differ when the repeat does not match', async () => {
    const { field, submit } = open();
    await userEvent.type(field('Current password'), 'old-secret');
    await userEvent.type(field('New password'), 'Brand#New2026pass');
    await userEvent.type(field('Repeat new password'), 'Brand#New2026pasX');
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(await screen.findByText('The two entries differ')).toBeTruthy();
    expect(requests()).toEqual([]);

    await userEvent.clear(field('Repeat new password'));
    await userEvent.type(field('Repeat new password'), 'Brand#New2026pass');
    await waitFor(() => {
      expect(screen.queryByText('Passwords do not match')).toBeNull();
      expect(screen.queryByText('The two entries differ')).toBeNull();
    });
  });

  it('sends oldPwd and pwd, clears the token and goes to sign-in', async () => {
    setToken('tok');
    const bodies = fakeApi({ '/user/updatePwd': null });
    const { field, submit, onClose } = open();
    await userEvent.type(field('Current password'), 'Demoshop#2026pass');
    await userEvent.type(field('New password'), 'Brand#New2026pass');
    await userEvent.type(field('Repeat new password'), 'Brand#New2026pass');
    await submit();
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(requests()[0]!.url.pathname).toBe('/api/user/updatePwd');
    expect(bodies['/user/updatePwd']![0]).toEqual({ oldPwd: 'Demoshop#2026pass', pwd: 'Brand#New2026pass' });
    expect(getToken()).toBeUndefined();
    expect(onClose).toHaveBeenCalled();
  });

  it('puts a wrong current password under its field', async () => {
    setToken('tok');
    fakeApi({ '/user/updatePwd': refusal(100008, 'Old password wrong') });
    const { field, submit } = open();
    await userEvent.type(field('Current password'), 'nope');
    await userEvent.type(field('New password'), 'Brand#New2026pass');
    await userEvent.type(field('Repeat new password'), 'Brand#New2026pass');
    await submit();
    expect(await screen.findByText('Old password wrong')).toBeTruthy();
    expect(getToken()).toBe('tok');
  });

  it('refuses a new password equal to the current one, in the form and from the server (under the field)', async () => {
    setToken('tok');
    const { field, submit } = open();
    await userEvent.type(field('Current password'), 'Demoshop#2026pass');
    await userEvent.type(field('New password'), 'Demoshop#2026pass');
    await userEvent.type(field('Repeat new password'), 'Demoshop#2026pass');
    await submit();
    expect(await screen.findByText('The new password must differ from the current one')).toBeTruthy();
    expect(requests()).toEqual([]);

    // The server says so too (e.g. a form without the check): its `pwd` error lands under "New password".
    fakeApi({ '/user/updatePwd': refusal(100400, 'pwd: Must differ', { fields: { pwd: 'Must differ' } }) });
    await userEvent.clear(field('Current password'));
    await userEvent.type(field('Current password'), 'Other#Old2026pass');
    await submit();
    const item = (await screen.findByText('Must differ')).closest('.ant-form-item') as HTMLElement;
    expect(item.querySelector('#change-password_newPwd')).toBeTruthy();
    expect(getToken()).toBe('tok');
  });
});
