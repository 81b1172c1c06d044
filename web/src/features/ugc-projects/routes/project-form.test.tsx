import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@reelbridge/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText } from '@/testing/test-utils';
import {
  ACME,
  apiError,
  fetchMock,
  JORDAN,
  json,
  MAYA,
  page,
  PANTRY,
  PRIYA,
  project,
  projectCreator,
  renderAt,
  requests,
  serve,
  stubPage,
  submission,
} from '../testing';
import { EditUgcProjectRoute, NewUgcProjectRoute } from './project-form';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'a', email: 'admin@x.test', group: 'admin' })),
}));

const ROUTES = [
  { path: '/admin/ugc-projects/new', element: <NewUgcProjectRoute /> },
  { path: '/admin/ugc-projects/:projectId/edit', element: <EditUgcProjectRoute /> },
  stubPage('/admin/ugc-projects', 'Projects list'),
  stubPage('/admin/ugc-projects/:projectId', 'Project detail'),
];

const lookups = {
  'GET /api/brands': () => page([ACME, PANTRY]),
  'GET /api/creators': (_init: RequestInit | undefined, url: URL) => {
    const query = url.searchParams.get('query')?.toLowerCase();
    return page([JORDAN, MAYA, PRIYA].filter((one) => !query || one.firstName.toLowerCase().startsWith(query)));
  },
};

const entryOf = (name: string) => screen.getByRole('listitem', { name });
const submitButton = (name = 'Create Project') => screen.getByRole('button', { name });

