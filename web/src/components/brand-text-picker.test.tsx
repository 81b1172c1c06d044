import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderWithProviders } from '@/testing/test-utils';
import { BrandTextPicker, pickableTexts } from './brand-text-picker';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

const fetchMock = vi.fn<typeof fetch>();
const profile = {
  voice: { personality: 'Bright and honest', tone: '', dos: 'Show real skin', keyMessages: 'Glow every day' },
};

describe('BrandTextPicker', () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify(profile), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  afterEach(() => setConfig(undefined));

  it('lists the non-empty texts in order', () => {
    expect(pickableTexts(profile as never).map(({ label }) => label)).toEqual(['Brand voice', "Do's", 'Key messages']);
    expect(pickableTexts(undefined)).toEqual([]);
  });

  it('reads the profile when opened and hands the picked text over', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BrandTextPicker brandId="co_glow" fieldLabel="Key messages" onPick={onPick} />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Insert from brand profile into Key messages' }));
    const item = await screen.findByRole('menuitem', { name: "Do's: Show real skin" });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/brands/co_glow/profile');
    expect(screen.queryByRole('menuitem', { name: /^Tone/ })).not.toBeInTheDocument();
    await user.click(item);
    expect(onPick).toHaveBeenCalledWith('Show real skin');
  });

  it('is disabled without a brand', () => {
    renderWithProviders(<BrandTextPicker brandId={undefined} onPick={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Insert from brand profile' })).toBeDisabled();
  });
});
