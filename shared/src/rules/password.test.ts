import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { passwordSchema } from '../schemas/password';
import { forgotPasswordResetSchema } from '../schemas/signup';
import { isCommonPassword } from './password';

function message(password: string): string | undefined {
  const result = passwordSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the password rule (NIST SP 800-63B)', () => {
  it("refuses the most common passwords, whatever their case: 'password' first of all", () => {
    for (const password of ['password', 'PASSWORD', 'Password', '12345678', 'qwerty123', 'iloveyou', 'passw0rd']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(message(password), password).toBe(MESSAGES.passwordTooCommon);
    }
  });

  it('keeps the 8-character minimum (its own message first) and asks for nothing else', () => {
    expect(message('abc')).toBe(MESSAGES.passwordTooShort);
    expect(message('pass')).toBe(MESSAGES.passwordTooShort);
    expect(message('correct horse battery')).toBeUndefined();
    expect(message('Demo-pass-2026!')).toBeUndefined();
    expect(message('tulipwindowsill')).toBeUndefined();
  });

  it('applies to every form that sets a password, the reset form included', () => {
    const result = forgotPasswordResetSchema.safeParse({
      code: '123456',
      password: 'password',
      confirmPassword: 'password',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(MESSAGES.passwordTooCommon);
  });
});
