import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { NotificationsHost } from './notifications-host';

describe('NotificationsHost', () => {
  it("shows toasts away from the modals' close buttons (top right) and their footers (bottom right)", async () => {
    renderWithProviders(<NotificationsHost />);
    act(() => {
      notifications.show({ title: 'Saved', message: 'Lip Oil was saved.' });
    });
    const toast = await screen.findByText('Lip Oil was saved.');
    const container = toast.closest('[data-position]');
    expect(container).toHaveAttribute('data-position', 'bottom-left');
  });
});
