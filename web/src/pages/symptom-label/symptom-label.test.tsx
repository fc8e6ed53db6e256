import type { AccessCode, TImportRefusal, TSymptomLabel } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { uploadWithProgress } from '../../api/file';
import { fakeApi, requests, signedInPerTest } from '../../test/fake-api';
import { button, dialogFromPage, openDialog, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import SymptomLabelPage from '.';

// Template uploads go through XMLHttpRequest (progress): the test answers them here.
vi.mock('../../api/file', async (original) => ({
  ...(await original<typeof import('../../api/file')>()),
  uploadWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadWithProgress);

const label = (over: Partial<TSymptomLabel>): TSymptomLabel => ({
  id: 1,
  shopId: 3,
  language: 'en-US',
  parentId: null,
  name: 'Blemishes',
  symptomKey: null,
  degrees: [
    { degree: 1, color: '#FADB14' },
    { degree: 2, color: '#FA8C16' },
    { degree: 3, color: '#F5222D' },
  ],
  description: '',
  formationReason: '',
  careSuggestions: '',
  sort: 0,
  storeMade: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const LABELS = [label({}), label({ id: 2, parentId: 1, name: 'Acne', symptomKey: 'acne' })];

function serve(list: TSymptomLabel[] = LABELS, usage = 0) {
  fakeApi({
    '/symptomLabel/usage/:id': { analyses: usage },
    '/symptomLabel/delete/:id': (_body, { params }) => ({ id: Number(params.id) }),
    '/symptomLabel/queryAllByShop': { list, ownerTotal: list.length },
    '/symptomLabel/languages': { list: [{ language: 'en-US', count: list.length }] },
  });
}

const OWNER: AccessCode[] = ['symptom-label', 'symptom-label:edit'];
const open = () =>
  renderWithProviders(<SymptomLabelPage />, {
    path: '/symptom-label?language=en-US',
    user: buildUser({ access: OWNER }),
  });
const xlsx = () => new File([new Uint8Array([80, 75, 3, 4])], 'labels.xlsx');
/** The delete dialog of the Acne label, once the list shows it. */
async function deleteDialog() {
  const acne = (await screen.findByText('Acne', { selector: 'td *' })).closest('tr') as HTMLElement;
  await user.click(button(acne, 'Delete'));
  return openDialog();
}
/** The screen with its labels, and its import dialog open. */
async function openImport() {
  serve();
  open();
  await screen.findAllByText('Acne');
  return dialogFromPage('Import');
}

signedInPerTest();

describe('/symptom-label import', () => {
  it('shows every refused row in a panel that stays open, and the duplicate as a 10-second notification', async () => {
    const refusal: TImportRefusal = {
      rows: [
        { row: 3, column: 'Mild colour', field: 'degrees.1', message: 'Colours must be written #RRGGBB' },
        { row: 4, column: 'Symptom key', field: 'symptomKey', message: 'This field is required' },
        { row: 5, column: 'Label name', field: 'name', message: 'The same label is also on row 6' },
        { row: 6, column: 'Label name', field: 'name', message: 'The same label is also on row 5' },
      ],
      faultCount: 4,
      name: 'Twice',
    };
    upload.mockRejectedValueOnce(
      new ApiError('Batch label import failed: the label "Twice" is a duplicate (row 5, 6)', 500901, 400, refusal),
    );
    const dialog = await openImport();
    expect(dialog.textContent).toContain('Import labels: English');
    expect(dialog.textContent).toContain('Row 2 is an example and is never imported');
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, xlsx());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0]).toBe('/symptomLabel/batchAdd');
    expect(upload.mock.calls[0]![1]).toMatchObject({ language: 'en-US' });

    const panel = await within(dialog).findByTestId('import-faults');
    const lines = [...panel.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.textContent);
    expect(lines).toEqual([
      '3Mild colourColours must be written #RRGGBB',
      '4Symptom keyThis field is required',
      '5Label nameThe same label is also on row 6',
      '6Label nameThe same label is also on row 5',
    ]);
    const notice = await screen.findByText('Batch label import failed: the label "Twice" is a duplicate (row 5, 6)');
    expect(notice.closest('.ant-notification-notice')?.textContent).toContain('Rows at fault: 3, 4, 5, 6');

    // The panel stays with the dialog until dismissed.
    await user.click(within(panel).getByRole('button', { name: 'Dismiss the list of problems' }));
    await waitFor(() => expect(within(dialog).queryByTestId('import-faults')).toBeNull());
    expect(dialog.isConnected).toBe(true);
  });

  it('a refusal of the whole file (not a template) says so and lists nothing', async () => {
    upload.mockRejectedValueOnce(
      new ApiError('This file is not the label template: download a new template', 500903, 400, null),
    );
    const dialog = await openImport();
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, xlsx());
    expect(await screen.findByText('This file is not the label template: download a new template')).toBeTruthy();
    expect(within(dialog).queryByTestId('import-faults')).toBeNull();
  });

  it('says what an import that went through added, and lists nothing', async () => {
    upload.mockResolvedValueOnce({ types: 1, labels: 2 });
    const dialog = await openImport();
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, xlsx());
    expect(await screen.findByText('Imported 2 labels and 1 types')).toBeTruthy();
    expect(within(dialog).queryByTestId('import-faults')).toBeNull();
  });
});

describe('/symptom-label', () => {
  it('tags the labels the store made itself and says what the tag means', async () => {
    serve([
      label({}),
      label({ id: 2, parentId: 1, name: 'Acne', symptomKey: 'acne' }),
      label({ id: 3, parentId: 1, name: 'Freckles', symptomKey: 'freckles', storeMade: true }),
    ]);
    open();
    const freckles = (await screen.findByText('Freckles', { selector: 'td *' })).closest('tr') as HTMLElement;
    expect(within(freckles).getByTestId('store-made').textContent).toBe('Made by store');
    const acne = screen.getByText('Acne', { selector: 'td *' }).closest('tr') as HTMLElement;
    expect(within(acne).queryByTestId('store-made')).toBeNull();
    expect(screen.getByTestId('store-made-legend').textContent).toContain(
      'are symptoms your store added itself; the others come from the platform',
    );
  });

  it('says in the delete dialog how many analyses name the symptom, and that they keep its name', async () => {
    serve(LABELS, 1174);
    open();
    const dialog = await deleteDialog();
    expect(within(dialog).getByTestId('label-usage').textContent).toBe(
      'Analyses that name this symptom: 1,174. They keep the name they were recorded with.',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(requests().some((r) => r.path === '/symptomLabel/usage/2')).toBe(true);
    await user.click(button(dialog, 'Delete'));
    await waitFor(() => expect(requests().some((r) => r.path === '/symptomLabel/delete/2')).toBe(true));
  });

  it('says no analysis names an unused symptom', async () => {
    serve([label({}), label({ id: 2, parentId: 1, name: 'Acne', symptomKey: 'acne' })], 0);
    open();
    const dialog = await deleteDialog();
    expect(within(dialog).getByTestId('label-usage').textContent).toBe('No analysis names this symptom.');
  });

  it('has no legend when every label came from the platform', async () => {
    serve([label({}), label({ id: 2, parentId: 1, name: 'Acne', symptomKey: 'acne' })]);
    open();
    await screen.findByText('Acne', { selector: 'td *' });
    expect(screen.queryByTestId('store-made-legend')).toBeNull();
  });
});
