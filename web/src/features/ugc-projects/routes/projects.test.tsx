import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@reelbridge/shared/messages';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, setViewportWidth } from '@/testing/test-utils';
import { apiError, fetchMock, page, PANTRY, renderAt, serve, stubPage, summary } from '../testing';
import { UgcProjectsRoute } from './projects';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'a', email: 'admin@x.test', group: 'admin' })),
}));

const SPRING = summary('pj_spring', 'Spring Glow Launch', {
  totalBudget: 1271.5,
  creatorCount: 2,
  dueDate: '2099-12-03',
  dueTimeZone: 'Europe/London',
  dueAt: '2099-12-04T00:00:00.000Z',
});
const GRANOLA = summary('pj_granola', 'Granola Mornings', {
  brandId: PANTRY.id,
  brand: { id: PANTRY.id, name: PANTRY.name },
  status: 'draft',
  creatorCount: 1,
  totalBudget: 80,
  createdAt: '2026-02-14T10:00:00.000Z',
});

function renderList() {
  return renderAt(
    [
      { path: '/admin/ugc-projects', element: <UgcProjectsRoute /> },
      stubPage('/admin/ugc-projects/new', 'New project form'),
      stubPage('/admin/ugc-projects/:projectId', 'Project detail'),
      stubPage('/admin/ugc-projects/:projectId/edit', 'Project edit form'),
    ],
    '/admin/ugc-projects',
  );
}

describe('/admin/ugc-projects', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
    vi.mocked(fetchCurrentUser).mockResolvedValue({ sub: 'a', email: 'admin@x.test', group: 'admin' });
  });

  it('shows name, brand, creators, budget with two decimals, status, due and created date, with Edit per row', async () => {
    serve({ 'GET /api/ugc-projects': () => page([SPRING, GRANOLA]) });
    renderList();
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'UGC projects' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Brand', 'Creators', 'Budget', 'Status', 'Due', 'Created', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Spring Glow Launch', 'Acme Beauty', '2', '$1,271.50', 'Active', 'Due Dec 3, 2099', 'Mar 2, 2026', 'Edit'],
      ['Granola Mornings', 'Green Pantry', '1', '$80.00', 'Draft', '—', 'Feb 14, 2026', 'Edit'],
    ]);
    expect(screen.getByRole('link', { name: 'Create Project' })).toHaveAttribute('href', '/admin/ugc-projects/new');
  });

  it('opens a project from its row and its form from Edit', async () => {
    serve({ 'GET /api/ugc-projects': () => page([SPRING]) });
    const { user, router } = renderList();
    await user.click(await screen.findByRole('cell', { name: 'Acme Beauty' }));
    expect(await screen.findByRole('heading', { name: 'Project detail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ugc-projects/pj_spring');

    await router.navigate('/admin/ugc-projects');
    await user.click(await screen.findByRole('link', { name: 'Edit Spring Glow Launch' }));
    expect(await screen.findByRole('heading', { name: 'Project edit form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ugc-projects/pj_spring/edit');
  });

  it("says 'No UGC projects yet' with 'Create Your First Project' when there is none", async () => {
    serve({ 'GET /api/ugc-projects': () => page([]) });
    const { user } = renderList();
    expect(await screen.findByText('No UGC projects yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Project' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create Your First Project' }));
    expect(await screen.findByRole('heading', { name: 'New project form' })).toBeInTheDocument();
  });

  it("says 'Failed to load projects' when the list cannot be read, and tries again", async () => {
    serve({ 'GET /api/ugc-projects': () => apiError(500, 'INTERNAL', 'Internal error') });
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.projectsLoadFailed);
    serve({ 'GET /api/ugc-projects': () => page([SPRING]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Spring Glow Launch' })).toBeInTheDocument();
  });

  it('loads the next page with Load more', async () => {
    serve({
      'GET /api/ugc-projects': (_init, url) =>
        url.searchParams.get('cursor') === 'next' ? page([GRANOLA]) : page([SPRING], 'next'),
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'Granola Mornings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by a word of the name once typing pauses, and says when nothing matches', async () => {
    serve({
      'GET /api/ugc-projects': (_init, url) => {
        const query = url.searchParams.get('query');
        if (!query) return page([SPRING, GRANOLA]);
        return page(query === 'granola' ? [GRANOLA] : []);
      },
    });
    const { user } = renderList();
    const box = await screen.findByRole('searchbox', { name: 'Search projects' });
    expect(box).toHaveAttribute('placeholder', 'Search by project name');
    await user.type(box, 'granola');
    expect(await screen.findByText('Granola Mornings')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Spring Glow Launch')).not.toBeInTheDocument());
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await screen.findByText('No projects match your search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Project' })).toBeInTheDocument();
  });

  it('lets a brand user look at their projects but neither create nor edit them', async () => {
    vi.mocked(fetchCurrentUser).mockResolvedValue({
      sub: 'b',
      email: 'brand@x.test',
      group: 'brand',
      companyId: 'co_acme',
    });
    serve({ 'GET /api/ugc-projects': () => page([SPRING]) });
    renderList();
    const table = await screen.findByRole('table', { name: 'UGC projects' });
    expect(within(table).getByRole('link', { name: 'Spring Glow Launch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Project' })).not.toBeInTheDocument();
  });

  it('shows one entry per project on a phone', async () => {
    setViewportWidth(375);
    serve({ 'GET /api/ugc-projects': () => page([SPRING]) });
    renderList();
    const list = await screen.findByRole('list', { name: 'UGC projects' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Spring Glow Launch');
    expect(item).toHaveTextContent('Active');
    expect(item).toHaveTextContent('2 creators · $1,271.50 budget · Created Mar 2, 2026');
    expect(within(item!).getByRole('link', { name: 'Edit Spring Glow Launch' })).toBeInTheDocument();
  });
});
