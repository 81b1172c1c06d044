import { Notifications } from '@mantine/notifications';
import type { Brand, Creator, Page } from '@reelbridge/shared/api/types';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '@/testing/test-utils';
import type { ProjectCreator, ProjectDetail, ProjectSummary, Submission } from '@reelbridge/shared/api/types';
import { ConfirmModals } from '@/components/confirm-modals';

/** Fixtures and a fetch stand-in for this feature's component tests. */

// The autosizing textareas listen to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

export const page = <T,>(items: T[], nextCursor?: string): Response =>
  json(200, (nextCursor ? { items, nextCursor } : { items }) satisfies Page<T>);

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
export const fetchMock = vi.fn<typeof fetch>();

/** Answers `METHOD /path` with its handler (a project's history: empty by default); any other request fails. */
export function serve(handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    // A project's history (and a creator card's) is empty unless a test serves one.
    const handler =
      handlers[key] ?? (/^GET \/api\/ugc-projects\/[^/]+\/activity$/.test(key) ? () => page([]) : undefined);
    if (!handler) throw new Error(`Unexpected request ${key}`);
    return handler(init, url);
  });
}

export const requests = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));

export function brand(id: string, name: string): Brand {
  return {
    id,
    name,
    email: `hello@${id}.test`,
    phone: '+15550100',
    industry: 'beauty',
    onboardingState: 'completed',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}

export function creator(id: string, firstName: string, lastName: string): Creator {
  return {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@creators.test`,
    paymentStatus: 'not_submitted',
    hasAccount: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}

export const ACME = brand('co_acme', 'Acme Beauty');
export const PANTRY = brand('co_pantry', 'Green Pantry');
export const MAYA = creator('cr_maya', 'Maya', 'Rivera');
export const JORDAN = creator('cr_jordan', 'Jordan', 'Lee');
export const PRIYA = creator('cr_priya', 'Priya', 'Shah');

export function summary(id: string, name: string, extra: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id,
    name,
    brandId: ACME.id,
    brand: { id: ACME.id, name: ACME.name },
    status: 'active',
    creatorCount: 2,
    totalBudget: 271,
    createdAt: '2026-03-02T10:00:00.000Z',
    ...extra,
  };
}

export function submission(videoNumber: number, extra: Partial<Submission> = {}): Submission {
  return {
    id: `sub_${videoNumber}`,
    videoNumber,
    videoUrl: `https://www.tiktok.com/@maya/video/${videoNumber}`,
    sparkCode: `SPARK-${videoNumber}`,
    status: 'pending',
    submittedAt: '2026-03-05T12:00:00.000Z',
    ...extra,
  };
}

export function projectCreator(id: string, who: Creator, extra: Partial<ProjectCreator> = {}): ProjectCreator {
  const videoCount = extra.videoCount ?? 1;
  const costPerVideo = extra.costPerVideo ?? 50;
  return {
    id,
    creatorId: who.id,
    creator: { id: who.id, name: `${who.firstName} ${who.lastName}`, email: who.email },
    videoCount,
    costPerVideo,
    totalCost: videoCount * costPerVideo,
    instructions: '',
    status: 'pending',
    completedCount: 0,
    submittedCount: 0,
    progress: 0,
    submissions: [],
    ...extra,
  };
}

export function project(extra: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...summary('pj_spring', 'Spring Glow Launch'),
    agencyNotes: 'Launch in March.',
    sharedNote: '',
    revisionCap: 2,
    updatedAt: '2026-03-02T10:00:00.000Z',
    version: 3,
    progress: 0,
    creators: [],
    ...extra,
  };
}

/** A stand-in page, to see where a screen navigated to. */
export const stubPage = (path: string, title: string): RouteObject => ({ path, element: <h1>{title}</h1> });

/** The routes under test at `initialEntry`, inside a layout with the confirm modals and notifications hosts. */
export function renderAt(routes: RouteObject[], initialEntry: string) {
  const view = renderRoutes(
    [
      {
        element: (
          <ConfirmModals>
            <Notifications />
            <Outlet />
          </ConfirmModals>
        ),
        children: [...routes, { path: '*', element: <h1>Elsewhere</h1> }],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  return { ...view, user: userEvent.setup() };
}
