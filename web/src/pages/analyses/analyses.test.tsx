import type { AccessCode, TAnalysis, TAnalysisShopCount } from '@skin/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localTimeZone } from '../../api/client';
import { formatTime } from '../../components/format';
import { anyPage, bodiesTo, type FakeRoutes, fakeApi, refusal, requests, signedInPerTest } from '../../test/fake-api';
import { button, findButton, page, rowOf, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import AnalysesPage from '.';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const image = (n: number) => ({
  key: `shops/3/analyses/p${n}.jpg`,
  url: `${png}#full${n}`,
  thumbUrl: `${png}#thumb${n}`,
  size: 2_400_000,
  width: 3000,
  height: 4000,
});
const analysis = (over: Partial<TAnalysis>): TAnalysis => ({
  id: 1,
  shopId: 3,
  clientId: '6f1c7f52-4f0a-4d57-9a55-0f0b8e1f6b11',
  analysedAt: '2026-11-20T09:15:00.000Z',
  recordedAt: '2026-11-20T09:16:00.000Z',
  deviceNo: 'SKN-A1-0001',
  deviceName: 'Front desk analyser',
  userId: 11,
  userName: 'alice',
  userType: 1,
  symptoms: [
    { symptomKey: 'acne', name: 'Acne', degree: 3 },
    { symptomKey: 'pores', name: null, degree: 1 },
  ],
  images: [image(1), image(2), image(3), image(4)],
  customer: null,
  ...over,
});
const ROWS = [
  analysis({}),
  analysis({
    id: 2,
    analysedAt: '2026-11-19T08:00:00.000Z',
    deviceNo: 'SKN-OLD-9',
    deviceName: null,
    userId: 12,
    userName: 'bob',
    userType: 2,
    symptoms: [],
    images: [],
  }),
];

function serve({
  rows = ROWS,
  total = rows.length,
  overrides = {},
}: {
  rows?: TAnalysis[];
  total?: number;
  overrides?: FakeRoutes;
} = {}) {
  fakeApi({
    '/analysis/query/:page/:pageSize': anyPage(rows, total),
    '/analysis/get/:id': (_body, { params }) =>
      rows.find((r) => r.id === Number(params.id)) ?? refusal(100405, 'Not found'),
    '/symptomLabel/symptoms': [
      { symptomKey: 'acne', name: 'Acne', typeName: 'Skin', language: 'en-US', degrees: [] },
      { symptomKey: 'acne_scar', name: 'Acne scars', typeName: 'Skin', language: 'en-US', degrees: [] },
    ],
    '/shopDevice/query': { list: [], total: 0, page: 1, pageSize: 1000 },
    '/user/query/:page/:pageSize': { list: [], total: 0, page: 1, pageSize: 20 },
  });
  fakeApi(overrides);
  return { calls: requests(), bodies: bodiesTo };
}

const STAFF: AccessCode[] = ['analysis'];
const open = (path = '/analyses', access: AccessCode[] = STAFF, kind: 'owner' | 'staff' | 'platform' = 'staff') =>
  renderWithProviders(<AnalysesPage />, { path, user: buildUser({ access, kind }) });

signedInPerTest();

describe('/analyses (a store)', () => {
  it('lists analyses newest first with device, account, symptoms by degree and lazy thumbnails of a fixed size', async () => {
    serve();
    open();
    const time = formatTime('2026-11-20T09:15:00.000Z');
    expect(await screen.findByText(time)).toBeTruthy();
    const row = rowOf(time);
    expect(within(row).getByText('Front desk analyser')).toBeTruthy();
    expect(within(row).getByText('SKN-A1-0001')).toBeTruthy();
    expect(within(row).getByText('alice')).toBeTruthy();
    expect(within(row).getByText('Working end')).toBeTruthy();
    expect(within(row).getByText('Acne · Severe')).toBeTruthy();
    // A key the store has no label for is shown by its key.
    expect(within(row).getByText('pores · Mild')).toBeTruthy();
    const thumbs = within(row)
      .getAllByRole('img')
      .filter((i) => i.tagName === 'IMG');
    expect(thumbs).toHaveLength(3);
    for (const img of thumbs) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBe('48');
      expect(img.getAttribute('height')).toBe('48');
      expect(img.getAttribute('alt')).toMatch(/^Photo \d of 4$/);
    }
    expect(thumbs[0]!.getAttribute('src')).toContain('#thumb1');
    expect(within(row).getByText('+1')).toBeTruthy();

    const other = rowOf(formatTime('2026-11-19T08:00:00.000Z'));
    expect(within(other).getByText('Deleted device')).toBeTruthy();
    expect(within(other).getByText('SKN-OLD-9')).toBeTruthy();
    expect(within(other).getByText('Viewer-end subaccount')).toBeTruthy();
    expect(within(other).getByText('No symptoms found')).toBeTruthy();
    expect(within(other).getByText('No photos')).toBeTruthy();
  });

  it('opens filtered from a link (?deviceNo=, ?userId=) and sends the filters', async () => {
    const { bodies } = serve();
    open('/analyses?deviceNo=SKN-A1-0001&userId=11&degree=3&from=2026-11-01&to=2026-11-30&page=2');
    await screen.findByText(formatTime('2026-11-20T09:15:00.000Z'));
    const body = bodies('/analysis/query/2/20')[0] as Record<string, unknown>;
    expect(body).toMatchObject({ deviceNo: 'SKN-A1-0001', userId: 11, degree: 3, symptomKey: null });
    expect(new Date(String(body.from)).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(String(body.to)).getTime()).toBe(new Date(2026, 10, 30, 23, 59, 59).getTime());
    // The form shows what the link says; the account by its name from the list.
    expect((screen.getByLabelText('Device') as HTMLInputElement).value).toBe('SKN-A1-0001');
    await waitFor(() =>
      expect(within(screen.getByLabelText('Search')).getByTitle('alice', { exact: false })).toBeTruthy(),
    );
  });

  it('keeps the filters and the page in the URL, and pages through the list', async () => {
    const { bodies } = serve({ total: 45 });
    const { router } = open();
    await screen.findByText(formatTime('2026-11-20T09:15:00.000Z'));
    await user.type(screen.getByLabelText('Symptom'), 'acne');
    await user.click(button(page(), 'Search'));
    await waitFor(() => expect(router.state.location.search).toContain('symptom=acne'));
    await waitFor(() => expect(bodies('/analysis/query/1/20').at(-1)).toMatchObject({ symptomKey: 'acne' }));

    await user.click(within(page()).getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(bodies('/analysis/query/2/20').at(-1)).toMatchObject({ symptomKey: 'acne' }));
    // Back returns to the first page of the same search, and again to the list before it.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?symptom=acne');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('names each analysis’s customer as a link to her page, and lists one customer’s analyses from a link', async () => {
    const { bodies } = serve({
      rows: [analysis({ customer: { id: 5, code: 'M-1001', name: 'Lin Mei' } }), analysis({ id: 2, customer: null })],
    });
    const { router } = open('/analyses?customer=5', ['analysis', 'customer']);
    const link = await screen.findByRole('link', { name: 'Lin Mei' });
    expect(link.getAttribute('href')).toBe('/customers/5');
    expect(screen.getByText('Anonymous')).toBeTruthy();
    expect(bodies('/analysis/query/1/20')[0]).toMatchObject({ customerId: 5 });
    expect(screen.getByText('Only the analyses of customer Lin Mei')).toBeTruthy();
    // Another search keeps her; the notice's button lets her go.
    await user.type(screen.getByLabelText('Symptom'), 'acne');
    await user.click(button(page(), 'Search'));
    await waitFor(() =>
      expect(bodies('/analysis/query/1/20').at(-1)).toMatchObject({ customerId: 5, symptomKey: 'acne' }),
    );
    await user.click(button(page(), 'Show every customer'));
    await waitFor(() => expect(router.state.location.search).toBe('?symptom=acne'));
    await waitFor(() =>
      expect(bodies('/analysis/query/1/20').at(-1)).toMatchObject({ customerId: null, symptomKey: 'acne' }),
    );
  });

  it('names the customer without a link for a user who may not read customers', async () => {
    serve({ rows: [analysis({ customer: { id: 5, code: 'M-1001', name: null } })] });
    open('/analyses', ['analysis']);
    expect(await screen.findByText('M-1001')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'M-1001' })).toBeNull();
  });

  it('a link with a device number longer than the field takes: the list without it, the reason in the form', async () => {
    const { bodies } = serve();
    const long = 'D'.repeat(300);
    const { router } = open(`/analyses?deviceNo=${long}&degree=3&page=999999`);
    await screen.findByText(formatTime('2026-11-20T09:15:00.000Z'));
    expect(bodies('/analysis/query/1/20').at(-1)).toMatchObject({ deviceNo: null, degree: 3 });
    await waitFor(() => expect(router.state.location.search).toBe('?degree=3'));
    const form = screen.getByLabelText('Search');
    expect(await within(form).findByText('At most 64 characters: the link’s text was not used.')).toBeTruthy();
    expect((screen.getByLabelText('Device') as HTMLInputElement).value).toBe(long.slice(0, 200));
    expect(await screen.findByText(/deviceNo longer than 64 characters, page=999999/)).toBeTruthy();
    expect(screen.queryByText(/Try again/)).toBeNull();
  });

  it('shows a symptom picked by name as its name, and filters by its key', async () => {
    const { bodies } = serve();
    const { router } = open('/analyses', ['analysis', 'symptom-label']);
    await screen.findByText(formatTime('2026-11-20T09:15:00.000Z'));
    const field = screen.getByLabelText('Symptom') as HTMLInputElement;
    await user.type(field, 'scar');
    await user.click(await screen.findByText('Acne scars (acne_scar)'));
    expect(field.value).toBe('Acne scars');
    await user.click(button(page(), 'Search'));
    await waitFor(() => expect(router.state.location.search).toContain('symptom=acne_scar'));
    await waitFor(() => expect(bodies('/analysis/query/1/20').at(-1)).toMatchObject({ symptomKey: 'acne_scar' }));
    // The form shown again for the new search (and for a link) names it too.
    await waitFor(() => expect((screen.getByLabelText('Symptom') as HTMLInputElement).value).toBe('Acne scars'));
  });

  it("says in the detail that the store's photo retention removed an analysis's photos", async () => {
    const removed = analysis({
      id: 3,
      images: [],
      photosRemovedAt: '2026-11-21T02:00:00.000Z',
      photosNote: "This analysis's photos were deleted under the store's photo retention period",
    });
    serve({ rows: [removed, ROWS[1]!] });
    const { router } = open('/analyses?analysis=3');
    const drawer = await screen.findByRole('dialog');
    const note = await within(drawer).findByTestId('photos-removed');
    expect(note.textContent).toBe(
      `This analysis's photos were deleted under the store's photo retention period (${formatTime('2026-11-21T02:00:00.000Z')})`,
    );
    expect(within(drawer).queryByTestId('analysis-photos')).toBeNull();
    // An analysis that never had photos still says so.
    await router.navigate('/analyses?analysis=2');
    expect(await within(await screen.findByRole('dialog')).findByText('No photos')).toBeTruthy();
  });

  it('opens the detail from a row: every photo larger, each opening its full-size signed URL; Back closes it', async () => {
    const { calls } = serve();
    const { router } = open();
    await user.click(await screen.findByText(formatTime('2026-11-20T09:15:00.000Z')));
    await waitFor(() => expect(router.state.location.search).toContain('analysis=1'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(`Analysis of ${formatTime('2026-11-20T09:15:00.000Z')}`)).toBeTruthy();
    expect(calls.some((c) => c.path === '/analysis/get/1' && c.method === 'GET')).toBe(true);
    expect(within(drawer).getByText('6f1c7f52-4f0a-4d57-9a55-0f0b8e1f6b11')).toBeTruthy();
    expect(within(drawer).getByText(formatTime('2026-11-20T09:16:00.000Z'))).toBeTruthy();
    expect(within(drawer).getByText('Photos (4)')).toBeTruthy();
    const links = within(within(drawer).getByTestId('analysis-photos')).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[1]!.getAttribute('href')).toContain('#full2');
    expect(links[1]!.getAttribute('target')).toBe('_blank');
    expect(within(links[1]!).getByRole('img').getAttribute('alt')).toBe('Photo 2 of 4');

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).not.toContain('analysis='));
  });

  it('a link to one analysis opens its detail', async () => {
    serve();
    open('/analyses?analysis=2');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Photos (0)')).toBeTruthy();
    expect(within(drawer).getAllByText('Deleted device').length).toBeGreaterThan(0);
  });

  it('a link to an analysis that does not exist says so, with nothing to try again', async () => {
    serve();
    for (const id of ['99999999', '99999999999', 'x']) {
      const { unmount } = open(`/analyses?analysis=${id}`);
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByText('Not found')).toBeTruthy();
      expect(within(drawer).getByText(/No analysis of your store has this number/)).toBeTruthy();
      expect(within(drawer).queryByRole('button', { name: /Try again/ })).toBeNull();
      unmount();
    }
  });

  it('the detail says which time zone its times are in', async () => {
    serve();
    open('/analyses?analysis=1');
    const drawer = await screen.findByRole('dialog');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect((await within(drawer).findByTestId('analysis-zone')).textContent).toContain(`Times are in ${zone}`);
    expect(within(drawer).getByText('Uploaded at')).toBeTruthy();
  });

  it('says where analyses come from while there are none, and offers to clear filters when none match', async () => {
    serve({ rows: [] });
    open('/analyses', ['analysis', 'shop-device', 'export']);
    expect(await screen.findByText('No analyses yet')).toBeTruthy();
    expect(screen.getByText(/come from the skin analysis app on your store’s devices/)).toBeTruthy();
    expect(button(page(), 'Go to devices')).toBeTruthy();
    expect(button(page(), 'Export').closest('button')!.disabled).toBe(true);

    serve({ rows: [] });
    const { router } = open('/analyses?deviceNo=NOPE');
    expect(await screen.findByText('No analysis matches these filters')).toBeTruthy();
    await user.click(button(page(), 'Clear filters'));
    await waitFor(() => expect(router.state.location.search).not.toContain('deviceNo'));
  });

  it('offers no export without the export code', async () => {
    serve();
    open('/analyses', ['analysis']);
    await screen.findByText(formatTime('2026-11-20T09:15:00.000Z'));
    expect(findButton(page(), 'Export')).toBeNull();
  });

  it('exports what the filters match, as CSV or XLSX, times in the browser’s zone', async () => {
    const { bodies } = serve({
      overrides: {
        '/analysis/export': () =>
          new Response('a,b\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="analyses.csv"' },
          }),
      },
    });
    const create = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() }));
    open('/analyses?deviceNo=SKN-A1-0001', ['analysis', 'export']);
    await screen.findByText(formatTime('2026-11-20T09:15:00.000Z'));
    await user.click(button(page(), 'Export'));
    await user.click(await screen.findByText('Export Excel (XLSX)'));
    await waitFor(() => expect(bodies('/analysis/export')).toHaveLength(1));
    expect(bodies('/analysis/export')[0]).toMatchObject({ deviceNo: 'SKN-A1-0001', format: 'xlsx' });
    expect(typeof (bodies('/analysis/export')[0] as { timeZone: unknown }).timeZone).toBe('string');
    expect(await screen.findByText('Exported analyses.csv')).toBeTruthy();
  });
});

