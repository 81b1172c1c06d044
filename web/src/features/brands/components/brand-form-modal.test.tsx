import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, enterText, renderWithProviders } from '@/testing/test-utils';
import { BrandFormModal } from './brand-form-modal';
import { ConfirmModals } from '@/components/confirm-modals';

/** Issue 18 (2): Add Brand asks before Escape, the close button or Cancel throw away what was typed. */

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

function renderModal() {
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmModals>
      <BrandFormModal opened brand={null} onClose={onClose} />
    </ConfirmModals>,
  );
  return { onClose, user: userEvent.setup() };
}

const discardDialog = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('Add Brand: the discard prompt', { timeout: 30_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 })),
    );
  });
  afterEach(() => setConfig(undefined));

  it('Escape and Cancel ask when something was typed: Keep editing keeps it, Discard closes', async () => {
    const { onClose, user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    await enterText(user, within(dialog).getByRole('textbox', { name: 'Company name' }), 'Bolt Foods');

    await user.keyboard('{Escape}');
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveValue('Bolt Foods');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the close button closes at once when nothing was typed', async () => {
    const { onClose, user } = renderModal();
    await screen.findByRole('dialog', { name: 'Add Brand' });
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
