import { act, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../test/helpers';
import { renderWithProviders } from '../test/render';
import { FilterForm } from './FilterForm';

function NameFilter({ value, onSearch }: { value: { name?: string }; onSearch: (v: { name?: string }) => void }) {
  const [form] = Form.useForm<{ name?: string }>();
  return (
    <FilterForm
      form={form}
      name="test-filters"
      value={value}
      onSearch={onSearch}
      fields={[
        <Form.Item key="name" name="name" label="Name">
          <Input />
        </Form.Item>,
      ]}
      texts={{ search: 'Search', reset: 'Reset', more: 'More', less: 'Less' }}
    />
  );
}

describe('FilterForm', () => {
  it('Back or Forward puts back the fields it was drawn with: typed text the list does not use goes', async () => {
    renderWithProviders(<NameFilter value={{ name: 'Ann' }} onSearch={vi.fn()} />);
    const field = await screen.findByRole('textbox', { name: 'Name' });
    expect((field as HTMLInputElement).value).toBe('Ann');
    await user.clear(field);
    await user.type(field, 'Bea');
    expect((field as HTMLInputElement).value).toBe('Bea');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // The field is drawn anew (antd remounts a reset field): asked for again.
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ann');
  });

  it('Search hands over what the fields hold', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<NameFilter value={{}} onSearch={onSearch} />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Bea');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: 'Bea' }));
  });
});
