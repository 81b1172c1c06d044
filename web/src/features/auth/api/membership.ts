import type { Membership } from '@reelbridge/shared/api/types';
import { apiRequest } from '@/lib/api-client';
import { canEnterAdmin, refreshCurrentUser, type AuthUser } from '@/lib/auth';

export { JOIN_REQUEST_PATH } from '@/lib/auth';

export function getMembership(): Promise<Membership> {
  return apiRequest('me.membership');
}

export type MembershipOutcome =
  { kind: 'member'; user: AuthUser } | { kind: 'waiting'; membership: Membership } | { kind: 'none' };

/**
 * For a signed-in account whose token has no role: a member whose token predates the acceptance gets a refreshed
 * session; a join request (waiting, declined, removed) its status page; anything else is an incomplete account.
 */
export async function resolveMembership(): Promise<MembershipOutcome> {
  const membership = await getMembership();
  if (membership.status === 'member') {
    const user = await refreshCurrentUser();
    if (user && canEnterAdmin(user)) return { kind: 'member', user };
  }
  if (membership.status === 'none') return { kind: 'none' };
  return { kind: 'waiting', membership };
}
