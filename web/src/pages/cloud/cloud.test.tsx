import type { AccessCode, TCloudInfo, TCloudRetention } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { numberFormats } from '../../components/format';
import { fakeApi, refusal, signedInPerTest } from '../../test/fake-api';
import { button, openDialog, page, user } from '../../test/helpers';
import { anOrder, cloudInfo, cloudRetention } from '../../test/orders';
import { buildUser, renderWithProviders } from '../../test/render';
import CloudPage from '.';
import { percent } from './UsageBreakdown';

signedInPerTest();

const PRICES = {
  CNY: { cloudPerTb: 200000, viewerPerAccount: 30000 },
  USD: { cloudPerTb: 30000, viewerPerAccount: 4500 },
  updatedAt: null,
  updatedBy: null,
};

const RETENTION = cloudRetention();

function serve(info: TCloudInfo = cloudInfo(), retention: TCloudRetention = RETENTION) {
  return fakeApi({
    '/cloud/info': info,
    '/cloud/retention': retention,
    '/cloud/retention/update': (body) => ({ ...retention, months: (body as { months: number }).months }),
    '/userOrder/add': '20260501120000NEWORDER00001',
    '/userOrder/query/:page/:pageSize': {
      list: [anOrder({ orderStatus: 3, payStatus: 2, payMethod: 'wechat', closesAt: null })],
      total: 1,
      capped: false,
      page: 1,
      pageSize: 10,
    },
    '/price/get': PRICES,
    '/price/update': (body) => ({ ...body, updatedAt: '2026-05-01T00:00:00.000Z', updatedBy: 'platform' }),
    '/shop/query/:page/:pageSize': { list: [], total: 0, page: 1, pageSize: 50 },
  });
}
const open = (kind: 'owner' | 'platform' | 'staff' = 'owner', access: AccessCode[] = ['cloud', 'my-orders']) =>
  renderWithProviders(<CloudPage />, {
    path: '/cloud',
    user: buildUser({ access, kind }),
    routes: [{ path: '/payment', element: <div data-testid="payment-page" /> }],
  });

