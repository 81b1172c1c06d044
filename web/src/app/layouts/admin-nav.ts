import {
  IconBuildingStore,
  IconChartBar,
  IconId,
  IconLayoutDashboard,
  IconLogout,
  IconPackage,
  IconSettings,
  IconSpeakerphone,
  IconUsers,
  IconUsersGroup,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react';

/** A brand user's own brand profile (the agency opens a brand's at /admin/brands/{id}). */
export const BRAND_PROFILE_PATH = '/admin/brand-profile';

export interface AdminNavItem {
  label: string;
  href: string;
  icon: TablerIcon;
  /** Active only on an exact match (Overview), not on every path below it. */
  exact?: boolean;
}

/** docs/product.md#screens, admin layout: the agency's main entries. */
export const ADMIN_NAV_MAIN: readonly AdminNavItem[] = [
  { label: 'Overview', href: '/admin', icon: IconLayoutDashboard, exact: true },
  { label: 'Brands', href: '/admin/brands', icon: IconBuildingStore },
  { label: 'Creators', href: '/admin/creators', icon: IconUsers },
  { label: 'Products', href: '/admin/products', icon: IconPackage },
  { label: 'Campaigns', href: '/admin/campaigns', icon: IconSpeakerphone },
  { label: 'UGC Projects', href: '/admin/ugc-projects', icon: IconVideo },
  { label: 'Analytics', href: '/admin/analytics', icon: IconChartBar },
];

/** Bottom entries. */
export const ADMIN_NAV_BOTTOM: readonly AdminNavItem[] = [
  { label: 'Settings', href: '/admin/settings', icon: IconSettings },
  { label: 'Logout', href: '/logout', icon: IconLogout },
];

/**
 * A brand user's workspace (docs/brand-teams.md): their own brand's work, figures (analytics, limited to their brand by
 * the API), profile and team, and no agency-only entry (the brands list, the creators).
 */
export const BRAND_NAV_MAIN: readonly AdminNavItem[] = [
  { label: 'Overview', href: '/admin', icon: IconLayoutDashboard, exact: true },
  { label: 'UGC Projects', href: '/admin/ugc-projects', icon: IconVideo },
  { label: 'Campaigns', href: '/admin/campaigns', icon: IconSpeakerphone },
  { label: 'Products', href: '/admin/products', icon: IconPackage },
  { label: 'Analytics', href: '/admin/analytics', icon: IconChartBar },
  { label: 'Brand profile', href: BRAND_PROFILE_PATH, icon: IconId },
  { label: 'Team', href: '/admin/team', icon: IconUsersGroup },
];

/** The main entries a user of this group sees. */
export function mainNavFor(group: string | undefined): readonly AdminNavItem[] {
  return group === 'brand' ? BRAND_NAV_MAIN : ADMIN_NAV_MAIN;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * docs/product.md#screens: an entry is active when the current path starts with its route (path-segment-wise, so
 * /admin/brands matches /admin/brands/co_123 but not /admin/brandsx); Overview only on exactly /admin.
 */
export function isNavItemActive(pathname: string, item: Pick<AdminNavItem, 'href' | 'exact'>): boolean {
  const path = trimSlash(pathname);
  if (item.exact) return path === item.href;
  return path === item.href || path.startsWith(`${item.href}/`);
}
