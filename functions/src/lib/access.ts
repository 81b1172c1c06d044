import { getUserAccess, type UserAccess } from '../data/team';

/**
 * Whether a verified token still stands for someone with access (docs/brand-teams.md). API Gateway's JWT authorizer
 * cannot revoke a token, so every authenticated request is checked against the user's access record: tokens issued
 * before its `revokedBefore` are refused, and a brand token counts only while the record says the user is a member of
 * that brand. The record is cached per warm instance for at most a minute: one GetItem per user per minute per
 * instance, not one per request. Writes made by this instance forget the entry at once.
 */

export const ACCESS_CACHE_MS = 60_000;
const MAX_ENTRIES = 10_000;

const cache = new Map<string, { access: UserAccess | undefined; fetchedAt: number }>();

export async function accessOf(userId: string, now = Date.now()): Promise<UserAccess | undefined> {
  const cached = cache.get(userId);
  if (cached && now - cached.fetchedAt < ACCESS_CACHE_MS) return cached.access;
  const access = await getUserAccess(userId);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(userId, { access, fetchedAt: now });
  return access;
}

/** After this instance changed the user's access record. */
export function forgetAccess(userId: string): void {
  cache.delete(userId);
}

/** For tests. */
export function clearAccessCache(): void {
  cache.clear();
}

/** A token issued (iat, epoch seconds) before the recorded revocation no longer counts. */
export function isRevoked(access: UserAccess | undefined, issuedAt: number | undefined): boolean {
  if (access?.revokedBefore === undefined) return false;
  return issuedAt === undefined || issuedAt < access.revokedBefore;
}

/** A brand token counts only for a current member of the brand it names. */
export function isMemberOf(access: UserAccess | undefined, brandId: string): boolean {
  return access?.status === 'member' && access.brandId === brandId;
}

/**
 * Epoch seconds from which new tokens count: the next whole second, since a token's iat has whole seconds and one
 * issued earlier in this second must be refused too (a sign-in again within that second is refused as well).
 */
export function revocationTime(now = Date.now()): number {
  return Math.floor(now / 1000) + 1;
}
