import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../test/helpers';
import { renderWithProviders } from '../test/render';
import { type RowAction, RowActions } from './RowActions';

const items = (labels: string[]): RowAction[] =>
  labels.map((label, i) => ({ key: `k${i}`, label, danger: i === 1, onClick: vi.fn() }));
const onRow = () => screen.queryAllByRole('button').filter((b) => b.getAttribute('data-testid') !== 'row-actions');

describe('RowActions', () => {
  it('puts the first actions on the row as far as they fit, the rest in its menu', async () => {
    const actions = items(['Edit', 'Disable', 'Set password', 'Close account']);
    renderWithProviders(<RowActions items={actions} mobile={false} budget={11} />);
    expect(onRow().map((b) => b.textContent)).toEqual(['Edit', 'Disable']);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByText('Set password'));
    expect(actions[2]!.onClick).toHaveBeenCalledOnce();
  });

  it('sends a longer language’s label to the menu instead of wrapping the row', () => {
    renderWithProviders(
      <RowActions items={items(['Editar', 'Deshabilitar', 'Cerrar cuenta'])} mobile={false} budget={11} />,
    );
    expect(onRow().map((b) => b.textContent)).toEqual(['Editar']);
    expect(screen.getByTestId('row-actions')).toBeTruthy();
  });

  it('shows every action on the row, with no menu, when all fit', () => {
    renderWithProviders(<RowActions items={items(['View', 'Pay'])} mobile={false} />);
    expect(onRow().map((b) => b.textContent)).toEqual(['View', 'Pay']);
    expect(screen.queryByTestId('row-actions')).toBeNull();
  });

  it('on a phone keeps every action in the menu', () => {
    renderWithProviders(<RowActions items={items(['Edit', 'Disable'])} mobile />);
    expect(onRow()).toEqual([]);
    expect(screen.getByTestId('row-actions')).toBeTruthy();
  });
});
