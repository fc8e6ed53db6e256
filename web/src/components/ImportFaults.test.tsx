import type { TImportRefusal } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { user } from '../test/helpers';
import { renderWithProviders } from '../test/render';
import { ImportFaults, importRefusalOf } from './ImportFaults';

const REFUSAL: TImportRefusal = {
  rows: [
    { row: 3, column: 'Mild colour', field: 'degrees.1', message: 'Colours must be written #RRGGBB' },
    { row: 4, column: 'Symptom key', field: 'symptomKey', message: 'This field is required' },
    { row: 7, column: '', field: 'row', message: 'Invalid value' },
  ],
  faultCount: 3,
};

function Panel({ refusal }: { refusal: TImportRefusal }) {
  const [shown, setShown] = useState(true);
  return shown ? <ImportFaults refusal={refusal} onClose={() => setShown(false)} /> : <p>dismissed</p>;
}

const lines = (panel: HTMLElement) =>
  [...panel.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('ImportFaults', () => {
  it('lists every refused row with its row number, column and reason, and stays until dismissed', async () => {
    renderWithProviders(<Panel refusal={REFUSAL} />);
    const panel = await screen.findByTestId('import-faults');
    expect(panel.textContent).toContain('Nothing was imported. Problems found: 3.');
    expect([...panel.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Row', 'Column', 'Problem']);
    expect(lines(panel)).toEqual([
      ['3', 'Mild colour', 'Colours must be written #RRGGBB'],
      ['4', 'Symptom key', 'This field is required'],
      ['7', 'Whole row', 'Invalid value'],
    ]);
    // Nothing closes it on its own: only the dismiss button.
    await user.click(within(panel).getByRole('button', { name: 'Dismiss the list of problems' }));
    await waitFor(() => expect(screen.queryByTestId('import-faults')).toBeNull());
    expect(screen.getByText('dismissed')).toBeTruthy();
  });

  it('pages a long list and says when the server listed only the first problems', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      row: i + 2,
      column: 'Symptom key',
      field: 'symptomKey',
      message: `Problem ${i + 2}`,
    }));
    renderWithProviders(<ImportFaults refusal={{ rows, faultCount: 1200 }} />);
    const panel = await screen.findByTestId('import-faults');
    expect(lines(panel)).toHaveLength(10);
    expect(panel.textContent).toContain('The first 25 of 1200 problems are listed.');
    expect(panel.querySelector('.ant-pagination')).toBeTruthy();
    // No dismiss button without onClose.
    expect(within(panel).queryByRole('button', { name: 'Dismiss the list of problems' })).toBeNull();
  });

  it('finds the rows in a refusal only when it carries them', () => {
    expect(importRefusalOf(new ApiError('x', 500907, 400, REFUSAL))).toEqual(REFUSAL);
    expect(importRefusalOf(new ApiError('x', 500903, 400, null))).toBeNull();
    expect(importRefusalOf(new ApiError('x', 500911, 400, { limit: 'merges' }))).toBeNull();
    expect(importRefusalOf(new Error('x'))).toBeNull();
  });
});
