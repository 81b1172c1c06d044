import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText, renderWithProviders } from '@/testing/test-utils';
import { brand, fakeApi, json, page, product } from '../testing';
import { CampaignForm } from './campaign-form';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

const api = fakeApi();

/** The campaign form's text fields offer the brand profile's texts (docs/brand-profile.md). */
describe("the campaign form's 'Insert from brand profile'", { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', api.fetchMock);
    api.serve({
      'GET /api/brands': () => page([brand('co_acme', 'Acme Beauty')]),
      'GET /api/brands/co_acme/products': () => page([product('pr_serum', 'co_acme', 'Glow Serum')]),
      'GET /api/creators': () => page([]),
      'GET /api/brands/co_acme/profile': () =>
        json(200, { voice: { keyMessages: 'Glow every day', donts: 'No medical claims' } }),
    });
  });
  afterEach(() => setConfig(undefined));

  it('is disabled until a brand is chosen, then adds the picked text after what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampaignForm campaign={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const insert = screen.getByRole('button', { name: 'Insert from brand profile into Objective' });
    expect(insert).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: /^Acme Beauty/ }));
    const objective = screen.getByRole('textbox', { name: 'Objective' });
    await enterText(user, objective, 'Launch the serum.');
    await user.click(insert);
    await user.click(await screen.findByRole('menuitem', { name: 'Key messages: Glow every day' }));
    expect(objective).toHaveValue('Launch the serum.\n\nGlow every day');
    expect(api.requests('GET', '/api/brands/co_acme/profile')).toHaveLength(1);
  });
});
