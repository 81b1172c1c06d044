import type { CreatorProject } from '@reelbridge/shared/api/types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthModule from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderWithProviders } from '@/testing/test-utils';
import { SparkValidity } from './spark-validity';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  getIdToken: vi.fn(async () => 'id-token'),
}));

const bodies: unknown[] = [];
const answer = { id: 'pj_1', submissions: [] } as unknown as CreatorProject;

describe('the spark code validity on the work screen (issue 20)', () => {
  beforeEach(() => {
    applyTestConfig();
    bodies.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
  });
  afterEach(() => setConfig(undefined));

  it('saves the chosen validity with the draft at once, offers a date, and is axe-clean', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <SparkValidity projectId="pj_1" creatorId="cr_1" videoNumber={2} editable />,
    );
    expect(screen.getByText('Not given yet: reviewers are reminded before it expires.')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Spark code valid for' });
    await user.selectOptions(select, '30 days');
    await waitFor(() =>
      expect(bodies).toEqual([{ creatorId: 'cr_1', submissions: [{ videoNumber: 2, sparkValidity: '30' }] }]),
    );

    await user.selectOptions(select, 'Until a date');
    const date = screen.getByLabelText('Valid until');
    expect(date).toHaveAttribute('type', 'date');
    const audit = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('shows when the saved code expires, and only that once the video is locked', () => {
    const future = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString();
    const { unmount } = renderWithProviders(
      <SparkValidity projectId="pj_1" creatorId="cr_1" videoNumber={1} expiresAt={future} editable={false} />,
    );
    expect(screen.getByText(/^Spark code expires \d{1,2} [A-Z][a-z]{2}( \d{4})?$/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SparkValidity projectId="pj_1" creatorId="cr_1" videoNumber={1} expiresAt="2020-01-01T00:00:00.000Z" editable />,
    );
    expect(screen.getByText('Spark code expired')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Spark code valid for' })).toBeInTheDocument();
  });
});
