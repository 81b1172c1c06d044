import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { creatorCampaignsQueryOptions } from './creator-campaigns';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  apiRequest: vi.fn(),
}));

afterEach(() => vi.restoreAllMocks());

function runFirstPage(signal: AbortSignal) {
  const options = creatorCampaignsQueryOptions('cr_abcdefghjkmn');
  const queryFn = options.queryFn as (context: unknown) => Promise<unknown>;
  return queryFn({
    pageParam: undefined,
    signal,
    queryKey: options.queryKey,
    client: new QueryClient(),
    meta: undefined,
    direction: 'forward',
  });
}

describe("the creator's campaigns query", () => {
  it('does not log a cancelled request as a failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    vi.mocked(apiRequest).mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(runFirstPage(controller.signal)).rejects.toThrow('aborted');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('still turns a real failure of the first page into an empty list (docs/product.md#api), logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(apiRequest).mockRejectedValue(new Error('HTTP 500'));
    await expect(runFirstPage(new AbortController().signal)).resolves.toEqual({ items: [] });
    expect(consoleError).toHaveBeenCalledWith('Failed to load campaigns', expect.any(Error));
  });
});
