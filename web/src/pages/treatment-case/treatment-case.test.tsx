import type { AccessCode, TTreatmentCase } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectReadOnly,
  expectViewingStore,
  fieldErrors,
  formItem,
  onePage,
  screenOpener,
  serveScreen,
  symptomChoice,
} from '../../test/crud-page';
import { type FakeRoutes, refusal, signedInPerTest } from '../../test/fake-api';
import {
  button,
  deleteAfterConfirming,
  dialogFromPage,
  dialogFromRow,
  editAfterCancelling,
  findButton,
  page,
  rowOf,
  user,
} from '../../test/helpers';
import TreatmentCasePage from '.';

const png = 'data:image/png;base64,iVBORw0KGgo=';
const CHOICES = [symptomChoice('acne', 'Acne'), symptomChoice('texture', 'Texture')];
const aCase = (over: Partial<TTreatmentCase>): TTreatmentCase => ({
  id: 1,
  shopId: 3,
  description: 'Chin breakouts cleared',
  symptom: { symptomKey: 'acne', name: 'Acne' },
  beforeImage: 'shops/3/images/b1.png',
  afterImage: 'shops/3/images/a1.png',
  beforeImageUrl: `${png}#b1`,
  afterImageUrl: `${png}#a1`,
  cycleMonths: 6,
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
  ...over,
});
const CASES = [
  aCase({}),
  aCase({
    id: 2,
    description: 'Smoother cheeks',
    symptom: { symptomKey: 'texture', name: 'Texture' },
    afterImage: null,
    afterImageUrl: null,
    cycleMonths: 1,
  }),
];

const serve = (overrides: FakeRoutes = {}, cases = CASES, choices = CHOICES) =>
  serveScreen(
    {
      '/treatmentCase/query/:page/:pageSize': onePage(cases),
      '/treatmentCase/get/:id': (_body, { params }) =>
        cases.find((c) => c.id === Number(params.id)) ?? refusal(600201, 'The case does not exist'),
      '/symptomLabel/symptoms': choices,
    },
    overrides,
  );

const OWNER: AccessCode[] = ['treatment-case', 'treatment-case:edit', 'symptom-label'];
const open = screenOpener(<TreatmentCasePage />, {
  path: '/treatment-case',
  access: OWNER,
  routes: [{ path: '/symptom-label', element: <div data-testid="labels-screen" /> }],
});
const queries = (bodies: Record<string, unknown[]>) =>
  Object.entries(bodies)
    .filter(([url]) => url.startsWith('/treatmentCase/query/'))
    .flatMap(([, b]) => b);

signedInPerTest();

