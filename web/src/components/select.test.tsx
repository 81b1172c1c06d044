import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Select } from './select';

const OPTIONS = [
  { value: 'beauty', label: 'Beauty' },
  { value: 'food', label: 'Food' },
];

describe('Select', () => {
  it("has 'Select an option...' as its first option", () => {
    renderWithProviders(<Select label="Industry" options={OPTIONS} value="" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Select an option...');
    expect(options[0]).toHaveValue('');
    expect(options.map((option) => option.textContent)).toEqual(['Select an option...', 'Beauty', 'Food']);
    expect(select).toHaveValue('');
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Select label="Industry" options={OPTIONS} value="" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'food');
    expect(onChange).toHaveBeenCalledWith('food');
  });

  it('shows the required asterisk and the error text', () => {
    renderWithProviders(
      <Select
        label="Industry"
        options={OPTIONS}
        value=""
        onChange={() => {}}
        required
        error="Please select your industry"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription('Please select your industry');
  });
});
