import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MS, forgetEarlyRequests, startEarlyRequest, takeEarlyResponse } from './early-requests';

const URL_ = '/api/ugc-projects/pj_1';

describe('early requests', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    forgetEarlyRequests();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.useRealTimers());

  it('asks as the API client would, once per address, and gives the answer once to a caller with the same token', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":"pj_1"}', { status: 200 }));
    startEarlyRequest(URL_, 'token-a');
    startEarlyRequest(URL_, 'token-a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL_);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-a');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    const answer = await takeEarlyResponse(URL_, 'token-a');
    expect(await answer?.json()).toEqual({ id: 'pj_1' });
    expect(await takeEarlyResponse(URL_, 'token-a')).toBeUndefined();
  });

  it('gives nothing to a caller with another token, for another address, or once the answer is old', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 200 }));
    startEarlyRequest(URL_, 'token-a');
    expect(await takeEarlyResponse('/api/ugc-projects/pj_2', 'token-a')).toBeUndefined();
    expect(await takeEarlyResponse(URL_, 'token-b')).toBeUndefined();

    vi.useFakeTimers();
    startEarlyRequest(URL_, 'token-a');
    vi.advanceTimersByTime(EARLY_ANSWER_MS + 1);
    expect(await takeEarlyResponse(URL_, 'token-a')).toBeUndefined();
  });

  it('forgets a refused or failed request, so that the caller asks itself', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":{}}', { status: 401 }));
    startEarlyRequest(URL_, 'token-a');
    expect(await takeEarlyResponse(URL_, 'token-a')).toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyRequest(URL_, 'token-a');
    expect(await takeEarlyResponse(URL_, 'token-a')).toBeUndefined();
  });
});
