import { describe, expect, it } from 'vitest';
import { nextVideoTimer, sparkReminderOwed, videoTimerKey } from './video-timers';

const EXPIRES = '2001-01-21T00:00:00.000Z';
const A_WEEK_BEFORE = '2001-01-14T00:00:00.000Z';
const REMIND = '2001-01-08T10:00:00.000Z';
const DUE = '2001-01-09T10:00:00.000Z';

describe('the timers index key of a video (docs/videos.md, timers)', () => {
  it('reminds of a spark code a week before it expires while the video waits for review or is approved', () => {
    for (const status of ['pending', 'approved']) {
      expect(nextVideoTimer({ status, sparkExpiresAt: EXPIRES }), status).toBe(A_WEEK_BEFORE);
      expect(sparkReminderOwed({ status, sparkExpiresAt: EXPIRES }), status).toBe(true);
      // Once reminded, never again for that expiry.
      expect(nextVideoTimer({ status, sparkExpiresAt: EXPIRES, sparkRemindedAt: A_WEEK_BEFORE }), status).toBe(
        undefined,
      );
    }
  });

  it('never reminds of the spark code of a draft, a video sent back for revision or a rejected one', () => {
    for (const status of ['draft', 'revision_requested', 'rejected']) {
      expect(nextVideoTimer({ status, sparkExpiresAt: EXPIRES }), status).toBeUndefined();
      expect(sparkReminderOwed({ status, sparkExpiresAt: EXPIRES }), status).toBe(false);
      expect(videoTimerKey({ id: 'sb_1', status, sparkExpiresAt: EXPIRES }), status).toEqual({});
    }
  });

  it('takes the earliest timer of a pending video: its review reminder, its automatic approval or its spark code', () => {
    const pending = { status: 'pending', reviewDueAt: DUE, reviewRemindAt: REMIND };
    expect(nextVideoTimer(pending)).toBe(REMIND);
    expect(nextVideoTimer({ ...pending, reviewRemindedAt: REMIND })).toBe(DUE);
    // The spark code expires within the week: its reminder comes first.
    expect(nextVideoTimer({ ...pending, sparkExpiresAt: '2001-01-12T00:00:00.000Z' })).toBe('2001-01-05T00:00:00.000Z');
    // It expires later: the review's timers first, then (once approved) the spark code's.
    expect(nextVideoTimer({ ...pending, sparkExpiresAt: EXPIRES })).toBe(REMIND);
    expect(nextVideoTimer({ ...pending, reviewRemindedAt: REMIND, sparkExpiresAt: EXPIRES })).toBe(DUE);
    expect(videoTimerKey({ id: 'sb_1', ...pending, sparkExpiresAt: EXPIRES })).toEqual({
      gsi1pk: 'VIDEO_TIMERS',
      gsi1sk: `${REMIND}#sb_1`,
    });
  });
});
