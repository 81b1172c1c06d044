import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmSignUpCode, signUpUser } from '@/lib/identity';
import { renderRoutes, enterText } from '@/testing/test-utils';
import { CreatorSignUpRoute } from './creator-sign-up';

vi.mock('@/lib/identity', () => ({
  signUpUser: vi.fn(),
  confirmSignUpCode: vi.fn(),
  resendSignUpCode: vi.fn(),
}));

const signUpMock = vi.mocked(signUpUser);
const confirmMock = vi.mocked(confirmSignUpCode);

function cognitoError(name: string, message = 'Cognito says no') {
  return Object.assign(new Error(message), { name });
}

function LoginProbe() {
  const { state } = useLocation();
  return (
    <>
      <h1>Login page</h1>
      <p>{JSON.stringify(state)}</p>
    </>
  );
}

function renderPage(entry = '/creatoraccount') {
  const view = renderRoutes(
    [
      { path: '/creatoraccount', element: <CreatorSignUpRoute /> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [entry] },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

const VALID = {
  name: 'Jordan Lee',
  email: 'Jordan.Lee@Creators.test',
  phone: '512 555 0100',
  creatorId: 'cr_abcdefghjkmn',
  password: 'Secret-pass-1',
  confirm: 'Secret-pass-1',
};

async function fill(user: User, values: Partial<typeof VALID>) {
  if (values.name) await enterText(user, screen.getByRole('textbox', { name: /^Full name/ }), values.name);
  if (values.email) await enterText(user, screen.getByRole('textbox', { name: /^Email/ }), values.email);
  if (values.phone) await enterText(user, screen.getByRole('textbox', { name: /^Phone number/ }), values.phone);
  if (values.creatorId) await enterText(user, screen.getByRole('textbox', { name: /^Creator ID/ }), values.creatorId);
  if (values.password) await enterText(user, screen.getByLabelText(/^Password/), values.password);
  if (values.confirm) await enterText(user, screen.getByLabelText(/^Confirm password/), values.confirm);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));

describe('/creatoraccount', () => {
  beforeEach(() => {
    signUpMock.mockResolvedValue({ needsConfirmation: true });
    confirmMock.mockResolvedValue(undefined);
  });

  it('shows the fields, the button and links to the other public pages', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Create your creator account' })).toBeInTheDocument();
    for (const name of [/^Full name/, /^Email/, /^Phone number/, /^Creator ID/]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'password');
    const nav = screen.getByRole('navigation', { name: 'Sign-in and sign-up pages' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Register a company' })).toHaveAttribute('href', '/company/signup');
    expect(within(nav).getByRole('link', { name: 'Employee sign-up' })).toHaveAttribute('href', '/employee/signup');
    expect(within(nav).queryByRole('link', { name: 'Creator sign-up' })).not.toBeInTheDocument();
  });

  it('prefills the creator id and e-mail of an invitation link', () => {
    renderPage('/creatoraccount?creatorId=cr_abcdefghjkmn&email=jordan%40x.test');
    expect(screen.getByRole('textbox', { name: /^Creator ID/ })).toHaveValue('cr_abcdefghjkmn');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('jordan@x.test');
  });

  it("requires every field: 'Creator ID is required', 'Email is required', 'Password is required', …", async () => {
    const { user } = renderPage();
    await submit(user);
    expect(await screen.findByText('Creator ID is required')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it("checks shapes: 'Invalid email address', 'Invalid phone number', 'Password must be at least 8 characters'", async () => {
    const { user } = renderPage();
    await fill(user, { ...VALID, email: 'nope', phone: 'call me', password: 'short', confirm: 'short' });
    await submit(user);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it("says 'Passwords do not match'", async () => {
    const { user } = renderPage();
    await fill(user, { ...VALID, confirm: 'Other-pass-1' });
    await submit(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('signs up with the creator id as client metadata, then asks for the code, then goes to /login verified', async () => {
    const { user, router } = renderPage();
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(signUpMock).toHaveBeenCalledWith({
      email: 'jordan.lee@creators.test',
      password: 'Secret-pass-1',
      name: 'Jordan Lee',
      phone: '512 555 0100',
      metadata: { signUpType: 'creator', creatorId: 'cr_abcdefghjkmn' },
    });
    expect(screen.getByText('jordan.lee@creators.test')).toBeInTheDocument();

    await enterText(user, screen.getByRole('textbox', { name: /^Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(confirmMock).toHaveBeenCalledWith('jordan.lee@creators.test', '123456');
    expect(router.state.location.state).toEqual({
      notice: 'Your account is verified. Sign in to continue.',
      email: 'jordan.lee@creators.test',
    });
  });

  it("shows the server's refusal (PreSignUp) without Cognito's wrapper", async () => {
    signUpMock.mockRejectedValue(
      cognitoError(
        'UserLambdaValidationException',
        'PreSignUp failed with error This Creator ID does not match your e-mail address. Use the Creator ID and e-mail the agency gave you..',
      ),
    );
    const { user } = renderPage();
    await fill(user, VALID);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^This Creator ID does not match your e-mail address\. Use the Creator ID and e-mail the agency gave you\.$/,
    );
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it("says 'An account with this email already exists.' with a link to sign in", async () => {
    signUpMock.mockRejectedValue(cognitoError('UsernameExistsException', 'User already exists'));
    const { user } = renderPage();
    await fill(user, VALID);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("says 'An error occurred while creating your account' otherwise", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    signUpMock.mockRejectedValue(new Error('boom'));
    const { user } = renderPage();
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while creating your account');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    consoleError.mockRestore();
  });
});
