import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { AuthenticatedProviders } from './authenticated-providers';

describe('AuthenticatedProviders', () => {
  it('shows a toast of the signed-in areas, its host loaded with the first one', async () => {
    renderWithProviders(
      <AuthenticatedProviders>
        <p>page</p>
      </AuthenticatedProviders>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(document.querySelector('[data-position]')).toBeNull();
    act(() => {
      notifications.show({ title: 'Saved', message: 'The brand was saved.' });
    });
    expect(await screen.findByText('The brand was saved.')).toBeInTheDocument();
    act(() => notifications.clean());
  });
});
