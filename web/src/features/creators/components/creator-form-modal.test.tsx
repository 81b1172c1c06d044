import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText, renderWithProviders } from '@/testing/test-utils';
import { CreatorFormModal } from './creator-form-modal';
import { ConfirmModals } from '@/components/confirm-modals';

/** Issue 18 (2): Add Creator asks before Escape, the close button or Cancel throw away what was typed. */

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmModals>
      <CreatorFormModal opened creator={null} onClose={onClose} />
    </ConfirmModals>,
  );
  return { onClose, user: userEvent.setup() };
}

const discardDialog = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('Add Creator: the discard prompt', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 })),
    );
  });
  afterEach(() => setConfig(undefined));

  it('the close button and Escape ask when something was typed: Keep editing keeps it, Discard closes', async () => {
    const { onClose, user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add Creator' });
    await enterText(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'maya@creators.test');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('maya@creators.test');

    await user.keyboard('{Escape}');
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes at once when nothing was typed', async () => {
    const { onClose, user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add Creator' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
