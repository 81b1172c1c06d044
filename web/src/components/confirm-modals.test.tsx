import { Button, Text } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as MantineModals from '@mantine/modals';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ConfirmModals, openConfirmModal } from './confirm-modals';

// Counts the renders of Mantine's provider, to see when the host mounts it.
const providerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mantine/modals', async (importOriginal) => {
  const actual = await importOriginal<typeof MantineModals>();
  return {
    ...actual,
    ModalsProvider: (props: Parameters<typeof actual.ModalsProvider>[0]) => {
      providerRenders.count += 1;
      return actual.ModalsProvider(props);
    },
  };
});

function Page({ onConfirm }: { onConfirm: () => void }) {
  return (
    <Button
      onClick={() =>
        openConfirmModal({
          title: 'Remove the product?',
          children: <Text size="sm">It leaves the catalogue.</Text>,
          labels: { confirm: 'Remove', cancel: 'Keep it' },
          onConfirm,
        })
      }
    >
      Remove
    </Button>
  );
}

describe('ConfirmModals', () => {
  it('mounts no modal until one is asked for, then shows it and runs the confirmation once', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmModals>
        <Page onConfirm={onConfirm} />
      </ConfirmModals>,
    );
    expect(providerRenders.count).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the product?' });
    expect(providerRenders.count).toBeGreaterThan(0);
    expect(dialog).toHaveTextContent('It leaves the catalogue.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // Once mounted, the host opens the next one at once; cancelling runs nothing.
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the product?' });
    await user.click(within(again).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
