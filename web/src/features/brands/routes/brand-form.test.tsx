import type { Brand, Page } from '@reelbridge/shared/api/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes, setViewportWidth } from '@/testing/test-utils';
import { BrandsRoute } from './brands';

/** The brands page in a router: its rows link to each brand's Team page. */
const renderBrands = () =>
  renderRoutes([{ path: '/admin/brands', element: <BrandsRoute /> }], { initialEntries: ['/admin/brands'] });

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(),
}));

const ADMIN = { sub: 'a', email: 'admin@x.test', group: 'admin' as const };
const BRAND_USER = { sub: 'b', email: 'bea@acme.test', group: 'brand' as const, companyId: 'co_1' };

const ACME: Brand = {
  id: 'co_1',
  name: 'Acme Beauty',
  email: 'hello@acmebeauty.test',
  phone: '+13105550101',
  website: 'https://acmebeauty.test',
  industry: 'beauty',
  socialMedia: { instagram: 'acmebeauty' },
  onboardingState: 'in_progress',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');

/** GET /api/brands answers `brands` (a brand's history: empty); a write answers `write`. */
function serve(brands: Brand[], write?: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST' || init?.method === 'PUT') return write!();
    if (String(input).endsWith('/activity')) return json({ items: [] });
    const page: Page<Brand> = { items: brands };
    return json(page);
  });
}

async function openAddBrand() {
  const user = userEvent.setup();
  renderBrands();
  await screen.findByText('Acme Beauty');
  await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
  return { user, dialog };
}

async function fillValidBrand(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'Bolt Foods');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'Team@Bolt.test');
  await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '(415) 555-0100');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Industry' }), 'food');
  await user.type(within(dialog).getByRole('textbox', { name: 'Instagram' }), '@Bolt Foods');
}

describe('/admin/brands: Add Brand and Edit', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(fetchCurrentUser).mockResolvedValue(ADMIN);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => setConfig(undefined));

  it("shows the onboarding state as a badge and offers 'Add Brand' to an admin", async () => {
    serve([ACME, { ...ACME, id: 'co_2', name: 'Bolt Foods', onboardingState: 'not_started' }]);
    renderBrands();
    const table = await screen.findByRole('table', { name: 'Brands' });
    expect(within(table).getByText('In progress')).toBeInTheDocument();
    expect(within(table).getByText('Not started')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Brand' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search brands' })).toHaveAttribute(
      'placeholder',
      'Search by name, industry or e-mail domain',
    );
  });

  it('shows a brand user only their brand, with Edit and without Add Brand', async () => {
    vi.mocked(fetchCurrentUser).mockResolvedValue(BRAND_USER);
    serve([ACME]);
    renderBrands();
    expect(await screen.findByRole('button', { name: 'Edit Acme Beauty' })).toBeInTheDocument();
    await waitFor(() => expect(fetchCurrentUser).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Add Brand' })).not.toBeInTheDocument();
  });

  it('validates with the shared schema: messages under the fields, red asterisks, no request', async () => {
    serve([ACME]);
    const { user, dialog } = await openAddBrand();
    for (const name of ['Company name', 'Email', 'Phone']) {
      expect(within(dialog).getByRole('textbox', { name })).toBeRequired();
    }
    expect(within(dialog).getByRole('combobox', { name: 'Industry' })).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getAllByText('*')).toHaveLength(4);
    expect(within(dialog).getByRole('combobox', { name: 'Industry' })).toHaveDisplayValue('Select an option...');

    await user.click(within(dialog).getByRole('button', { name: 'Add Brand' }));
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select your industry')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'Company name is required',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Add Brand' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid phone number')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  }, 20_000);

  it('focuses the first field in error after an invalid submit', async () => {
    serve([ACME]);
    const { user, dialog } = await openAddBrand();
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'Bolt Foods');
    await user.click(within(dialog).getByRole('button', { name: 'Add Brand' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(writes()).toHaveLength(0);
  }, 20_000);

  it("stays open with the server's 409 message in an alert and under the email", async () => {
    const message = 'A company with this email (Acme Beauty) already exists; use a different email';
    serve([ACME], () => json({ error: { code: 'CONFLICT', message, fields: { email: message } } }, 409));
    const { user, dialog } = await openAddBrand();
    await fillValidBrand(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Brand' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog', { name: 'Add Brand' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveValue('Bolt Foods');
  }, 20_000);

  it("says 'An error occurred while saving' when the server fails, and stays open", async () => {
    serve([ACME], () => json({ error: { code: 'INTERNAL', message: 'Internal error' } }, 500));
    const { user, dialog } = await openAddBrand();
    await fillValidBrand(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Brand' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while saving');
    expect(screen.getByRole('dialog', { name: 'Add Brand' })).toBeInTheDocument();
  }, 20_000);

  it('adds a brand: POST /api/brands with the cleaned body, closes, and refreshes the list', async () => {
    const bolt: Brand = { ...ACME, id: 'co_2', name: 'Bolt Foods', industry: 'food', onboardingState: 'not_started' };
    let brands = [ACME];
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') {
        brands = [ACME, bolt];
        return json(bolt, 201);
      }
      return json({ items: brands });
    });
    const { user, dialog } = await openAddBrand();
    await fillValidBrand(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Brand' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Bolt Foods')).toBeInTheDocument();
    const [url, init] = writes()[0]!;
    expect(String(url)).toBe('/api/brands');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Bolt Foods',
      email: 'team@bolt.test',
      phone: '+14155550100',
      industry: 'food',
      socialMedia: { instagram: 'boltfoods' },
    });
  }, 20_000);

  it("edits in 'Edit Brand Information' and sends the loaded version", async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') return json({ ...ACME, name: 'Acme Beauty Co', version: 4 });
      if (String(input) === '/api/brands/co_1/activity') {
        return json({
          items: [
            {
              id: 'ev_1',
              type: 'brand.onboardingSubmitted',
              at: '2026-03-09T15:00:00.000Z',
              text: 'dana@acmebeauty.test (brand) completed onboarding',
              actor: { role: 'brand', email: 'dana@acmebeauty.test' },
            },
          ],
        });
      }
      return json({ items: [ACME] });
    });
    setViewportWidth(375);
    const user = userEvent.setup();
    renderBrands();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Beauty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Brand Information' });
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Beauty');
    expect(within(dialog).getByRole('textbox', { name: 'Instagram' })).toHaveValue('acmebeauty');
    expect(within(dialog).getByRole('combobox', { name: 'Industry' })).toHaveValue('beauty');
    // The brand's history, under the form.
    const history = await within(dialog).findByRole('region', { name: 'History' });
    expect(await within(history).findByText('dana@acmebeauty.test (brand) completed onboarding')).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: 'Company name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Brand name is required')).toBeInTheDocument();

    await user.type(name, 'Acme Beauty Co');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = writes()[0]!;
    expect(String(url)).toBe('/api/brands/co_1');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Acme Beauty Co',
      email: 'hello@acmebeauty.test',
      phone: '+13105550101',
      website: 'https://acmebeauty.test',
      industry: 'beauty',
      socialMedia: { instagram: 'acmebeauty' },
      version: 3,
    });
  }, 20_000);
});
