import { ROLES, type Role } from './roles';

/**
 * User-pool attributes (docs/product.md#records) and which of them the browser's app client may write.
 * custom:group, custom:creator_id and custom:company_id are set only by the server (docs/architecture.md#identity).
 */
export const USER_ATTRIBUTES = {
  email: 'email',
  name: 'name',
  phone: 'phone_number',
  website: 'website',
  creatorId: 'custom:creator_id',
  companyId: 'custom:company_id',
  industry: 'custom:industry',
  group: 'custom:group',
} as const;

export const CUSTOM_ATTRIBUTE_NAMES = ['creator_id', 'company_id', 'industry', 'group'] as const;

export const APP_CLIENT_WRITE_ATTRIBUTES = ['email', 'name', 'phone_number', 'website', 'custom:industry'] as const;

export const SERVER_ONLY_ATTRIBUTES = ['custom:group', 'custom:creator_id', 'custom:company_id'] as const;

export const USER_POOL_GROUPS = ['admin', 'brand', 'creator'] as const;

/**
 * What an ID token says about its user, read once for the API (functions/src/lib/principal.ts) and the SPA
 * (web/src/lib/auth): the same claims, the same role list (ROLES), the same rule for blank values.
 */
export interface IdentityClaims {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  phoneNumber?: string;
  website?: string;
  industry?: string;
  group?: Role;
  creatorId?: string;
  companyId?: string;
}

function claimText(claims: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function identityFromClaims(claims: Readonly<Record<string, unknown>>): IdentityClaims {
  const identity: IdentityClaims = {
    sub: claimText(claims, 'sub') ?? '',
    email: claimText(claims, USER_ATTRIBUTES.email) ?? '',
    // API Gateway hands claims over as strings; the SPA decodes the JWT's booleans.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
  };
  const optional: [keyof IdentityClaims, string][] = [
    ['name', USER_ATTRIBUTES.name],
    ['phoneNumber', USER_ATTRIBUTES.phone],
    ['website', USER_ATTRIBUTES.website],
    ['industry', USER_ATTRIBUTES.industry],
    ['creatorId', USER_ATTRIBUTES.creatorId],
    ['companyId', USER_ATTRIBUTES.companyId],
  ];
  for (const [field, claim] of optional) {
    const value = claimText(claims, claim);
    if (value) (identity as unknown as Record<string, string>)[field] = value;
  }
  const group = claimText(claims, USER_ATTRIBUTES.group);
  if (group && (ROLES as readonly string[]).includes(group)) identity.group = group as Role;
  return identity;
}