async function addCreator(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Add ${name}` }));
  return entryOf(name);
}

async function fillBasics(user: UserEvent) {
  await enterText(user, await screen.findByRole('textbox', { name: 'Project name' }), 'Spring Glow Launch');
  await screen.findByRole('option', { name: 'Acme Beauty' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Acme Beauty');
}

async function setNumber(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.paste(value);
}

describe('/admin/ugc-projects/new', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it("quotes the brand profile in the note for the brand and a creator's instructions", async () => {
    serve({
      ...lookups,
      'GET /api/brands/co_acme/profile': () =>
        json(200, { voice: { keyMessages: 'Glow every day', donts: 'No medical claims' } }),
    });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    await fillBasics(user);
    const maya = await addCreator(user, 'Maya Rivera');

    await user.click(screen.getByRole('button', { name: 'Insert from brand profile into Note for the brand' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Key messages: Glow every day' }));
    expect(screen.getByRole('textbox', { name: 'Note for the brand' })).toHaveValue('Glow every day');

    const instructions = within(maya).getByRole('textbox', { name: 'Instructions' });
    await enterText(user, instructions, 'Show the dropper.');
    await user.click(
      within(maya).getByRole('button', { name: 'Insert from brand profile into Instructions for Maya Rivera' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: "Don'ts: No medical claims" }));
    expect(instructions).toHaveValue('Show the dropper.\n\nNo medical claims');
    expect(requests('GET', '/api/brands/co_acme/profile')).toHaveLength(1);
  });

  it('keeps Create Project disabled without a brand or a creator, and says what is missing', async () => {
    serve(lookups);
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    expect(await screen.findByRole('heading', { name: 'Create UGC Project' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(`${MESSAGES.selectBrand} · ${MESSAGES.addOneCreator}`)).toBeInTheDocument();

    // Leaving the brand empty names it under the field; the first option is 'Select an option...'.
    await screen.findByRole('option', { name: 'Acme Beauty' });
    const brandSelect = screen.getByRole('combobox', { name: 'Brand' });
    expect(within(brandSelect).getAllByRole('option')[0]).toHaveTextContent(MESSAGES.selectPlaceholder);
    await user.click(brandSelect);
    await user.tab();
    expect(await screen.findByText(MESSAGES.selectBrand, { selector: '.mantine-InputWrapper-error' })).toBeVisible();

    await screen.findByRole('option', { name: 'Acme Beauty' });
    await user.selectOptions(brandSelect, 'Acme Beauty');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(MESSAGES.addOneCreator)).toBeInTheDocument();

    await addCreator(user, 'Maya Rivera');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(MESSAGES.addOneCreator)).not.toBeInTheDocument();

    // Removing the last creator says that one is needed.
    await user.click(screen.getByRole('button', { name: 'Remove Maya Rivera' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.addOneCreator);
    expect(submitButton()).toBeDisabled();
  });

  it("says 'Project name is required' and sends nothing without a name", async () => {
    serve(lookups);
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    await screen.findByRole('option', { name: 'Acme Beauty' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Acme Beauty');
    await addCreator(user, 'Maya Rivera');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.projectNameRequired)).toBeInTheDocument();
    expect(requests('POST', '/api/ugc-projects')).toHaveLength(0);
  });

  it('adds each creator once, with one video at 0.00, and shows the total as Σ videos × cost with two decimals', async () => {
    serve(lookups);
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    const maya = await addCreator(user, 'Maya Rivera');
    expect(within(maya).getByRole('textbox', { name: 'Videos' })).toHaveValue('1');
    expect(within(maya).getByRole('textbox', { name: 'Cost per video' })).toHaveValue('$0.00');
    expect(screen.getByTestId('project-total')).toHaveTextContent('$0.00');

    // Added once: the picker now shows Maya as added, with no way to add her again.
    expect(screen.getByRole('button', { name: 'Maya Rivera added' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Maya Rivera' })).not.toBeInTheDocument();

    await setNumber(user, within(maya).getByRole('textbox', { name: 'Videos' }), '3');
    await setNumber(user, within(maya).getByRole('textbox', { name: 'Cost per video' }), '33.33');
    const jordan = await addCreator(user, 'Jordan Lee');
    await setNumber(user, within(jordan).getByRole('textbox', { name: 'Videos' }), '2');
    await setNumber(user, within(jordan).getByRole('textbox', { name: 'Cost per video' }), '1250.5');
    // 3 × 33.33 + 2 × 1,250.50 = 99.99 + 2,501.00
    expect(screen.getByTestId('project-total')).toHaveTextContent('$2,600.99');
    expect(within(maya).getByText('$99.99')).toBeInTheDocument();
    expect(within(jordan).getByText('$2,501.00')).toBeInTheDocument();

    // The search finds other creators; the ones added stay marked as added.
    await enterText(user, screen.getByRole('searchbox', { name: 'Find a creator' }), 'pri');
    expect(await screen.findByRole('button', { name: 'Add Priya Shah' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Jordan Lee added' })).not.toBeInTheDocument());
  });

  it('needs at least 1 video and a cost of at least 0 with at most two decimals', async () => {
    serve(lookups);
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    await fillBasics(user);
    const maya = await addCreator(user, 'Maya Rivera');
    const videos = within(maya).getByRole('textbox', { name: 'Videos' });
    const cost = within(maya).getByRole('textbox', { name: 'Cost per video' });

    await setNumber(user, videos, '0');
    await user.tab();
    expect(await within(maya).findByText('Videos per creator must be at least 1')).toBeInTheDocument();
    await setNumber(user, videos, '');
    await setNumber(user, cost, '');
    await user.click(submitButton());
    expect(await within(maya).findByText('Videos per creator must be at least 1')).toBeInTheDocument();
    expect(within(maya).getByText('Cost per video is required')).toBeInTheDocument();

    // Steps of 0.01: a third decimal cannot be typed, and the field neither goes negative.
    await user.clear(cost);
    await user.type(cost, '-12.345');
    expect(cost).toHaveValue('$12.34');
    expect(requests('POST', '/api/ugc-projects')).toHaveLength(0);
  });

  it('creates the project with each creator once, then goes to the list', async () => {
    serve({
      ...lookups,
      'POST /api/ugc-projects': (init) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        return json(201, project({ id: 'pj_new', name: body.name }));
      },
    });
    const { user, router } = renderAt(ROUTES, '/admin/ugc-projects/new');
    await fillBasics(user);
    await enterText(user, screen.getByRole('textbox', { name: 'Agency notes' }), 'Launch in March.');
    await enterText(user, screen.getByRole('textbox', { name: 'Note for the brand' }), 'First cuts by Friday.');
    const maya = await addCreator(user, 'Maya Rivera');
    await setNumber(user, within(maya).getByRole('textbox', { name: 'Videos' }), '2');
    await setNumber(user, within(maya).getByRole('textbox', { name: 'Cost per video' }), '75.5');
    await enterText(user, within(maya).getByRole('textbox', { name: 'Instructions' }), 'Morning routine.');
    await addCreator(user, 'Jordan Lee');
    await user.click(submitButton());

    // The admin lands on the new project, not on the list.
    expect(await screen.findByRole('heading', { name: 'Project detail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ugc-projects/pj_new');
    expect(await screen.findByText('Project created')).toBeInTheDocument();
    expect(requests('POST', '/api/ugc-projects').map((request) => request.body)).toEqual([
      {
        name: 'Spring Glow Launch',
        brandId: ACME.id,
        agencyNotes: 'Launch in March.',
        sharedNote: 'First cuts by Friday.',
        // A new project's review rules (issue 20): 2 revision rounds, approved automatically after 3 business days.
        revisionCap: 2,
        autoApproveDays: 3,
        creators: [
          { creatorId: MAYA.id, videoCount: 2, costPerVideo: 75.5, instructions: 'Morning routine.' },
          { creatorId: JORDAN.id, videoCount: 1, costPerVideo: 0, instructions: '' },
        ],
      },
    ]);
  });

  it("sends the due date with the agency user's time zone, and a creator's own due date", async () => {
    serve({
      ...lookups,
      'POST /api/ugc-projects': () => json(201, project({ id: 'pj_new' })),
    });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    await fillBasics(user);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const due = screen.getAllByLabelText('Due date')[0]!;
    expect(due).toHaveAttribute('type', 'date');
    expect(screen.getByText(`Late after the end of this day (${zone} time). Optional.`)).toBeInTheDocument();
    fireEvent.change(due, { target: { value: '2026-12-03' } });
    const maya = await addCreator(user, 'Maya Rivera');
    await addCreator(user, 'Jordan Lee');
    fireEvent.change(within(maya).getByLabelText('Due date'), { target: { value: '2026-12-10' } });
    // Every due field is labelled (WCAG A/AA; jsdom computes no colours, contrast is the browser suite's).
    const audit = await axe.run(screen.getByRole('form', { name: 'Create UGC project' }), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await user.click(submitButton());

    expect(await screen.findByText('Project created')).toBeInTheDocument();
    expect(requests('POST', '/api/ugc-projects')[0]?.body).toMatchObject({
      dueDate: '2026-12-03',
      dueTimeZone: zone,
      creators: [
        { creatorId: MAYA.id, dueDate: '2026-12-10' },
        { creatorId: JORDAN.id, videoCount: 1 },
      ],
    });
    const [, jordan] = (requests('POST', '/api/ugc-projects')[0]?.body as { creators: object[] }).creators;
    expect(jordan).not.toHaveProperty('dueDate');
  });

  it("shows the server's message when the create fails, else 'Failed to create project'", async () => {
    serve({
      ...lookups,
      'POST /api/ugc-projects': () =>
        apiError(400, 'VALIDATION', 'Creator not found', { 'creators.0.creatorId': 'Creator not found' }),
    });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    await fillBasics(user);
    await addCreator(user, 'Maya Rivera');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Creator not found');

    serve({ ...lookups, 'POST /api/ugc-projects': () => new Response('Bad gateway', { status: 502 }) });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.projectCreateFailed));
    expect(screen.getByRole('heading', { name: 'Create UGC Project' })).toBeInTheDocument();
  });
});

describe('/admin/ugc-projects/{projectId}/edit', { timeout: 30_000 }, () => {
  const EDITED = project({
    sharedNote: 'Shot list attached.',
    brandId: PANTRY.id,
    brand: { id: PANTRY.id, name: PANTRY.name },
    creators: [
      projectCreator('pc_maya', MAYA, {
        videoCount: 2,
        costPerVideo: 75.5,
        instructions: 'Morning routine.',
        status: 'submitted',
        submissions: [submission(1), submission(2)],
      }),
      projectCreator('pc_jordan', JORDAN, { videoCount: 1, costPerVideo: 120 }),
    ],
  });

  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it('fills the form from the project and saves it with the entry ids and the version, then goes to the list', async () => {
    serve({
      ...lookups,
      'GET /api/ugc-projects/pj_spring': () => json(200, EDITED),
      'PUT /api/ugc-projects/pj_spring': () => json(200, EDITED),
    });
    const { user, router } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring/edit');
    expect(await screen.findByRole('heading', { name: 'Edit UGC Project' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('Spring Glow Launch');
    expect(screen.getByRole('textbox', { name: 'Agency notes' })).toHaveValue('Launch in March.');
    expect(screen.getByRole('textbox', { name: 'Note for the brand' })).toHaveValue('Shot list attached.');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue(PANTRY.id));
    const maya = entryOf('Maya Rivera');
    expect(within(maya).getByRole('textbox', { name: 'Cost per video' })).toHaveValue('$75.50');
    expect(screen.getByTestId('project-total')).toHaveTextContent('$271.00');

    await setNumber(user, within(entryOf('Jordan Lee')).getByRole('textbox', { name: 'Videos' }), '2');
    expect(screen.getByTestId('project-total')).toHaveTextContent('$391.00');
    await user.click(submitButton('Save Changes'));

    expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ugc-projects');
    expect(await screen.findByText('Project updated')).toBeInTheDocument();
    expect(requests('PUT', '/api/ugc-projects/pj_spring')[0]?.body).toEqual({
      name: 'Spring Glow Launch',
      brandId: PANTRY.id,
      agencyNotes: 'Launch in March.',
      sharedNote: 'Shot list attached.',
      // The review rules as the project has them (issue 20): 2 revision rounds, never approved automatically.
      revisionCap: 2,
      autoApproveDays: null,
      creators: [
        { id: 'pc_maya', creatorId: MAYA.id, videoCount: 2, costPerVideo: 75.5, instructions: 'Morning routine.' },
        { id: 'pc_jordan', creatorId: JORDAN.id, videoCount: 2, costPerVideo: 120, instructions: '' },
      ],
      version: 3,
    });
  });

  it("keeps the project's time zone and each creator's own due date on an edit, and clears a date", async () => {
    const dated = project({
      ...EDITED,
      dueDate: '2026-12-03',
      dueTimeZone: 'Pacific/Auckland',
      dueAt: '2026-12-03T11:00:00.000Z',
      creators: [
        { ...EDITED.creators[0]!, dueDate: '2026-12-10', ownDueDate: '2026-12-10', dueAt: '2026-12-10T11:00:00.000Z' },
        { ...EDITED.creators[1]!, dueDate: '2026-12-03', dueAt: '2026-12-03T11:00:00.000Z' },
      ],
    });
    serve({
      ...lookups,
      'GET /api/ugc-projects/pj_spring': () => json(200, dated),
      'PUT /api/ugc-projects/pj_spring': () => json(200, dated),
    });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring/edit');
    expect(await screen.findByRole('heading', { name: 'Edit UGC Project' })).toBeInTheDocument();
    const due = screen.getAllByLabelText('Due date')[0]!;
    expect(due).toHaveValue('2026-12-03');
    expect(screen.getByText('Late after the end of this day (Pacific/Auckland time). Optional.')).toBeInTheDocument();
    expect(within(entryOf('Maya Rivera')).getByLabelText('Due date')).toHaveValue('2026-12-10');
    // Jordan follows the project's date: his own field is empty.
    expect(within(entryOf('Jordan Lee')).getByLabelText('Due date')).toHaveValue('');
    fireEvent.change(due, { target: { value: '' } });
    await user.click(submitButton('Save Changes'));

    expect(await screen.findByText('Project updated')).toBeInTheDocument();
    const body = requests('PUT', '/api/ugc-projects/pj_spring')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('dueDate');
    expect(body).toMatchObject({
      dueTimeZone: 'Pacific/Auckland',
      creators: [{ id: 'pc_maya', dueDate: '2026-12-10' }, { id: 'pc_jordan' }],
    });
  });

  it('asks before removing a creator who has submitted videos', async () => {
    serve({ ...lookups, 'GET /api/ugc-projects/pj_spring': () => json(200, EDITED) });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring/edit');
    await user.click(await screen.findByRole('button', { name: 'Remove Maya Rivera' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.removeCreatorWithSubmissions);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entryOf('Maya Rivera')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Maya Rivera' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Maya Rivera' })).not.toBeInTheDocument());
    expect(screen.getByTestId('project-total')).toHaveTextContent('$120.00');

    // A creator without submissions goes at once.
    await user.click(screen.getByRole('button', { name: 'Remove Jordan Lee' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Jordan Lee' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to update project' with the server's reason (a stale edit)", async () => {
    serve({
      ...lookups,
      'GET /api/ugc-projects/pj_spring': () => json(200, EDITED),
      'PUT /api/ugc-projects/pj_spring': () =>
        apiError(409, 'CONFLICT', 'This project was changed meanwhile. Reload and try again.'),
    });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring/edit');
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.projectUpdateFailed);
    expect(alert).toHaveTextContent('This project was changed meanwhile. Reload and try again.');
  });

  it('keeps a paid creator: no removal, videos and cost locked', async () => {
    const paid = project({
      creators: [
        projectCreator('pc_maya', MAYA, { status: 'paid', submissions: [submission(1, { status: 'approved' })] }),
      ],
    });
    serve({ ...lookups, 'GET /api/ugc-projects/pj_spring': () => json(200, paid) });
    renderAt(ROUTES, '/admin/ugc-projects/pj_spring/edit');
    expect(await screen.findByRole('button', { name: 'Remove Maya Rivera' })).toBeDisabled();
    const maya = entryOf('Maya Rivera');
    expect(within(maya).getByRole('textbox', { name: 'Videos' })).toBeDisabled();
    expect(within(maya).getByRole('textbox', { name: 'Cost per video' })).toBeDisabled();
    expect(within(maya).getByRole('textbox', { name: 'Instructions' })).toBeEnabled();
  });

  it("says 'Failed to load project' and goes back to the list when the project cannot be loaded", async () => {
    serve({ ...lookups, 'GET /api/ugc-projects/pj_gone': () => apiError(404, 'NOT_FOUND', 'Project not found') });
    const { router } = renderAt(ROUTES, '/admin/ugc-projects/pj_gone/edit');
    expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ugc-projects');
    expect(await screen.findByText(MESSAGES.projectLoadFailed)).toBeInTheDocument();
  });
});

describe('the form for a brand user', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    vi.mocked(fetchCurrentUser).mockResolvedValue({ sub: 'a', email: 'admin@x.test', group: 'admin' });
  });

  it('is not offered: only the agency plans projects', async () => {
    vi.mocked(fetchCurrentUser).mockResolvedValue({
      sub: 'b',
      email: 'brand@x.test',
      group: 'brand',
      companyId: 'co_acme',
    });
    serve({});
    renderAt(ROUTES, '/admin/ugc-projects/new');
    expect(await screen.findByText('Only the agency creates and edits UGC projects.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Project name' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
