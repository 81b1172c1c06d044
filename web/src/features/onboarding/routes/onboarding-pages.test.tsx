import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { renderRoutes } from '@/testing/test-utils';
import { BrandOnboardingRoute } from './brand-onboarding';
import { OnboardingSuccessRoute } from './onboarding-success';
import { RegistrationSuccessRoute } from './registration-success';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  fetchCurrentUser: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(fetchCurrentUser).mockResolvedValue(null);
});

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  return renderRoutes(
    [
      { path: '/registration-success', element: <RegistrationSuccessRoute /> },
      { path: '/brandonboarding', element: <BrandOnboardingRoute /> },
      { path: '/onboarding-success', element: <OnboardingSuccessRoute /> },
    ],
    { initialEntries: [entry] },
  );
}

describe('/registration-success', () => {
  it('says what happens next and links to the onboarding wizard and employee sign-up', () => {
    renderAt({
      pathname: '/registration-success',
      search: '?companyId=co_abcdefghjkmn',
      state: { company: { id: 'co_abcdefghjkmn', name: 'Bolt Foods' } },
    });
    expect(screen.getByRole('heading', { name: 'Your company is registered' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bolt Foods is now registered with Reelbridge.');
    expect(screen.getByText(/Complete the brand onboarding/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'employee sign-up' })).toHaveAttribute('href', '/employee/signup');
    expect(screen.getByRole('link', { name: 'Start brand onboarding' })).toHaveAttribute(
      'href',
      '/brandonboarding?companyId=co_abcdefghjkmn',
    );
  });

  it('works after a reload too (the id in the query, no name)', () => {
    renderAt('/registration-success?companyId=co_abcdefghjkmn');
    expect(screen.getByRole('status')).toHaveTextContent('Your company is now registered with Reelbridge.');
    expect(screen.getByRole('link', { name: 'Start brand onboarding' })).toBeInTheDocument();
  });

  it("says 'No company ID provided' without an id", () => {
    renderAt('/registration-success');
    expect(screen.getByRole('alert')).toHaveTextContent('No company ID provided');
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/company/signup');
  });
});

describe('/brandonboarding', () => {
  it("says 'No company ID provided' without companyId", () => {
    renderAt('/brandonboarding');
    expect(screen.getByRole('alert')).toHaveTextContent('No company ID provided');
  });
});

describe('/onboarding-success', () => {
  it('thanks the brand and links to sign-in', async () => {
    renderAt('/onboarding-success');
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it("leads the brand's user, signed in by the wizard, to the dashboard", async () => {
    vi.mocked(fetchCurrentUser).mockResolvedValue({
      sub: 'u-1',
      email: 'owner@bolt.test',
      group: 'brand',
      companyId: 'co_abcdefghjkmn',
    });
    renderAt('/onboarding-success');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/admin');
  });
});
