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

const FOR_BRAND = { may: canActForBrand, assertMay: assertCanActForBrand };
const FOR_CREATOR = { may: canActForCreator, assertMay: assertCanActForCreator };

// Each row: the check, who, for which id, whether they may act. The other role's ids never count.
describe.each([
  [FOR_BRAND, admin, 'co_any', true],
  [FOR_BRAND, brandUser, 'co_own', true],
  [FOR_BRAND, brandUser, 'co_other', false],
  [FOR_BRAND, creator, 'co_own', false],
  [FOR_BRAND, creator, 'cr_self', false],
  [FOR_CREATOR, admin, 'cr_any', true],
  [FOR_CREATOR, creator, 'cr_self', true],
  [FOR_CREATOR, creator, 'cr_other', false],
  [FOR_CREATOR, brandUser, 'cr_self', false],
  [FOR_CREATOR, brandUser, 'co_own', false],
] as const)('%#: %o acting as %o for %s', ({ may, assertMay }, principal, id, allowed) => {
  it(allowed ? 'may' : 'is refused with the API-wide 403', () => {
    expect(may(principal, id)).toBe(allowed);
    if (allowed) {
      expect(() => assertMay(principal, id)).not.toThrow();
      return;
    }
    const error = refusalOf(() => assertMay(principal, id));
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('You do not have access to this resource');
  });
});
