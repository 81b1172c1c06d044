import { describe, expect, it } from 'vitest';
import { refusalOf } from '../testing/refusal';
import {
  assertCanActForBrand,
  assertCanActForCreator,
  canActForBrand,
  canActForCreator,
  type Principal,
} from './principal';

const admin: Principal = { role: 'admin', userId: 'u-admin', email: 'admin@x.test' };
const brandUser: Principal = { role: 'brand', userId: 'u-brand', email: 'bea@x.test', companyId: 'co_own' };
const creator: Principal = { role: 'creator', userId: 'u-creator', email: 'cy@x.test', creatorId: 'cr_self' };

// Each row: who, for which id, whether they may act. The ids of the other role's principal never count.
const FOR_BRAND: [Principal, string, boolean][] = [
  [admin, 'co_any', true],
  [brandUser, 'co_own', true],
  [brandUser, 'co_other', false],
  [creator, 'co_own', false],
  [creator, 'cr_self', false],
];
const FOR_CREATOR: [Principal, string, boolean][] = [
  [admin, 'cr_any', true],
  [creator, 'cr_self', true],
  [creator, 'cr_other', false],
  [brandUser, 'cr_self', false],
  [brandUser, 'co_own', false],
];

describe.each([
  ['brand', canActForBrand, assertCanActForBrand, FOR_BRAND],
  ['creator', canActForCreator, assertCanActForCreator, FOR_CREATOR],
] as const)('acting for a %s', (_, may, assertMay, rows) => {
  it.each(rows)('%o for %s: %s', (principal, id, allowed) => {
    expect(may(principal, id)).toBe(allowed);
    if (allowed) {
      expect(() => assertMay(principal, id)).not.toThrow();
      return;
    }
    // The API-wide 403 body, as before the checks were one.
    const error = refusalOf(() => assertMay(principal, id));
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('You do not have access to this resource');
  });
});
