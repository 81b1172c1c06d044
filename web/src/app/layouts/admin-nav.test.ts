import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_BOTTOM, ADMIN_NAV_MAIN, isNavItemActive, mainNavFor } from './admin-nav';

const overview = ADMIN_NAV_MAIN.find((item) => item.label === 'Overview')!;
const brands = ADMIN_NAV_MAIN.find((item) => item.label === 'Brands')!;

describe('admin navigation', () => {
  it('lists the spec entries in order', () => {
    expect(mainNavFor('admin').map((item) => [item.label, item.href])).toEqual([
      ['Overview', '/admin'],
      ['Brands', '/admin/brands'],
      ['Creators', '/admin/creators'],
      ['Products', '/admin/products'],
      ['Campaigns', '/admin/campaigns'],
      ['UGC Projects', '/admin/ugc-projects'],
      ['Analytics', '/admin/analytics'],
    ]);
    expect(ADMIN_NAV_BOTTOM.map((item) => [item.label, item.href])).toEqual([
      ['Settings', '/admin/settings'],
      ['Logout', '/logout'],
    ]);
  });

  it("gives brand users their own workspace: their brand's work, figures, profile and team, no agency-only entry", () => {
    expect(mainNavFor('brand').map((item) => [item.label, item.href])).toEqual([
      ['Overview', '/admin'],
      ['UGC Projects', '/admin/ugc-projects'],
      ['Campaigns', '/admin/campaigns'],
      ['Products', '/admin/products'],
      ['Analytics', '/admin/analytics'],
      ['Brand profile', '/admin/brand-profile'],
      ['Team', '/admin/team'],
    ]);
  });

  it('makes Overview active only on exactly /admin', () => {
    expect(isNavItemActive('/admin', overview)).toBe(true);
    expect(isNavItemActive('/admin/', overview)).toBe(true);
    expect(isNavItemActive('/admin/brands', overview)).toBe(false);
  });

  it('makes other entries active on their route and every path below it', () => {
    expect(isNavItemActive('/admin/brands', brands)).toBe(true);
    expect(isNavItemActive('/admin/brands/co_abc/edit', brands)).toBe(true);
    expect(isNavItemActive('/admin', brands)).toBe(false);
    expect(isNavItemActive('/admin/creators', brands)).toBe(false);
  });
});
