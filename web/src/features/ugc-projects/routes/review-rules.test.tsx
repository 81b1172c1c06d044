import { notifications } from '@mantine/notifications';
import { REVIEW_RULE_MESSAGES } from '@reelbridge/shared/schemas/review-rules';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText } from '@/testing/test-utils';
import {
  ACME,
  fetchMock,
  json,
  MAYA,
  page,
  project,
  projectCreator,
  renderAt,
  requests,
  serve,
  stubPage,
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
  'GET /api/brands': () => page([ACME]),
  'GET /api/creators': () => page([MAYA]),
};

const capField = () => screen.getByRole('textbox', { name: 'Revision rounds per video' });
const daysField = () => screen.getByRole('textbox', { name: 'Approve automatically after (business days)' });

describe('the review rules of a UGC project (issue 20)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it('offers 2 revision rounds and automatic approval after 3 business days for a new project, in a labelled group', async () => {
    serve({ ...lookups, 'POST /api/ugc-projects': () => json(201, project({ id: 'pj_new' })) });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    const group = await screen.findByRole('group', { name: 'Review rules' });
    expect(group).toContainElement(capField());
    expect(capField()).toHaveValue('2');
    expect(daysField()).toHaveValue('3');
    expect(
      screen.getByText(
        'A submitted video nobody reviews in this many business days (Monday to Friday) is approved. Leave empty for never.',
      ),
    ).toBeInTheDocument();
    const audit = await axe.run(group, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Keyboard: the fields follow each other in tab order.
    capField().focus();
    await user.tab();
    expect(daysField()).toHaveFocus();

    await enterText(user, await screen.findByRole('textbox', { name: 'Project name' }), 'Spring Glow Launch');
    await screen.findByRole('option', { name: 'Acme Beauty' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Acme Beauty');
    await user.click(await screen.findByRole('button', { name: 'Add Maya Rivera' }));
    await user.clear(capField());
    await user.paste('1');
    await user.clear(daysField());
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project created')).toBeInTheDocument();
    expect(requests('POST', '/api/ugc-projects')[0]?.body).toMatchObject({ revisionCap: 1, autoApproveDays: null });
  });

  it('names a value out of range under its field and sends nothing', async () => {
    serve(lookups);
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/new');
    await screen.findByRole('group', { name: 'Review rules' });
    await user.clear(capField());
    await user.paste('11');
    await user.tab();
    expect(await screen.findByText(REVIEW_RULE_MESSAGES.revisionCap)).toBeVisible();
    await user.clear(daysField());
    await user.paste('0');
    await user.tab();
    expect(await screen.findByText(REVIEW_RULE_MESSAGES.autoApproveDays)).toBeVisible();
    expect(daysField()).toHaveAttribute('aria-invalid', 'true');
    expect(requests('POST', '/api/ugc-projects')).toHaveLength(0);
  });

  it("shows an edited project's rules, empty for never, and saves a change", async () => {
    const saved = project({
      revisionCap: 4,
      brandId: ACME.id,
      brand: { id: ACME.id, name: ACME.name },
      creators: [projectCreator('pc_maya', MAYA)],
    });
    serve({
      ...lookups,
      'GET /api/ugc-projects/pj_spring': () => json(200, saved),
      'PUT /api/ugc-projects/pj_spring': () => json(200, saved),
    });
    const { user } = renderAt(ROUTES, '/admin/ugc-projects/pj_spring/edit');
    expect(await screen.findByRole('heading', { name: 'Edit UGC Project' })).toBeInTheDocument();
    await waitFor(() => expect(capField()).toHaveValue('4'));
    expect(daysField()).toHaveValue('');
    await user.click(daysField());
    await user.clear(daysField());
    await user.paste('5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Project updated')).toBeInTheDocument();
    expect(requests('PUT', '/api/ugc-projects/pj_spring')[0]?.body).toMatchObject({
      revisionCap: 4,
      autoApproveDays: 5,
    });
  });
});
