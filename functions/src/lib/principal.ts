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
