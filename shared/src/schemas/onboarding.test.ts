import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { creatorSetupSchema, ONBOARDING_DRAFT_MAX_BYTES, onboardingDraftSchema, utf8Length } from './onboarding';

describe('creator setup (wizard step 6)', () => {
  it("an e-mail that is given must be an address: 'Invalid email address'", () => {
    const result = creatorSetupSchema.safeParse({ email: 'creators@' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', MESSAGES.invalidEmail],
    ]);
  });

  it('the e-mail may be left empty, and is kept in lower case', () => {
    expect(creatorSetupSchema.parse({ email: '' })).toEqual({ email: '' });
    expect(creatorSetupSchema.parse({ email: 'Creators@Bolt.test' })).toEqual({ email: 'creators@bolt.test' });
  });
});

describe('onboarding draft: what DynamoDB can keep', () => {
  const refusal = (data: Record<string, unknown>) =>
    onboardingDraftSchema
      .safeParse({ step: 2, data })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('counts UTF-8 bytes, as DynamoDB does', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('品')).toBe(3);
    expect(utf8Length('🎬')).toBe(4);
    expect(utf8Length('\ud800')).toBe(3);
  });

  it('refuses a CJK draft under the limit in characters but over it in bytes (DynamoDB: 400 KB an item)', () => {
    const text = '品'.repeat(150_000);
    expect(text.length).toBeLessThan(ONBOARDING_DRAFT_MAX_BYTES);
    expect(refusal({ brand: { name: text } })).toEqual([['data', 'The draft is too large']]);
    expect(refusal({ brand: { name: '品'.repeat(60_000) } })).toBeUndefined();
  });

  it('refuses numbers DynamoDB cannot store and nesting deeper than it stores', () => {
    expect(refusal({ products: [{ pricing: 1e300 }] })).toEqual([
      ['data', 'The draft holds a number too large or too small to keep'],
    ]);
    expect(refusal({ products: [{ pricing: 5e-324 }] })?.length).toBe(1);
    expect(refusal({ products: [{ pricing: 19.99, salePricing: 0, count: -3 }] })).toBeUndefined();
    let deep: Record<string, unknown> = {};
    for (let level = 0; level < 10_000; level++) deep = { next: deep };
    expect(refusal(deep)).toEqual([['data', 'The draft is nested too deeply']]);
  });
});
