import type { Brand, Page } from '@reelbridge/shared/api/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes, setViewportWidth } from '@/testing/test-utils';
import { BrandsRoute } from './brands';

/** The brands page in a router: its rows link to each brand's Team page. */
const renderBrands = () =>
  renderRoutes([{ path: '/admin/brands', element: <BrandsRoute /> }], { initialEntries: ['/admin/brands'] });

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'a', email: 'admin@x.test', group: 'admin' })),
}));

function brand(id: string, name: string, extra: Partial<Brand> = {}): Brand {
  return {
    id,
    name,
    email: `hello@${name.toLowerCase().replace(/\s+/g, '')}.test`,
    phone: '+15550100',
    industry: 'beauty',
    onboardingState: 'completed',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...extra,
  };
}

function page(items: Brand[], nextCursor?: string): Response {
  const body: Page<Brand> = nextCursor ? { items, nextCursor } : { items };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const requestedUrls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));

describe('/admin/brands', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => setConfig(undefined));

  it('renders the brands from GET /api/brands with the ID token', async () => {
    fetchMock.mockResolvedValue(
      page([
        brand('co_1', 'Acme Beauty', { website: 'acme.test' }),
        brand('co_2', 'Bolt Foods', { industry: 'food', phone: '+15550199' }),
      ]),
    );
    renderBrands();

    expect(screen.getByRole('status', { name: 'Loading brands' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Brands' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Industry', 'Email', 'Phone', 'Website', 'Onboarding', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Acme Beauty', 'Beauty', 'hello@acmebeauty.test', '+15550100', 'acme.test', 'Completed', 'TeamEdit']);
    expect(within(rows[0]!).getByRole('link', { name: 'acme.test' })).toHaveAttribute('href', 'https://acme.test/');
    expect(within(rows[0]!).getByRole('link', { name: 'Team of Acme Beauty' })).toHaveAttribute(
      'href',
      '/admin/brands/co_1/team',
    );
    expect(within(rows[1]!).getByText('Food')).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/brands');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('sends the search text as `query` once typing pauses for 300 ms', async () => {
    fetchMock.mockImplementation(async (input) => {
      const query = new URL(String(input), 'http://localhost').searchParams.get('query');
      return query === 'bol'
        ? page([brand('co_2', 'Bolt Foods', { industry: 'food' })])
        : page([brand('co_1', 'Acme Beauty')]);
    });
    const user = userEvent.setup();
    renderBrands();
    await screen.findByText('Acme Beauty');

    await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'bol');
    expect(await screen.findByText('Bolt Foods')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Acme Beauty')).not.toBeInTheDocument());

    const queries = requestedUrls().map((url) => url.searchParams.get('query'));
    // The first load has no query; the keystrokes b, bo, bol produce a single request.
    expect(queries).toEqual([null, 'bol']);
  });

  it('waits 300 ms before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockImplementation(async () => page([]));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderBrands();
      await screen.findByText('No brands yet');
      await user.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'zz');
      vi.advanceTimersByTime(250);
      expect(requestedUrls().some((url) => url.searchParams.get('query') === 'zz')).toBe(false);
      vi.advanceTimersByTime(100);
      await waitFor(() => expect(requestedUrls().some((url) => url.searchParams.get('query') === 'zz')).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads the next page with the cursor on 'Load more'", async () => {
    fetchMock
      .mockResolvedValueOnce(page([brand('co_1', 'Acme Beauty')], 'cursor-1'))
      .mockResolvedValueOnce(page([brand('co_3', 'Cobalt Home', { industry: 'home' })]));
    const user = userEvent.setup();
    renderBrands();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Cobalt Home')).toBeInTheDocument();
    expect(screen.getByText('Acme Beauty')).toBeInTheDocument();
    expect(requestedUrls()[1]!.searchParams.get('cursor')).toBe('cursor-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load brands' when the call fails", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }), { status: 500 }),
    );
    renderBrands();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load brands');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists the brands as compact entries on a phone', async () => {
    setViewportWidth(375);
    fetchMock.mockResolvedValue(page([brand('co_1', 'Acme Beauty', { website: 'https://acme.test' })]));
    renderBrands();
    const list = await screen.findByRole('list', { name: 'Brands' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Acme Beauty');
    expect(item).toHaveTextContent('Beauty');
    expect(item).toHaveTextContent('hello@acmebeauty.test');
    expect(item).toHaveTextContent('+15550100');
    expect(within(item!).getByRole('link', { name: 'acme.test' })).toHaveAttribute('href', 'https://acme.test/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderBrands();
    expect(await screen.findByText('No brands yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
