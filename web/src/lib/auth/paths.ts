/**
 * The signed-in areas' paths and the rules that send a user to one (docs/product.md#screens and #roles). Features use
 * them too (the sign-in form, the onboarding wizard), and features may not import the app layer, so they live here
 * rather than in src/app.
 */
import type { AuthUser } from './session';

export const ADMIN_HOME = '/admin';
export const CREATOR_HOME = '/creator/dashboard';
export const LOGIN_PATH = '/login';
/** Where a signed-in account without a role sees its join request (docs/brand-teams.md). */
export const JOIN_REQUEST_PATH = '/join-request';

/** docs/product.md#roles and docs/architecture.md#identity: admin, or brand staff with a company id. */
export function canEnterAdmin(user: AuthUser | null | undefined): boolean {
  if (!user) return false;
  return user.group === 'admin' || (user.group === 'brand' && Boolean(user.companyId));
}

/** Creator screens: a creator with a creator id. */
export function canEnterCreator(user: AuthUser | null | undefined): boolean {
  return Boolean(user && user.group === 'creator' && user.creatorId);
}

/** Where a user goes after sign-in; null when the account is not configured (no usable group). */
export function homePathFor(user: AuthUser | null | undefined): string | null {
  if (canEnterCreator(user)) return CREATOR_HOME;
  if (canEnterAdmin(user)) return ADMIN_HOME;
  return null;
}

/**
 * The page to open after sign-in: the remembered `redirect` target when it is a same-origin path inside the
 * user's own area, else their home. Guards against open redirects (`//evil`, `https://…`, `/\evil`).
 */
export function postSignInPath(user: AuthUser, redirectTo: string | null | undefined): string | null {
  const home = homePathFor(user);
  if (!home || !redirectTo) return home;
  if (!redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.includes('\\')) return home;
  const area = home === CREATOR_HOME ? '/creator' : ADMIN_HOME;
  const path = redirectTo.split(/[?#]/)[0] ?? '';
  return path === area || path.startsWith(`${area}/`) ? redirectTo : home;
}

/** Query parameter /login reads to explain why the user is there ('Session refresh failed'). */
export const SESSION_PARAM = 'session';
export const SESSION_EXPIRED = 'expired';

/**
 * `/login?redirect=<path>` for a page that needs a signed-in user; with `sessionExpired`, /login also says
 * 'Session refresh failed'.
 */
export function loginPathFor(from: string, { sessionExpired = false }: { sessionExpired?: boolean } = {}): string {
  const search = new URLSearchParams();
  if (from && from !== '/' && from !== LOGIN_PATH) search.set('redirect', from);
  if (sessionExpired) search.set(SESSION_PARAM, SESSION_EXPIRED);
  const query = search.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
