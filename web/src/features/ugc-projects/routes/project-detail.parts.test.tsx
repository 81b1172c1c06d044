/**
 * The review screen renders its cards and an open card's videos in parts (docs/performance.md, "Render in parts"): each
 * part renders what it adds, never what an earlier part already put on the page. Counted by the status badge each card
 * and each video renders, once per commit of it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig } from '@/testing/test-utils';
import type * as statusBadges from '../components/status-badge';
import { creator, fetchMock, json, project, projectCreator, renderAt, requests, serve, submission } from '../testing';
import { UgcProjectDetailRoute } from './project-detail';

const renders = vi.hoisted(() => ({ closedCards: 0, videos: 0 }));

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'a', email: 'admin@x.test', group: 'admin' })),
}));

vi.mock('../components/status-badge', async (importOriginal) => {
  const original = await importOriginal<typeof statusBadges>();
  return {
    ...original,
    // Counted once per commit that rendered the badge (an effect without dependencies), not per call of the render:
    // React may call a render it then throws away (a part interrupted by an update and begun again, as on a busy CI
    // host), which puts nothing on the page.
    CreatorStatusBadge: (props: Parameters<typeof original.CreatorStatusBadge>[0]) => {
      // The open card renders again as each of its videos arrives; a closed one (pending here) has no reason to.
      useLayoutEffect(() => {
        if (props.status === 'pending') renders.closedCards++;
      });
      return original.CreatorStatusBadge(props);
    },
    SubmissionStatusBadge: (props: Parameters<typeof original.SubmissionStatusBadge>[0]) => {
      useLayoutEffect(() => {
        renders.videos++;
      });
      return original.SubmissionStatusBadge(props);
    },
  };
});

const CREATORS = 9;
const VIDEOS = 5;

const SCREEN = project({
  creators: Array.from({ length: CREATORS }, (_, index) =>
    projectCreator(`pc_${index}`, creator(`cr_${index}`, `Creator${index}`, 'Stone'), {
      videoCount: VIDEOS,
      status: index === 0 ? 'submitted' : 'pending',
      submittedCount: index === 0 ? VIDEOS : 0,
      submissions: index === 0 ? Array.from({ length: VIDEOS }, (_, video) => submission(video + 1)) : [],
    }),
  ),
});

/** The review screen of SCREEN, served by the mocked API. */
function showReviewScreen() {
  serve({ 'GET /api/ugc-projects/pj_spring': () => json(200, SCREEN) });
  renderAt(
    [{ path: '/admin/ugc-projects/:projectId', element: <UgcProjectDetailRoute /> }],
    '/admin/ugc-projects/pj_spring',
  );
}

describe('the review screen in parts', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => setConfig(undefined));

  it('renders each closed card and each of the open card’s videos once, however many parts bring them', async () => {
    showReviewScreen();
    // The project's history shows once every card is there; the open card's own history once its videos are.
    const open = await screen.findByRole('region', { name: 'Creator0 Stone' });
    await within(open).findByRole('article', { name: `Video ${VIDEOS}` });
    await screen.findByRole('region', { name: `Creator${CREATORS - 1} Stone` });
    expect(await screen.findAllByRole('article')).toHaveLength(VIDEOS);
    expect(renders.closedCards).toBe(CREATORS - 1);
    expect(renders.videos).toBe(VIDEOS);
  });

  describe('past the first cards', () => {
    /** The page's IntersectionObservers, to bring an element near the screen by hand. */
    let observed: { callback: IntersectionObserverCallback; element: Element }[];
    beforeEach(() => {
      observed = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly callback: IntersectionObserverCallback) {}
          observe(element: Element) {
            observed.push({ callback: this.callback, element });
          }
          disconnect() {}
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('renders four cards, then the rest once the Show button comes near the screen', async () => {
      vi.stubGlobal('fetch', fetchMock);
      showReviewScreen();
      const show = await screen.findByRole('button', { name: `Show the other ${CREATORS - 4} creators` });
      expect(screen.getByRole('region', { name: 'Creator3 Stone' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Creator4 Stone' })).not.toBeInTheDocument();
      const near = observed.find(({ element }) => element.contains(show))!;
      act(() => near.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await screen.findByRole('region', { name: `Creator${CREATORS - 1} Stone` });
      expect(screen.queryByRole('button', { name: /^Show the other/ })).not.toBeInTheDocument();
      // Focus stays where the reader is: nothing was pressed.
      expect(document.activeElement).toBe(document.body);
    });

    it("asks for the open card's history only once it comes near the screen", async () => {
      vi.stubGlobal('fetch', fetchMock);
      showReviewScreen();
      const open = await screen.findByRole('region', { name: 'Creator0 Stone' });
      await within(open).findByRole('article', { name: `Video ${VIDEOS}` });
      const history = within(open).getByRole('heading', { name: 'History of Creator0 Stone' });
      const historyRequests = () =>
        requests('GET', '/api/ugc-projects/pj_spring/activity').filter(
          ({ url }) => url.searchParams.get('creatorId') === 'cr_0',
        );
      expect(historyRequests()).toHaveLength(0);
      const near = observed.find(({ element }) => element.contains(history))!;
      act(() => near.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await within(open).findByText('No activity yet')).toBeInTheDocument();
      expect(historyRequests()).toHaveLength(1);
    });

    it('renders the rest when Show is pressed, and the first card it added takes the focus', async () => {
      vi.stubGlobal('fetch', fetchMock);
      const user = userEvent.setup();
      showReviewScreen();
      await user.click(await screen.findByRole('button', { name: `Show the other ${CREATORS - 4} creators` }));
      await screen.findByRole('region', { name: `Creator${CREATORS - 1} Stone` });
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Creator4 Stone' })));
    });
  });
});
