import { describe, expect, it } from 'vitest';
import { describeEvent } from './format';

describe('describeEvent', () => {
  const base = { id: 'te_1', subject: 'sam@x.test', actor: 'owner@x.test', at: '2026-11-24T10:00:00.000Z' };

  it('names who did what to whom', () => {
    expect(describeEvent({ ...base, action: 'accepted' })).toBe('owner@x.test accepted sam@x.test');
    expect(describeEvent({ ...base, action: 'removed' })).toBe('owner@x.test removed sam@x.test');
    expect(describeEvent({ ...base, action: 'requested' })).toBe('sam@x.test asked to join');
    expect(describeEvent({ ...base, action: 'joined_by_invitation' })).toBe('sam@x.test joined with an invitation');
  });
});
