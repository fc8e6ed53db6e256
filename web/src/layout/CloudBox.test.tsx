import { formatCloudExpire } from '@skin/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedInPerTest } from '../test/fake-api';
import { cloudInfo } from '../test/orders';
import { buildUser, renderWithProviders } from '../test/render';
import { CloudBox } from './CloudBox';

const DAY = 86_400_000;
signedInPerTest();
const NOW = new Date('2026-03-01T08:00:00Z');

function shopExpiring(inDays: number, ossSize = 1.5 * 1024 ** 3) {
  const expire = new Date(NOW.getTime() + inDays * DAY);
  return { ...buildUser().shopInfo!, cloudExpireTime: formatCloudExpire(expire), ossSize };
}

function renderBox(inDays: number, access = ['cloud'] as const, ossSize?: number) {
  const user = buildUser({ access: [...access] });
  return renderWithProviders(<CloudBox shop={shopExpiring(inDays, ossSize)} />, {
    path: '/users',
    user,
    routes: [{ path: '/cloud', element: <div data-testid="cloud-page" /> }],
  });
}

describe('cloud-space box', () => {
  afterEach(() => vi.useRealTimers());
  const at = () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  };

  it('stays hidden while more than 28 days are left, and without a store or expiry', () => {
    at();
    renderBox(28.5);
    expect(screen.queryByTestId('cloud-box')).toBeNull();
    renderWithProviders(<CloudBox shop={null} />);
    renderWithProviders(<CloudBox shop={{ ...buildUser().shopInfo!, cloudExpireTime: null }} />);
    expect(screen.queryByTestId('cloud-box')).toBeNull();
  });

  it('is blue above 15 days, with the days left and the space used', () => {
    at();
    renderBox(20, ['cloud'], 1.5 * 1024 ** 3);
    const box = screen.getByTestId('cloud-box');
    expect(box.dataset.badge).toBe('blue');
    expect(box.textContent).toContain('20 days left');
    expect(box.textContent).toContain('1.50 GB');
  });

  it('is orange from 15 days down to the last day', () => {
    at();
    renderBox(15);
    expect(screen.getByTestId('cloud-box').dataset.badge).toBe('orange');
  });

  it('is orange in its last second and turns red the moment it expires (the 1-second timer)', () => {
    at();
    renderBox(1000 / DAY); // one second before expiry
    expect(screen.getByTestId('cloud-box').dataset.badge).toBe('orange');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    const box = screen.getByTestId('cloud-box');
    expect(box.dataset.badge).toBe('red');
    expect(box.textContent).toContain('Expired');
  });

  it('is red when expired days ago', () => {
    at();
    renderBox(-3);
    expect(screen.getByTestId('cloud-box').dataset.badge).toBe('red');
  });

  it('opens the renewal on click: the price of the next year, Renew, and the way to the cloud screen', async () => {
    at();
    fakeApi({ '/cloud/info': cloudInfo() });
    renderBox(10);
    fireEvent.click(screen.getByTestId('cloud-box'));
    const panel = await screen.findByTestId('cloud-box-panel');
    // Its title says when the space expires, the date in the language.
    const popover = panel.closest('.ant-popover')!;
    expect(popover.textContent).toContain(`Cloud space of ${buildUser().shopInfo!.shopName} expires on Mar 11, 2026.`);
    await waitFor(() => expect(panel.textContent).toContain('2 TB × CN¥2,000.00 = CN¥4,000.00'));
    expect(within(panel).getByText('Renew for one year')).toBeTruthy();
    fireEvent.click(within(panel).getByText('Cloud space →'));
    expect(screen.getByTestId('cloud-page')).toBeTruthy();
  });

  it('is not a link for a user without the cloud code', () => {
    at();
    renderBox(10, [] as never);
    expect((screen.getByTestId('cloud-box') as HTMLButtonElement).disabled).toBe(true);
  });
});
