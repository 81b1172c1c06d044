import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { submission } from '../testing';
import { VideoTimerNotes } from './video-timers';

const NOW = Date.parse('2026-06-01T00:00:00.000Z');

describe('VideoTimerNotes (issue 20)', () => {
  it('tells reviewers when the spark code expires, or that it has', () => {
    const { unmount } = renderWithProviders(
      <VideoTimerNotes submission={submission(1, { sparkExpiresAt: '2026-12-12T12:00:00.000Z' })} now={NOW} />,
    );
    expect(screen.getByText('Spark code expires 12 Dec')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <VideoTimerNotes submission={submission(1, { sparkExpiresAt: '2026-05-30T12:00:00.000Z' })} now={NOW} />,
    );
    expect(screen.getByText('Spark code expired')).toBeInTheDocument();
  });

  it('says when a waiting video is approved automatically, and that an approval was automatic', () => {
    const { unmount } = renderWithProviders(
      <VideoTimerNotes
        submission={submission(1, { status: 'pending', reviewDueAt: '2026-06-04T10:00:00.000Z' })}
        now={NOW}
      />,
    );
    expect(screen.getByText(/^Approved automatically on .+ unless reviewed before$/)).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <VideoTimerNotes submission={submission(1, { status: 'approved', reviewedAutomatically: true })} now={NOW} />,
    );
    expect(screen.getByText('Approved automatically: nobody reviewed it in time')).toBeInTheDocument();
  });

  it('shows nothing without timers', () => {
    renderWithProviders(<VideoTimerNotes submission={submission(1, { status: 'pending' })} now={NOW} />);
    expect(screen.queryByText(/Spark code|Approved automatically/)).not.toBeInTheDocument();
  });
});
