import type { AccessCode, TCustomer } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../components/format';
import { anyPage, bodiesTo, type FakeRoutes, fakeApi, requests, signedInPerTest } from '../../test/fake-api';
import { button, columnHeader, findButton, page, rowOf, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import CustomersPage from '.';

const consent = (photos: boolean) => ({
  id: 7,
  version: 'v2',
  language: 'en-US' as const,
  acceptedAt: '2026-10-01T09:00:00.000Z',
  recordedAt: '2026-10-01T09:00:05.000Z',
  photos,
  contact: true,
});
const aCustomer = (over: Partial<TCustomer> = {}): TCustomer => ({
  id: 5,
  code: 'M-1001',
  name: 'Lin Mei',
  phone: '86 138****0000',
  gender: 'female',
  birthYear: 1990,
  note: null,
  firstVisitAt: '2026-09-01T09:00:00.000Z',
  lastVisitAt: '2026-11-20T09:15:00.000Z',
  visits: 3,
  consent: consent(true),
  createdAt: '2026-09-01T09:00:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  erasedAt: null,
  ...over,
});
const ROWS = [
  aCustomer(),
  aCustomer({ id: 6, code: 'K7P2QX', name: null, phone: null, visits: 1, consent: consent(false) }),
  aCustomer({ id: 8, code: 'M-1003', name: 'Ana', consent: null }),
];

function serve({
  rows = ROWS,
  total = rows.length,
  overrides = {},
}: {
  rows?: TCustomer[];
  total?: number;
  overrides?: FakeRoutes;
} = {}) {
  fakeApi({
    '/customer/query/:page/:pageSize': anyPage(rows, total),
    '/symptomLabel/symptoms': [{ symptomKey: 'acne', name: 'Acne', typeName: 'Skin', language: 'en-US', degrees: [] }],
  });
  fakeApi(overrides);
  return { calls: requests(), bodies: bodiesTo };
}

const STAFF: AccessCode[] = ['customer'];
const open = (path = '/customers', access: AccessCode[] = STAFF, kind: 'owner' | 'staff' | 'platform' = 'staff') =>
  renderWithProviders(<CustomersPage />, { path, user: buildUser({ access, kind }) });

signedInPerTest();

describe('/customers (a store)', () => {
  it('lists customers with the phone as the server gives it, visits, latest visit and consent; the code opens her page', async () => {
    serve();
    const { router } = open();
    const code = await screen.findByText('M-1001');
    const row = rowOf('M-1001');
    expect(within(row).getByText('Lin Mei')).toBeTruthy();
    expect(within(row).getByText('+86 138****0000')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText(formatDate('2026-11-20T09:15:00.000Z'))).toBeTruthy();
    expect(within(row).getByText('Photos allowed')).toBeTruthy();
    expect(within(rowOf('K7P2QX')).getByText('No name')).toBeTruthy();
    expect(within(rowOf('K7P2QX')).getByText('No photos')).toBeTruthy();
    expect(within(rowOf('M-1003')).getByText('Not recorded')).toBeTruthy();
    // Without customer:contact the list says why the numbers are partly hidden.
    expect(screen.getByText(/Phone numbers are partly hidden/)).toBeTruthy();
    expect(code.closest('a')!.getAttribute('href')).toBe('/customers/5');
    await user.click(code);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/5'));
  });

  it('says nothing of hidden numbers to a user who sees them whole', async () => {
    serve({ rows: [aCustomer({ phone: '86 13800000000' })] });
    open('/customers', ['customer', 'customer:contact']);
    expect(await screen.findByText('+86 13800000000')).toBeTruthy();
    expect(screen.queryByText(/Phone numbers are partly hidden/)).toBeNull();
  });

  it('opens filtered and sorted from a link and sends the filters and the order', async () => {
    const { bodies } = serve();
    open('/customers?from=2026-11-01&to=2026-11-30&symptom=acne&degree=3&consent=noPhotos&sort=-visits&page=2');
    await screen.findByText('M-1001');
    const body = bodies('/customer/query/2/20')[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      text: null,
      symptomKey: 'acne',
      degree: 3,
      consent: 'noPhotos',
      sortField: 'visits',
      sortOrder: 'descend',
    });
    expect(new Date(String(body.lastVisitFrom)).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(String(body.lastVisitTo)).getTime()).toBe(new Date(2026, 10, 30, 23, 59, 59).getTime());
    expect((screen.getByLabelText('Symptom') as HTMLInputElement).value).toBe('acne');
  });

  it('keeps the order and the page in the URL, and the searched name or phone out of it', async () => {
    const { bodies } = serve({ total: 45 });
    const { router } = open();
    await screen.findByText('M-1001');
    await user.type(screen.getByLabelText('Customer'), '13800000000');
    await user.click(button(page(), 'Search'));
    await waitFor(() => expect(bodies('/customer/query/1/20').at(-1)).toMatchObject({ text: '13800000000' }));
    expect(router.state.location.search).toBe('');

    await user.click(columnHeader('Visits')!);
    await waitFor(() => expect(router.state.location.search).toContain('sort=visits'));
    await waitFor(() =>
      expect(bodies('/customer/query/1/20').at(-1)).toMatchObject({
        text: '13800000000',
        sortField: 'visits',
        sortOrder: 'ascend',
      }),
    );
    await user.click(within(page()).getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() =>
      expect(bodies('/customer/query/2/20').at(-1)).toMatchObject({ text: '13800000000', sortField: 'visits' }),
    );
    expect(router.state.location.search).not.toContain('138');
    expect((screen.getByLabelText('Customer') as HTMLInputElement).value).toBe('13800000000');
  });

  it('says what customers are and where they come from while there are none; offers to clear filters when none match', async () => {
    serve({ rows: [] });
    open('/customers', ['customer', 'export']);
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    expect(screen.getByText(/added in the skin analysis app on your store’s devices, with their consent/)).toBeTruthy();
    expect(button(page(), 'Export').closest('button')!.disabled).toBe(true);

    serve({ rows: [] });
    const { router } = open('/customers?consent=photos');
    expect(await screen.findByText('No customer matches these filters')).toBeTruthy();
    await user.click(button(page(), 'Clear filters'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers no export without the export code', async () => {
    serve();
    open('/customers', ['customer']);
    await screen.findByText('M-1001');
    expect(findButton(page(), 'Export')).toBeNull();
  });

  it('exports what the filters match, as CSV or XLSX, times in the browser’s zone', async () => {
    const { bodies } = serve({
      overrides: {
        '/customer/export': () =>
          new Response('a,b\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="customers.csv"' },
          }),
      },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    open('/customers?sort=-lastVisitAt', ['customer', 'export']);
    await screen.findByText('M-1001');
    await user.type(screen.getByLabelText('Customer'), 'Lin{Enter}');
    await waitFor(() => expect(bodies('/customer/query/1/20').at(-1)).toMatchObject({ text: 'Lin' }));
    await user.click(button(page(), 'Export'));
    await user.click(await screen.findByText('Export CSV'));
    await waitFor(() => expect(bodies('/customer/export')).toHaveLength(1));
    expect(bodies('/customer/export')[0]).toMatchObject({
      text: 'Lin',
      sortField: 'lastVisitAt',
      sortOrder: 'descend',
      format: 'csv',
    });
    expect(typeof (bodies('/customer/export')[0] as { timeZone: unknown }).timeZone).toBe('string');
    expect(await screen.findByText('Exported customers.csv')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});

describe('/customers (the platform operator)', () => {
  it('shows the customers per store as counts, never a customer', async () => {
    const { bodies, calls } = serve({
      overrides: {
        '/customer/shops/:page/:pageSize': {
          list: [{ shopId: 3, shopName: 'Demo Store', customers: 120, returning: 41, photoConsent: 97 }],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      },
    });
    const { router } = open('/customers', ['customer', 'users'], 'platform');
    expect(await screen.findByText('Demo Store')).toBeTruthy();
    const row = rowOf('Demo Store');
    for (const n of ['120', '41', '97']) expect(within(row).getByText(n)).toBeTruthy();
    expect(screen.getByText(/the platform sees only how many each store has/)).toBeTruthy();
    expect(findButton(page(), 'Export')).toBeNull();
    await user.type(screen.getByLabelText('Store name'), 'demo{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('shop=demo'));
    expect(bodies('/customer/shops/1/20').at(-1)).toEqual({ shopName: 'demo' });
    expect(calls.some((c) => c.path.startsWith('/customer/query'))).toBe(false);
  });
});
