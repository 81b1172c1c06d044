import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, signInWithPassword, signOutUser, type AuthUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { confirmSignUpCode, resendSignUpCode, signUpUser } from '@/lib/identity';
import { MESSAGES } from '@reelbridge/shared/messages';
import { applyTestConfig, enterText, renderRoutes } from '@/testing/test-utils';
import { localDraftKey } from '../wizard-storage';
import { BrandOnboardingRoute } from './brand-onboarding';

// lib/auth and lib/identity are the boundary to aws-amplify: mock them, keep the pure rules.
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  fetchCurrentUser: vi.fn(),
  getIdToken: vi.fn(async () => 'id-token'),
  signInWithPassword: vi.fn(),
  signOutUser: vi.fn(),
}));
vi.mock('@/lib/identity', () => ({ signUpUser: vi.fn(), confirmSignUpCode: vi.fn(), resendSignUpCode: vi.fn() }));

// The autosizing textareas listen to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const currentUserMock = vi.mocked(fetchCurrentUser);
const signInMock = vi.mocked(signInWithPassword);
const signOutMock = vi.mocked(signOutUser);
const signUpMock = vi.mocked(signUpUser);
const confirmMock = vi.mocked(confirmSignUpCode);
const resendMock = vi.mocked(resendSignUpCode);
const fetchMock = vi.fn<typeof fetch>();

const COMPANY = 'co_boltboltbolt';
const OWNER: AuthUser = { sub: 'u-1', email: 'owner@bolt.test', group: 'brand', companyId: COMPANY };
const PASSWORD = 'Secret-pass-1';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function cognitoError(name: string) {
  return Object.assign(new Error('Cognito says no'), { name });
}

const BRAND = { id: COMPANY, name: 'Bolt Foods', email: 'hello@bolt.test', phone: '+14155550100', industry: 'food' };

/** A draft of a finished wizard, as the server keeps it. */
const COMPLETE_DRAFT = {
  brand: { ...BRAND, id: undefined, website: '', socialMedia: { instagram: 'boltfoods' } },
  products: [
    {
      id: 'p1',
      name: 'Maple Clusters',
      description: 'Oat clusters',
      pricing: 12.5,
      salePricing: '',
      benefits: 'High fibre\nNo sugar',
    },
  ],
  visualAssets: {
    productPhotos: [`media/product-photos/${COMPANY}/abc-clusters.png`],
    brandVideos: [],
    packagingFiles: [],
  },
  brandVoice: { tone: 'Warm', colors: { primary: '#1a2b3c' } },
  strategy: { positioning: 'Treats that are good for you' },
  creatorSetup: { email: 'creators@bolt.test' },
};

let onboardingStatus: unknown;
let submitResponse: () => Response;

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  );
}

function renderWizard(search = `?companyId=${COMPANY}`) {
  const view = renderRoutes(
    [
      { path: '/brandonboarding', element: <BrandOnboardingRoute /> },
      { path: '/onboarding-success', element: <h1>Onboarding done</h1> },
    ],
    { initialEntries: [`/brandonboarding${search}`] },
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;
const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillStepOne(user: User) {
  await enterText(user, textbox(/^Brand name/), 'Bolt Foods');
  await enterText(user, textbox(/^Email/), 'Owner@Bolt.test');
  await enterText(user, textbox(/^Phone number/), '+1 415 555 0100');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Industry/ }), 'food');
  await enterText(user, screen.getByLabelText(/^Password/), PASSWORD);
  await enterText(user, screen.getByLabelText(/^Confirm password/), PASSWORD);
}

beforeEach(() => {
  applyTestConfig();
  vi.stubGlobal('fetch', fetchMock);
  onboardingStatus = { brand: BRAND, state: 'not_started', draft: null, submittedAt: null };
  submitResponse = () => json(200, { brandId: COMPANY, onboardingState: 'completed', productIds: ['pr_1'] });
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/brands/lookup') {
      const id = new URL(String(input), 'http://localhost').searchParams.get('id');
      if (id === COMPANY) return json(200, { id: COMPANY, name: BRAND.name });
      return json(404, { error: { code: 'NOT_FOUND', message: MESSAGES.invalidOnboardingLink } });
    }
    if (path === `/api/brands/${COMPANY}/onboarding` && method === 'GET') return json(200, onboardingStatus);
    if (path === `/api/brands/${COMPANY}/onboarding/draft`) {
      return json(200, { step: 1, savedAt: '2026-01-01T00:00:00.000Z' });
    }
    if (path === `/api/brands/${COMPANY}/onboarding` && method === 'PUT') return submitResponse();
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  currentUserMock.mockResolvedValue(null);
  signInMock.mockResolvedValue(undefined);
  signOutMock.mockResolvedValue(undefined);
  signUpMock.mockResolvedValue({ needsConfirmation: true });
  confirmMock.mockResolvedValue(undefined);
  resendMock.mockResolvedValue(undefined);
});
afterEach(() => {
  setConfig(undefined);
  vi.clearAllMocks();
});

