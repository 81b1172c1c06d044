import { describe, expect, it } from 'vitest';
import { completionWarnings } from './campaign';

const entry = (name: string, status: string, briefSentAt?: string) => ({ creator: { name }, status, briefSentAt });

describe('completionWarnings', () => {
  it('names the creators still pending and those never sent the brief', () => {
    expect(
      completionWarnings([
        entry('Maya Rivera', 'pending'),
        entry('Jordan Lee', 'accepted', '2026-03-01T10:00:00.000Z'),
        entry('Sam Ortiz', 'completed'),
      ]),
    ).toEqual([
      '1 creator still has not answered (pending): Maya Rivera.',
      'The brief was never sent to 2 creators: Maya Rivera, Sam Ortiz.',
    ]);
  });

  it('says nothing when every creator answered and got the brief', () => {
    expect(completionWarnings([entry('Jordan Lee', 'accepted', '2026-03-01T10:00:00.000Z')])).toEqual([]);
  });

  it('names three and counts the rest', () => {
    const many = ['A', 'B', 'C', 'D', 'E'].map((name) => entry(name, 'pending', '2026-03-01T10:00:00.000Z'));
    expect(completionWarnings(many)).toEqual(['5 creators still have not answered (pending): A, B, C and 2 more.']);
  });
});
