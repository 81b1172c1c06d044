import type { Brand } from '@reelbridge/shared/api/types';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { OnboardingReminder } from './onboarding-reminder';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

const fetchMock = vi.fn<typeof fetch>();
const brand = (onboardingState: Brand['onboardingState']) =>
  new Response(JSON.stringify({ id: 'co_acme', name: 'Acme Beauty', onboardingState }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('the onboarding reminder on a brand user’s overview', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => setConfig(undefined));

  it('leads a brand that stopped half-way back into the wizard for its company', async () => {
    fetchMock.mockResolvedValue(brand('in_progress'));
    renderRoutes([{ path: '/', element: <OnboardingReminder companyId="co_acme" /> }]);
    expect(await screen.findByText('Finish your brand onboarding')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue onboarding' })).toHaveAttribute(
      'href',
      '/brandonboarding?companyId=co_acme',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/brands/co_acme');
  });

  it('invites a brand that has not started', async () => {
    fetchMock.mockResolvedValue(brand('not_started'));
    renderRoutes([{ path: '/', element: <OnboardingReminder companyId="co_acme" /> }]);
    expect(await screen.findByRole('link', { name: 'Start onboarding' })).toBeInTheDocument();
  });

  it('says nothing once the onboarding is completed', async () => {
    fetchMock.mockResolvedValue(brand('completed'));
    renderRoutes([{ path: '/', element: <OnboardingReminder companyId="co_acme" /> }]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/onboarding/)).not.toBeInTheDocument();
  });
});
