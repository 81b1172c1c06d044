import type { Brand, Creator, Page, Product } from '@reelbridge/shared/api/types';
import { vi } from 'vitest';
import type { Campaign, CampaignCreatorEntry } from '@reelbridge/shared/api/types';

/* Records and a fetch stand-in for the campaign screens' component tests. */

const TIME = '2026-03-01T10:00:00.000Z';

export function entry(
  creatorId: string,
  name: string,
  email: string,
  extra: Partial<CampaignCreatorEntry> = {},
): CampaignCreatorEntry {
  return {
    creatorId,
    creator: { id: creatorId, name, email },
    type: 'UGC',
    status: 'pending',
    deliverables: {},
    usageRights: {},
    contractTerms: {},
    version: 1,
    ...extra,
  };
}

export const MAYA_ENTRY = entry('cr_maya', 'Maya Rivera', 'maya@creators.test');
export const JORDAN_ENTRY = entry('cr_jordan', 'Jordan Lee', 'jordan@creators.test', { type: 'Affiliate' });

export function campaign(id: string, name: string, extra: Partial<Campaign> = {}): Campaign {
  return {
    id,
    name,
    budget: 2500.5,
    type: 'awareness',
    status: 'draft',
    brandId: 'co_acme',
    brand: { id: 'co_acme', name: 'Acme Beauty' },
    creatorCount: 2,
    createdAt: TIME,
    updatedAt: TIME,
    objective: 'Launch the serum',
    goals: '',
    products: [{ id: 'pr_serum', name: 'Glow Serum' }],
    brief: { targetAudience: 'Women 25-40 who care about skincare' },
    version: 3,
    creators: [MAYA_ENTRY, JORDAN_ENTRY],
    ...extra,
  };
}

export function brand(id: string, name: string): Brand {
  return {
    id,
    name,
    email: `hello@${id}.test`,
    phone: '+15550100',
    industry: 'beauty',
    onboardingState: 'completed',
    createdAt: TIME,
    updatedAt: TIME,
    version: 1,
  };
}

export function product(id: string, brandId: string, name: string): Product {
  return {
    id,
    brandId,
    name,
    pricing: 38,
    benefits: [],
    media: { photos: [], videos: [], packaging: [] },
    status: 'active',
    createdAt: TIME,
    updatedAt: TIME,
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
    createdAt: TIME,
    updatedAt: TIME,
    version: 1,
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
export const page = <T>(items: T[], nextCursor?: string) =>
  json(200, (nextCursor ? { items, nextCursor } : { items }) satisfies Page<T>);
export const apiError = (status: number, code: string, message: string) => json(status, { error: { code, message } });

type Handler = (body: Record<string, unknown> | undefined, url: URL) => Response | Promise<Response>;

/** A fetch stand-in that answers `METHOD /path` from a table and records what was asked. */
export function fakeApi() {
  const fetchMock = vi.fn<typeof fetch>();
  let handlers: Record<string, Handler> = {};
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    // A campaign's history is empty unless a test serves one.
    const handler = handlers[key] ?? (/^GET \/api\/campaigns\/[^/]+\/activity$/.test(key) ? () => page([]) : undefined);
    if (!handler) throw new Error(`Unexpected request ${key}`);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    return handler(body, url);
  });
  return {
    fetchMock,
    serve(table: Record<string, Handler>) {
      handlers = { ...handlers, ...table };
    },
    requests(method: string, path: string) {
      return fetchMock.mock.calls
        .filter(
          ([input, init]) =>
            (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
        )
        .map(([input, init]) => ({
          url: new URL(String(input), 'http://localhost'),
          body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
        }));
    },
  };
}
