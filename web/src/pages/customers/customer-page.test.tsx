import type { AccessCode, TAnalysis, TCustomerDetail } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../components/format';
import { type FakeRoutes, fakeApi, held, refusal, requests, signedInPerTest } from '../../test/fake-api';
import { button, openDialog, page, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import CustomersPage from '.';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const consent = (id: number, over: Partial<TCustomerDetail['consents'][number]> = {}) => ({
  id,
  version: `v${id}`,
  language: 'ja-JP' as const,
  acceptedAt: '2026-10-01T09:00:00.000Z',
  recordedAt: '2026-10-01T09:00:05.000Z',
  photos: true,
  contact: false,
  ...over,
});
const CUSTOMER: TCustomerDetail = {
  id: 5,
  code: 'M-1001',
  name: 'Lin Mei',
  phone: '86 13800000000',
  gender: 'female',
  birthYear: 1990,
  note: 'Prefers mornings',
  firstVisitAt: '2026-09-01T09:00:00.000Z',
  lastVisitAt: '2026-11-20T09:15:00.000Z',
  visits: 12,
  consent: consent(2, { photos: false, acceptedAt: '2026-11-01T09:00:00.000Z' }),
  consents: [consent(2, { photos: false, acceptedAt: '2026-11-01T09:00:00.000Z' }), consent(1, { language: 'en-US' })],
  createdAt: '2026-09-01T09:00:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  erasedAt: null,
};
const visit = (id: number, day: number, over: Partial<TAnalysis> = {}): TAnalysis => ({
  id,
  shopId: 3,
  clientId: `6f1c7f52-4f0a-4d57-9a55-0f0b8e1f6b${String(id).padStart(2, '0')}`,
  analysedAt: `2026-11-${String(day).padStart(2, '0')}T09:15:00.000Z`,
  recordedAt: `2026-11-${String(day).padStart(2, '0')}T09:16:00.000Z`,
  deviceNo: 'SKN-A1-0001',
  deviceName: 'Front desk analyser',
  userId: 11,
  userName: 'alice',
  userType: 1,
  symptoms: [{ symptomKey: 'acne', name: 'Acne', degree: 2 }],
  images: [1, 2].map((n) => ({
    key: `shops/3/analyses/${id}-${n}.jpg`,
    url: `${png}#full${id}-${n}`,
    thumbUrl: `${png}#thumb${id}-${n}`,
    size: 1000,
    width: 800,
    height: 800,
  })),
  customer: { id: 5, code: 'M-1001', name: 'Lin Mei' },
  ...over,
});
// Who saw her photos: two reads, newest first.
const VIEWS = [
  {
    id: 2,
    analysisId: 100,
    analysedAt: '2026-11-20T09:15:00.000Z',
    accountId: 7,
    actorName: 'frontdesk',
    viewedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 1,
    analysisId: 99,
    analysedAt: '2026-11-19T09:15:00.000Z',
    accountId: 3,
    actorName: 'owner',
    viewedAt: '2026-11-20T08:00:00.000Z',
  },
];
// 12 visits, newest first (day 20 down to day 9).
const VISITS = Array.from({ length: 12 }, (_, i) => visit(100 - i, 20 - i));

function serve(overrides: FakeRoutes = {}) {
  const bodies = fakeApi<Record<string, unknown>>({
    '/customer/get/:id': (_body, { params }) =>
      Number(params.id) === 5 ? CUSTOMER : refusal(800119, 'No such customer'),
    '/customer/update/5': (body) => ({ ...CUSTOMER, ...(body as object) }),
    '/customer/analyses/:id/:page/:pageSize': (_body, { params }) => {
      const p = Number(params.page);
      const size = Number(params.pageSize);
      return { list: VISITS.slice((p - 1) * size, p * size), total: VISITS.length, page: p, pageSize: size };
    },
    '/customer/query/:page/:pageSize': { list: [], total: 0, page: 1, pageSize: 20 },
    '/customer/views/:id/:page/:pageSize': (_body, { params }) => ({
      list: Number(params.page) === 1 ? VIEWS : [],
      total: VIEWS.length,
      page: Number(params.page),
      pageSize: Number(params.pageSize),
    }),
    '/symptomLabel/symptoms': [],
    '/customer/shares/:id': { list: [] },
    '/customer/recommend/:analysisId': (_body, { params }) => ({
      analysisId: Number(params.analysisId),
      list:
        Number(params.analysisId) === 100
          ? [
              {
                productId: 31,
                name: 'Clear Skin Peel',
                typeName: 'Facials',
                imageUrl: `${png}#peel`,
                link: 'https://shop.example/peel',
                matched: [{ symptomKey: 'acne', degree: 2 }],
                score: 2,
              },
              {
                productId: 32,
                name: 'Calm Mask',
                typeName: null,
                imageUrl: null,
                link: null,
                matched: [{ symptomKey: 'acne', degree: 2 }],
                score: 1,
              },
            ]
          : [],
    }),
    '/customer/compare': (body) => {
      const { from, to } = body as { from: number; to: number };
      const [earlier, later] = [from, to].sort((x, y) => x - y).map((id) => VISITS.find((v) => v.id === id)!);
      return {
        customerId: 5,
        from: earlier,
        to: later,
        symptoms: [
          { symptomKey: 'acne', name: 'Acne', before: 3, after: 1, outcome: 'better' },
          { symptomKey: 'pores', name: 'Pores', before: 1, after: 1, outcome: 'same' },
          { symptomKey: 'redness', name: 'Redness', before: 1, after: 2, outcome: 'worse' },
          { symptomKey: 'spots', name: null, before: 2, after: null, outcome: 'gone' },
          { symptomKey: 'wrinkles', name: 'Wrinkles', before: null, after: 1, outcome: 'new' },
        ],
      };
    },
  });
  fakeApi(overrides);
  return bodies;
}

const open = (access: AccessCode[] = ['customer', 'customer:contact']) =>
  renderWithProviders(<CustomersPage />, {
    path: '/customers',
    routes: [{ path: '/customers/:id', element: <CustomersPage /> }],
    user: buildUser({ access, kind: 'staff' }),
  });

/** Her page opened directly at `path` (no list drawn first: the first draw is the page's, on a busy machine too). */
async function openAt(path: string, access: AccessCode[] = ['customer', 'customer:contact']) {
  return renderWithProviders(<CustomersPage />, {
    path: '/customers/:id',
    at: path,
    routes: [{ path: '/customers', element: <CustomersPage /> }],
    user: buildUser({ access, kind: 'staff' }),
  });
}

signedInPerTest();

describe('/customers/:id (a customer’s page)', () => {
  it('shows her profile, her consent history and her visits newest first with chips and thumbnails, paged', async () => {
    serve();
    const { router } = await openAt('/customers/5');
    const profile = await screen.findByTestId('customer-profile');
    for (const text of ['M-1001', 'Lin Mei', '+86 13800000000', 'Female', '1990', 'Prefers mornings', '12'])
      expect(within(profile).getByText(text)).toBeTruthy();
    expect(within(profile).getByText('No photos')).toBeTruthy();

    const consents = screen.getByTestId('customer-consents');
    const rows = within(consents).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('v2')).toBeTruthy();
    expect(within(rows[0]!).getByText('日本語')).toBeTruthy();
    expect(within(rows[0]!).getByText(formatTime('2026-11-01T09:00:00.000Z'))).toBeTruthy();
    expect(within(rows[0]!).getAllByText('No')).toHaveLength(2);
    expect(within(rows[1]!).getByText('Yes')).toBeTruthy();

    const visits = await screen.findAllByTestId('customer-visit');
    expect(visits).toHaveLength(10);
    expect(within(visits[0]!).getByText(formatTime('2026-11-20T09:15:00.000Z'))).toBeTruthy();
    expect(within(visits[1]!).getByText(formatTime('2026-11-19T09:15:00.000Z'))).toBeTruthy();
    expect(within(visits[0]!).getByText('Acne · Moderate')).toBeTruthy();
    const thumbs = within(visits[0]!)
      .getAllByRole('img')
      .filter((i) => i.tagName === 'IMG');
    expect(thumbs.map((i) => i.getAttribute('src'))).toEqual([`${png}#thumb100-1`, `${png}#thumb100-2`]);

    await user.click(page().querySelector<HTMLElement>('.cu-visits__pages [title="2"]')!);
    await waitFor(() => expect(router.state.location.search).toBe('?visits=2'));
    await waitFor(() => expect(screen.getAllByTestId('customer-visit')).toHaveLength(2));
    expect(screen.getByText(formatTime('2026-11-10T09:15:00.000Z'))).toBeTruthy();
  });

  it('lists who saw her photos, newest first, each with the visit seen', async () => {
    serve();
    await openAt('/customers/5');
    const table = await screen.findByTestId('customer-views');
    const rows = await waitFor(() => {
      const r = within(table).getAllByRole('row').slice(1);
      expect(r).toHaveLength(2);
      return r;
    });
    expect(within(rows[0]!).getByText('frontdesk')).toBeTruthy();
    expect(within(rows[0]!).getByText(formatTime('2026-11-21T10:00:00.000Z'))).toBeTruthy();
    const visitLink = within(rows[0]!).getByText(formatTime('2026-11-20T09:15:00.000Z')).closest('a')!;
    expect(visitLink.getAttribute('href')).toBe('/analyses?analysis=100');
    expect(within(rows[1]!).getByText('owner')).toBeTruthy();
  });

  it('erases her after her member number is typed, then says she was erased (customer:erase only)', async () => {
    let erased = false;
    const bodies = serve({
      '/customer/get/:id': () =>
        erased
          ? {
              ...CUSTOMER,
              code: '#5',
              name: null,
              phone: null,
              note: null,
              consents: [],
              erasedAt: '2026-11-29T10:00:00.000Z',
            }
          : CUSTOMER,
      '/customer/erase/5': () => {
        erased = true;
        return { id: 5, erasedAt: '2026-11-29T10:00:00.000Z', files: 8, bytes: 4096 };
      },
    });
    const r = await openAt('/customers/5');
    await screen.findByTestId('customer-profile');
    expect(screen.queryByText('Erase her data')).toBeNull();
    r.unmount();

    await openAt('/customers/5', ['customer', 'customer:erase']);
    await user.click((await screen.findByText('Erase her data')).closest('button')!);
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Erase Lin Mei for good?');
    const typed = within(dialog).getByLabelText('Type her member number M-1001 to confirm');
    await user.type(typed, 'M-100');
    await user.click(button(dialog, 'Erase'));
    expect(await within(dialog).findByText('That is not her member number')).toBeTruthy();
    expect(bodies['/customer/erase/5'] ?? []).toEqual([]);
    await user.type(typed, '1');
    await user.click(button(dialog, 'Erase'));
    await waitFor(() => expect(bodies['/customer/erase/5']).toEqual([{ code: 'M-1001' }]));
    const notice = await screen.findByTestId('customer-erased');
    expect(within(notice).getByText('Customer erased')).toBeTruthy();
    expect(within(notice).getByText(/was erased on/).textContent).toContain(formatTime('2026-11-29T10:00:00.000Z'));
    expect(screen.queryByText('Lin Mei')).toBeNull();
    expect(screen.queryByTestId('customer-profile')).toBeNull();
  });

  it('downloads her data as a ZIP, busy meanwhile (customer:erase only)', async () => {
    const zip = held();
    serve({ '/customer/export/5': zip.answer });
    const create = vi.fn((_blob: Blob) => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() }));
    try {
      const r = await openAt('/customers/5', ['customer', 'customer:contact']);
      await screen.findByTestId('customer-profile');
      expect(screen.queryByText('Export her data')).toBeNull();
      r.unmount();

      await openAt('/customers/5', ['customer', 'customer:erase']);
      const exportButton = (await screen.findByText('Export her data')).closest('button')!;
      await user.click(exportButton);
      await waitFor(() => expect(requests().some((q) => q.path === '/customer/export/5')).toBe(true));
      const sent = requests().find((q) => q.path === '/customer/export/5')!;
      expect(sent.method).toBe('POST');
      await waitFor(() => expect(exportButton.className).toContain('ant-btn-loading'));
      zip.release(
        new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="customer-5-2026-11-29.zip"',
          },
        }),
      );
      expect(await screen.findByText('Her data was downloaded: customer-5-2026-11-29.zip')).toBeTruthy();
      expect(create).toHaveBeenCalledTimes(1);
      expect(exportButton.className).not.toContain('ant-btn-loading');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('edits her profile: sends what changed only, and shows the server’s refusals under their fields', async () => {
    let answer: (body: unknown) => unknown = (body) => ({ ...CUSTOMER, ...(body as object) });
    const bodies = serve({ '/customer/update/5': (body) => answer(body) });
    await openAt('/customers/5');
    await user.click((await screen.findByText('Edit profile')).closest('button')!);
    const dialog = await openDialog();
    expect(within(dialog).getByText('Edit the profile of Lin Mei')).toBeTruthy();

    // The server's message for a phone it refuses, under the phone.
    answer = () => refusal(100400, 'phone: Invalid phone number', { fields: { phone: 'Invalid phone number' } });
    const national = within(dialog).getByDisplayValue('13800000000');
    await user.clear(national);
    await user.type(national, '12');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Invalid phone number')).toBeTruthy();
    expect(bodies['/customer/update/5']).toEqual([{ phone: '86 12' }]);

    // A phone another customer has: 409 under the phone too.
    answer = () => refusal(800121, 'Another customer has this phone number');
    await user.type(national, '9');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Another customer has this phone number')).toBeTruthy();

    answer = (body) => ({ ...CUSTOMER, ...(body as object) });
    await user.clear(national);
    await user.type(national, '13800000000');
    const note = within(dialog).getByLabelText('Note');
    await user.clear(note);
    await user.type(note, 'Evenings now');
    await user.click(button(dialog, 'OK'));
    expect(await screen.findByText('Profile of Lin Mei saved')).toBeTruthy();
    // The phone is as it was: only the note goes.
    expect(bodies['/customer/update/5']!.at(-1)).toEqual({ note: 'Evenings now' });
  });

  it('a user who sees phones masked cannot retype one, and saving never sends the masked number', async () => {
    const bodies = serve({
      '/customer/get/:id': { ...CUSTOMER, phone: '86 138****0000' },
      '/customer/update/5': (body) => ({ ...CUSTOMER, phone: '86 138****0000', ...(body as object) }),
    });
    await openAt('/customers/5', ['customer']);
    await user.click((await screen.findByText('Edit profile')).closest('button')!);
    const dialog = await openDialog();
    const phone = within(dialog).getByDisplayValue('86 138****0000') as HTMLInputElement;
    expect(phone.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Birth year'), '{Backspace}1');
    await user.click(button(dialog, 'OK'));
    await waitFor(() => expect(bodies['/customer/update/5']).toEqual([{ birthYear: 1991 }]));
  });

  it('a customer who is not the store’s, or a number no customer has, is not found', async () => {
    serve();
    await openAt('/customers/6');
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(screen.getByText(/No customer of your store has this number/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull();
    const before = requests().length;
    const { router } = open();
    await router.navigate('/customers/abc');
    expect((await screen.findAllByText('Not found')).length).toBeGreaterThan(0);
    expect(
      requests()
        .slice(before)
        .some((c) => c.path === '/customer/get/abc'),
    ).toBe(false);
  });

  it('compares her latest visit with the one before by default: photos side by side, each symptom then and now', async () => {
    const bodies = serve();
    await openAt('/customers/5');
    const compare = await screen.findByTestId('compare');
    expect(bodies['/customer/compare']).toEqual([{ customerId: 5, from: 100, to: 99 }]);
    const frames = within(compare).getAllByTestId('compare-frame');
    expect(frames.map((f) => f.getAttribute('aria-label'))).toEqual([
      `Earlier visit · ${formatTime('2026-11-19T09:15:00.000Z')}, photo 1`,
      `Later visit · ${formatTime('2026-11-20T09:15:00.000Z')}, photo 1`,
    ]);
    expect(frames.map((f) => f.querySelector('img')!.getAttribute('src'))).toEqual([
      `${png}#full99-1`,
      `${png}#full100-1`,
    ]);
    const table = within(compare).getByTestId('compare-symptoms');
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Acne')).getByText('Severe')).toBeTruthy();
    expect(within(row('Acne')).getByText('Mild')).toBeTruthy();
    expect(within(row('Acne')).getByText('Better')).toBeTruthy();
    expect(within(row('Pores')).getByText('Same')).toBeTruthy();
    expect(within(row('Redness')).getByText('Worse')).toBeTruthy();
    expect(within(row('spots')).getByText('Only in the earlier visit')).toBeTruthy();
    expect(within(row('spots')).getByText('Not found')).toBeTruthy();
    expect(within(row('Wrinkles')).getByText('Only in the later visit')).toBeTruthy();
  });

  it('compares the two visits picked on the timeline, kept in the link', async () => {
    const bodies = serve();
    const { router } = await openAt('/customers/5');
    await screen.findByTestId('compare');
    // Picking a third visit drops the first of the two.
    await user.click(screen.getByLabelText(`Pick the visit of ${formatTime('2026-11-15T09:15:00.000Z')} to compare`));
    await waitFor(() => expect(router.state.location.search).toBe('?compare=99%2C95'));
    await waitFor(() => expect(bodies['/customer/compare']!.at(-1)).toEqual({ customerId: 5, from: 99, to: 95 }));
    await user.click(screen.getByLabelText(`Pick the visit of ${formatTime('2026-11-15T09:15:00.000Z')} to compare`));
    expect(await screen.findByText('Pick two visits on the timeline to compare them.')).toBeTruthy();
  });

  it('zooms and moves both photos as one, by the buttons and by the keys, and resets', async () => {
    serve();
    await openAt('/customers/5');
    const compare = await screen.findByTestId('compare');
    const transforms = () =>
      within(compare)
        .getAllByTestId('compare-frame')
        .map((f) => f.querySelector('img')!.style.transform);
    expect(transforms()).toEqual(['translate(0%, 0%) scale(1)', 'translate(0%, 0%) scale(1)']);
    await user.click(within(compare).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(compare).getByRole('button', { name: 'Zoom in' }));
    expect(transforms()).toEqual(['translate(0%, 0%) scale(1.5625)', 'translate(0%, 0%) scale(1.5625)']);
    expect(within(compare).getByTestId('compare-zoom').textContent).toBe('Zoom 156%');
    // The keys on the later photo move the earlier one too.
    within(compare).getAllByTestId('compare-frame')[1]!.focus();
    await user.keyboard('{ArrowLeft}+');
    const [earlier, later] = transforms();
    expect(earlier).toBe(later);
    expect(earlier).toMatch(/^translate\(10%, 0%\) scale\(1\.953/);
    await user.keyboard('0');
    expect(transforms()).toEqual(['translate(0%, 0%) scale(1)', 'translate(0%, 0%) scale(1)']);
    await user.click(within(compare).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(compare).getByRole('button', { name: 'Reset zoom' }));
    expect(transforms()).toEqual(['translate(0%, 0%) scale(1)', 'translate(0%, 0%) scale(1)']);
  });

  it('recommends the store’s programmes for her latest visit, best first, and for the visit asked for', async () => {
    serve();
    await openAt('/customers/5', ['customer', 'product-type']);
    const list = await screen.findByTestId('recommendations');
    const items = within(list).getAllByTestId('recommendation');
    expect(items.map((i) => i.querySelector('strong')!.textContent)).toEqual(['Clear Skin Peel', 'Calm Mask']);
    expect(within(items[0]!).getByText('Clear Skin Peel').closest('a')!.getAttribute('href')).toBe(
      '/product-type?name=Clear%20Skin%20Peel',
    );
    const outside = within(items[0]!).getByRole('link', { name: /Open the programme/ });
    expect(outside.getAttribute('href')).toBe('https://shop.example/peel');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(within(items[0]!).getByText('Acne · Moderate')).toBeTruthy();
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toBe(`${png}#peel`);
    expect(within(items[1]!).queryByRole('link', { name: /Open the programme/ })).toBeNull();

    // Another visit's programmes: none match, and the screen says so.
    const time = formatTime('2026-11-19T09:15:00.000Z');
    await user.click(screen.getByRole('button', { name: `Recommended programmes · For the visit of ${time}` }));
    expect(await screen.findByText('No programme of your store matches what this visit found.')).toBeTruthy();
    expect(screen.getByText(`For the visit of ${time}`)).toBeTruthy();
  });
});

describe('her shared reports', () => {
  it('lists each share with its openings and revokes a live one after asking', async () => {
    const share = {
      id: 7,
      language: 'ja-JP' as const,
      visits: [{ id: 100, analysedAt: '2026-11-20T09:15:00.000Z' }],
      createdByName: 'alice',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      revokedAt: null,
      openingsTotal: 1,
      openings: [{ openedAt: '2026-11-21T08:00:00.000Z', address: '203.0.113.9' }],
    };
    let state: 'active' | 'revoked' = 'active';
    const bodies = serve({
      '/customer/shares/:id': () => ({ list: [{ ...share, state }] }),
      '/customer/share/revoke/7': () => {
        state = 'revoked';
        return { id: 7, revokedAt: '2026-11-22T08:00:00.000Z' };
      },
    });
    await openAt('/customers/5');
    const table = await screen.findByTestId('customer-shares');
    expect(within(table).getByText('日本語')).toBeTruthy();
    expect(within(table).getByText('alice')).toBeTruthy();
    expect(within(table).getByText(`${formatTime('2026-11-21T08:00:00.000Z')} from 203.0.113.9`)).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Revoke' }));
    const dialog = await openDialog();
    expect(within(dialog).getAllByText('Revoke this link?').length).toBeGreaterThan(0);
    expect(bodies['/customer/share/revoke/7']).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(table).findByText('Revoked')).toBeTruthy();
    expect(bodies['/customer/share/revoke/7']).toHaveLength(1);
  });
});
