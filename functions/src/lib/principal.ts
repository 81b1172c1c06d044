import { ROLES, type Role } from '@reelbridge/shared';

/** Who is calling, from the claims of an ID token the authorizer has verified. */
export type Principal =
  | { role: 'admin'; userId: string; email: string }
  | { role: 'brand'; userId: string; email: string; companyId: string }
  | { role: 'creator'; userId: string; email: string; creatorId: string };

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

function claim(claims: Claims, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * custom:group and the ids are written only by the server (PostConfirmation trigger or
 * admin:create), never by the app client, so they can be trusted once the token is verified.
 * A token whose group lacks the id it needs yields no principal: the caller gets 403.
 */
export function principalFromClaims(claims: Claims | undefined): Principal | undefined {
  if (!claims) return undefined;
  if (claims.token_use !== undefined && claims.token_use !== 'id') return undefined;
  const userId = claim(claims, 'sub');
  const email = claim(claims, 'email') ?? '';
  const group = claim(claims, 'custom:group');
  if (!userId || !group || !(ROLES as readonly string[]).includes(group)) return undefined;
  const role = group as Role;
  if (role === 'admin') return { role, userId, email };
  if (role === 'brand') {
    const companyId = claim(claims, 'custom:company_id');
    return companyId ? { role, userId, email, companyId } : undefined;
  }
  const creatorId = claim(claims, 'custom:creator_id');
  return creatorId ? { role, userId, email, creatorId } : undefined;
}

export function isAuthenticated(claims: Claims | undefined): boolean {
  return !!claims && typeof claims.sub === 'string';
}