describe('/cloud', () => {
  it('shows usage, expiry, days left, status and what the next year costs and why', async () => {
    serve();
    open();
    expect(await screen.findByText('1.37 TB')).toBeTruthy();
    expect(screen.getByText('20 days')).toBeTruthy();
    expect(screen.getByTestId('cloud-status').textContent).toBe('Normal');
    expect(page().textContent).toContain('2 TB (usage rounded up to whole terabytes, at least 1)');
    expect(screen.getByTestId('cloud-quote').textContent).toBe('CN¥4,000.00');
    expect(page().textContent).toContain('growth during a paid year is not charged until the next renewal');
    // The renewal history lists the store's cloud orders.
    expect(await screen.findByText('20260501120000ABCDEFGHJKLM')).toBeTruthy();
  });

  it('shows what uses the space, by kind, and how it sets the next renewal’s price', async () => {
    const TB = 1024 ** 4;
    const usage: TCloudInfo['usage'] = [
      {
        kind: 'analysisPhotos',
        bytes: Math.round(1.2 * TB),
        files: 48_210,
        thumbnails: { files: 48_210, bytes: Math.round(1.5 * 1024 ** 3) },
      },
      { kind: 'contentImages', bytes: Math.round(0.15 * TB), files: 320 },
      { kind: 'other', bytes: Math.round(1.37 * TB) - Math.round(1.2 * TB) - Math.round(0.15 * TB), files: 12 },
      { kind: 'unlisted', bytes: 0, files: 0 },
    ];
    serve(cloudInfo({ usage }));
    open();
    const photos = await screen.findByTestId('usage-analysisPhotos');
    // Each photo counted once, its thumbnail's bytes in its part and said.
    expect(photos.textContent).toBe('Analysis photos1.20 TB87.6% · Photos: 48,210, with their thumbnails (1.50 GB)');
    expect(screen.getByTestId('usage-contentImages').textContent).toContain('Images: 320');
    expect(screen.getByTestId('usage-other').textContent).toContain('Other files');
    expect(screen.getByTestId('usage-other').textContent).toContain('Files: 12');
    // Nothing unlisted: no such part.
    expect(screen.queryByTestId('usage-unlisted')).toBeNull();
    expect(screen.getByTestId('cloud-usage-why').textContent).toBe(
      'Analysis photos take the most space (87.6%). The next renewal bills the space used in whole terabytes: ' +
        '1.37 TB is billed as 2 TB, × CN¥2,000.00 per TB = CN¥4,000.00 for one year.',
    );
  });

  it('says what space no stored file names is, and that an empty store has nothing stored: 0 B', async () => {
    const TB = 1024 ** 4;
    serve(
      cloudInfo({
        usageBytes: TB,
        usage: [
          { kind: 'analysisPhotos', bytes: 0, files: 0, thumbnails: { files: 0, bytes: 0 } },
          { kind: 'contentImages', bytes: 2048, files: 1 },
          { kind: 'other', bytes: 0, files: 0 },
          { kind: 'unlisted', bytes: TB - 2048, files: 0 },
        ],
      }),
    );
    const { unmount } = open();
    const unlisted = await screen.findByTestId('usage-unlisted');
    expect(unlisted.textContent).toContain('Not itemised');
    expect(unlisted.textContent).toContain('recorded before files were listed one by one');
    expect(screen.getByTestId('usage-contentImages').textContent).toContain('2.00 KB');
    unmount();

    const empty: TCloudInfo['usage'] = ['analysisPhotos', 'contentImages', 'other', 'unlisted'].map((kind) => ({
      kind: kind as TCloudInfo['usage'][number]['kind'],
      bytes: 0,
      files: 0,
    }));
    serve(
      cloudInfo({ usageBytes: 0, usage: empty, quote: { quantity: 1, unitPrice: 200000, years: 1, amount: 200000 } }),
    );
    open();
    expect(await screen.findByTestId('usage-analysisPhotos')).toBeTruthy();
    expect(document.querySelector('.sc-cloud-card')!.textContent).toContain('0 B');
    expect(page().textContent).not.toContain('0.00 KB');
    expect(screen.getByTestId('usage-analysisPhotos').textContent).toBe('Analysis photos0 B0% · Photos: 0');
    expect(screen.getByTestId('cloud-usage-why').textContent).toMatch(
      /^Nothing is stored yet\. .*0 B is billed as 1 TB/,
    );
  });

  it('says a share too small for a tenth of a percent is small, not nothing', () => {
    expect(percent(2 * 1024 ** 2, 1.37 * 1024 ** 4)).toBe('<0.1%');
    expect(percent(0, 100)).toBe('0%');
    expect(percent(1, 0)).toBe('0%');
    expect(percent(1, 3)).toBe('33.3%');
    // In the reader's language, as the sizes and amounts beside it.
    expect(percent(1, 3, numberFormats('vi-VN').percent)).toBe('33,3%');
    expect(percent(2 * 1024 ** 2, 1.37 * 1024 ** 4, numberFormats('es-ES').percent)).toMatch(/^<0,1\s%$/);
  });

  it('says an expired store loses its viewer ends', async () => {
    serve(cloudInfo({ daysLeft: -3, type: 2 }));
    open();
    expect(await screen.findByText(/Viewer ends stop working/)).toBeTruthy();
    expect(screen.getByTestId('cloud-status').textContent).toBe('Expired');
  });

  it('renews after confirming the price: a new order, then its payment page', async () => {
    const bodies = serve();
    const { router } = open();
    await screen.findByText('1.37 TB');
    await user.click(button(page(), 'Renew for one year'));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('2 TB × CN¥2,000.00 = CN¥4,000.00');
    expect(bodies['/userOrder/add']).toBeUndefined();
    await user.click(button(dialog, 'Continue to payment'));
    await waitFor(() => expect(bodies['/userOrder/add']).toEqual([{ orderType: 2, userId: 7 }]));
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=20260501120000NEWORDER00001'));
  });

  it('goes on with the pending cloud order instead of making another', async () => {
    const bodies = serve(cloudInfo({ pendingOrderNo: '20260501120000PENDING000001' }));
    const { router } = open();
    expect(await screen.findByText('An order for this renewal is waiting for payment')).toBeTruthy();
    await user.click(button(page(), 'Continue to payment'));
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=20260501120000PENDING000001'));
    expect(bodies['/userOrder/add']).toBeUndefined();
  });

  it('lets the platform set prices in major units, sent as minor units, and pick a store to look at', async () => {
    const bodies = serve();
    open('platform');
    const editor = await screen.findByTestId('price-editor');
    await waitFor(() => expect((editor.querySelector('input') as HTMLInputElement).value).toBe('2000.00'));
    const input = editor.querySelector('input') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '2500.5');
    await user.click(button(editor, 'Save prices'));
    await waitFor(() =>
      expect(bodies['/price/update']).toEqual([
        { CNY: { cloudPerTb: 250050, viewerPerAccount: 30000 }, USD: PRICES.USD },
      ]),
    );
    expect(page().textContent).toContain('Pick a store to see its cloud space.');
    expect(page().textContent).not.toContain('Renew for one year');
  });

  it('photo retention: says what the next run frees; the owner sets the months, out of range refused', async () => {
    const bodies = serve();
    open();
    const card = await screen.findByTestId('retention-card');
    expect(await within(card).findByTestId('retention-due')).toHaveProperty(
      'textContent',
      '4,816 photos of 1,204 analyses made before 2024-11-29, 3.00 GB',
    );
    const input = (await within(card).findByLabelText('Keep photos for (months)')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('24'));
    await user.clear(input);
    await user.type(input, '121');
    await user.click(button(card, 'Save'));
    expect(await within(card).findByText('Enter a whole number from 0 to 120')).toBeTruthy();
    expect(bodies['/cloud/retention/update']).toBeUndefined();
    await user.clear(input);
    await user.type(input, '6');
    await user.click(button(card, 'Save'));
    await waitFor(() => expect(bodies['/cloud/retention/update']).toEqual([{ months: 6 }]));
  });

  it('photo retention: a refusal from the server shows under the field', async () => {
    serve();
    fakeApi({
      '/cloud/retention/update': refusal(100400, 'Bad request', {
        fields: { months: 'Photo retention must be 0 (keep them) or a whole number of months from 1 to 120' },
      }),
    });
    open();
    const card = await screen.findByTestId('retention-card');
    const input = (await within(card).findByLabelText('Keep photos for (months)')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('24'));
    await user.clear(input);
    await user.type(input, '12');
    await user.click(button(card, 'Save'));
    expect(await within(card).findByText(/^Photo retention must be 0/)).toBeTruthy();
  });

  it('photo retention: staff read it (only the owner changes it); 0 keeps photos and frees nothing', async () => {
    serve(cloudInfo(), {
      ...RETENTION,
      months: 0,
      cutoff: null,
      due: { analyses: 0, photos: 0, bytes: 0, more: false },
    });
    open('staff', ['cloud']);
    const card = await screen.findByTestId('retention-card');
    expect((await within(card).findByTestId('retention-months')).textContent).toBe('Kept until deleted');
    expect(card.textContent).toContain('Only the store owner can change how long photos are kept.');
    expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(card).queryByTestId('retention-due')).toBeNull();
  });
});
