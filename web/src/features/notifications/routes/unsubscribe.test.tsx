import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { UnsubscribeRoute } from './unsubscribe';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token'), LOGIN_PATH: '/login' }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const renderAt = (path: string) =>
  renderRoutes([{ path: '/unsubscribe', element: <UnsubscribeRoute /> }], { initialEntries: [path] });

describe('the unsubscribe page', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the token once, without signing in, and says what was switched off', async () => {
    fetchMock.mockResolvedValue(json(200, { kind: 'reviews', email: 'ana@example.test' }));
    renderAt('/unsubscribe?token=abc.def');
    expect(await screen.findByText('ana@example.test will no longer get e-mails about video reviews.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://x').pathname).toBe('/api/notifications/unsubscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc.def' });
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it("shows the server's words for a link it refuses", async () => {
    const message = 'This unsubscribe link is not valid.';
    fetchMock.mockResolvedValue(json(400, { error: { code: 'BAD_REQUEST', message } }));
    renderAt('/unsubscribe?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was switched off');
  });

  it('says a link without a token is incomplete, and sends nothing', async () => {
    renderAt('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
