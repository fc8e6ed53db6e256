import type { AccessCode, TDataAnalyses, TDataOverview } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dataOverview as overview } from '../../test/data';
import { fakeApi, refusal, signedInPerTest } from '../../test/fake-api';
import { button, page, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import DataPage from '.';

// ECharts draws on a canvas jsdom does not have: the charts are drawn in the browser tests (e2e/data.spec.ts);
// here a chart shows its label and series names, what the page hands it.
vi.mock('./Chart', () => ({
  preloadCharts: () => {},
  Chart: ({ label, option }: { label: string; option: { series?: { name?: string }[] } }) => (
    <div data-testid="data-chart">
      {label}: {(option.series ?? []).map((s) => s.name).join(', ')}
    </div>
  ),
}));

signedInPerTest();

function serve(answer: (body: Record<string, unknown>) => TDataOverview | null = () => overview()) {
  return fakeApi<Record<string, unknown>>({
    '/data/overview': (body) => answer(body) ?? refusal(100500, 'Server error, try again later'),
    '/data/export': () =>
      new Response('\uFEFFScope,Demo Store\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="data-centre.csv"' },
      }),
    '/shop/query/:page/:pageSize': { list: [], total: 0, page: 1, pageSize: 50 },
  });
}
const open = (kind: 'owner' | 'platform' = 'owner', access: AccessCode[] = ['data']) =>
  renderWithProviders(<DataPage />, {
    path: '/data',
    user: buildUser({ access, kind }),
    routes: [
      { path: '/users', element: <div data-testid="users-page" /> },
      { path: '/shop-device', element: <div data-testid="devices-page" /> },
    ],
  });

