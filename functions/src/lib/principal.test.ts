import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
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

function refusal(check: () => void): AppError {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('canActForBrand', () => {
  it('lets an admin act for any brand and a brand user for their own only', () => {
    expect(canActForBrand(admin, 'co_any')).toBe(true);
    expect(canActForBrand(brandUser, 'co_own')).toBe(true);
    expect(canActForBrand(brandUser, 'co_other')).toBe(false);
  });

  it('never lets a creator act for a brand, whatever its ids', () => {
    expect(canActForBrand(creator, 'co_own')).toBe(false);
    expect(canActForBrand(creator, 'cr_self')).toBe(false);
  });
});

describe('canActForCreator', () => {
  it('lets an admin act for any creator and a creator for themselves only', () => {
    expect(canActForCreator(admin, 'cr_any')).toBe(true);
    expect(canActForCreator(creator, 'cr_self')).toBe(true);
    expect(canActForCreator(creator, 'cr_other')).toBe(false);
  });

  it('never lets a brand user act for a creator, whatever its ids', () => {
    expect(canActForCreator(brandUser, 'cr_self')).toBe(false);
    expect(canActForCreator(brandUser, 'co_own')).toBe(false);
  });
});

describe('the asserting forms', () => {
  it('pass silently when the principal may act', () => {
    expect(() => assertCanActForBrand(brandUser, 'co_own')).not.toThrow();
    expect(() => assertCanActForCreator(creator, 'cr_self')).not.toThrow();
    expect(() => assertCanActForBrand(admin, 'co_any')).not.toThrow();
    expect(() => assertCanActForCreator(admin, 'cr_any')).not.toThrow();
  });

  it('answer 403 with the API-wide forbidden body otherwise', () => {
    for (const error of [
      refusal(() => assertCanActForBrand(brandUser, 'co_other')),
      refusal(() => assertCanActForBrand(creator, 'co_own')),
      refusal(() => assertCanActForCreator(creator, 'cr_other')),
      refusal(() => assertCanActForCreator(brandUser, 'cr_self')),
    ]) {
      expect(error.status).toBe(403);
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('You do not have access to this resource');
    }
  });
});
