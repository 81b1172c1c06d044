import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText, renderRoutes } from '@/testing/test-utils';
import { json, profileFixture } from '../testing';
import { BrandProfileRoute } from './brand-profile';
import { ConfirmModals } from '@/components/confirm-modals';

vi.mock('@/lib/auth', () => ({
  getIdToken: vi.fn(async () => 'id-token'),
  fetchCurrentUser: vi.fn(async () => ({ sub: 'u1', email: 'owner@glow.test', group: 'brand', companyId: 'co_glow' })),
}));

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function renderPage() {
  return {
    ...renderRoutes(
      [
        {
          path: '/admin/brand-profile',
          element: (
            <ConfirmModals>
              <Notifications />
              <BrandProfileRoute />
            </ConfirmModals>
          ),
        },
      ],
      { initialEntries: ['/admin/brand-profile'] },
    ),
    user: userEvent.setup(),
  };
}

describe('/admin/brand-profile', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => setConfig(undefined));

  it('lets any member of the brand edit its details (name, e-mail, phone…) from here, as from the old brands list', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/brands/co_glow/profile') return json(200, profileFixture({ canEdit: false }));
      if (path === '/api/brands/co_glow') {
        return json(200, {
          id: 'co_glow',
          name: 'Glow Labs',
          email: 'hello@glow.test',
          phone: '+13105550101',
          industry: 'beauty',
          onboardingState: 'completed',
          createdAt: '2026-11-01T09:00:00.000Z',
          updatedAt: '2026-11-01T09:00:00.000Z',
          version: 3,
        });
      }
      throw new Error(`Unexpected request ${path}`);
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit brand details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Brand Information' });
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveValue('Glow Labs');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("shows a member the brand's profile without Edit", async () => {
    fetchMock.mockResolvedValue(json(200, profileFixture({ canEdit: false })));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand profile' })).toBeInTheDocument();
    expect(await screen.findByText('Warm, never pushy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText("Only the brand's owner can change the profile.")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/brands/co_glow/profile');
  });

  it('lets the owner edit the brand voice and saves it at the version read', async () => {
    const saved = profileFixture({ version: 4, voice: { ...profileFixture().voice, tone: 'Playful' } });
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT' ? json(200, saved) : json(200, profileFixture()),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit brand profile' });
    const tone = within(form).getByRole('textbox', { name: 'Tone' });
    expect(tone).toHaveValue('Warm, never pushy');
    await user.clear(tone);
    await enterText(user, tone, 'Playful');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit brand profile' })).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('/api/brands/co_glow/profile');
    const body = JSON.parse(String(put[1]!.body)) as { brandVoice: { styleGuide: string[] } };
    expect(body).toMatchObject({
      version: 3,
      contactEmail: 'team@glow.test',
      brandVoice: { tone: 'Playful', dos: 'Show real skin', colors: { primary: '#112233' } },
      visualAssets: { productPhotos: [expect.stringContaining('serum.png')] },
    });
    expect(body.brandVoice.styleGuide).toEqual([expect.stringContaining('guide.pdf')]);
    expect(await screen.findByText('Playful')).toBeInTheDocument();
  });

  it('shows the first field in error and keeps the form when the save is refused', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? json(409, { error: { code: 'CONFLICT', message: 'The brand profile was changed meanwhile.' } })
        : json(200, profileFixture()),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit brand profile' });
    const email = within(form).getByRole('textbox', { name: 'Contact e-mail' });
    await user.clear(email);
    await enterText(user, email, 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Invalid email address')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(email);
    await enterText(user, email, 'team@glow.test');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('The brand profile was changed meanwhile.')).toBeInTheDocument();
  });
});
