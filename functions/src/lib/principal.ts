import { identityFromClaims } from '@reelbridge/shared/auth';
import { forbidden } from './errors';

/** Who is calling, from the claims of an ID token the authorizer has verified. */
export type Principal =
  | { role: 'admin'; userId: string; email: string }
  | { role: 'brand'; userId: string; email: string; companyId: string }
  | { role: 'creator'; userId: string; email: string; creatorId: string };

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * custom:group and the ids are written only by the server (PostConfirmation trigger or
 * admin:create), never by the app client, so they can be trusted once the token is verified.
 * A token whose group lacks the id it needs yields no principal: the caller gets 403.
 * The claims are read by the parser the SPA uses too (shared/src/auth.ts).
 */
export function principalFromClaims(claims: Claims | undefined): Principal | undefined {
  if (!claims) return undefined;
  if (claims.token_use !== undefined && claims.token_use !== 'id') return undefined;
  const { sub: userId, email, group, companyId, creatorId } = identityFromClaims(claims);
  if (!userId || !group) return undefined;
  if (group === 'admin') return { role: group, userId, email };
  if (group === 'brand') return companyId ? { role: group, userId, email, companyId } : undefined;
  return creatorId ? { role: group, userId, email, creatorId } : undefined;
}

export function isAuthenticated(claims: Claims | undefined): boolean {
  return !!claims && typeof claims.sub === 'string';
}

/**
 * Whose campaigns or projects a list shows: a brand user's own brand, always; an admin's choice (`brandId`, the
 * brand page), or every brand's. A brand user naming another brand is refused, not quietly shown their own.
 */
export function listedBrand(principal: Principal, query: { brandId?: string }): string | undefined {
  if (principal.role === 'brand') {
    if (query.brandId && query.brandId !== principal.companyId) throw forbidden();
    return principal.companyId;
  }
  return query.brandId;
}

/**
 * Whether the principal may act for this brand: an admin for any brand, a brand user for their own (the token's
 * `companyId`, which the API has already checked against the user's access record: docs/brand-teams.md). Every
 * service asks this one question; what to answer when it is no (403, or 404 to hide that something exists) stays
 * the caller's choice.
 */
export function canActForBrand(principal: Principal, brandId: string): boolean {
  if (principal.role === 'admin') return true;
  return principal.role === 'brand' && principal.companyId === brandId;
}

/** Whether the principal may act for this creator: an admin for anyone, a creator for themselves. */
export function canActForCreator(principal: Principal, creatorId: string): boolean {
  if (principal.role === 'admin') return true;
  return principal.role === 'creator' && principal.creatorId === creatorId;
}

/** 403 unless the principal may act for this brand (canActForBrand). */
export function assertCanActForBrand(principal: Principal, brandId: string): void {
  if (!canActForBrand(principal, brandId)) throw forbidden();
}

/** 403 unless the principal may act for this creator (canActForCreator). */
export function assertCanActForCreator(principal: Principal, creatorId: string): void {
  if (!canActForCreator(principal, creatorId)) throw forbidden();
}
