import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { AdminLayout } from './admin-layout';

function renderAdmin(path: string) {
  return renderRoutes(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: '*', element: <p>page</p> },
          { index: true, element: <p>page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

function activeEntries() {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('admin sidebar', () => {
  it('shows the main and bottom entries with their routes', async () => {
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const main = within(nav).getByRole('list', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin',
      '/admin/brands',
      '/admin/creators',
      '/admin/products',
      '/admin/campaigns',
      '/admin/ugc-projects',
      '/admin/analytics',
    ]);
    const account = within(nav).getByRole('list', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(within(account).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  it('marks Overview active on exactly /admin', async () => {
    renderAdmin('/admin');
    await screen.findByRole('navigation', { name: 'Admin' });
    expect(activeEntries()).toEqual(['Overview']);
  });

  it('marks an entry active on any path that starts with its route, and not Overview', async () => {
    renderAdmin('/admin/brands/co_abc');
    await screen.findByRole('navigation', { name: 'Admin' });
    expect(activeEntries()).toEqual(['Brands']);
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('data-active');
  });

  it('follows navigation', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(activeEntries()).toEqual(['Settings']);
  });

  it('has a labelled burger to open the navigation on small screens', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin');
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Collapsed below lg (jsdom matches no media query): off screen and out of the tab order.
    const navbar = document.getElementById('admin-navbar')!;
    expect(navbar).toHaveAttribute('inert');
    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    expect(navbar).not.toHaveAttribute('inert');
    // Choosing an entry closes it again.
    await user.click(screen.getByRole('link', { name: 'Brands' }));
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
    expect(navbar).toHaveAttribute('inert');
  });
});
