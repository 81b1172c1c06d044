import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText, renderWithProviders } from '@/testing/test-utils';
import type { Campaign } from '@reelbridge/shared/api/types';
import { apiError, brand, campaign, creator, fakeApi, json, page, product } from '../testing';
import { CampaignForm } from './campaign-form';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

// The autosizing textareas listen to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const api = fakeApi();
const ACME = brand('co_acme', 'Acme Beauty');
const BOLT = brand('co_bolt', 'Bolt Foods');
const MAYA = creator('cr_maya', 'Maya', 'Rivera');
const JORDAN = creator('cr_jordan', 'Jordan', 'Lee');

function serveLists() {
  api.serve({
    'GET /api/brands': () => page([ACME, BOLT]),
    'GET /api/brands/co_acme/products': () =>
      page([product('pr_serum', 'co_acme', 'Glow Serum'), product('pr_cream', 'co_acme', 'Night Cream')]),
    'GET /api/brands/co_bolt/products': () => page([product('pr_bar', 'co_bolt', 'Protein Bar')]),
    'GET /api/creators': () => page([JORDAN, MAYA]),
  });
}

function renderForm(current: Campaign | null = null) {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <>
      <Notifications />
      <CampaignForm campaign={current} onSaved={onSaved} onCancel={vi.fn()} />
    </>,
  );
  return { ...view, onSaved, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

describe('the campaign form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', api.fetchMock);
    serveLists();
  });
  afterEach(() => {
    setConfig(undefined);
    notifications.clean();
  });

  it('names every missing required field and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveAccessibleDescription(
      'Campaign name is required',
    );
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveAccessibleDescription('Please select a brand');
    expect(screen.getByText('Please select a campaign type')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveAccessibleDescription('Budget is required');
    expect(screen.getByRole('textbox', { name: 'Campaign name' })).toHaveFocus();
    expect(api.requests('POST', '/api/campaigns')).toHaveLength(0);
  });

  it('offers the campaign types with the spec labels', () => {
    renderForm();
    const type = screen.getByRole('combobox', { name: 'Campaign type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an option...', 'Brand Awareness', 'Conversion', 'Engagement']);
  });

  it('creates the campaign: budget as a decimal, products and creators once each, the brief, no description', async () => {
    api.serve({
      'POST /api/campaigns': (body) => json(201, campaign('cp_new', String(body?.name))),
    });
    const { user, onSaved } = renderForm();

    await enterText(user, screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring Glow');
    await pick(user, 'Brand', 'Acme Beauty');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campaign type' }), 'Brand Awareness');
    await enterText(user, screen.getByRole('textbox', { name: 'Budget' }), '1200.75');
    await enterText(user, screen.getByRole('textbox', { name: 'Objective' }), 'Launch the serum');
    await enterText(user, screen.getByRole('textbox', { name: 'Goals' }), '200 sales');

    await pick(user, 'Products', 'Glow Serum');
    // A picked product is not offered again.
    await user.click(screen.getByRole('combobox', { name: 'Products' }));
    expect(await screen.findByRole('option', { name: 'Night Cream' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Glow Serum' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await pick(user, 'Add creator', 'Maya Rivera');
    await user.click(screen.getByRole('combobox', { name: 'Add creator' }));
    expect(await screen.findByRole('option', { name: /^Jordan Lee/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Maya Rivera/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /^Jordan Lee/ }));

    const picked = screen.getByRole('list', { name: 'Campaign creators' });
    const jordan = within(picked).getByText('Jordan Lee').closest('li')!;
    expect(within(jordan).getByRole('radio', { name: 'UGC' })).toBeChecked();
    await user.click(within(jordan).getByText('Affiliate'));

    await enterText(user, screen.getByRole('textbox', { name: 'Target audience' }), 'Women 25-40');
    await enterText(user, screen.getByRole('textbox', { name: 'Content ideas' }), 'Morning routine');

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.requests('POST', '/api/campaigns')[0]!.body).toEqual({
      name: 'Spring Glow',
      budget: 1200.75,
      type: 'awareness',
      brandId: 'co_acme',
      objective: 'Launch the serum',
      goals: '200 sales',
      productIds: ['pr_serum'],
      creators: [
        { creatorId: 'cr_maya', type: 'UGC' },
        { creatorId: 'cr_jordan', type: 'Affiliate' },
      ],
      brief: { targetAudience: 'Women 25-40', contentIdeas: 'Morning routine' },
    });
    expect(await screen.findByText('Spring Glow was saved.')).toBeInTheDocument();
  });

  it("searches the brand's products on the server by a word of their name, and keeps a pick across searches", async () => {
    api.serve({
      'GET /api/brands/co_acme/products': (_body, url) =>
        url.searchParams.get('query') === 'cream'
          ? page([product('pr_cream', 'co_acme', 'Night Cream')])
          : page([product('pr_serum', 'co_acme', 'Glow Serum')], 'next-page'),
    });
    const { user } = renderForm();
    await pick(user, 'Brand', 'Acme Beauty');
    await pick(user, 'Products', 'Glow Serum');

    await user.type(screen.getByRole('combobox', { name: 'Products' }), 'cream');
    await user.click(await screen.findByRole('option', { name: 'Night Cream' }));

    const searched = api.requests('GET', '/api/brands/co_acme/products').map((request) => request.url.searchParams);
    expect(searched.some((params) => params.get('query') === 'cream' && params.get('limit') === '25')).toBe(true);
    const products = screen.getByRole('combobox', { name: 'Products' }).closest('.mantine-MultiSelect-root')!;
    expect(within(products as HTMLElement).getByText('Glow Serum')).toBeInTheDocument();
    expect(within(products as HTMLElement).getByText('Night Cream')).toBeInTheDocument();
  });

  it('drops the products of the old brand when the brand changes', async () => {
    const { user } = renderForm();
    await pick(user, 'Brand', 'Acme Beauty');
    await pick(user, 'Products', 'Glow Serum');
    expect(screen.getByText('Glow Serum')).toBeInTheDocument();

    await user.clear(screen.getByRole('combobox', { name: 'Brand' }));
    await pick(user, 'Brand', 'Bolt Foods');
    expect(screen.queryByText('Glow Serum')).not.toBeInTheDocument();
    await pick(user, 'Products', 'Protein Bar');
  });

  it('offers only active products: a paused or archived one is not offered for a new pick', async () => {
    api.serve({
      'GET /api/brands/co_acme/products': () =>
        page([
          product('pr_serum', 'co_acme', 'Glow Serum'),
          { ...product('pr_cream', 'co_acme', 'Night Cream'), status: 'paused' },
          { ...product('pr_mist', 'co_acme', 'Old Mist'), status: 'archived' },
        ]),
    });
    const { user } = renderForm();
    await pick(user, 'Brand', 'Acme Beauty');
    await user.click(screen.getByRole('combobox', { name: 'Products' }));
    expect(await screen.findByRole('option', { name: 'Glow Serum' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Night Cream' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old Mist' })).not.toBeInTheDocument();
  });

  it('edits a campaign with its version and keeps its creators', async () => {
    const current = campaign('cp_1', 'Spring Glow');
    api.serve({ 'PUT /api/campaigns/cp_1': (body) => json(200, { ...current, name: String(body?.name), version: 4 }) });
    const { user, onSaved } = renderForm(current);

    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue('$2,500.50');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Acme Beauty');
    const name = screen.getByRole('textbox', { name: 'Campaign name' });
    await user.clear(name);
    await enterText(user, name, 'Summer Glow');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.requests('PUT', '/api/campaigns/cp_1')[0]!.body).toEqual({
      name: 'Summer Glow',
      budget: 2500.5,
      type: 'awareness',
      brandId: 'co_acme',
      objective: 'Launch the serum',
      productIds: ['pr_serum'],
      creators: [
        { creatorId: 'cr_maya', type: 'UGC' },
        { creatorId: 'cr_jordan', type: 'Affiliate' },
      ],
      brief: { targetAudience: 'Women 25-40 who care about skincare' },
      version: 3,
    });
  });

  it('keeps the brand of a started campaign, saying why; a draft can move', () => {
    const { unmount } = renderForm({ ...campaign('cp_1', 'Spring Glow'), status: 'active' });
    const brandField = screen.getByRole('combobox', { name: 'Brand' });
    expect(brandField).toBeDisabled();
    expect(brandField).toHaveAccessibleDescription('A campaign that has started keeps its brand');
    unmount();
    renderForm({ ...campaign('cp_2', 'Autumn Glow'), status: 'draft' });
    expect(screen.getByRole('combobox', { name: 'Brand' })).toBeEnabled();
  });

  it('keeps the form open with the server message when the save is refused', async () => {
    api.serve({
      'PUT /api/campaigns/cp_1': () =>
        apiError(409, 'CONFLICT', 'This campaign was changed meanwhile. Reload and try again.'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onSaved } = renderForm(campaign('cp_1', 'Spring Glow'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This campaign was changed meanwhile. Reload and try again.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
