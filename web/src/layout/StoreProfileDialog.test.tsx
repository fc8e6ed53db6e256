import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, requests } from '../test/fake-api';
import { buildUser, renderWithProviders } from '../test/render';
import { StoreProfileDialog } from './StoreProfileDialog';

function open(kind: 'owner' | 'staff') {
  const user = buildUser({ kind });
  const onClose = vi.fn();
  renderWithProviders(<StoreProfileDialog shop={user.shopInfo!} canEdit={kind === 'owner'} open onClose={onClose} />, {
    path: '/users',
    user,
  });
  const dialog = screen.getByRole('dialog');
  // The footer's button (the title bar has a Close button of its own).
  const save = () =>
    userEvent.click(
      within(dialog)
        .getAllByRole('button', { name: kind === 'owner' ? 'Save' : 'Close' })
        .at(-1)!,
    );
  return { onClose, dialog, save };
}

describe("store profile: the store's time zone", () => {
  it('lets the owner pick another IANA zone and sends it', async () => {
    // Saved: her profile is asked for again.
    const bodies = fakeApi({ '/shop/timeZone': (b) => ({ ...buildUser().shopInfo, ...b }), '/user/get': buildUser() });
    const { dialog, save, onClose } = open('owner');
    expect(within(dialog).getByDisplayValue('Demo Store')).toBeTruthy();
    const select = within(dialog).getByRole('combobox', { name: 'Time zone' });
    await userEvent.click(select);
    await userEvent.type(select, 'Los_Angeles');
    await userEvent.click(await screen.findByTitle('America/Los_Angeles'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies['/shop/timeZone']).toEqual([{ timeZone: 'America/Los_Angeles' }]);
  });

  it('shows the server refusal under the field and stays open', async () => {
    fakeApi({
      '/shop/timeZone': refusal(100400, 'timeZone: Choose a valid time zone', {
        fields: { timeZone: 'Choose a valid time zone, such as Asia/Shanghai' },
      }),
    });
    const { dialog, save, onClose } = open('owner');
    const select = within(dialog).getByRole('combobox', { name: 'Time zone' });
    await userEvent.click(select);
    await userEvent.type(select, 'Tokyo');
    await userEvent.click(await screen.findByTitle('Asia/Tokyo'));
    await save();
    expect(await screen.findByText('Choose a valid time zone, such as Asia/Shanghai')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets staff read the zone but not change it', async () => {
    const { dialog, save, onClose } = open('staff');
    expect(within(dialog).getByText('Only the store owner can change the time zone.')).toBeTruthy();
    expect(within(dialog).getByText('Asia/Shanghai')).toBeTruthy();
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests()).toEqual([]);
  });
});
