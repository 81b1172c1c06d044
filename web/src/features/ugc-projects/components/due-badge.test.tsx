import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { DueBadge, projectDeliveryDone } from './due-badge';

/** Due 3 December 2026 in Los Angeles: late from 08:00 UTC on the 4th. */
const DUE = { dueDate: '2026-12-03', dueTimeZone: 'America/Los_Angeles', dueAt: '2026-12-04T08:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);
const badgeOf = (text: string) => screen.getByText(text).closest('[data-due]');

describe('DueBadge', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the date in grey while on track', () => {
    renderWithProviders(<DueBadge due={DUE} now={at('2026-11-20T12:00:00Z')} />);
    expect(badgeOf('Due Dec 3')).toHaveAttribute('data-due', 'on_track');
  });

  it("says 'Due tomorrow' in yellow when due soon, counted in the due date's zone", () => {
    // 23:00 in London on the 2nd, 15:00 on the 2nd in Los Angeles.
    renderWithProviders(<DueBadge due={DUE} now={at('2026-12-02T23:00:00Z')} />);
    expect(badgeOf('Due tomorrow')).toHaveAttribute('data-due', 'due_soon');
  });

  it("is still 'Due today' at 11:59 pm in Los Angeles, and late a minute later, in red", () => {
    const { unmount } = renderWithProviders(<DueBadge due={DUE} now={at('2026-12-04T07:59:00Z')} />);
    expect(badgeOf('Due today')).toHaveAttribute('data-due', 'due_soon');
    unmount();
    renderWithProviders(<DueBadge due={DUE} now={at('2026-12-04T08:00:00Z')} />);
    expect(badgeOf('Late by 1 day')).toHaveAttribute('data-due', 'late');
  });

  it('uses the clock at render without `now` (a fake clock here)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T09:00:00Z'));
    renderWithProviders(<DueBadge due={DUE} />);
    expect(badgeOf('Late by 3 days')).toBeInTheDocument();
  });

  it('turns late on a page left open once its due day ends, every badge from the one clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-12-04T07:59:30Z'));
    renderWithProviders(
      <>
        <DueBadge due={DUE} />
        <DueBadge due={DUE} />
      </>,
    );
    expect(screen.getAllByText('Due today')).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getAllByText('Late by 1 day')).toHaveLength(2);
    for (const badge of screen.getAllByText('Late by 1 day')) {
      expect(badge.closest('[data-due]')).toHaveAttribute('data-due', 'late');
    }
  });

  it('never shows finished work as late, and nothing without a due date', () => {
    const { container } = renderWithProviders(
      <>
        <DueBadge due={DUE} done now={at('2026-12-20T00:00:00Z')} />
        <DueBadge due={{}} now={at('2026-12-20T00:00:00Z')} />
      </>,
    );
    expect(badgeOf('Due Dec 3')).toHaveAttribute('data-due', 'done');
    expect(container.querySelectorAll('[data-due]')).toHaveLength(1);
    expect(projectDeliveryDone('active')).toBe(false);
    expect(projectDeliveryDone('draft')).toBe(false);
    expect(projectDeliveryDone('submitted')).toBe(true);
    expect(projectDeliveryDone('completed')).toBe(true);
  });
});
