import type { Brand } from '@reelbridge/shared/api/types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes, enterText } from '@/testing/test-utils';
import { CompanySignUpRoute } from './company-sign-up';
import { RegistrationSuccessRoute } from './registration-success';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const CREATED: Brand = {
  id: 'co_newnewnewnew',
  name: 'Bolt Foods',
  email: 'hello@bolt.test',
  phone: '+15550100',
  industry: 'food',
  onboardingState: 'not_started',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

function renderPage() {
  const view = renderRoutes(
    [
      { path: '/company/signup', element: <CompanySignUpRoute /> },
      { path: '/registration-success', element: <RegistrationSuccessRoute /> },
    ],
    { initialEntries: ['/company/signup'] },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User, { website = 'bolt.test' }: { website?: string } = {}) {
  await enterText(user, screen.getByRole('textbox', { name: /^Company name/ }), 'Bolt Foods');
  await enterText(user, screen.getByRole('textbox', { name: /^Email/ }), 'Hello@Bolt.test');
  await enterText(user, screen.getByRole('textbox', { name: /^Phone number/ }), '555 0100');
  if (website) await enterText(user, screen.getByRole('textbox', { name: /^Website/ }), website);
  await user.selectOptions(screen.getByRole('combobox', { name: /^Industry/ }), 'food');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register company' }));

describe('/company/signup', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(json(201, CREATED));
  });
  afterEach(() => setConfig(undefined));

  it("shows the fields; the industry select starts with 'Select an option...' and lists the industries", () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Register your company' })).toBeInTheDocument();
    for (const name of [/^Company name/, /^Email/, /^Phone number/, /^Website/]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    const industry = screen.getByRole('combobox', { name: /^Industry/ });
    expect(
      within(industry)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an option...', 'Beauty', 'Fashion', 'Health', 'Home', 'Electronics', 'Food', 'Other']);
    const nav = screen.getByRole('navigation', { name: 'Sign-in and sign-up pages' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Employee sign-up' })).toHaveAttribute('href', '/employee/signup');
  });

  it("requires name, email, phone and industry: 'Please select your industry'", async () => {
    const { user } = renderPage();
    await submit(user);
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Please select your industry')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks shapes: 'Invalid email address', 'Invalid phone number', 'Invalid website address'", async () => {
    const { user } = renderPage();
    await enterText(user, screen.getByRole('textbox', { name: /^Email/ }), 'nope');
    await enterText(user, screen.getByRole('textbox', { name: /^Phone number/ }), 'call me');
    await enterText(user, screen.getByRole('textbox', { name: /^Website/ }), 'not a site');
    await submit(user);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Invalid website address')).toBeInTheDocument();
  });

  it('posts the company without a token and opens /registration-success with the new id', async () => {
    const { user, router } = renderPage();
    await fillValid(user, { website: '' });
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Your company is registered' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/brands');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Bolt Foods',
      email: 'hello@bolt.test',
      phone: '+5550100',
      industry: 'food',
    });
    expect(router.state.location.search).toBe('?companyId=co_newnewnewnew');
    expect(screen.getByText('Bolt Foods')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start brand onboarding' })).toHaveAttribute(
      'href',
      '/brandonboarding?companyId=co_newnewnewnew',
    );
  });

  it("shows the server's message for HTTP 409 (e-mail taken)", async () => {
    const message = 'A company with this email (Acme Beauty) already exists; use a different email';
    fetchMock.mockResolvedValue(json(409, { error: { code: 'CONFLICT', message, fields: { email: message } } }));
    const { user } = renderPage();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Register your company' })).toBeInTheDocument();
  });

  it("puts the server's field errors under their fields, with its message", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: { code: 'VALIDATION_FAILED', message: 'Website is not reachable', fields: { website: 'Not reachable' } },
      }),
    );
    const { user } = renderPage();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Website is not reachable');
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveAccessibleDescription('Not reachable');
  });

  it("says 'An error occurred during registration' when the server gives nothing usable", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderPage();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during registration');
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during registration');
  });
});
