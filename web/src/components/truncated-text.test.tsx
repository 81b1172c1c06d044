import { Anchor, Table } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { TruncatedCell, TruncatedText } from './truncated-text';

/** Issue 18 (1): a long name or e-mail is cut to its column, with the whole of it in a tooltip. */

const LONG = 'maximiliana.featherstonehaugh.worthington@longcreators.test';

/** jsdom lays nothing out: a text is "cut" when its content is said to be wider than its box. */
function layOut(cut: boolean) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(cut ? 400 : 100);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
}

describe('TruncatedText and TruncatedCell', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the whole text in the page and shows it in a tooltip on hover when it is cut', async () => {
    layOut(true);
    const user = userEvent.setup();
    renderWithProviders(
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <TruncatedCell width="30%" text={LONG} />
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent(LONG);
    expect(cell).toHaveStyle({ width: '30%' });
    await user.hover(screen.getByText(LONG));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
  });

  it('a link is reached by keyboard, and its focus shows the whole text', async () => {
    layOut(true);
    const user = userEvent.setup();
    renderWithProviders(<TruncatedText text={LONG} render={(props) => <Anchor {...props} href="/somewhere" />} />);
    await user.tab();
    expect(screen.getByRole('link', { name: LONG })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    expect(screen.getByRole('link', { name: LONG })).toHaveAccessibleDescription(LONG);
  });

  it('shows no tooltip when the text fits', async () => {
    layOut(false);
    const user = userEvent.setup();
    renderWithProviders(<TruncatedText text="Acme Beauty" render={(props) => <Anchor {...props} href="/a" />} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Acme Beauty' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
