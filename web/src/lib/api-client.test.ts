import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTestConfig } from '@/testing/test-utils';
import { ApiError, apiFetch, apiRequest } from './api-client';
import { setConfig } from './config';
import { forgetEarlyRequests, startEarlyRequest } from './early-requests';

vi.mock('./auth', () => ({ getIdToken: vi.fn(async () => 'id.token.value') }));

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => setConfig(undefined));

  it('calls the route with the ID token as bearer and the query string', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: [] }));
    await expect(apiRequest('brands.list', { query: { query: 'ac', cursor: undefined, limit: 25 } })).resolves.toEqual({
      items: [],
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/brands?query=ac&limit=25');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id.token.value');
  });

  it("takes a page's first read that the entry started instead of asking again, and only for a GET", async () => {
    forgetEarlyRequests();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'pj_1', name: 'Spring' }));
    startEarlyRequest('/api/ugc-projects/pj_1', 'id.token.value');
    await expect(apiRequest('projects.get', { params: { id: 'pj_1' } })).resolves.toEqual({
      id: 'pj_1',
      name: 'Spring',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next read of the same address asks the API.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'pj_1', name: 'Spring, renamed' }));
    await expect(apiRequest('projects.get', { params: { id: 'pj_1' } })).resolves.toMatchObject({
      name: 'Spring, renamed',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Anything but a GET of that address asks the API itself, and leaves the early answer where it is.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'pj_2' }));
    startEarlyRequest('/api/ugc-projects/pj_2', 'id.token.value');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await apiFetch('DELETE', '/ugc-projects/pj_2');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock.mock.calls[3]![1]?.method).toBe('DELETE');
  });

  it('sends no token to public routes and encodes path parameters', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await apiRequest('brands.search', { query: { query: 'a b' } });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('authorization')).toBe(false);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await apiRequest('brands.update', {
      params: { id: 'co/1' },
      body: { name: 'X', email: 'x@x.test', phone: '5550100', industry: 'other' },
    });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/brands/co%2F1');
    expect(init?.body).toBe('{"name":"X","email":"x@x.test","phone":"5550100","industry":"other"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends the Idempotency-Key header when given one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    await apiRequest('team.invite', { params: { id: 'co_1' }, body: { email: 'a@b.test' }, idempotencyKey: 'key-1' });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Idempotency-Key')).toBe('key-1');

    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    await apiRequest('team.invite', { params: { id: 'co_1' }, body: { email: 'a@b.test' } });
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).has('Idempotency-Key')).toBe(false);
  });

  it('turns an error body into a typed ApiError with status, code, message and fields', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { error: { code: 'CONFLICT', message: 'Taken', fields: { email: 'Already used' } } }),
    );
    const error = await apiRequest('brands.list').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Taken', fields: { email: 'Already used' } });
  });

  it('reports non-JSON failures and network failures as ApiError too', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest('brands.list')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
    });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('brands.list')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
