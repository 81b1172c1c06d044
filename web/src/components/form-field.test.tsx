import { Input } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { FormField } from './form-field';

describe('FormField', () => {
  it('marks a required field with a red asterisk', () => {
    renderWithProviders(
      <FormField label="Company name" required>
        <Input />
      </FormField>,
    );
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    expect(asterisk.closest('label')).toHaveTextContent('Company name');
    expect(asterisk.getAttribute('style')).toContain('red');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeInTheDocument();
  });

  it('has no asterisk when optional', () => {
    renderWithProviders(
      <FormField label="Website">
        <Input />
      </FormField>,
    );
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('shows the error text under the field and links it to the control', () => {
    renderWithProviders(
      <FormField label="Email" required error="Invalid email address">
        {(control) => <Input error={control.error} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByText('Invalid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid email address');
    // The error follows the control in document order: it sits under the field.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('hands ids and aria attributes to a custom control', () => {
    renderWithProviders(
      <FormField label="Notes" required error="Too long">
        {(control) => (
          <textarea
            id={control.id}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
          />
        )}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveAccessibleDescription('Too long');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
  });
});
