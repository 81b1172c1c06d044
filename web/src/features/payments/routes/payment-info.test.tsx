import type { PaymentInfo } from '@reelbridge/shared/api/types';
import { TAX_CLASSIFICATIONS } from '@reelbridge/shared/constants';
import { MESSAGES } from '@reelbridge/shared/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, type AuthUser } from '@/lib/auth';
import type * as AuthModule from '@/lib/auth';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes } from '@/testing/test-utils';
import { PaymentInfoRoute } from './payment-info';

// The auth module is the boundary to aws-amplify: the signed-in creator and their ID token.
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  fetchCurrentUser: vi.fn(),
  getIdToken: vi.fn(async () => 'id-token'),
}));

const CREATOR_ID = 'cr_abcdefghjkmn';
const creator: AuthUser = {
  sub: 'sub-1',
  email: 'maya@creators.test',
  name: 'Maya Rivera',
  group: 'creator',
  creatorId: CREATOR_ID,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
/** Nothing submitted yet: 204, an empty state rather than an error. */
const notFound = () => new Response(null, { status: 204 });

function savedInfo(extra: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    creatorId: CREATOR_ID,
    legalFirstName: 'Maya',
    legalLastName: 'Rivera',
    email: 'maya@creators.test',
    phoneNumber: '+13235550123',
    taxIdType: 'SSN',
    taxIdNumber: '****6789',
    taxClassification: 'Individual',
    dateOfBirth: '1994-03-18',
    bankName: 'First Bank',
    accountType: 'checking',
    routingNumber: '021000021',
    accountNumber: '****4321',
    addressLine1: '1 Sunset Blvd',
    city: 'Los Angeles',
    state: 'CA',
    zipCode: '90001',
    country: 'US',
    achAcknowledged: true,
    w9FileKey: `private/w9/${CREATOR_ID}-maya-rivera/uuid-w9.pdf`,
    w9UploadedAt: '2026-02-01T10:00:00.000Z',
    status: 'pending',
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    version: 1,
    ...extra,
  };
}

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
/** Answers `METHOD /path` from the table; anything else is a test failure. */
function serve(handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request ${init?.method} ${url.pathname}`);
    return handler(init, url);
  });
}
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** XMLHttpRequest at the network boundary: records the PUT and lets the test drive progress and the answer. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number) {
    this.status = status;
    if (status === 0) this.onerror?.();
    else this.onload?.();
  }
}

function renderPage() {
  vi.mocked(fetchCurrentUser).mockResolvedValue(creator);
  const view = renderRoutes(
    [
      { path: '/creator/payment-info', element: <PaymentInfoRoute /> },
      { path: '/creator/dashboard', element: <h1>Creator dashboard</h1> },
    ],
    { initialEntries: ['/creator/payment-info'] },
  );
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const fill = (name: string | RegExp, value: string) => fireEvent.change(box(name), { target: { value } });

/** Everything valid except what a test overrides. */
function fillValidForm(overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'Legal first name': 'Maya',
    'Legal last name': 'Rivera',
    'Social Security number': '123-45-6789',
    'Bank name': 'First Bank',
    'Routing number': '021000021',
    'Account number': '000123454321',
    'Confirm account number': '000123454321',
    'Address line 1': '1 Sunset Blvd',
    City: 'Los Angeles',
    State: 'CA',
    'ZIP code': '90001',
    'Phone number': '+1 323 555 0123',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) fill(label, value);
  if (screen.queryByLabelText(/^Date of birth/)) {
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: overrides.dob ?? '1994-03-18' } });
  }
  fireEvent.change(screen.getByRole('combobox', { name: 'Tax classification' }), { target: { value: 'Individual' } });
  const ach = screen.getByRole('checkbox', { name: 'I acknowledge the ACH agreement' });
  if (!(ach as HTMLInputElement).checked) fireEvent.click(ach);
}

const submitButton = () => screen.getByRole('button', { name: /payment information$/ });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

// A long controlled form: generous time on a busy machine.
describe('/creator/payment-info', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    setConfig(undefined);
    vi.useRealTimers();
  });

  it('starts a first submission with the defaults: US, SSN (with date of birth), checking, the six classifications', async () => {
    serve({ [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment information' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Payment information' });

    expect(box('Country')).toHaveValue('US');
    expect(box('Email')).toHaveValue('maya@creators.test');
    expect(screen.getByRole('radio', { name: 'SSN' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Checking' })).toBeChecked();
    expect(screen.getByLabelText(/^Date of birth/)).toBeInTheDocument();
    const classification = screen.getByRole('combobox', { name: 'Tax classification' });
    expect(
      within(classification)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([MESSAGES.selectPlaceholder, ...TAX_CLASSIFICATIONS]);
    expect(screen.getByRole('checkbox', { name: 'I acknowledge the ACH agreement' })).not.toBeChecked();
    expect(screen.queryByText(/Status:/)).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit payment information');

    // Date of birth only for an SSN.
    await user.click(screen.getByRole('radio', { name: 'EIN' }));
    expect(screen.queryByLabelText(/^Date of birth/)).not.toBeInTheDocument();
    expect(box('EIN')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'SSN' }));
    expect(screen.getByLabelText(/^Date of birth/)).toBeInTheDocument();
  });

  it('shows every rule of docs/product.md#validation with its message and sends nothing', async () => {
    serve({ [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound });
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    fillValidForm({
      'Routing number': '12345',
      'Account number': '000123454321',
      'Confirm account number': '000123454329',
      'ZIP code': '9000',
    });
    await user.click(screen.getByRole('checkbox', { name: 'I acknowledge the ACH agreement' })); // unticks it
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.routingNumber)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.accountNumbersDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidZip)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.achAcknowledge)).toBeInTheDocument();
    expect(box('Routing number')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Routing number')).toHaveFocus();
    expect(calls('POST', '/api/creators/payment-info')).toHaveLength(0);

    // ZIP+4 is fine; a 9-digit routing number is fine.
    fill('ZIP code', '90001-1234');
    fill('Routing number', '021000021');
    fill('Confirm account number', '000123454321');
    await user.click(screen.getByRole('checkbox', { name: 'I acknowledge the ACH agreement' }));
    serve({
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound,
      'POST /api/creators/payment-info': () => json(200, savedInfo()),
    });
    await user.click(submitButton());
    await waitFor(() => expect(calls('POST', '/api/creators/payment-info')).toHaveLength(1));
    expect(screen.queryByText(MESSAGES.invalidZip)).not.toBeInTheDocument();
  });

  it('requires the fields of docs/product.md#validation and a date of birth for an SSN only', async () => {
    serve({ [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound });
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    await user.click(submitButton());
    for (const message of [
      'Legal first name is required',
      'Tax ID number is required',
      'Tax classification is required',
      'Bank name is required',
      MESSAGES.routingNumber,
      'Account number is required',
      'Address is required',
      MESSAGES.invalidZip,
      MESSAGES.achAcknowledge,
      'Date of birth is required for an SSN',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'EIN' }));
    expect(screen.queryByText('Date of birth is required for an SSN')).not.toBeInTheDocument();
    expect(calls('POST', '/api/creators/payment-info')).toHaveLength(0);
  });

  it.each([
    ['a text file', new File(['hello'], 'w9.txt', { type: 'text/plain' }), MESSAGES.w9Type],
    ['a PDF named otherwise', new File(['%PDF'], 'w9.exe', { type: 'application/pdf' }), MESSAGES.w9Type],
    ['a GIF', new File(['GIF89a'], 'w9.gif', { type: 'image/gif' }), MESSAGES.w9Type],
  ])('refuses %s as the W-9 before any request', async (_what, file, message) => {
    serve({ [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound });
    const { user, container } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    await user.upload(fileInput(container), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls('POST', '/api/upload/presigned-url')).toHaveLength(0);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses a W-9 of 10MB or more before any request', async () => {
    serve({ [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound });
    const { user, container } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    const big = new File(['%PDF'], 'w9.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(fileInput(container), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.w9Size);
    expect(calls('POST', '/api/upload/presigned-url')).toHaveLength(0);
  });

  it('uploads the W-9 with progress (presign, then PUT with exactly the signed headers) and sends its key', async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound,
      'POST /api/upload/presigned-url': () =>
        json(200, {
          url: 'http://s3.test/uploads/private/w9/key?X-Amz-Signature=abc',
          key: `private/w9/${CREATOR_ID}-maya-rivera/uuid-w9.pdf`,
          bucket: 'uploads',
          headers: { 'Content-Type': 'application/pdf' },
        }),
      'POST /api/creators/payment-info': () => json(200, savedInfo()),
    });
    const { user, container } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    const file = new File(['%PDF-1.4 test'], 'My W9.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(container), file);

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const [presign] = calls('POST', '/api/upload/presigned-url');
    expect(bodyOf(presign![1])).toEqual({
      fileName: 'My W9.pdf',
      fileType: 'application/pdf',
      fileSize: file.size,
      uploadPath: 'w9',
    });
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('http://s3.test/uploads/private/w9/key?X-Amz-Signature=abc');
    expect(xhr.headers).toEqual({ 'Content-Type': 'application/pdf' });
    expect(xhr.body).toBe(file);

    act(() => xhr.progress(40, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading My W9.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading My W9.pdf… 40%')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    act(() => xhr.respond(200));
    expect(await screen.findByText('My W9.pdf uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    fillValidForm();
    await user.click(submitButton());
    await waitFor(() => expect(calls('POST', '/api/creators/payment-info')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/creators/payment-info')[0]![1]).w9FileKey).toBe(
      `private/w9/${CREATOR_ID}-maya-rivera/uuid-w9.pdf`,
    );
  });

  it.each([
    ['the PUT fails', 403],
    ['the network fails', 0],
  ])("says 'Failed to upload W9' when %s", async (_what, status) => {
    serve({
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound,
      'POST /api/upload/presigned-url': () =>
        json(200, { url: 'http://s3.test/put', key: 'k', bucket: 'b', headers: { 'Content-Type': 'image/png' } }),
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, container } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    await user.upload(fileInput(container), new File(['png'], 'w9.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.instances[0]!.respond(status));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.w9UploadFailed);
    expect(submitButton()).toBeEnabled();
    consoleError.mockRestore();
  });

  it('saves a first submission with POST, says so, and goes back to the dashboard after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound,
      'POST /api/creators/payment-info': () => json(200, savedInfo()),
    });
    const { router } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    fillValidForm();
    fireEvent.click(submitButton());

    expect(await screen.findByText('Payment information saved')).toBeInTheDocument();
    const [request] = calls('POST', '/api/creators/payment-info');
    expect(bodyOf(request![1])).toEqual({
      legalFirstName: 'Maya',
      legalLastName: 'Rivera',
      email: 'maya@creators.test',
      phoneNumber: '+1 323 555 0123',
      taxIdType: 'SSN',
      taxIdNumber: '123456789',
      taxClassification: 'Individual',
      dateOfBirth: '1994-03-18',
      bankName: 'First Bank',
      accountType: 'checking',
      routingNumber: '021000021',
      accountNumber: '000123454321',
      confirmAccountNumber: '000123454321',
      addressLine1: '1 Sunset Blvd',
      addressLine2: '',
      city: 'Los Angeles',
      state: 'CA',
      zipCode: '90001',
      country: 'US',
      achAcknowledged: true,
      w9FileKey: '',
    });
    expect(new Headers(request![1]?.headers).get('authorization')).toBe('Bearer id-token');
    // The answer's status is shown: pending, under review.
    expect(screen.getByText(/under review — you can still update it/)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    // (The fake clock also moves with real time here, so leave a margin around the 2 s.)
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe('/creator/payment-info');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe('/creator/dashboard');
    expect(screen.getByRole('heading', { name: 'Creator dashboard' })).toBeInTheDocument();
  });

  it("says 'Failed to save payment information' and stays when the save fails", async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound,
      'POST /api/creators/payment-info': () => json(500, { error: { code: 'INTERNAL', message: 'Internal error' } }),
    });
    const { user, router } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    fillValidForm();
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentSaveFailed);
    expect(submitButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/creator/payment-info');
  });

  it("shows the server's field errors under their fields", async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: notFound,
      'POST /api/creators/payment-info': () =>
        json(400, {
          error: {
            code: 'VALIDATION',
            message: 'This W-9 was not uploaded by you',
            fields: { bankName: 'Bank name is too odd' },
          },
        }),
    });
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    fillValidForm();
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.paymentSaveFailed);
    expect(alert).toHaveTextContent('This W-9 was not uploaded by you');
    expect(await screen.findByText('Bank name is too odd')).toBeInTheDocument();
    expect(box('Bank name')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['pending', savedInfo({ status: 'pending' }), /under review — you can still update it/],
    ['approved', savedInfo({ status: 'approved', approvedAt: '2026-02-02T10:00:00.000Z' }), /approved/],
    [
      'rejected',
      savedInfo({ status: 'rejected', rejectionReason: 'The routing number belongs to another bank' }),
      /The routing number belongs to another bank.*you may resubmit/,
    ],
  ] as const)('shows the %s status with its colour', async (status, info, text) => {
    serve({ [`GET /api/creators/${CREATOR_ID}/payment-info`]: () => json(200, info) });
    renderPage();
    await screen.findByRole('form', { name: 'Payment information' });
    const notice = document.querySelector(`[data-status="${status}"]`);
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent(text);
    const colour = { pending: 'yellow', approved: 'green', rejected: 'red' }[status];
    expect(notice!.getAttribute('style') ?? '').toContain(`--alert-bg: var(--mantine-color-${colour}-light)`);
    const badge = within(notice as HTMLElement).getByText(
      { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }[status],
    );
    expect(badge.closest('[data-status]')).toHaveAttribute('data-status', status);
  });

  it('prefills a resubmission, asks for the numbers again, and saves it with PUT (back to pending)', async () => {
    serve({
      [`GET /api/creators/${CREATOR_ID}/payment-info`]: () =>
        json(200, savedInfo({ status: 'rejected', rejectionReason: 'Wrong account' })),
      [`GET /api/creators/${CREATOR_ID}/payment-info/w9`]: () =>
        json(200, { url: 'http://s3.test/w9.pdf?sig', expiresIn: 300 }),
      [`PUT /api/creators/${CREATOR_ID}/payment-info`]: () => json(200, savedInfo({ status: 'pending' })),
    });
    const { user } = renderPage();
    await screen.findByRole('form', { name: 'Payment information' });

    expect(box('Legal first name')).toHaveValue('Maya');
    expect(box('Bank name')).toHaveValue('First Bank');
    expect(box('Routing number')).toHaveValue('021000021');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1994-03-18');
    expect(screen.getByRole('combobox', { name: 'Tax classification' })).toHaveValue('Individual');
    // The masked numbers are not prefilled: they must be entered again.
    expect(box(/Social Security number/)).toHaveValue('');
    expect(box(/^Account number/)).toHaveValue('');
    expect(box(/^Account number/)).toHaveAccessibleDescription(/On file: \*\*\*\*4321/);
    expect(box(/Social Security number/)).toHaveAccessibleDescription(/On file: \*\*\*\*6789/);
    expect(screen.getByText(/A W-9 is on file/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /View it/ })).toHaveAttribute('href', 'http://s3.test/w9.pdf?sig');
    expect(submitButton()).toHaveTextContent('Resubmit payment information');

    await user.click(submitButton());
    expect(await screen.findByText('Tax ID number is required')).toBeInTheDocument();
    expect(screen.getByText('Account number is required')).toBeInTheDocument();

    fill(/Social Security number/, '123456789');
    fill(/^Account number/, '99887766');
    fill('Confirm account number', '99887766');
    await user.click(submitButton());
    expect(await screen.findByText('Payment information saved')).toBeInTheDocument();
    const [request] = calls('PUT', `/api/creators/${CREATOR_ID}/payment-info`);
    expect(bodyOf(request![1])).toMatchObject({
      taxIdNumber: '123456789',
      accountNumber: '99887766',
      w9FileKey: `private/w9/${CREATOR_ID}-maya-rivera/uuid-w9.pdf`,
    });
    expect(calls('POST', '/api/creators/payment-info')).toHaveLength(0);
    expect(document.querySelector('[data-status="pending"]')).not.toBeNull();
  });
});
