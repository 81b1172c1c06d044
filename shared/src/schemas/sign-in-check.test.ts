import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from 'zod/v4/core';
import { MESSAGES } from '../messages';
import { signInSchema } from './auth';
import { checkSignIn, EMAIL_PATTERN, type SignInValues } from './sign-in-check';

/** What the schema says about the values: the first message per field, as schemaResolver hands them to a form. */
function schemaMessages(value: SignInValues): Record<string, string> {
  const result = signInSchema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('checkSignIn (the sign-in rules without zod, for /login)', () => {
  it('uses the pattern of z.email()', () => {
    expect(EMAIL_PATTERN.source).toBe(core.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(core.regexes.email.flags);
  });

  it("says 'Email is required' and 'Password is required'", () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(checkSignIn({ email: '   ', password: 'x' })).toEqual({ email: MESSAGES.emailRequired });
  });

  it("says 'Invalid email address' for a malformed address, nothing for a good one", () => {
    expect(checkSignIn({ email: 'someone@', password: 'x' })).toEqual({ email: 'Invalid email address' });
    expect(checkSignIn({ email: ' someone@example.com ', password: ' ' })).toEqual({});
  });

  const examples: SignInValues[] = [
    { email: '', password: '' },
    { email: ' \t', password: 'x' },
    { email: 'a@b', password: 'x' },
    { email: 'a@b.co', password: '' },
    { email: ' A.B+tag@Example.COM ', password: 'pw' },
    { email: 'a@@b.com', password: 'pw' },
    { email: 'a b@c.com', password: 'pw' },
    { email: '.a@b.com', password: 'pw' },
    { email: 'a..b@c.com', password: 'pw' },
    { email: 'a.@b.com', password: 'pw' },
    { email: "o'neil@b.com", password: 'pw' },
    { email: 'a@-b.com', password: 'pw' },
    { email: 'a@b.c', password: 'pw' },
    { email: 'a@b.c0m', password: 'pw' },
    { email: 'üser@exämple.com', password: 'pw' },
    { email: 'a@b.com\n', password: 'pw' },
  ];

  it.each(examples.map((value) => [JSON.stringify(value), value] as const))(
    'answers %s as signInSchema does',
    (_label, value) => {
      expect(checkSignIn(value)).toEqual(schemaMessages(value));
    },
  );

  it('accepts and refuses generated input as signInSchema does', () => {
    const address = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.emailAddress().map((email) => ` ${email.toUpperCase()} `),
      fc.stringMatching(/^[a-z0-9.'+_-]{0,6}@[a-z0-9.-]{0,8}$/),
    );
    fc.assert(
      fc.property(fc.record({ email: address, password: fc.string({ maxLength: 3 }) }), (value) => {
        expect(checkSignIn(value)).toEqual(schemaMessages(value));
      }),
      { numRuns: 1000 },
    );
  });
});