describe('/brandonboarding with a companyId that names no company', () => {
  it('says at once that the link is not valid, before any step is filled in', async () => {
    renderWizard('?companyId=co_bogusbogusbo');
    expect(await screen.findByText(MESSAGES.invalidOnboardingLink)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Brand Information' })).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.selectCompany)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/company/signup');
    expect(calls('GET', '/api/brands/lookup')).toHaveLength(1);
  });
});

describe('/brandonboarding, before sign-in', { timeout: 20_000 }, () => {
  it('shows six steps in the progress bar, the first current, and step 1 without Previous', async () => {
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Brand Information' })).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Onboarding progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/Step.*$/, ''))).toEqual([
      '1Brand Information',
      '2Product Details',
      '3Visual Assets',
      '4Brand Voice & Guidelines',
      '5Strategy',
      '6Creator Setup',
    ]);
    expect(steps.map((step) => step.dataset.status)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it("step 1 checks the brand with the spec's messages before Next", async () => {
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Brand Information' });
    await next(user);
    expect(await screen.findByText('Brand name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please select your industry')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await enterText(user, textbox(/^Email/), 'nope');
    await enterText(user, screen.getByLabelText(/^Password/), 'short');
    await next(user);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await fillStepOne(user);
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await enterText(user, screen.getByLabelText(/^Confirm password/), 'Other-pass-1');
    await next(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Brand Information' })).toBeInTheDocument();
  });

  it('strips social handles of @ and spaces and lowercases them as they are typed', async () => {
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Brand Information' });
    await enterText(user, textbox('Instagram'), '@Bolt Foods');
    await enterText(user, textbox('TikTok'), ' @@BOLT_foods ');
    expect(textbox('Instagram')).toHaveValue('boltfoods');
    expect(textbox('TikTok')).toHaveValue('bolt_foods');
  });

  it('keeps what was typed across a reload, never the password', async () => {
    const first = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Brand Information' });
    await enterText(first.user, textbox(/^Brand name/), 'Bolt Foods');
    await enterText(first.user, textbox(/^Website/), 'bolt.test');
    await enterText(first.user, screen.getByLabelText(/^Password/), PASSWORD);
    first.unmount();
    expect(localStorage.getItem(localDraftKey(COMPANY))).not.toContain(PASSWORD);

    renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Brand Information' });
    expect(textbox(/^Brand name/)).toHaveValue('Bolt Foods');
    expect(textbox(/^Website/)).toHaveValue('bolt.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it("creates the owner's account as an employee of the company, verifies the code, signs in and saves the draft", async () => {
    currentUserMock.mockResolvedValueOnce(null).mockResolvedValue(OWNER);
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Brand Information' });
    await fillStepOne(user);
    await next(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your email' })).toBeInTheDocument();
    expect(signUpMock).toHaveBeenCalledWith({
      email: 'owner@bolt.test',
      password: PASSWORD,
      name: 'Bolt Foods',
      phone: '+1 415 555 0100',
      metadata: { signUpType: 'brand-employee', companyId: COMPANY },
    });
    expect(calls('PUT', `/api/brands/${COMPANY}/onboarding/draft`)).toHaveLength(0);

    await enterText(user, textbox(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Product Details' })).toBeInTheDocument();
    expect(confirmMock).toHaveBeenCalledWith('owner@bolt.test', '123456');
    expect(signInMock).toHaveBeenCalledWith('owner@bolt.test', PASSWORD);

    // From now on the draft is kept on the server too, without the password.
    await waitFor(() => expect(calls('PUT', `/api/brands/${COMPANY}/onboarding/draft`)).toHaveLength(1));
    const [, init] = calls('PUT', `/api/brands/${COMPANY}/onboarding/draft`)[0]!;
    const body = JSON.parse(String(init?.body)) as { step: number; data: { brand: Record<string, unknown> } };
    expect(body.step).toBe(2);
    expect(body.data.brand).toMatchObject({ name: 'Bolt Foods', email: 'Owner@Bolt.test', industry: 'food' });
    expect(String(init?.body)).not.toContain(PASSWORD);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('continues an account made before (unconfirmed: a new code) and refuses a wrong password', async () => {
    signUpMock.mockRejectedValue(cognitoError('UsernameExistsException'));
    signInMock.mockRejectedValueOnce(cognitoError('UserNotConfirmedException'));
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Brand Information' });
    await fillStepOne(user);
    await next(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your email' })).toBeInTheDocument();
    expect(resendMock).toHaveBeenCalledWith('owner@bolt.test');

    await user.click(screen.getByRole('button', { name: 'Change email' }));
    signInMock.mockRejectedValueOnce(cognitoError('NotAuthorizedException'));
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Enter its password to continue, or use another email.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Brand Information' })).toBeInTheDocument();
  });

  it("shows the sign-up trigger's message (e.g. an unknown company)", async () => {
    signUpMock.mockRejectedValue(
      Object.assign(
        new Error('PreSignUp failed with error We could not find the selected company. Please select a company..'),
        { name: 'UserLambdaValidationException' },
      ),
    );
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Brand Information' });
    await fillStepOne(user);
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find the selected company. Please select a company.',
    );
  });
});

describe('/brandonboarding, signed in as a user of the company', { timeout: 20_000 }, () => {
  beforeEach(() => currentUserMock.mockResolvedValue(OWNER));

  it('starts with the brand details and asks no password', async () => {
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Brand Information' })).toBeInTheDocument();
    expect(textbox(/^Brand name/)).toHaveValue('Bolt Foods');
    expect(textbox(/^Phone number/)).toHaveValue('+14155550100');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByText(/Signed in as owner@bolt.test/)).toBeInTheDocument();
  });

  it("resumes the server's draft at its step", async () => {
    onboardingStatus = {
      brand: BRAND,
      state: 'in_progress',
      draft: { step: 2, data: COMPLETE_DRAFT, savedAt: '2026-01-01T00:00:00.000Z' },
      submittedAt: null,
    };
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Product Details' })).toBeInTheDocument();
    const product = screen.getByRole('region', { name: 'Product 1' });
    expect(within(product).getByRole('textbox', { name: /^Product name/ })).toHaveValue('Maple Clusters');
    expect(within(product).getByRole('textbox', { name: /^Benefits/ })).toHaveValue('High fibre\nNo sugar');
    const steps = within(screen.getByRole('navigation', { name: 'Onboarding progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.status)).toEqual([
      'completed',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('step 2: the product messages, products added, collapsed, expanded and removed (at least one stays)', async () => {
    onboardingStatus = {
      brand: BRAND,
      state: 'in_progress',
      draft: { step: 2, data: {}, savedAt: '2026-01-01T00:00:00.000Z' },
      submittedAt: null,
    };
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Product Details' });
    expect(screen.queryByRole('button', { name: 'Remove Product 1' })).not.toBeInTheDocument();

    await next(user);
    const first = screen.getByRole('region', { name: 'Product 1' });
    expect(await within(first).findByText('Product name is required')).toBeInTheDocument();
    expect(within(first).getByText('Product description is required')).toBeInTheDocument();
    expect(within(first).getByText('Price is required')).toBeInTheDocument();

    await enterText(user, within(first).getByRole('textbox', { name: /^Price/ }), '-3');
    await next(user);
    expect(await within(first).findByText('Price must be positive')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const second = screen.getByRole('region', { name: 'Product 2' });
    expect(within(second).getByRole('button', { name: /^Product 2/ })).toHaveAttribute('aria-expanded', 'true');
    const firstToggle = within(first).getByRole('button', { name: /^Product 1/ });
    expect(firstToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(firstToggle);
    expect(firstToggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove Product 2' }));
    expect(screen.queryByRole('region', { name: 'Product 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Product 1' })).not.toBeInTheDocument();
  });

  it('opens a closed product that has errors', async () => {
    onboardingStatus = {
      brand: BRAND,
      state: 'in_progress',
      draft: { step: 2, data: COMPLETE_DRAFT, savedAt: '2026-01-01T00:00:00.000Z' },
      submittedAt: null,
    };
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Product Details' });
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await enterText(
      user,
      within(screen.getByRole('region', { name: 'Product 2' })).getByRole('textbox', { name: /^Product name/ }),
      'Cocoa Bites',
    );
    await user.click(screen.getByRole('button', { name: /^Product 2/ }));
    expect(screen.getByRole('button', { name: /^Product 2/ })).toHaveAttribute('aria-expanded', 'false');
    await next(user);
    expect(screen.getByRole('button', { name: /^Product 2/ })).toHaveAttribute('aria-expanded', 'true');
    expect(
      await within(screen.getByRole('region', { name: 'Product 2' })).findByText('Product description is required'),
    ).toBeInTheDocument();
  });

  it('Submit on step 6 sends the whole wizard to PUT /brands/{id}/onboarding and opens /onboarding-success', async () => {
    onboardingStatus = {
      brand: BRAND,
      state: 'in_progress',
      draft: { step: 6, data: COMPLETE_DRAFT, savedAt: '2026-01-01T00:00:00.000Z' },
      submittedAt: null,
    };
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Creator Setup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Onboarding done' })).toBeInTheDocument();
    const [, init] = calls('PUT', `/api/brands/${COMPANY}/onboarding`)[0]!;
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      brand: {
        name: 'Bolt Foods',
        email: 'hello@bolt.test',
        phone: '+14155550100',
        industry: 'food',
        socialMedia: { instagram: 'boltfoods', tiktok: '' },
      },
      products: [
        {
          name: 'Maple Clusters',
          description: 'Oat clusters',
          pricing: 12.5,
          salePricing: null,
          benefits: ['High fibre', 'No sugar'],
        },
      ],
      visualAssets: { productPhotos: [`media/product-photos/${COMPANY}/abc-clusters.png`] },
      brandVoice: { tone: 'Warm', colors: { primary: '#1a2b3c' } },
      strategy: { positioning: 'Treats that are good for you' },
      creatorSetup: { email: 'creators@bolt.test' },
    });
    expect(JSON.stringify(body)).not.toContain('"id"');
    expect(localStorage.getItem(localDraftKey(COMPANY))).toBeNull();
  });

  it("a failed submit says 'An error occurred while saving' and keeps everything entered", async () => {
    submitResponse = () => json(500, { error: { code: 'INTERNAL', message: 'Something broke' } });
    onboardingStatus = {
      brand: BRAND,
      state: 'in_progress',
      draft: { step: 6, data: COMPLETE_DRAFT, savedAt: '2026-01-01T00:00:00.000Z' },
      submittedAt: null,
    };
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Creator Setup' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while saving');
    expect(textbox(/^Contact email/)).toHaveValue('creators@bolt.test');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(textbox(/^Positioning/)).toHaveValue('Treats that are good for you');
  });

  it('Submit sends the brand back to a step whose data is not valid', async () => {
    onboardingStatus = {
      brand: BRAND,
      state: 'in_progress',
      draft: { step: 6, data: { ...COMPLETE_DRAFT, products: [{ id: 'p1', name: 'Maple' }] }, savedAt: '2026-01-01' },
      submittedAt: null,
    };
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Creator Setup' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Product Details' })).toBeInTheDocument();
    expect(await screen.findByText('Product description is required')).toBeInTheDocument();
    expect(calls('PUT', `/api/brands/${COMPANY}/onboarding`)).toHaveLength(0);
  });

  it('Previous and the completed steps of the progress bar go back', async () => {
    onboardingStatus = {
      brand: BRAND,
      state: 'in_progress',
      draft: { step: 5, data: COMPLETE_DRAFT, savedAt: '2026-01-01T00:00:00.000Z' },
      submittedAt: null,
    };
    const { user } = renderWizard();
    await screen.findByRole('heading', { level: 2, name: 'Strategy' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Brand Voice & Guidelines' })).toBeInTheDocument();
    expect(textbox(/^Tone of voice/)).toHaveValue('Warm');
    const progress = screen.getByRole('navigation', { name: 'Onboarding progress' });
    await user.click(within(progress).getByRole('button', { name: /Product Details/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Product Details' })).toBeInTheDocument();
  });
});

describe('/brandonboarding, signed in as someone else', { timeout: 20_000 }, () => {
  it('offers to sign out, then starts as a new account', async () => {
    currentUserMock.mockResolvedValue({ sub: 'u-2', email: 'staff@acme.test', group: 'brand', companyId: 'co_acme' });
    const { user } = renderWizard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are signed in as staff@acme.test, an account that does not belong to this company.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Brand Information' })).toBeInTheDocument();
    expect(signOutMock).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });

  it("says 'No company ID provided' without companyId", () => {
    renderWizard('');
    expect(screen.getByRole('alert')).toHaveTextContent('No company ID provided');
  });
});
