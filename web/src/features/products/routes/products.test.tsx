import type { Brand, Page, Product, ProductWithBrand } from '@reelbridge/shared/api/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderWithProviders, setViewportWidth } from '@/testing/test-utils';
import { BrandProvider, useBrand } from '../brand-context';
import { descriptionPreview, formatPrice } from '../format';
import { ProductsRoute } from './products';
import { ConfirmModals } from '@/components/confirm-modals';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(),
}));

/** Who is signed in: the owner of Acme (a brand user) unless a test signs in as the agency. */
function signedInAs(group: 'brand' | 'admin') {
  vi.mocked(fetchCurrentUser).mockResolvedValue(
    group === 'brand'
      ? { sub: 'u-brand', email: 'bea@acme.test', group: 'brand', companyId: 'co_acme' }
      : { sub: 'u-admin', email: 'ada@agency.test', group: 'admin' },
  );
}

// The autosizing textareas listen to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

function brand(id: string, name: string): Brand {
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

const ACME = brand('co_acme', 'Acme Beauty');
const BOLT = brand('co_bolt', 'Bolt Foods');
const LONG_DESCRIPTION = 'A lightweight vitamin C serum that brightens dull skin in two weeks.';
const PHOTO = 'http://s3.local/uploads/media/product-photos/co_acme/0b9d1f4e-1111-4a4a-9b9b-123456789abc-serum.png';

function product(id: string, name: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    brandId: ACME.id,
    name,
    pricing: 38,
    benefits: [],
    media: { photos: [], videos: [], packaging: [] },
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 2,
    ...extra,
  };
}

const SERUM = product('pr_serum', 'Glow Serum', {
  description: LONG_DESCRIPTION,
  salePricing: 32.5,
  benefits: ['Brighter skin', 'Fragrance free'],
  media: { photos: [PHOTO], videos: [], packaging: [] },
});
const CREAM = product('pr_cream', 'Hydra Night Cream', { description: 'Overnight moisture.', pricing: 1046 });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    url: new URL(String(input), 'http://localhost'),
    body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
  }));

interface Api {
  brands?: Brand[] | (() => Response | Promise<Response>);
  products?: Record<string, Product[]> | (() => Response | Promise<Response>);
  write?: (method: string, url: URL) => Response;
}

/**
 * Routes the mocked fetch: GET /api/brands, GET /api/brands/{id}/products, GET /api/products (every brand's, by name,
 * with the brand's name) and writes.
 */
