import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { TintBadge, type Tint } from './tint-badge';

const TINTS: Tint[] = ['gray', 'green', 'yellow', 'blue', 'teal', 'orange', 'red', 'violet'];
const css = fs.readFileSync(path.join(import.meta.dirname, 'tint-badge.module.css'), 'utf8');

describe('TintBadge', () => {
  it('shows its label in one element that names its tint and keeps the attributes it is given', () => {
    renderWithProviders(
      <TintBadge tint="orange" data-status="awaiting_payment" title="Awaiting Payment">
        Awaiting Payment
      </TintBadge>,
    );
    const badge = screen.getByText('Awaiting Payment').closest('[data-tint]')!;
    expect(badge).toHaveAttribute('data-tint', 'orange');
    expect(badge).toHaveAttribute('data-status', 'awaiting_payment');
    expect(badge).toHaveAttribute('title', 'Awaiting Payment');
  });

  it.each(TINTS)('draws the %s tint with the theme colour of shade 2', (tint) => {
    const rule = new RegExp(
      `\\.badge\\[data-tint='${tint}'\\]\\s*\\{\\s*--tint-bg: var\\(--mantine-color-${tint}-2\\);`,
    );
    expect(css).toMatch(rule);
  });
});
