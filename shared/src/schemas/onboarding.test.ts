import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { creatorSetupSchema } from './onboarding';

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
