import { describe, expect, it } from 'vitest';
import { identityFromClaims } from '../auth';
import { MESSAGES } from '../messages';
import { accountSyncSchema, emailChangeSchema, passwordChangeSchema, profileSchema } from './account';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the account screen schemas', () => {
  it("checks the phone with the spec's pattern and message, and allows none", () => {
    expect(profileSchema.safeParse({ name: 'Maya Rivera', phone: '(323) 555-0123' }).success).toBe(true);
    expect(profileSchema.safeParse({ name: 'Maya Rivera', phone: '' }).success).toBe(true);
    expect(messagesOf(profileSchema.safeParse({ name: 'Maya', phone: 'call me' }))).toEqual([MESSAGES.invalidPhone]);
    expect(messagesOf(profileSchema.safeParse({ name: ' ', phone: '' }))).toEqual(['Full name is required']);
  });

  it("takes the spec's industries only", () => {
    expect(profileSchema.safeParse({ name: 'Bea', phone: '', industry: 'fashion' }).success).toBe(true);
    expect(messagesOf(profileSchema.safeParse({ name: 'Bea', phone: '', industry: 'mining' }))).not.toEqual([]);
  });

  it('says the password rules in the spec words', () => {
    const short = passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: 'x' });
    expect(messagesOf(short)).toEqual(
      expect.arrayContaining([MESSAGES.passwordRequired, MESSAGES.passwordTooShort, MESSAGES.passwordsDoNotMatch]),
    );
    expect(
      passwordChangeSchema.safeParse({
        currentPassword: 'a',
        newPassword: 'long-enough',
        confirmPassword: 'long-enough',
      }).success,
    ).toBe(true);
  });

  it('refuses anything but the e-mail, and anything at all on sync (no attribute through the API)', () => {
    expect(emailChangeSchema.safeParse({ email: 'New@Example.com' })).toMatchObject({
      success: true,
      data: { email: 'new@example.com' },
    });
    expect(emailChangeSchema.safeParse({ email: 'a@b.test', 'custom:group': 'admin' }).success).toBe(false);
    expect(accountSyncSchema.safeParse({}).success).toBe(true);
    expect(accountSyncSchema.safeParse({ 'custom:group': 'admin' }).success).toBe(false);
  });
});

describe('identityFromClaims (the API and the SPA read tokens alike)', () => {
  it('reads the attributes, a known group only, and no blank values', () => {
    expect(
      identityFromClaims({
        sub: 'u1',
        email: 'c@x.test',
        email_verified: 'true',
        name: 'Cleo',
        phone_number: '+14155550100',
        'custom:group': 'creator',
        'custom:creator_id': 'cr_abcdefghjkmn',
        'custom:company_id': ' ',
      }),
    ).toEqual({
      sub: 'u1',
      email: 'c@x.test',
      emailVerified: true,
      name: 'Cleo',
      phoneNumber: '+14155550100',
      group: 'creator',
      creatorId: 'cr_abcdefghjkmn',
    });
    expect(identityFromClaims({ sub: 'u2', 'custom:group': 'superuser', email_verified: false })).toEqual({
      sub: 'u2',
      email: '',
      emailVerified: false,
    });
  });
});
