import type { AuthUser } from '@/lib/auth';

/** Where the signed-in areas keep the account screen and what the user menu links to (docs/accounts.md). */
export const ACCOUNT_PATHS = {
  admin: '/admin/settings',
  creator: '/creator/account',
  paymentDetails: '/creator/payment-info',
  logout: '/logout',
} as const;

/** The account screen of the user's area: creators have it in theirs, admins and brand users at /admin/settings. */
export function accountPathFor(user: Pick<AuthUser, 'group'> | null | undefined): string {
  return user?.group === 'creator' ? ACCOUNT_PATHS.creator : ACCOUNT_PATHS.admin;
}

/** The account screen's e-mail notification settings (the bell's "E-mail settings" leads there). */
export function notificationSettingsPathFor(user: Pick<AuthUser, 'group'> | null | undefined): string {
  return `${accountPathFor(user)}#notifications`;
}
