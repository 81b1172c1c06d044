/**
 * The three audiences. Apart from constants.ts so that /login, which reads the role from the ID token
 * (auth.ts identityFromClaims), does not load every other constant with it (docs/performance.md).
 */
export const ROLES = ['admin', 'brand', 'creator'] as const;
export type Role = (typeof ROLES)[number];
