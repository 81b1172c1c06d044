import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedRadios } from './segmented-radios';

const KINDS = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
] as const;

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'month' | 'quarter'>('quarter');
  return (
    <SegmentedRadios
      aria-label="Period"
      data={KINDS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SegmentedRadios', () => {
  it('is a radio group of its options, the value checked, and a click on a label picks it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Period' });
    expect(screen.getByRole('radio', { name: 'Quarter' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Month' })).not.toBeChecked();
    await userEvent.click(screen.getByText('Month'));
    expect(onChange).toHaveBeenCalledWith('month');
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    // One group: the options share a name, so the browser moves between them with the arrow keys.
    const names = new Set(Array.from(group.querySelectorAll('input')).map((input) => input.name));
    expect(names.size).toBe(1);
  });
});
