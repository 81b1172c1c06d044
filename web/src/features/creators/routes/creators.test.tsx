import { Notifications, notifications } from '@mantine/notifications';
import type { Creator, Page, PaymentInfo } from '@reelbridge/shared/api/types';
import { MESSAGES } from '@reelbridge/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderRoutes, setViewportWidth } from '@/testing/test-utils';
import { CreatorsRoute } from './creators';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

function creator(id: string, firstName: string, lastName: string, extra: Partial<Creator> = {}): Creator {
  return {
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@creators.test`,
    paymentStatus: 'not_submitted',
    hasAccount: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...extra,
  };
}

const MAYA = creator('cr_maya', 'Maya', 'Rivera', {
  location: { city: 'Los Angeles', country: 'US' },
  metrics: { engagementRate: 0.062, avgViews: 48000 },
  paymentStatus: 'pending',
  phoneNumber: '+13235550123',
  tiktokUrl: 'https://www.tiktok.com/@mayamakes',
  instagramHandle: 'mayamakes',
  version: 3,
});
const JORDAN = creator('cr_jordan', 'Jordan', 'Lee', {
  location: { city: 'Austin' },
  metrics: { engagementRate: 0.0485 },
  paymentStatus: 'approved',
});
const PRIYA = creator('cr_priya', 'Priya', 'Shah', { metrics: { engagementRate: 0.071 }, paymentStatus: 'rejected' });
const SAM = creator('cr_sam', 'Sam', 'Okafor');

function paymentInfo(extra: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    creatorId: 'cr_maya',
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
    routingNumber: '****0021',
    accountNumber: '****4321',
    addressLine1: '1 Sunset Blvd',
    addressLine2: 'Apt 4',
    city: 'Los Angeles',
    state: 'CA',
    zipCode: '90001',
    country: 'US',
    achAcknowledged: true,
    w9FileKey: 'private/w9/cr_maya-maya-rivera/uuid-w9.pdf',
    w9UploadedAt: '2026-02-01T10:00:00.000Z',
    status: 'pending',
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    version: 3,
    reveals: [],
    ...extra,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const page = (items: Creator[], nextCursor?: string) =>
  json(200, (nextCursor ? { items, nextCursor } : { items }) satisfies Page<Creator>);
const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
function serve(handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    // A creator's history is empty unless a test serves one.
    const handler = handlers[key] ?? (/^GET \/api\/creators\/[^/]+\/activity$/.test(key) ? () => page([]) : undefined);
    if (!handler) throw new Error(`Unexpected request ${init?.method ?? 'GET'} ${url.pathname}`);
    return handler(init, url);
  });
}
const requests = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));

function renderPage(path = '/admin/creators') {
  const view = renderRoutes(
    [
      {
        path: '/admin/creators',
        element: (
          <>
            <Notifications />
            <CreatorsRoute />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...view, user: userEvent.setup() };
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('/admin/creators', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    setConfig(undefined);
    // The notifications store outlives a test.
    notifications.clean();
  });

  describe('the list', () => {
    it('shows name, email, location, engagement as a percent with one decimal, and the payment status', async () => {
      serve({ 'GET /api/creators': () => page([MAYA, JORDAN, PRIYA, SAM]) });
      renderPage();
      expect(screen.getByRole('status', { name: 'Loading creators' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Creators' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Name', 'Email', 'Location', 'Engagement', 'Payment Info', 'Actions']);

      const cells = (name: string) =>
        rowOf(name).then((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(await cells('Maya Rivera')).toEqual([
        'Maya Rivera',
        'maya@creators.test',
        'Los Angeles, US',
        '6.2%',
        'PendingView',
        'Edit',
      ]);
      expect(await cells('Jordan Lee')).toEqual([
        'Jordan Lee',
        'jordan@creators.test',
        'Austin',
        '4.9%',
        'ApprovedView',
        'Edit',
      ]);
      expect((await cells('Priya Shah'))[4]).toBe('RejectedView');
      expect(await cells('Sam Okafor')).toEqual([
        'Sam Okafor',
        'sam@creators.test',
        '—No location',
        '—No engagement data',
        'Not submitted',
        'Edit',
      ]);

      // One request for the whole page: the status comes with each creator.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/creators');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer id-token');
    });

    it.each([
      ['pending', 'Pending', 'yellow'],
      ['approved', 'Approved', 'green'],
      ['rejected', 'Rejected', 'red'],
      ['not_submitted', 'Not submitted', 'gray'],
    ] as const)('shows the %s badge as %s in %s', async (status, label, colour) => {
      serve({ 'GET /api/creators': () => page([creator('cr_x', 'Xena', 'Stone', { paymentStatus: status })]) });
      renderPage();
      const row = await rowOf('Xena Stone');
      const badge = within(row).getByText(label).closest('[data-status]')!;
      expect(badge).toHaveAttribute('data-status', status);
      expect(badge).toHaveAttribute('data-tint', colour);
      const view = within(row).queryByRole('button', { name: 'View payment information of Xena Stone' });
      if (status === 'not_submitted') expect(view).not.toBeInTheDocument();
      else expect(view).toBeInTheDocument();
    });

    it('searches by name or e-mail once typing pauses, and pages with the cursor', async () => {
      serve({
        'GET /api/creators': (_init, url) => {
          const query = url.searchParams.get('query');
          if (query === 'maya riv') return page([MAYA]);
          if (url.searchParams.get('cursor') === 'c-1') return page([SAM]);
          return page([JORDAN, PRIYA], 'c-1');
        },
      });
      const { user } = renderPage();
      await rowOf('Jordan Lee');
      const found = screen.getByRole('status', { name: '' });
      expect(found).toHaveTextContent(/^$/); // no search yet
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByRole('cell', { name: 'Sam Okafor' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Jordan Lee' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: 'Search creators' }), 'maya riv');
      expect(await screen.findByRole('cell', { name: 'Maya Rivera' }, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jordan Lee' })).not.toBeInTheDocument());
      // Screen readers hear what the search found once its rows are shown (WCAG 2.1 4.1.3).
      expect(found).toHaveTextContent('1 creator matches “maya riv”');
      const queries = requests('GET', '/api/creators').map(({ url }) => url.searchParams.get('query'));
      expect(queries).toEqual([null, null, 'maya riv']);
      expect(requests('GET', '/api/creators')[1]!.url.searchParams.get('cursor')).toBe('c-1');
    });

    it("shows 'Failed to load creators' when the call fails without a message of ours", async () => {
      serve({ 'GET /api/creators': () => new Response('bad gateway', { status: 502, statusText: 'Bad Gateway' }) });
      renderPage();
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert).toHaveTextContent(MESSAGES.creatorsLoadFailed);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it("shows the server's message when it gives one", async () => {
      serve({ 'GET /api/creators': () => apiError(400, 'VALIDATION', 'The cursor is not valid') });
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent('The cursor is not valid');
    });

    it('lists the creators as compact entries on a phone', async () => {
      setViewportWidth(375);
      serve({ 'GET /api/creators': () => page([MAYA, SAM]) });
      renderPage();
      const list = await screen.findByRole('list', { name: 'Creators' });
      const [maya, sam] = within(list).getAllByRole('listitem');
      expect(maya).toHaveTextContent('Maya Rivera');
      expect(maya).toHaveTextContent('maya@creators.test');
      expect(maya).toHaveTextContent('Los Angeles, US · 6.2% engagement');
      expect(maya).toHaveTextContent('Pending');
      expect(within(maya!).getByRole('button', { name: 'View payment information of Maya Rivera' })).toBeVisible();
      expect(within(sam!).getByText('Not submitted')).toBeInTheDocument();
      expect(within(sam!).getByRole('button', { name: 'Edit Sam Okafor' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });

  describe('the payment information detail', () => {
    it("opens from a link naming the creator (the overview's 'Payment details to review'), and closes to the list", async () => {
      serve({
        'GET /api/creators': () => page([MAYA]),
        'GET /api/creators/cr_maya': () => json(200, MAYA),
        'GET /api/creators/cr_maya/payment-info': () => json(200, paymentInfo({ w9FileKey: undefined })),
      });
      const { user, router } = renderPage('/admin/creators?payment=cr_maya');
      const dialog = await screen.findByRole('dialog', { name: 'Payment information: Maya Rivera' });
      await within(dialog).findByText('First Bank');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.queryByRole('dialog', { name: 'Payment information: Maya Rivera' })).not.toBeInTheDocument();
    });

    it('shows every field with the numbers masked, the W-9 link and the status', async () => {
      serve({
        'GET /api/creators': () => page([MAYA]),
        'GET /api/creators/cr_maya/payment-info': () => json(200, paymentInfo()),
        'GET /api/creators/cr_maya/payment-info/w9': () =>
          json(200, { url: 'http://s3.test/w9.pdf?sig=1', expiresIn: 300 }),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'View payment information of Maya Rivera' }));
      const dialog = await screen.findByRole('dialog', { name: 'Payment information: Maya Rivera' });
      await within(dialog).findByText('First Bank');
      for (const text of [
        'Maya Rivera',
        'maya@creators.test',
        '+13235550123',
        'Mar 18, 1994',
        'SSN',
        '****6789',
        'Individual',
        'Checking',
        '****0021',
        '****4321',
        'Acknowledged',
        '1 Sunset Blvd, Apt 4',
        'Los Angeles',
        'CA',
        '90001',
        'US',
      ]) {
        expect(within(dialog).getByText(text)).toBeInTheDocument();
      }
      expect(within(dialog).getByText('Pending').closest('[data-status]')).toHaveAttribute('data-status', 'pending');
      const link = await within(dialog).findByRole('link', { name: /Open W-9/ });
      expect(link).toHaveAttribute('href', 'http://s3.test/w9.pdf?sig=1');
      expect(link).toHaveAttribute('target', '_blank');
      expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
      expect(within(dialog).getByRole('region', { name: 'Payment details revealed' })).toHaveTextContent(
        'No one has revealed these numbers yet.',
      );
      expect(requests('POST', '/api/creators/cr_maya/payment-info/reveal')).toHaveLength(0);
    });

    it('reveals the whole numbers of the version shown on Reveal, lists the reveal, and hides them again', async () => {
      let info = paymentInfo({ w9FileKey: undefined });
      serve({
        'GET /api/creators': () => page([MAYA]),
        'GET /api/creators/cr_maya/payment-info': () => json(200, info),
        'POST /api/creators/cr_maya/payment-info/reveal': () => {
          info = {
            ...info,
            reveals: [{ by: 'admin@agency.test', byUserId: 'u-1', at: '2026-02-02T12:00:00.000Z', version: 3 }],
          };
          return json(200, {
            version: 3,
            taxIdNumber: '123456789',
            routingNumber: '021000021',
            accountNumber: '000123454321',
            revealedAt: '2026-02-02T12:00:00.000Z',
          });
        },
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'View payment information of Maya Rivera' }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByText('****4321');
      expect(within(dialog).queryByText('000123454321')).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Reveal numbers' }));
      for (const whole of ['123456789', '021000021', '000123454321']) {
        expect(await within(dialog).findByText(whole)).toBeInTheDocument();
      }
      expect(requests('POST', '/api/creators/cr_maya/payment-info/reveal')[0]!.body).toEqual({ version: 3 });
      const log = within(dialog).getByRole('region', { name: 'Payment details revealed' });
      await waitFor(() => expect(log).toHaveTextContent('admin@agency.test'));
      expect(log).toHaveTextContent('version 3');

      await user.click(within(dialog).getByRole('button', { name: 'Hide numbers' }));
      expect(within(dialog).getByText('****4321')).toBeInTheDocument();
      expect(within(dialog).queryByText('000123454321')).not.toBeInTheDocument();
    });

    it('says why when the details changed since they were opened: reloads them, alerts, and decides on the new version', async () => {
      let info = paymentInfo({ w9FileKey: undefined });
      serve({
        'GET /api/creators': () => page([{ ...MAYA, paymentStatus: info.status }]),
        'GET /api/creators/cr_maya/payment-info': () => json(200, info),
        'POST /api/creators/cr_maya/payment-info/approve': (init) => {
          const { version } = JSON.parse(String(init?.body)) as { version: number };
          if (version !== info.version) return apiError(409, 'CONFLICT', MESSAGES.paymentInfoChanged);
          info = { ...info, status: 'approved', approvedBy: 'Admin' };
          return json(200, info);
        },
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'View payment information of Maya Rivera' }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByText('****4321');

      // The creator changes the account meanwhile.
      info = { ...info, accountNumber: '****9999', version: 4 };
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Payment details changed');
      expect(alert).toHaveTextContent(MESSAGES.paymentInfoChanged);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(await within(dialog).findByText('****9999')).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.paymentApproveFailed)).not.toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText(MESSAGES.paymentApproved)).toBeInTheDocument();
      expect(requests('POST', '/api/creators/cr_maya/payment-info/approve').map((request) => request.body)).toEqual([
        { approvedBy: 'Admin', version: 3 },
        { approvedBy: 'Admin', version: 4 },
      ]);
    });

    it("approves: 'Payment information approved!', the detail closes and the list's badge updates", async () => {
      let info = paymentInfo({ w9FileKey: undefined });
      serve({
        'GET /api/creators': () => page([{ ...MAYA, paymentStatus: info.status }]),
        'GET /api/creators/cr_maya/payment-info': () => json(200, info),
        'POST /api/creators/cr_maya/payment-info/approve': () => {
          info = { ...info, status: 'approved', approvedBy: 'Admin', approvedAt: '2026-02-03T09:30:00.000Z' };
          return json(200, info);
        },
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'View payment information of Maya Rivera' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('Not uploaded')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

      expect(await screen.findByText(MESSAGES.paymentApproved)).toBeInTheDocument();
      expect(requests('POST', '/api/creators/cr_maya/payment-info/approve')[0]!.body).toEqual({
        approvedBy: 'Admin',
        version: 3,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const row = await rowOf('Maya Rivera');
      await waitFor(() =>
        expect(within(row).getByText('Approved').closest('[data-status]')).toHaveAttribute('data-status', 'approved'),
      );
      expect(requests('GET', '/api/creators')).toHaveLength(2);

      // Opened again: approved, by 'Admin', nothing left to decide.
      await user.click(within(row).getByRole('button', { name: 'View payment information of Maya Rivera' }));
      const again = await screen.findByRole('dialog');
      expect(await within(again).findByText(/Approved by Admin/)).toBeInTheDocument();
      expect(within(again).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(within(again).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    });

    it("says 'Failed to approve payment information' when the approval fails", async () => {
      serve({
        'GET /api/creators': () => page([MAYA]),
        'GET /api/creators/cr_maya/payment-info': () => json(200, paymentInfo({ w9FileKey: undefined })),
        'POST /api/creators/cr_maya/payment-info/approve': () =>
          apiError(409, 'CONFLICT', 'Only pending payment information can be approved'),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'View payment information of Maya Rivera' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
      expect(await screen.findByText(MESSAGES.paymentApproveFailed)).toBeInTheDocument();
      expect(screen.getByText('Only pending payment information can be approved')).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.paymentApproved)).not.toBeInTheDocument();
    });

    it('rejects with a required reason; the list and the detail then show it', async () => {
      let info = paymentInfo({ w9FileKey: undefined });
      serve({
        'GET /api/creators': () => page([{ ...MAYA, paymentStatus: info.status }]),
        'GET /api/creators/cr_maya/payment-info': () => json(200, info),
        'POST /api/creators/cr_maya/payment-info/reject': (init) => {
          const { reason } = JSON.parse(String(init?.body)) as { reason: string };
          info = { ...info, status: 'rejected', rejectionReason: reason };
          return json(200, info);
        },
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'View payment information of Maya Rivera' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(await within(dialog).findByRole('button', { name: 'Reject' }));
      const reason = within(dialog).getByRole('textbox', { name: 'Reason for rejection' });
      expect(reason).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await within(dialog).findByText('Please give a reason for the rejection')).toBeInTheDocument();
      expect(requests('POST', '/api/creators/cr_maya/payment-info/reject')).toHaveLength(0);

      await user.type(reason, 'The routing number does not match the bank');
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Payment information rejected')).toBeInTheDocument();
      expect(requests('POST', '/api/creators/cr_maya/payment-info/reject')[0]!.body).toEqual({
        reason: 'The routing number does not match the bank',
        version: 3,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const row = await rowOf('Maya Rivera');
      await waitFor(() => expect(within(row).getByText('Rejected')).toBeInTheDocument());

      await user.click(within(row).getByRole('button', { name: 'View payment information of Maya Rivera' }));
      const again = await screen.findByRole('dialog');
      expect(await within(again).findByText('The routing number does not match the bank')).toBeInTheDocument();
      expect(within(again).getByText('Rejection reason')).toBeInTheDocument();
      expect(within(again).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    });

    it("says 'Failed to load payment information' when the detail cannot be read", async () => {
      serve({
        'GET /api/creators': () => page([MAYA]),
        'GET /api/creators/cr_maya/payment-info': () => apiError(404, 'NOT_FOUND', 'No payment information submitted'),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'View payment information of Maya Rivera' }));
      const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
      expect(alert).toHaveTextContent(MESSAGES.paymentViewFailed);
      expect(alert).toHaveTextContent('No payment information submitted');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });

  describe('the creator form', () => {
    it('validates the required fields and the e-mail before sending', async () => {
      serve({ 'GET /api/creators': () => page([]) });
      const { user } = renderPage();
      await screen.findByText('No creators yet');
      await user.click(screen.getByRole('button', { name: 'Add Creator' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Creator' });
      expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveFocus();
      for (const name of [
        'First name',
        'Last name',
        'Email',
        'Phone number',
        'TikTok URL',
        'Instagram handle',
        'YouTube handle',
        'City',
        'Country',
      ]) {
        expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
      }
      await user.click(within(dialog).getByRole('button', { name: 'Add Creator' }));
      expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
      expect(within(dialog).getByText(MESSAGES.emailRequired)).toBeInTheDocument();

      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-address');
      await user.type(within(dialog).getByRole('textbox', { name: 'TikTok URL' }), 'tiktok');
      await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), 'call me');
      await user.click(within(dialog).getByRole('button', { name: 'Add Creator' }));
      expect(await within(dialog).findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
      expect(within(dialog).getByText(MESSAGES.invalidPhone)).toBeInTheDocument();
      expect(within(dialog).getByText('Enter a web address, like tiktok.com/@name')).toBeInTheDocument();
      expect(requests('POST', '/api/creators')).toHaveLength(0);
    });

    it('adds a creator (POST), closes, says so and reloads the list', async () => {
      let created = false;
      serve({
        'GET /api/creators': () => page(created ? [SAM, creator('cr_new', 'Nora', 'Vance')] : [SAM]),
        'POST /api/creators': () => {
          created = true;
          return json(201, creator('cr_new', 'Nora', 'Vance'));
        },
      });
      const { user } = renderPage();
      await rowOf('Sam Okafor');
      await user.click(screen.getByRole('button', { name: 'Add Creator' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Creator' });
      const type = (name: string, text: string) => user.type(within(dialog).getByRole('textbox', { name }), text);
      await type('First name', 'Nora');
      await type('Last name', 'Vance');
      await type('Email', 'Nora.Vance@Creators.test');
      await type('Phone number', '+1 555 010 0100');
      await type('TikTok URL', 'https://www.tiktok.com/@noravance');
      await type('Instagram handle', '@NoraVance');
      await type('City', 'Denver');
      await type('Country', 'US');
      await user.click(within(dialog).getByRole('button', { name: 'Add Creator' }));

      expect(await screen.findByText('Creator added')).toBeInTheDocument();
      // The id the creator signs up with is in the toast.
      expect(screen.getByText('Nora Vance · creator ID cr_new')).toBeInTheDocument();
      expect(requests('POST', '/api/creators')[0]!.body).toEqual({
        firstName: 'Nora',
        lastName: 'Vance',
        email: 'nora.vance@creators.test',
        phoneNumber: '+1 555 010 0100',
        tiktokUrl: 'https://www.tiktok.com/@noravance',
        instagramHandle: 'noravance',
        youtubeHandle: '',
        location: { city: 'Denver', country: 'US' },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('cell', { name: 'Nora Vance' })).toBeInTheDocument();
    });

    it('keeps the modal open with the 409 e-mail message under the field', async () => {
      serve({
        'GET /api/creators': () => page([SAM]),
        'POST /api/creators': () =>
          apiError(409, 'CONFLICT', 'A creator with this email already exists', {
            email: 'A creator with this email already exists',
          }),
      });
      const { user } = renderPage();
      await rowOf('Sam Okafor');
      await user.click(screen.getByRole('button', { name: 'Add Creator' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Creator' });
      await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Sam');
      await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Again');
      await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@creators.test');
      await user.click(within(dialog).getByRole('button', { name: 'Add Creator' }));

      const email = within(dialog).getByRole('textbox', { name: 'Email' });
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(email).toHaveAccessibleDescription('A creator with this email already exists');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('A creator with this email already exists');
      expect(screen.getByRole('dialog', { name: 'Add Creator' })).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    });

    it("says 'An error occurred while saving' when the save fails otherwise, and keeps the modal open", async () => {
      serve({
        'GET /api/creators': () => page([SAM]),
        [`PUT /api/creators/${SAM.id}`]: () => apiError(500, 'INTERNAL', 'Internal error'),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Sam Okafor' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Creator' });
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.saveFailed);
      expect(screen.getByRole('dialog', { name: 'Edit Creator' })).toBeInTheDocument();
    });

    it("shows the creator's history under the form", async () => {
      serve({
        'GET /api/creators': () => page([MAYA]),
        [`GET /api/creators/${MAYA.id}/activity`]: () =>
          json(200, {
            items: [
              {
                id: 'ev_1',
                type: 'payment.approved',
                at: '2026-03-09T15:00:00.000Z',
                text: 'Alex (agency) approved the payment details of Maya Rivera',
                actor: { role: 'admin', name: 'Alex' },
              },
            ],
          }),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Maya Rivera' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Creator' });
      const history = await within(dialog).findByRole('region', { name: 'History' });
      expect(
        await within(history).findByText('Alex (agency) approved the payment details of Maya Rivera'),
      ).toBeInTheDocument();
      expect(requests('GET', `/api/creators/${MAYA.id}/activity`)).toHaveLength(1);
    });

    it('copies the creator ID and e-mails the creator an invitation with it', async () => {
      serve({
        'GET /api/creators': () => page([{ ...MAYA, hasAccount: false }]),
        [`POST /api/creators/${MAYA.id}/invitation`]: () =>
          json(200, { creatorId: MAYA.id, sentTo: 'maya@creators.test' }),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Maya Rivera' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Creator' });
      await user.click(within(dialog).getByRole('button', { name: 'Copy ID' }));
      expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
      // user-event's stand-in clipboard holds what the page wrote.
      expect(await navigator.clipboard.readText()).toBe(MAYA.id);
      await user.click(within(dialog).getByRole('button', { name: 'E-mail invitation' }));
      expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
      expect(screen.getByText('To maya@creators.test, with the creator ID')).toBeInTheDocument();
      expect(requests('POST', `/api/creators/${MAYA.id}/invitation`)).toHaveLength(1);
    });

    it('edits a creator (PUT with the version), prefilled with every field', async () => {
      serve({
        'GET /api/creators': () => page([MAYA]),
        [`PUT /api/creators/${MAYA.id}`]: (init) =>
          json(200, { ...MAYA, ...(JSON.parse(String(init?.body)) as object), version: 4 }),
      });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Edit Maya Rivera' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Creator' });
      const field = (name: string) => within(dialog).getByRole('textbox', { name });
      // The id the agency hands to the creator for signing up.
      expect(within(dialog).getByText(MAYA.id)).toBeInTheDocument();
      expect(field('First name')).toHaveValue('Maya');
      expect(field('Last name')).toHaveValue('Rivera');
      expect(field('Email')).toHaveValue('maya@creators.test');
      expect(field('Phone number')).toHaveValue('+13235550123');
      expect(field('TikTok URL')).toHaveValue('https://www.tiktok.com/@mayamakes');
      expect(field('Instagram handle')).toHaveValue('mayamakes');
      expect(field('YouTube handle')).toHaveValue('');
      expect(field('City')).toHaveValue('Los Angeles');
      expect(field('Country')).toHaveValue('US');

      await user.clear(field('City'));
      await user.type(field('City'), 'San Diego');
      await user.type(field('YouTube handle'), 'MayaMakes');
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Creator updated')).toBeInTheDocument();
      expect(requests('PUT', `/api/creators/${MAYA.id}`)[0]!.body).toEqual({
        firstName: 'Maya',
        lastName: 'Rivera',
        email: 'maya@creators.test',
        phoneNumber: '+13235550123',
        tiktokUrl: 'https://www.tiktok.com/@mayamakes',
        instagramHandle: 'mayamakes',
        youtubeHandle: 'mayamakes',
        location: { city: 'San Diego', country: 'US' },
        version: 3,
      });
    });
  });
});