describe('/treatment-case', () => {
  it('lists cases with their thumbnails, symptom, cycle and time', async () => {
    const bodies = serve();
    open();
    expect(await screen.findByText('Chin breakouts cleared')).toBeTruthy();
    const row = rowOf('Chin breakouts cleared');
    expect(within(row).getByText('Acne')).toBeTruthy();
    expect(within(row).getByText('6 months')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Before' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'After' })).toBeTruthy();
    const other = rowOf('Smoother cheeks');
    expect(within(other).getByText('1 month')).toBeTruthy();
    expect(within(other).queryByRole('img', { name: 'After' })).toBeNull();
    expect(queries(bodies).at(-1)).toEqual({ symptomKey: null, from: null, to: null, shopId: null });
    expect(bodies['/treatmentCase/query/1/20']).toBeDefined();
  });

  const OLD_LINK = JSON.stringify({ symptomKey: 'texture', range: [{ $day: '2026-03-01' }, { $day: '2026-03-31' }] });
  it.each([
    ['a readable link', '/treatment-case?symptom=texture&from=2026-03-01&to=2026-03-31'],
    ["an older console's link", `/treatment-case?list=${encodeURIComponent(OLD_LINK)}`],
  ])('filters by the symptom and days of %s, and says them readably in the URL', async (_, path) => {
    const bodies = serve();
    const { router } = open(OWNER, 'owner', path);
    await screen.findByText('Chin breakouts cleared');
    await waitFor(() => expect(router.state.location.search).toBe('?symptom=texture&from=2026-03-01&to=2026-03-31'));
    const last = queries(bodies).at(-1) as { symptomKey: string; from: string; to: string };
    expect(last.symptomKey).toBe('texture');
    expect(last.from).toMatch(/^2026-03-01T00:00:00/);
    expect(last.to).toMatch(/^2026-03-31T23:59:59/);
  });

  it('shows a case in a detail view with the two pictures captioned side by side', async () => {
    const bodies = serve();
    open();
    await screen.findByText('Chin breakouts cleared');
    await user.click(button(rowOf('Chin breakouts cleared'), 'View'));
    const pictures = await screen.findByTestId('case-pictures');
    expect(pictures.className).toContain('tc-pair');
    const figures = pictures.querySelectorAll('figure');
    expect([...figures].map((f) => f.querySelector('figcaption')?.textContent)).toEqual(['Before', 'After']);
    expect(within(pictures).getByRole('img', { name: 'Before' }).getAttribute('src')).toBe(`${png}#b1`);
    expect(within(pictures).getByRole('img', { name: 'After' }).getAttribute('src')).toBe(`${png}#a1`);
    await waitFor(() => expect(bodies['/treatmentCase/get/1']).toEqual([{ shopId: null }]));
  });

  it('says when a case has no after picture yet', async () => {
    serve();
    open();
    await screen.findByText('Smoother cheeks');
    await user.click(button(rowOf('Smoother cheeks'), 'View'));
    const pictures = await screen.findByTestId('case-pictures');
    expect(within(pictures).getByText('No after picture yet')).toBeTruthy();
  });

  it('invites the first case when there is none', async () => {
    serve({}, []);
    open();
    expect(await screen.findByText('No cases yet')).toBeTruthy();
    expect(screen.getByText(/Add your first case/)).toBeTruthy();
    expect(findButton(page(), 'Add case')).not.toBeNull();
  });

  it('says to set up symptom labels first when the store has none, with the way there', async () => {
    serve({}, [], []);
    const { router } = open();
    expect(await screen.findByText('Set up symptom labels first')).toBeTruthy();
    await user.click(button(page(), 'Go to symptom labels'));
    await screen.findByTestId('labels-screen');
    expect(router.state.location.pathname).toBe('/symptom-label');
  });

  it('the add form asks for each required field', async () => {
    const bodies = serve();
    open();
    await screen.findByText('Chin breakouts cleared');
    const dialog = await dialogFromPage('Add case');
    expect(dialog.textContent).toContain('Add treatment case');
    await user.click(button(dialog, 'OK'));
    await waitFor(() =>
      expect(fieldErrors(dialog)).toEqual([
        'Upload the before picture',
        'Please select the associated symptom',
        'Enter whole months from 1 to 120',
        'Please enter the case description',
      ]),
    );
    expect(bodies['/treatmentCase/add']).toBeUndefined();
  });

  it('edits a case with its current values, and puts a refused symptom under its field', async () => {
    let tries = 0;
    const bodies = serve({
      '/treatmentCase/update/1': () =>
        tries++ === 0
          ? refusal(600202, 'Not one of your labels', { fields: { symptomKey: 'Not one of your labels' } })
          : aCase({ cycleMonths: 8 }),
    });
    open();
    await screen.findByText('Chin breakouts cleared');
    const dialog = await dialogFromRow('Chin breakouts cleared');
    expect(dialog.textContent).toContain('Edit treatment case');
    const months = within(dialog).getByLabelText('Treatment cycle') as HTMLInputElement;
    expect(months.value).toBe('6');
    await user.clear(months);
    await user.type(months, '8');
    await user.click(button(dialog, 'OK'));
    expect(await within(formItem(dialog, 'Associated symptom')).findByText('Not one of your labels')).toBeTruthy();
    expect(bodies['/treatmentCase/update/1']![0]).toEqual({
      beforeImage: 'shops/3/images/b1.png',
      afterImage: 'shops/3/images/a1.png',
      symptomKey: 'acne',
      cycleMonths: 8,
      description: 'Chin breakouts cleared',
    });
    await user.click(button(dialog, 'OK'));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it.each([
    ['-3', 'below the range (it saved 1)'],
    ['999', 'above the range (it saved 120)'],
    ['2.5', 'not whole (it saved 3)'],
  ])('refuses a treatment cycle of %s months, %s, with the rule, and saves nothing', async (typed) => {
    const bodies = serve({ '/treatmentCase/update/1': aCase({}) });
    open();
    await screen.findByText('Chin breakouts cleared');
    const dialog = await dialogFromRow('Chin breakouts cleared');
    const months = within(dialog).getByLabelText('Treatment cycle') as HTMLInputElement;
    await user.clear(months);
    await user.type(months, typed);
    await user.click(button(dialog, 'OK'));
    const field = months.closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(field.querySelector('.ant-form-item-explain-error')?.textContent).toBe('Enter whole months from 1 to 120'),
    );
    // What was typed stays as typed (never turned into 1, 120 or 3), and nothing is sent.
    expect(months.value).toBe(typed);
    expect(bodies['/treatmentCase/update/1']).toBeUndefined();
  });

  it("Edit one case, Cancel, Edit another: the form holds the other's values and saves them", async () => {
    const bodies = serve({ '/treatmentCase/update/2': CASES[1]! });
    open();
    await screen.findByText('Chin breakouts cleared');
    expect((await editAfterCancelling('Chin breakouts cleared', 'Smoother cheeks', 'Case description')).value).toBe(
      'Smoother cheeks',
    );
    await waitFor(() =>
      expect(bodies['/treatmentCase/update/2']?.[0]).toMatchObject({
        description: 'Smoother cheeks',
        symptomKey: 'texture',
        cycleMonths: 1,
      }),
    );
    expect(bodies['/treatmentCase/update/1']).toBeUndefined();
  });

  it('deletes a case after a confirmation naming its symptom', async () => {
    const bodies = serve({ '/treatmentCase/delete/1': { id: 1 } });
    open();
    await screen.findByText('Chin breakouts cleared');
    await deleteAfterConfirming(bodies, {
      row: 'Chin breakouts cleared',
      path: '/treatmentCase/delete/1',
      says: ['Delete this Acne case?'],
    });
    expect(await screen.findByText('Deleted')).toBeTruthy();
  });

  it('hides add, edit and delete without the edit code', async () => {
    serve();
    open(['treatment-case'], 'staff');
    await screen.findByText('Chin breakouts cleared');
    expectReadOnly('Add case');
    expect(findButton(rowOf('Chin breakouts cleared'), 'View')).not.toBeNull();
  });

  it("shows the platform a store's cases read-only", async () => {
    const bodies = serve();
    open(OWNER, 'platform', '/treatment-case?shopId=5');
    await screen.findByText('Chin breakouts cleared');
    expectViewingStore('Add case');
    expect(queries(bodies).at(-1)).toMatchObject({ shopId: 5 });
    expect(bodies['/symptomLabel/symptoms']![0]).toEqual({ shopId: 5 });
  });
});
