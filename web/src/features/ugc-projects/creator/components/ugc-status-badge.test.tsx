import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { VideoStatusBadge } from './ugc-status-badge';

describe('VideoStatusBadge', () => {
  it("reads 'Pending Review' for a video sent for review, in the case it is written", () => {
    renderWithProviders(<VideoStatusBadge status="pending" />);
    const badge = screen.getByText('Pending Review');
    expect(badge.closest('.mantine-Badge-root')).toHaveStyle({ textTransform: 'none' });
  });
});