describe('/analyses (the platform operator)', () => {
  const SHOPS: TAnalysisShopCount[] = [
    { shopId: 3, shopName: 'Demo Store', total: 420, last30d: 51, lastAnalysedAt: '2026-11-25T10:00:00.000Z' },
    { shopId: 4, shopName: 'Second Store', total: 0, last30d: 0, lastAnalysedAt: null },
  ];

  it('shows the analyses per store by name, never an analysis or a photo', async () => {
    const { bodies, calls } = serve({
      overrides: {
        '/analysis/shops/:page/:pageSize': { list: SHOPS, total: 2, page: 1, pageSize: 20 },
      },
    });
    const { router } = open('/analyses', ['analysis', 'users', 'data'], 'platform');
    expect(await screen.findByText('Demo Store')).toBeTruthy();
    const row = rowOf('Demo Store');
    expect(within(row).getByText('420')).toBeTruthy();
    expect(within(row).getByText('51')).toBeTruthy();
    expect(within(row).getByText(formatTime('2026-11-25T10:00:00.000Z'))).toBeTruthy();
    expect(within(rowOf('Second Store')).getByText('None yet')).toBeTruthy();
    expect(screen.getByText(/the platform sees only how many each store has/)).toBeTruthy();
    expect(screen.getByText(/today and the 29 days before it, as each store’s data centre counts them/)).toBeTruthy();
    expect(screen.queryAllByRole('img').filter((i) => i.tagName === 'IMG')).toHaveLength(0);
    expect(findButton(page(), 'Export')).toBeNull();

    await user.type(screen.getByLabelText('Store name'), 'demo{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('shop=demo'));
    // The last 30 days are the console's zone's days, as /data counts them.
    expect(bodies('/analysis/shops/1/20').at(-1)).toEqual({ shopName: 'demo', timeZone: localTimeZone() ?? null });
    expect(calls.some((c) => c.path.startsWith('/analysis/query'))).toBe(false);
  });
});