function serve({ brands = [ACME], products = { [ACME.id]: [SERUM, CREAM] }, write }: Api) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return write!(method, url);
    if (url.pathname === '/api/brands') {
      return typeof brands === 'function' ? brands() : json({ items: brands } satisfies Page<Brand>);
    }
    if (url.pathname === '/api/products') {
      if (typeof products === 'function') return products();
      const known = typeof brands === 'function' ? [] : brands;
      const query = url.searchParams.get('query')?.toLowerCase() ?? '';
      const items: ProductWithBrand[] = Object.values(products)
        .flat()
        .filter((item) => item.name.toLowerCase().includes(query))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((item) => ({ ...item, brandName: known.find((brand) => brand.id === item.brandId)?.name ?? '' }));
      return json({ items } satisfies Page<ProductWithBrand>);
    }
    const match = /^\/api\/brands\/([^/]+)\/products$/.exec(url.pathname);
    if (match) {
      if (typeof products === 'function') return products();
      const query = url.searchParams.get('query')?.toLowerCase() ?? '';
      const items = (products[match[1]!] ?? []).filter((item) => item.name.toLowerCase().includes(query));
      return json({ items } satisfies Page<Product>);
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

function renderProducts() {
  return renderWithProviders(
    <ConfirmModals>
      <ProductsRoute />
    </ConfirmModals>,
  );
}

describe('/admin/products', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedInAs('brand');
  });
  afterEach(() => setConfig(undefined));

  it("shows 'Loading...' while the brand and its products load", async () => {
    let release: (response: Response) => void = () => {};
    serve({ products: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderProducts();
    expect(screen.getByRole('status', { name: 'Loading brands' })).toHaveTextContent('Loading...');
    expect(await screen.findByRole('status', { name: 'Loading products' })).toHaveTextContent('Loading...');
    release(json({ items: [SERUM] }));
    expect(await screen.findByText('Glow Serum')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'No brand selected' when there is no brand", async () => {
    serve({ brands: [] });
    renderProducts();
    expect(await screen.findByText('No brand selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    expect(calls().filter(({ url }) => url.pathname.includes('/products'))).toHaveLength(0);
  });

  it("logs 'Error fetching brand' when the brands cannot be loaded", async () => {
    serve({ brands: () => json({ error: { code: 'INTERNAL', message: 'Internal error' } }, 500) });
    renderProducts();
    expect(await screen.findByText('No brand selected')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load brands');
    expect(console.error).toHaveBeenCalledWith('Error fetching brand', expect.any(Error));
  });

  it("shows 'Failed to load products' when the call fails without a message of the server", async () => {
    serve({ products: () => new Response('upstream timeout', { status: 502, statusText: 'Bad Gateway' }) });
    renderProducts();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load products');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows the server's message when it sent one", async () => {
    serve({ products: () => json({ error: { code: 'FORBIDDEN', message: 'You may not see this brand' } }, 403) });
    renderProducts();
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not see this brand');
  });

  it('lists the products of the first brand: photo, name, description cut to 50, prices, Active, Edit', async () => {
    serve({});
    renderProducts();
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Photo', 'Name', 'Description', 'Price', 'Sale Price', 'Status', 'Actions']);
    const [serum, cream] = within(table).getAllByRole('row').slice(1);
    const cells = within(serum!).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('img', { name: 'Glow Serum photo' })).toHaveAttribute('src', PHOTO);
    expect(cells[1]).toHaveTextContent('Glow Serum');
    // 'A lightweight vitamin C serum that brightens dull ' is the first 50 characters.
    expect(cells[2]!.textContent).toBe('A lightweight vitamin C serum that brightens dull…');
    expect(within(cells[2]!).getByTitle(LONG_DESCRIPTION)).toBeInTheDocument();
    expect(cells[3]).toHaveTextContent('$38.00');
    expect(cells[4]).toHaveTextContent('$32.50');
    expect(cells[5]).toHaveTextContent('Active');
    expect(within(serum!).getByRole('button', { name: 'Edit Glow Serum' })).toBeInTheDocument();

    const creamCells = within(cream!).getAllByRole('cell');
    expect(within(creamCells[0]!).getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(creamCells[2]).toHaveTextContent('Overnight moisture.');
    expect(creamCells[3]).toHaveTextContent('$1,046.00');
    expect(creamCells[4]).toHaveTextContent('—');

    const request = calls().find(({ url }) => url.pathname.endsWith('/products'))!;
    expect(request.url.pathname).toBe('/api/brands/co_acme/products');
  });

  it("opens on every brand's products for the agency, each row naming its brand, and switches to one brand", async () => {
    signedInAs('admin');
    const GRANOLA = product('pr_g', 'Oat Granola', { brandId: BOLT.id });
    serve({ brands: [ACME, BOLT], products: { [ACME.id]: [SERUM], [BOLT.id]: [GRANOLA] } });
    const user = userEvent.setup();
    renderProducts();
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(screen.getByText("Every brand's products.")).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Brand' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('All brands');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Photo', 'Name and brand', 'Description', 'Price', 'Sale Price', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // The brand under each name.
      [expect.any(String), 'Glow SerumAcme Beauty', expect.any(String), '$38.00', '$32.50', 'Active', 'EditDelete'],
      [expect.any(String), 'Oat GranolaBolt Foods', expect.any(String), '$38.00', '—', 'Active', 'EditDelete'],
    ]);
    // One list of every brand, not one brand's list.
    expect(calls().map(({ url }) => url.pathname)).not.toContain('/api/brands/co_acme/products');

    await user.selectOptions(select, BOLT.id);
    expect(await screen.findByText('Products of Bolt Foods.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Glow Serum')).not.toBeInTheDocument());
    expect(screen.getByText('Oat Granola')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Products' })).getByRole('columnheader', { name: 'Name' }),
    ).toBeInTheDocument();
    expect(calls().map(({ url }) => url.pathname)).toContain('/api/brands/co_bolt/products');

    await user.selectOptions(select, '');
    expect(await screen.findByText("Every brand's products.")).toBeInTheDocument();
    expect(await screen.findByText('Glow Serum')).toBeInTheDocument();
  });

  it('searches every brand on the all-brands view', async () => {
    signedInAs('admin');
    serve({ brands: [ACME, BOLT], products: { [ACME.id]: [SERUM, CREAM] } });
    const user = userEvent.setup();
    renderProducts();
    await screen.findByText('Glow Serum');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'hyd');
    await waitFor(() => expect(screen.queryByText('Glow Serum')).not.toBeInTheDocument());
    const queries = calls()
      .filter(({ url }) => url.pathname === '/api/products')
      .map(({ url }) => url.searchParams.get('query'));
    expect(queries).toEqual([null, 'hyd']);
  });

  it("shows each product's status as its badge: Active, Paused, Archived", async () => {
    serve({
      products: {
        [ACME.id]: [SERUM, { ...CREAM, status: 'paused' }, product('pr_old', 'Old Mist', { status: 'archived' })],
      },
    });
    renderProducts();
    const table = await screen.findByRole('table', { name: 'Products' });
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getAllByRole('cell')[1]!.textContent,
        within(row).getAllByRole('cell')[5]!.textContent,
      ]);
    expect(statuses).toEqual([
      ['Glow Serum', 'Active'],
      ['Hydra Night Cream', 'Paused'],
      ['Old Mist', 'Archived'],
    ]);
  });

  it("lets the agency pause a product from its Edit modal; the badge then reads 'Paused'", async () => {
    signedInAs('admin');
    let items = [SERUM];
    serve({
      products: () => json({ items: items.map((item) => ({ ...item, brandName: ACME.name })) }),
      write: () => {
        items = [{ ...SERUM, status: 'paused', version: 3 }];
        return json(items[0]);
      },
    });
    const user = userEvent.setup();
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Edit Glow Serum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('active');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Active', 'Paused', 'Archived']);
    await user.selectOptions(status, 'paused');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls().find(({ method }) => method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/brands/co_acme/products/pr_serum');
    expect(put.body).toMatchObject({ status: 'paused', version: 2 });
    const row = (await screen.findByText('Paused')).closest('tr')!;
    expect(row).toHaveTextContent('Glow Serum');
  }, 20_000);

  it('adds a product from the all-brands view to the brand chosen in the form', async () => {
    signedInAs('admin');
    const created = product('pr_new', 'Lip Oil', { brandId: BOLT.id, pricing: 12.5 });
    serve({ brands: [ACME, BOLT], write: () => json(created, 201) });
    const user = userEvent.setup();
    renderProducts();
    await screen.findByText('Glow Serum');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lip Oil');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Please select a brand')).toBeInTheDocument();
    expect(calls().some(({ method }) => method === 'POST')).toBe(false);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Brand' }), BOLT.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls().find(({ method }) => method === 'POST')!;
    expect(post.url.pathname).toBe('/api/brands/co_bolt/products');
    expect(post.body).toMatchObject({ name: 'Lip Oil', pricing: 12.5, status: 'active' });
  }, 20_000);

  it('hides the brand select when there is only one brand (a brand user)', async () => {
    serve({});
    renderProducts();
    expect(await screen.findByText('Glow Serum')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
  });

  it('searches by name once the typing pauses', async () => {
    serve({});
    const user = userEvent.setup();
    renderProducts();
    await screen.findByText('Glow Serum');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'hyd');
    await waitFor(() => expect(screen.queryByText('Glow Serum')).not.toBeInTheDocument());
    expect(screen.getByText('Hydra Night Cream')).toBeInTheDocument();
    const queries = calls()
      .filter(({ url }) => url.pathname.endsWith('/products'))
      .map(({ url }) => url.searchParams.get('query'));
    expect(queries).toEqual([null, 'hyd']);
  });

  it('names the brand on each card of the all-brands view on a phone', async () => {
    setViewportWidth(375);
    signedInAs('admin');
    serve({
      brands: [ACME, BOLT],
      products: { [ACME.id]: [SERUM], [BOLT.id]: [product('pr_g', 'Oat Granola', { brandId: BOLT.id })] },
    });
    renderProducts();
    const list = await screen.findByRole('list', { name: 'Products' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Glow Serum');
    expect(cards[0]).toHaveTextContent('Acme Beauty');
    expect(cards[1]).toHaveTextContent('Bolt Foods');
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(375);
    serve({});
    renderProducts();
    const list = await screen.findByRole('list', { name: 'Products' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Glow Serum');
    expect(first).toHaveTextContent('$38.00');
    expect(first).toHaveTextContent('Sale $32.50');
    expect(first).toHaveTextContent('Active');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('adds a product: validates, posts the fields (benefits one per line), closes and refreshes', async () => {
    const created = product('pr_new', 'Lip Oil', { pricing: 12.5 });
    let items = [SERUM];
    fetchMock.mockReset();
    serve({
      products: () => json({ items }),
      write: () => {
        items = [SERUM, created];
        return json(created, 201);
      },
    });
    const user = userEvent.setup();
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });

    // A brand user neither sets the status nor sends it: the product keeps the agency's (a new one is active).
    expect(within(dialog).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Product name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toBeRequired();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lip Oil');
    await user.type(within(dialog).getByRole('textbox', { name: 'Price' }), '12.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'A glossy tinted oil');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Benefits' }),
      'Shine{enter}{enter}  Hydration  {enter}',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'TikTok call to action' }), 'Tap the link');
    for (const label of ['Photos', 'Videos', 'Packaging files']) {
      expect(within(dialog).getByRole('button', { name: `${label} Choose files` })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Lip Oil')).toBeInTheDocument();
    const post = calls().find(({ method }) => method === 'POST')!;
    expect(post.url.pathname).toBe('/api/brands/co_acme/products');
    expect(post.body).toEqual({
      name: 'Lip Oil',
      description: 'A glossy tinted oil',
      pricing: 12.5,
      salePricing: null,
      benefits: ['Shine', 'Hydration'],
      tiktokCta: 'Tap the link',
      media: { photos: [], videos: [], packaging: [] },
    });
  }, 40_000);

  it('focuses the first field in error after an invalid submit from the bottom of the long form', async () => {
    serve({ products: () => json({ items: [SERUM] }) });
    const user = userEvent.setup();
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    const submit = within(dialog).getByRole('button', { name: 'Add Product' });
    await user.click(submit);
    expect(await within(dialog).findByText('Product name is required')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('asks before Escape throws away what was typed, and closes at once when nothing was', async () => {
    serve({ products: () => json({ items: [SERUM] }) });
    const user = userEvent.setup();
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lip Oil');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Lip Oil');

    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Nothing typed: Escape closes at once.
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByRole('dialog', { name: 'Add Product' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('edits a product with its values, sends the version and keeps its media; stays open on a conflict', async () => {
    const stale = 'This product was changed by someone else. Reload and try again.';
    serve({ write: () => json({ error: { code: 'CONFLICT', message: stale } }, 409) });
    const user = userEvent.setup();
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Edit Glow Serum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Glow Serum');
    expect(within(dialog).getByRole('textbox', { name: 'Price' })).toHaveValue('$38');
    expect(within(dialog).getByRole('textbox', { name: 'Sale price' })).toHaveValue('$32.5');
    expect(within(dialog).getByRole('textbox', { name: 'Benefits' })).toHaveValue('Brighter skin\nFragrance free');
    expect(
      within(within(dialog).getByRole('list', { name: 'Photos: uploaded files' })).getByRole('img', {
        name: 'serum.png',
      }),
    ).toHaveAttribute('src', PHOTO);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(stale);
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    const put = calls().find(({ method }) => method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/brands/co_acme/products/pr_serum');
    expect(put.body).toMatchObject({
      name: 'Glow Serum',
      pricing: 38,
      salePricing: 32.5,
      benefits: ['Brighter skin', 'Fragrance free'],
      media: { photos: [PHOTO], videos: [], packaging: [] },
      version: 2,
    });
  }, 20_000);

  it('deletes a product after a confirmation', async () => {
    let items = [SERUM, CREAM];
    serve({
      products: () => json({ items }),
      write: () => {
        items = [CREAM];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Delete Glow Serum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(dialog).toHaveTextContent('Delete Glow Serum? This action cannot be undone.');
    expect(calls().some(({ method }) => method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Glow Serum')).not.toBeInTheDocument());
    const deletion = calls().find(({ method }) => method === 'DELETE')!;
    expect(deletion.url.pathname).toBe('/api/brands/co_acme/products/pr_serum');
  }, 20_000);
});

describe('brand context', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => setConfig(undefined));

  function CurrentBrand() {
    const { currentBrand, loading } = useBrand();
    return <p>{loading ? 'loading' : (currentBrand?.name ?? 'none')}</p>;
  }

  it("throws 'useBrand must be used within a BrandProvider' outside a provider", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CurrentBrand />)).toThrow('useBrand must be used within a BrandProvider');
  });

  it('is loading until the fetch ends, then the first brand is current (a brand user)', async () => {
    signedInAs('brand');
    serve({ brands: [BOLT, ACME] });
    renderWithProviders(
      <BrandProvider>
        <CurrentBrand />
      </BrandProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Bolt Foods')).toBeInTheDocument();
  });

  it('starts the agency on every brand (no current brand) while there is a brand at all', async () => {
    signedInAs('admin');
    serve({ brands: [BOLT, ACME] });
    renderWithProviders(
      <BrandProvider>
        <CurrentBrand />
      </BrandProvider>,
    );
    expect(await screen.findByText('none')).toBeInTheDocument();
  });
});

describe('product formatting', () => {
  it('cuts descriptions to 50 characters with an ellipsis', () => {
    expect(descriptionPreview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(descriptionPreview('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
    expect(descriptionPreview(`${'x'.repeat(49)} tail`)).toBe(`${'x'.repeat(49)}…`);
    expect(descriptionPreview(undefined)).toBe('');
  });

  it('shows prices with two decimals', () => {
    expect(formatPrice(38)).toBe('$38.00');
    expect(formatPrice(0.5)).toBe('$0.50');
    expect(formatPrice(undefined)).toBe('—');
  });
});
