import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  idPattern,
  type ApiErrorBody,
  type Brand,
  type Page,
  type RegisteredCompany,
} from '@reelbridge/shared';
import { api, OTHER_BRAND, OWN_BRAND, uniqueEmail } from '../testing/int';

const validCompany = (email = uniqueEmail('company')) => ({
  name: 'Integration Labs',
  email,
  phone: '(555) 123-4567',
  website: 'https://integration.test',
  industry: 'health',
});

describe('POST /brands (company registration)', () => {
  it('registers a company anonymously with a co_ id and a normalised phone', async () => {
    const response = await api<Brand>('anonymous', 'POST', '/brands', { body: validCompany() });
    expect(response.status).toBe(201);
    expect(response.body.id).toMatch(idPattern('company'));
    expect(response.body.phone).toBe('+15551234567');
    expect(response.body.onboardingState).toBe('not_started');
    expect(response.body.version).toBe(1);
  });

  it('refuses a second company with the same e-mail (any case) with 409 and the existing name', async () => {
    const email = uniqueEmail('dup');
    expect((await api('anonymous', 'POST', '/brands', { body: validCompany(email) })).status).toBe(201);
    const second = await api<ApiErrorBody>('anonymous', 'POST', '/brands', {
      body: { ...validCompany(email.toUpperCase()), name: 'Copycat Inc' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(
      'A company with this email (Integration Labs) already exists; use a different email',
    );
    expect(second.body.error.fields?.email).toBe(second.body.error.message);
  });

  it('answers 400 with the message of every bad field', async () => {
    const response = await api<ApiErrorBody>('anonymous', 'POST', '/brands', {
      body: { name: '  ', email: 'not-an-email', phone: 'call me', industry: 'toys' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.fields).toEqual({
      name: 'Company name is required',
      email: MESSAGES.invalidEmail,
      phone: MESSAGES.invalidPhone,
      industry: MESSAGES.industryRequired,
    });
  });

  it('answers 400 for malformed JSON and for unknown fields', async () => {
    const malformed = await api<ApiErrorBody>('anonymous', 'POST', '/brands', { rawBody: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Request body must be valid JSON');
    const extra = await api<ApiErrorBody>('anonymous', 'POST', '/brands', {
      body: { ...validCompany(), onboardingState: 'completed' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields?.onboardingState).toBe('Unknown field');
  });
});

describe('GET /brands', () => {
  it('needs a token', async () => {
    expect((await api('anonymous', 'GET', '/brands')).status).toBe(401);
  });

  it('is refused to creators', async () => {
    expect((await api('creator', 'GET', '/brands')).status).toBe(403);
  });

  it('lists every brand for an admin, by name, page by page with an opaque cursor', async () => {
    const first = await api<Page<Brand>>('admin', 'GET', '/brands?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api<Page<Brand>>('admin', 'GET', `/brands?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.status).toBe(200);
    const firstIds = first.body.items.map((brand) => brand.id);
    for (const brand of second.body.items) expect(firstIds).not.toContain(brand.id);
    const names = [...first.body.items, ...second.body.items].map((brand) => brand.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('filters by a case-insensitive name prefix', async () => {
    const response = await api<Page<Brand>>('admin', 'GET', '/brands?query=ACME');
    expect(response.body.items.map((brand) => brand.name)).toEqual(['Acme Beauty']);
  });

  it('refuses a tampered cursor with 400', async () => {
    const cursor = Buffer.from(
      JSON.stringify({ pk: 'CREATOR#x', sk: 'PROFILE', gsi1pk: 'CREATORS', gsi1sk: 'a' }),
    ).toString('base64url');
    const response = await api<ApiErrorBody>('admin', 'GET', `/brands?cursor=${cursor}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.cursor).toBe('Invalid cursor');
  });

  it('shows a brand user only their own brand', async () => {
    const response = await api<Page<Brand>>('brand', 'GET', '/brands');
    expect(response.status).toBe(200);
    expect(response.body.items.map((brand) => brand.id)).toEqual([OWN_BRAND.id]);
  });
});

describe('GET /brands/search (public company search)', () => {
  it('returns only ids and names', async () => {
    const response = await api<{ id: string; name: string }[]>('anonymous', 'GET', '/brands/search?query=green');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: OTHER_BRAND.id, name: OTHER_BRAND.name }]);
  });

  it('returns nothing for an empty query', async () => {
    const response = await api<unknown[]>('anonymous', 'GET', '/brands/search?query=');
    expect(response.body).toEqual([]);
  });
});

describe('GET /brands/lookup?id= (what an onboarding link names)', () => {
  it("answers anyone with the company's id and name only", async () => {
    const response = await api<{ id: string; name: string }>('anonymous', 'GET', `/brands/lookup?id=${OWN_BRAND.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: OWN_BRAND.id, name: OWN_BRAND.name });
  });

  it('answers 404 saying the link is not valid for a company id that names no company', async () => {
    const response = await api<ApiErrorBody>('anonymous', 'GET', '/brands/lookup?id=co_zzzzzzzzzzzz');
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(MESSAGES.invalidOnboardingLink);
  });
});

describe('GET /brands/{id}', () => {
  it('answers 404 for an unknown id', async () => {
    const response = await api<ApiErrorBody>('admin', 'GET', '/brands/co_zzzzzzzzzzzz');
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('Brand not found');
  });

  it("lets a brand user read their own brand but not another's", async () => {
    expect((await api('brand', 'GET', `/brands/${OWN_BRAND.id}`)).status).toBe(200);
    expect((await api('brand', 'GET', `/brands/${OTHER_BRAND.id}`)).status).toBe(403);
  });
});

describe('PUT /brands/{id}', () => {
  /** A registered brand as it is stored: without the owner invitation, which registration answers once. */
  async function newBrand(): Promise<Brand> {
    const response = await api<RegisteredCompany>('anonymous', 'POST', '/brands', { body: validCompany() });
    const { ownerInvitation, ...brand } = response.body;
    expect(ownerInvitation).toEqual(expect.any(String));
    return brand;
  }
  const update = (brand: Brand, changes: Record<string, unknown> = {}) => ({
    name: brand.name,
    email: brand.email,
    phone: brand.phone,
    industry: brand.industry,
    website: brand.website,
    version: brand.version,
    ...changes,
  });

  it('is refused to a creator with 403', async () => {
    const brand = await newBrand();
    const response = await api('creator', 'PUT', `/brands/${brand.id}`, { body: update(brand) });
    expect(response.status).toBe(403);
  });

  it("is refused to a brand user for another brand's record", async () => {
    const response = await api('brand', 'PUT', `/brands/${OTHER_BRAND.id}`, {
      body: update({ ...OTHER_BRAND, version: 1 }),
    });
    expect(response.status).toBe(403);
  });

  it('updates for an admin, bumps the version, and refuses a stale version with 409', async () => {
    const brand = await newBrand();
    const first = await api<Brand>('admin', 'PUT', `/brands/${brand.id}`, {
      body: update(brand, { name: 'Renamed Labs', socialMedia: { instagram: '@Renamed Labs' } }),
    });
    expect(first.status).toBe(200);
    expect(first.body.name).toBe('Renamed Labs');
    expect(first.body.version).toBe(2);
    expect(first.body.socialMedia).toEqual({ instagram: 'renamedlabs' });

    const stale = await api<ApiErrorBody>('admin', 'PUT', `/brands/${brand.id}`, {
      body: update(brand, { name: 'Lost' }),
    });
    expect(stale.status).toBe(409);
    const stored = await api<Brand>('admin', 'GET', `/brands/${brand.id}`);
    expect(stored.body.name).toBe('Renamed Labs');
  });

  it('refuses an e-mail another company has, and frees the old e-mail when it changes', async () => {
    const brand = await newBrand();
    const taken = await api<ApiErrorBody>('admin', 'PUT', `/brands/${brand.id}`, {
      body: update(brand, { email: OWN_BRAND.email }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(
      `A company with this email (${OWN_BRAND.name}) already exists; use a different email`,
    );

    const newEmail = uniqueEmail('moved');
    const moved = await api<Brand>('admin', 'PUT', `/brands/${brand.id}`, { body: update(brand, { email: newEmail }) });
    expect(moved.status).toBe(200);
    const reuse = await api('anonymous', 'POST', '/brands', { body: validCompany(brand.email) });
    expect(reuse.status).toBe(201);
    const blocked = await api('anonymous', 'POST', '/brands', { body: validCompany(newEmail) });
    expect(blocked.status).toBe(409);
  });

  it('answers 400 with field messages and changes nothing', async () => {
    const brand = await newBrand();
    const response = await api<ApiErrorBody>('admin', 'PUT', `/brands/${brand.id}`, {
      body: update(brand, { name: '', industry: '' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      name: MESSAGES.brandNameRequired,
      industry: MESSAGES.industryRequired,
    });
    const stored = await api<Brand>('admin', 'GET', `/brands/${brand.id}`);
    expect(stored.body).toEqual(brand);
  });

  it('answers 404 for an unknown brand', async () => {
    const response = await api('admin', 'PUT', '/brands/co_zzzzzzzzzzzz', {
      body: update({ ...OWN_BRAND, version: 1 }),
    });
    expect(response.status).toBe(404);
  });
});
