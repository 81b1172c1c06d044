import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { confirmSignUpCode, signUpUser } from '@/lib/identity';
import { applyTestConfig, renderRoutes, enterText } from '@/testing/test-utils';
import { EmployeeSignUpRoute } from './employee-sign-up';

vi.mock('@/lib/identity', () => ({
  signUpUser: vi.fn(),
  confirmSignUpCode: vi.fn(),
  resendSignUpCode: vi.fn(),
}));

const signUpMock = vi.mocked(signUpUser);
const confirmMock = vi.mocked(confirmSignUpCode);
const fetchMock = vi.fn<typeof fetch>();

const ACME = { id: 'co_acmeacmeacme', name: 'Acme Beauty' };
const ACORN = { id: 'co_acornacornac', name: 'Acorn Foods' };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const searchCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/brands/search');

function renderPage(entry = '/employee/signup') {
  const view = renderRoutes(
    [
      { path: '/employee/signup', element: <EmployeeSignUpRoute /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [entry] },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;
const companyBox = () => screen.getByRole('searchbox', { name: /^Company/ });

async function fillPerson(user: User) {
  await enterText(user, screen.getByRole('textbox', { name: /^Full name/ }), 'Sam Okafor');
  await enterText(user, screen.getByRole('textbox', { name: /^Email/ }), 'sam@acme.test');
  await enterText(user, screen.getByRole('textbox', { name: /^Phone number/ }), '+1 555 010 0100');
  await enterText(user, screen.getByLabelText(/^Password/), 'Secret-pass-1');
  await enterText(user, screen.getByLabelText(/^Confirm password/), 'Secret-pass-1');
}

async function pickAcme(user: User) {
  await user.type(companyBox(), 'ac');
  const list = await screen.findByRole('list', { name: 'Matching companies' });
  await user.click(within(list).getByRole('button', { name: 'Acme Beauty' }));
}

describe('/employee/signup', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => json(200, [ACME, ACORN]));
    signUpMock.mockResolvedValue({ needsConfirmation: true });
    confirmMock.mockResolvedValue(undefined);
  });
  afterEach(() => setConfig(undefined));

  it('searches companies once the typing pauses (300 ms), without a token, and lists them', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Join your company' })).toBeInTheDocument();
    await user.type(companyBox(), 'acm');
    const list = await screen.findByRole('list', { name: 'Matching companies' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Acme Beauty', 'Acorn Foods']);
    // One request for the text as it stood when typing paused, not one per key.
    expect(searchCalls().map((url) => url.searchParams.get('query'))).toEqual(['acm']);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('authorization')).toBe(false);
  });

  it('waits SEARCH_DEBOUNCE_MS before searching', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderRoutes([{ path: '/', element: <EmployeeSignUpRoute /> }]);
      await user.type(companyBox(), 'a');
      await vi.advanceTimersByTimeAsync(250);
      expect(searchCalls()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(100);
      await waitFor(() => expect(searchCalls()).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'No companies found' when nothing matches", async () => {
    fetchMock.mockImplementation(async () => json(200, []));
    const { user } = renderPage();
    await user.type(companyBox(), 'zzz');
    expect(await screen.findByText('No companies found')).toBeInTheDocument();
  });

  it("says 'Error searching companies' when the search fails", async () => {
    fetchMock.mockImplementation(async () => json(500, { error: { code: 'INTERNAL', message: 'Internal error' } }));
    const { user } = renderPage();
    await user.type(companyBox(), 'acm');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error searching companies');
  });

  it('shows the chosen company with a way to change it', async () => {
    const { user } = renderPage();
    await pickAcme(user);
    const chosen = screen.getByRole('group', { name: /^Company/ });
    expect(chosen).toHaveTextContent('Acme Beauty');
    expect(screen.queryByRole('searchbox', { name: /^Company/ })).not.toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: /^Change company/ }));
    // The search comes back as it was, focused, to pick another company.
    expect(companyBox()).toHaveValue('ac');
    expect(companyBox()).toHaveFocus();
    expect(await screen.findByRole('list', { name: 'Matching companies' })).toBeInTheDocument();
  });

  it("says 'Please select a company' when none is chosen, with the other rules", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(await screen.findByText('Please select a company')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
    // Choosing a company clears its error.
    await pickAcme(user);
    expect(screen.queryByText('Please select a company')).not.toBeInTheDocument();
  });

  it('asks to join with the company id as client metadata, verifies, and says the owner must accept', async () => {
    const { user, router } = renderPage();
    await pickAcme(user);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(signUpMock).toHaveBeenCalledWith({
      email: 'sam@acme.test',
      password: 'Secret-pass-1',
      name: 'Sam Okafor',
      phone: '+1 555 010 0100',
      metadata: { signUpType: 'brand-employee', companyId: ACME.id },
    });
    await enterText(user, screen.getByRole('textbox', { name: /^Verification code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      notice: 'Your request to join Acme Beauty was sent. Its owner must accept it before you can open its workspace.',
    });
    // No POST /employees from the browser: the PostConfirmation trigger records the join request.
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it("shows the server's refusal of the company", async () => {
    signUpMock.mockRejectedValue(
      Object.assign(
        new Error('PreSignUp failed with error We could not find the selected company. Please select a company..'),
        { name: 'UserLambdaValidationException' },
      ),
    );
    const { user } = renderPage();
    await pickAcme(user);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^We could not find the selected company\. Please select a company\.$/,
    );
  });

  describe('with an invitation link', () => {
    const TOKEN = 'co_acmeacmeacme.iv_invitation01.abcdefghijklmnopqrstuvwxyz0123456789ABCD';

    it('opens the invitation, keeps its e-mail, and signs up with the token, straight into the brand', async () => {
      fetchMock.mockImplementation(async () =>
        json(200, {
          companyName: 'Acme Beauty',
          email: 'sam@acme.test',
          role: 'member',
          expiresAt: '2026-12-01T00:00:00.000Z',
        }),
      );
      const { user, router } = renderPage(`/employee/signup?invitation=${TOKEN}`);
      expect(await screen.findByRole('heading', { name: 'Join Acme Beauty' })).toBeInTheDocument();
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/invitations/lookup');
      expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
      expect(screen.queryByRole('searchbox', { name: /^Company/ })).not.toBeInTheDocument();
      const email = screen.getByRole('textbox', { name: /^Email/ });
      expect(email).toHaveValue('sam@acme.test');
      expect(email).toHaveAttribute('readonly');

      await enterText(user, screen.getByRole('textbox', { name: /^Full name/ }), 'Sam Okafor');
      await enterText(user, screen.getByRole('textbox', { name: /^Phone number/ }), '+1 555 010 0100');
      await enterText(user, screen.getByLabelText(/^Password/), 'Secret-pass-1');
      await enterText(user, screen.getByLabelText(/^Confirm password/), 'Secret-pass-1');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
      expect(signUpMock).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'sam@acme.test', metadata: { signUpType: 'invitation', invitation: TOKEN } }),
      );
      await enterText(user, screen.getByRole('textbox', { name: /^Verification code/ }), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
      expect(router.state.location.state).toMatchObject({ notice: 'Your account is verified. Sign in to continue.' });
    });

    it('says so when the link is no longer valid', async () => {
      fetchMock.mockImplementation(async () => json(404, { error: { code: 'NOT_FOUND', message: 'gone' } }));
      renderPage(`/employee/signup?invitation=${TOKEN}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This invitation link is no longer valid. Ask the person who invited you for a new one.',
      );
    });
  });
});
