import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { DeferredPopover } from './deferred-popover';

function Example() {
  const [opened, setOpened] = useState(false);
  return (
    <DeferredPopover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      withinPortal={false}
      target={<Button onClick={() => setOpened((value) => !value)}>Account</Button>}
    >
      <a href="/settings">Settings</a>
    </DeferredPopover>
  );
}

describe('DeferredPopover', () => {
  it('renders only its target, announced as a popover button, until first opened', () => {
    const { container } = renderWithProviders(<Example />);
    const target = screen.getByRole('button', { name: 'Account' });
    expect(target).toHaveAttribute('aria-haspopup', 'dialog');
    expect(target).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('.mantine-Popover-dropdown')).toBeNull();
  });

  it('opens by keyboard, moves focus in, and on Escape closes and gives focus back to its target', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.tab();
    const target = screen.getByRole('button', { name: 'Account' });
    expect(target).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'Settings' }));
    // Mounting the popover replaced the plain button with its own target.
    const popoverTarget = screen.getByRole('button', { name: 'Account' });
    expect(popoverTarget).toHaveAttribute('aria-expanded', 'true');
    expect(popoverTarget).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(popoverTarget).toHaveFocus();
    expect(popoverTarget).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes again by clicking its target once mounted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
