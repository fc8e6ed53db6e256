import type { AccessCode, TSymptomLabel } from '@skin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApiPerTest } from '../../test/contract-answers';
import { envelope } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import SymptomLabelPage from '.';

const fetchMock = vi.fn<typeof fetch>();
fakeApiPerTest(fetchMock);

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

function serve(list: TSymptomLabel[]) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input).replace(/^\/api/, '');
    if (url === '/symptomLabel/queryAllByShop') return envelope(200, 200, { list, ownerTotal: list.length });
    if (url === '/symptomLabel/languages')
      return envelope(200, 200, { list: [{ language: 'en-US', count: list.length }] });
    return envelope(404, 100404, null, 'no route');
  });
}

const OWNER: AccessCode[] = ['symptom-label', 'symptom-label:edit'];
const open = () =>
  renderWithProviders(<SymptomLabelPage />, { path: '/symptom-label', user: buildUser({ access: OWNER }) });

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

  it('has no legend when every label came from the platform', async () => {
    serve([label({}), label({ id: 2, parentId: 1, name: 'Acne', symptomKey: 'acne' })]);
    open();
    await screen.findByText('Acne', { selector: 'td *' });
    expect(screen.queryByTestId('store-made-legend')).toBeNull();
  });
});
