import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { LoadingButton } from './loading-button';

describe('LoadingButton', () => {
  it('shows its label and is enabled when not loading', () => {
    renderWithProviders(<LoadingButton>Save</LoadingButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it("while loading is disabled, dimmed, busy and shows a spinner with 'Loading...'", () => {
    renderWithProviders(<LoadingButton loading>Save</LoadingButton>);
    const button = screen.getByRole('button', { name: 'Loading...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveStyle({ opacity: '0.65' });
    expect(button.querySelector('.mantine-Loader-root')).not.toBeNull();
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
  });

  it('can name its own loading text', () => {
    renderWithProviders(
      <LoadingButton loading loadingText="Signing in...">
        Sign in
      </LoadingButton>,
    );
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });
});
