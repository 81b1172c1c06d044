import type { Page } from '@reelbridge/shared/api/types';
import type { ActivityEntry } from '@reelbridge/shared/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { useActivityHistory, type ActivityPageFetcher } from '@/lib/activity-history';
import { renderWithProviders } from '@/testing/test-utils';
import { ActivityTimeline, relativeTime } from './activity-timeline';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

function entry(id: string, minutesAgo: number, text: string, extra: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id,
    type: 'project.videoApproved',
    at: new Date(NOW - minutesAgo * 60_000).toISOString(),
    text,
    actor: { role: 'admin', name: 'Alex' },
    ...extra,
  };
}

function History({ fetchPage }: { fetchPage: ActivityPageFetcher }) {
  const history = useActivityHistory(['test'], fetchPage);
  return <ActivityTimeline history={history} what="project history" now={NOW} />;
}

/** WCAG A/AA rules; jsdom computes no colours, so contrast is left to the browser suite (e2e/accessibility). */
async function violations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('relativeTime', () => {
  it('counts back in words, and gives a date beyond a week', () => {
    const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
    expect(relativeTime(ago(10), NOW)).toBe('just now');
    expect(relativeTime(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), NOW)).toBe('yesterday');
    expect(relativeTime(ago(4 * 86_400), NOW)).toBe('4 days ago');
    expect(relativeTime('2026-10-01T12:00:00.000Z', NOW)).toBe('Oct 1, 2026');
  });
});

describe('ActivityTimeline', { timeout: 20_000 }, () => {
  it('lists the lines newest first in words, with the comment and the exact time, and loads older ones', async () => {
    const pages: Record<string, Page<ActivityEntry>> = {
      first: {
        items: [
          entry('ev_2', 5, 'Alex (agency) requested a revision of video 2 by Ana Lima', { comment: 'Too dark' }),
          entry('ev_1', 180, 'Ana Lima submitted 3 videos'),
        ],
        nextCursor: 'c1',
      },
      c1: { items: [entry('ev_0', 3 * 1440, 'Alex (agency) planned the project “Summer glow”')] },
    };
    const fetchPage = vi.fn<ActivityPageFetcher>(async (cursor) => pages[cursor ?? 'first']!);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<History fetchPage={fetchPage} />);

    const section = await screen.findByRole('region', { name: 'History' });
    const list = await within(section).findByRole('list');
    const lines = () => within(list).getAllByRole('listitem');
    expect(lines().map((line) => line.firstChild?.textContent)).toEqual([
      'Alex (agency) requested a revision of video 2 by Ana Lima',
      'Ana Lima submitted 3 videos',
    ]);
    expect(within(lines()[0]!).getByText('Too dark').tagName).toBe('BLOCKQUOTE');
    const time = within(lines()[0]!).getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', pages.first!.items[0]!.at);
    expect(time.getAttribute('title')).toMatch(/Nov 25, 2026/);
    expect(await violations(container)).toEqual([]);

    // By keyboard: the exact time is a tab stop, then 'Load more'.
    await user.tab();
    expect(time).toHaveFocus();
    await user.tab();
    await user.tab();
    const more = screen.getByRole('button', { name: 'Load more of the project history' });
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(fetchPage).toHaveBeenLastCalledWith('c1', expect.anything());
    expect(lines()[2]).toHaveTextContent('Alex (agency) planned the project “Summer glow”3 days ago');
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it("says 'No activity yet' when the record has no history", async () => {
    const { container } = renderWithProviders(<History fetchPage={async () => ({ items: [] })} />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('says the history could not be loaded, and tries again', async () => {
    let fail = true;
    const fetchPage = vi.fn<ActivityPageFetcher>(async () => {
      if (fail) throw new Error('down');
      return { items: [entry('ev_1', 1, 'Ana Lima submitted 1 video')] };
    });
    const user = userEvent.setup();
    renderWithProviders(<History fetchPage={fetchPage} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the project history. Try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Lima submitted 1 video')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