describe('/data', () => {
  it('shows the headline figures with their change against the previous period, and the charts', async () => {
    const bodies = serve();
    open();
    const accounts = await screen.findByTestId('fig-accounts');
    expect(accounts.textContent).toContain('App accounts');
    expect(accounts.textContent).toContain('120');
    expect(screen.getByTestId('fig-accounts-change').textContent).toMatch(/20\.0%\s*vs previous period/);
    expect(screen.getByTestId('fig-orders-change').textContent).toMatch(/25\.0%/);
    expect(screen.getByTestId('fig-orders-change').className).toContain('danger');
    expect(screen.getByTestId('fig-revenue-CNY').textContent).toContain('CN¥2,400.00');
    expect(screen.getByTestId('fig-cloud').textContent).toContain('19 days');
    const charts = screen.getAllByTestId('data-chart').map((c) => c.textContent);
    expect(charts).toContain('App accounts: Working ends, Viewer ends, App accounts');
    expect(charts).toContain('Net revenue: Net revenue (CNY)');
    // Net revenue by type and by payment method, per currency.
    const breakdown = screen.getByTestId('revenue-breakdown');
    expect(within(breakdown).getByText('Viewer end')).toBeTruthy();
    expect(within(breakdown).getByText('Alipay')).toBeTruthy();
    expect(within(breakdown).getAllByText('CN¥2,400.00')).toHaveLength(2);
    // The last 30 days by day in the console's zone, for the store itself (no shopId).
    const [first] = bodies['/data/overview']!;
    expect(first).toMatchObject({ grouping: 'day' });
    expect(first).not.toHaveProperty('shopId');
    expect(typeof first!.timeZone).toBe('string');
  });

  it('asks again for another range and grouping, keeps them in the URL, and exports what is shown', async () => {
    const bodies = serve();
    const { router } = open();
    await screen.findByTestId('fig-accounts');
    // jsdom is as narrow as a phone: the range and the grouping are drop-downs there.
    await user.click(screen.getByRole('combobox', { name: 'Range' }));
    await user.click(await screen.findByTitle('Last 12 months'));
    await waitFor(() => expect(bodies['/data/overview']!.at(-1)).toMatchObject({ grouping: 'month' }));
    const year = bodies['/data/overview']!.at(-1)!;
    expect(String(year.from)).toMatch(/^\d{4}-\d{2}-01$/);
    expect(router.state.location.search).toBe('?period=12m');
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByTitle('By week'));
    await waitFor(() => expect(bodies['/data/overview']!.at(-1)).toMatchObject({ grouping: 'week', from: year.from }));
    expect(router.state.location.search).toBe('?period=12m&group=week');
    await user.click(button(page(), 'Export CSV'));
    await waitFor(() => expect(bodies['/data/export']).toHaveLength(1));
    expect(bodies['/data/export']![0]).toMatchObject({ format: 'csv', grouping: 'week', from: year.from, to: year.to });
  });

  it('tells a new store what will appear here, with the way to get there', async () => {
    serve(() =>
      overview({
        accounts: {
          total: 0,
          totalPrev: 0,
          new: 0,
          newPrev: 0,
          working: 0,
          viewer: 0,
          expiring30d: 0,
          disabled: 0,
          bound: 0,
        },
        devices: { total: 0, totalPrev: 0, new: 0, newPrev: 0, accountsPerDevice: null },
        orders: { count: 0, countPrev: 0, paid: 0, paidPrev: 0, byType: [], byStatus: [], byMethod: [] },
        revenue: [],
        analyses: {
          count: 0,
          countPrev: 0,
          trend: [0, 0, 0, 0, 0],
          byUserType: { working: 0, viewer: 0 },
          byDevice: [],
          symptoms: [],
        },
      }),
    );
    open();
    expect(await screen.findByText('Nothing to show yet')).toBeTruthy();
    expect(page().textContent).toContain('as soon as the store has app accounts, devices or orders');
    await user.click(button(page(), 'Add app accounts'));
    expect(await screen.findByTestId('users-page')).toBeTruthy();
  });

  it('shows the platform every store, the top stores, and one store when picked', async () => {
    const bodies = serve((body) =>
      body.shopId
        ? overview({ shopId: 9, shopName: 'Harbour Store' })
        : overview({
            shopId: null,
            shopName: null,
            stores: { total: 40, totalPrev: 38, new: 2, newPrev: 1, invalid: 1 },
            cloud: { usedBytes: 1024 ** 4, expireTime: null, daysLeft: null, expiring30d: 3, expired: 2 },
            trends: { ...overview().trends, storesNew: [0, 1, 0, 1, 0] },
            topStores: [{ shopId: 9, shopName: 'Harbour Store', currency: 'CNY', net: 500000, paidOrders: 12 }],
          }),
    );
    open('platform');
    expect((await screen.findByTestId('fig-stores')).textContent).toContain('40');
    expect(screen.getByTestId('fig-cloud').textContent).toContain('expires within 30 days: 3');
    const top = screen.getByText('Top stores by revenue').closest('.ant-card') as HTMLElement;
    expect(within(top).getByText('CN¥5,000.00')).toBeTruthy();
    await user.click(within(top).getByText('Harbour Store'));
    await waitFor(() => expect(bodies['/data/overview']!.at(-1)).toMatchObject({ shopId: 9 }));
    expect(await screen.findByText(/· Harbour Store/)).toBeTruthy();
    expect(screen.queryByTestId('fig-stores')).toBeNull();
  });

  const ANALYSES: TDataAnalyses = {
    count: 84,
    countPrev: 60,
    trend: [10, 20, 14, 25, 15],
    byUserType: { working: 70, viewer: 14 },
    byDevice: [
      { deviceNo: 'SKN-A1-0001', deviceName: 'Front desk analyser', count: 60 },
      { deviceNo: 'SKN-OLD-9', deviceName: null, count: 24 },
    ],
    symptoms: [
      { symptomKey: 'acne', name: 'Acne', degrees: [30, 12, 4] },
      { symptomKey: 'pores', name: null, degrees: [8, 0, 1] },
    ],
  };

  it('shows the store’s analyses: the count and its change, over time, by account type, by device, symptoms by degree', async () => {
    serve(() => overview({ analyses: ANALYSES }));
    open();
    const figure = await screen.findByTestId('fig-analyses');
    expect(figure.textContent).toContain('Analyses');
    expect(figure.textContent).toContain('84');
    expect(figure.textContent).toContain('Working ends 70 · Viewer ends 14');
    expect(screen.getByTestId('fig-analyses-change').textContent).toMatch(/40\.0%\s*vs previous period/);
    const section = screen.getByTestId('data-analyses');
    expect(within(section).getByText('Skin analyses')).toBeTruthy();
    const charts = within(section)
      .getAllByTestId('data-chart')
      .map((c) => c.textContent);
    expect(charts).toEqual([
      'Analyses over time: Analyses',
      'By account type: ',
      'By device: Analyses',
      'Symptoms found, by degree: Mild, Moderate, Severe',
    ]);
  });

  it('shows every store’s analyses without a chart per device, and says when a range has none', async () => {
    serve(
      () =>
        ({
          ...overview({ shopId: null, shopName: null }),
          analyses: { ...ANALYSES, count: 0, countPrev: 3, trend: [0, 0, 0, 0, 0], byDevice: null, symptoms: [] },
        }) as TDataOverview,
    );
    open('platform');
    const section = await screen.findByTestId('data-analyses');
    expect(within(section).queryByText('By device')).toBeNull();
    expect(
      within(section)
        .getAllByTestId('data-chart')
        .map((c) => c.textContent),
    ).toEqual(['Analyses over time: Analyses']);
    // By account type and the symptoms: nothing to draw.
    expect(within(section).getAllByText('No analyses in this range')).toHaveLength(2);
    expect(screen.getByTestId('fig-analyses').textContent).toContain('0');
  });

  it('shows new and returning customers, visits per customer and the share improved per symptom', async () => {
    serve();
    open();
    const fresh = await screen.findByTestId('fig-customers-new');
    expect(fresh.textContent).toContain('New customers');
    expect(fresh.textContent).toContain('Customers who visited: 20');
    expect(screen.getByTestId('fig-customers-new-change').textContent).toMatch(/60\.0%\s*vs previous period/);
    expect(screen.getByTestId('fig-customers-returning').textContent).toContain('12');
    expect(screen.getByTestId('fig-customers-returning-change').className).toContain('secondary');
    const visits = screen.getByTestId('fig-customers-visits');
    expect(visits.textContent).toContain('1.5');
    expect(visits.textContent).toContain('Visits (analyses with a customer): 30');
    const section = screen.getByTestId('data-customers');
    expect(within(section).getByText('Improved since first visit')).toBeTruthy();
    expect(within(section).getByTestId('improved-acne').textContent).toBe('75% 6 / 8');
    // A symptom no label names any more shows its key.
    expect(within(section).getByText('pores')).toBeTruthy();
  });

  it('says when no customer came twice, and shows no visits per customer without one', async () => {
    serve(() => {
      const o = overview({ shopId: null, shopName: null });
      return {
        ...o,
        customers: { ...o.customers, visitors: 0, visits: 0, visitsPerCustomer: null, improved: [] },
      };
    });
    open('platform');
    const visits = await screen.findByTestId('fig-customers-visits');
    expect(visits.textContent).toContain('—');
    expect(screen.queryByTestId('fig-customers-visits-change')).toBeNull();
    expect(
      within(screen.getByTestId('data-customers')).getByText('No customer visited twice in this range'),
    ).toBeTruthy();
  });

  it('says every store is being counted, shows no returning customers before the first count, and asks again', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const asked: number[] = [];
    serve(() => {
      asked.push(asked.length);
      const o = overview({ shopId: null, shopName: null });
      const done = asked.length > 1;
      return {
        ...o,
        customers: {
          ...o.customers,
          ...(done
            ? { countedAt: '2026-11-30T08:15:00Z', counting: null }
            : {
                visitors: null,
                visitorsPrev: null,
                returning: null,
                returningPrev: null,
                visitsPerCustomer: null,
                visitsPerCustomerPrev: null,
                improved: [],
                counting: { done: 50, total: 120 },
              }),
        },
      };
    });
    try {
      open('platform');
      const note = await screen.findByTestId('data-customers-count');
      expect(note.textContent).toBe("Counting every store's customers: 50 / 120");
      expect(screen.getByTestId('fig-customers-returning').textContent).toContain('—');
      expect(screen.queryByTestId('fig-customers-returning-change')).toBeNull();
      expect(screen.getByTestId('fig-customers-new').textContent).toContain('Customers who visited: —');
      // While the count runs, the page asks again; the finished count says when it ended.
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() =>
        expect(screen.getByTestId('data-customers-count').textContent).toMatch(
          /^Last count of every store: 2026-11-30 \d\d:15$/,
        ),
      );
      expect(screen.getByTestId('fig-customers-returning').textContent).toContain('12');
      const calls = asked.length;
      await vi.advanceTimersByTimeAsync(4_000);
      expect(asked.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let fail = true;
    serve(() => (fail ? null : overview()));
    open();
    expect(await screen.findByText('The figures could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(button(page(), 'Try again'));
    expect(await screen.findByTestId('fig-accounts')).toBeTruthy();
  });
});
