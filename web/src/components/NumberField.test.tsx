import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../test/helpers';
import { renderWithProviders } from '../test/render';
import { fitsRange, NumberField, type NumberRange } from './NumberField';

function Sample({ range, onSave }: { range: NumberRange; onSave: (v: unknown) => void }) {
  return (
    <Form onFinish={onSave}>
      <NumberField name="n" label="Number" range={range} required />
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

const typeAndSave = async (range: NumberRange, typed: string) => {
  const onSave = vi.fn();
  renderWithProviders(<Sample range={range} onSave={onSave} />);
  const input = screen.getByLabelText('Number') as HTMLInputElement;
  await user.type(input, typed);
  fireEvent.blur(input);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { input, onSave };
};

describe('NumberField', () => {
  it('says which numbers fit a range', () => {
    expect(fitsRange(1, { min: 1, max: 120 })).toBe(true);
    expect(fitsRange(120, { min: 1, max: 120 })).toBe(true);
    expect(fitsRange(0, { min: 1, max: 120 })).toBe(false);
    expect(fitsRange(2.5, { min: 1, max: 120 })).toBe(false);
    expect(fitsRange(12.34, { min: 0.01, max: 1_000_000, decimals: 2 })).toBe(true);
    expect(fitsRange(12.345, { min: 0.01, max: 1_000_000, decimals: 2 })).toBe(false);
    expect(fitsRange(Number.NaN, { min: 0, max: 1 })).toBe(false);
  });

  it.each(['-3', '999', '2.5'])(
    'keeps %s as typed after the field loses focus, shows the rule and sends nothing',
    async (typed) => {
      const { input, onSave } = await typeAndSave({ min: 1, max: 120 }, typed);
      const field = input.closest('.ant-form-item') as HTMLElement;
      await waitFor(() =>
        expect(field.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
          'Enter a whole number from 1 to 120',
        ),
      );
      expect(input.value).toBe(typed);
      expect(onSave).not.toHaveBeenCalled();
    },
  );

  it('sends a number of the range as a number', async () => {
    const { onSave } = await typeAndSave({ min: 1, max: 120 }, '12');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ n: 12 }));
  });

  it('refuses more decimal places than a price has, with the rule written for the reader', async () => {
    const { input, onSave } = await typeAndSave({ min: 0.01, max: 1_000_000, decimals: 2 }, '1.234');
    const field = input.closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(field.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        'Enter a number from 0.01 to 1,000,000 with at most 2 decimal places',
      ),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
