import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER, fromTrustedOrigin } from './origin-guard';

const SECRET = 'Zq8w1XbY7cT4mN0pLk3vR6sJ9hG2fD5a';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('fromTrustedOrigin', () => {
  it('lets everything through when no secret is configured (locally)', () => {
    expect(fromTrustedOrigin(undefined, undefined)).toBe(true);
    expect(fromTrustedOrigin({}, '')).toBe(true);
    expect(fromTrustedOrigin({ [ORIGIN_VERIFY_HEADER]: 'anything' }, undefined)).toBe(true);
  });

  it('accepts the exact secret in the header', () => {
    expect(fromTrustedOrigin({ [ORIGIN_VERIFY_HEADER]: SECRET }, SECRET)).toBe(true);
  });

  it('refuses a request without the header, or with any other value', () => {
    expect(fromTrustedOrigin(undefined, SECRET)).toBe(false);
    expect(fromTrustedOrigin({}, SECRET)).toBe(false);
    for (const value of [
      '',
      SECRET.slice(0, -1),
      `${SECRET}x`,
      SECRET.toLowerCase(),
      ` ${SECRET}`,
      `${SECRET},${SECRET}`,
    ]) {
      expect(fromTrustedOrigin({ [ORIGIN_VERIFY_HEADER]: value }, SECRET), JSON.stringify(value)).toBe(false);
    }
  });

  it('reads the header under its lower-case name only, as API Gateway delivers it', () => {
    expect(fromTrustedOrigin({ 'X-Origin-Verify': SECRET }, SECRET)).toBe(false);
    expect(fromTrustedOrigin({ 'x-other': SECRET }, SECRET)).toBe(false);
  });

  it('takes the secret from the environment by default', () => {
    vi.stubEnv(ORIGIN_VERIFY_ENV, SECRET);
    expect(fromTrustedOrigin({ [ORIGIN_VERIFY_HEADER]: SECRET })).toBe(true);
    expect(fromTrustedOrigin({ [ORIGIN_VERIFY_HEADER]: 'wrong' })).toBe(false);
    expect(fromTrustedOrigin({})).toBe(false);
  });
});
