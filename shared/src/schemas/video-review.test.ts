import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { revisionRequestSchema, submissionApproveSchema, submissionRejectSchema } from './project';
import { formatVideoTime, revisionLimit, revisionTextFromComments } from '../rules/video-review';
import { VIDEO_REVIEW_MESSAGES, videoCommentCreateSchema } from './video-review';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a comment pinned to a time', () => {
  it('keeps tenths of a second and trims the text', () => {
    expect(videoCommentCreateSchema.parse({ versionNumber: 1, atSeconds: 12.345, text: ' show the label ' })).toEqual({
      versionNumber: 1,
      atSeconds: 12.3,
      text: 'show the label',
    });
  });

  it('refuses a negative time, no text, too long a text and a version that is not a number from 1', () => {
    expect(fieldsOf(videoCommentCreateSchema.safeParse({ versionNumber: 0, atSeconds: -1, text: ' ' }))).toEqual({
      versionNumber: VIDEO_REVIEW_MESSAGES.versionInvalid,
      atSeconds: VIDEO_REVIEW_MESSAGES.timeInvalid,
      text: VIDEO_REVIEW_MESSAGES.commentRequired,
    });
    expect(
      fieldsOf(videoCommentCreateSchema.safeParse({ versionNumber: 1, atSeconds: 1, text: 'x'.repeat(1001) })),
    ).toEqual({ text: VIDEO_REVIEW_MESSAGES.commentTooLong });
    expect(videoCommentCreateSchema.safeParse({ versionNumber: 1, atSeconds: 1, text: 'x'.repeat(1000) }).success).toBe(
      true,
    );
  });
});

describe('a revision request', () => {
  it('needs a comment or comments', () => {
    expect(fieldsOf(revisionRequestSchema.safeParse({ commentIds: [] }))).toEqual({
      revisionComment: MESSAGES.revisionCommentRequired,
    });
    expect(revisionRequestSchema.safeParse({ commentIds: ['cm_23456789abcd'] }).success).toBe(true);
    expect(revisionRequestSchema.safeParse({ revisionComment: 'Brighter' }).success).toBe(true);
    expect(fieldsOf(revisionRequestSchema.safeParse({ commentIds: ['../x'] }))).toEqual({
      'commentIds.0': VIDEO_REVIEW_MESSAGES.commentsNotFound,
    });
  });

  it('is made of the comments in time order, each with its time, after the comment given', () => {
    expect(
      revisionTextFromComments(
        [
          { atSeconds: 72.4, text: 'say the price' },
          { atSeconds: 12, text: 'show the label' },
        ],
        'Two things:',
      ),
    ).toBe('Two things:\n0:12 show the label\n1:12 say the price');
  });
});

describe('the version a reviewer saw', () => {
  it('is a whole number from 1 on every review, and may be left out by other API callers', () => {
    const message = 'The version seen must be a whole number';
    for (const seenVersion of [0, 1.5, 'two', -1]) {
      expect(fieldsOf(submissionApproveSchema.safeParse({ seenVersion }))).toEqual({ seenVersion: message });
      expect(fieldsOf(submissionRejectSchema.safeParse({ reason: 'Off brief', seenVersion }))).toEqual({
        seenVersion: message,
      });
      expect(fieldsOf(revisionRequestSchema.safeParse({ revisionComment: 'Louder', seenVersion }))).toEqual({
        seenVersion: message,
      });
    }
    expect(submissionApproveSchema.parse({ seenStatus: 'pending', seenVersion: 2 })).toEqual({
      seenStatus: 'pending',
      seenVersion: 2,
    });
    expect(submissionApproveSchema.parse({})).toEqual({});
  });
});

describe('times and rounds', () => {
  it('reads times as people do', () => {
    expect([0, 7.9, 65, 3723].map(formatVideoTime)).toEqual(['0:00', '0:07', '1:05', '1:02:03']);
  });

  it('allows the cap (2 by default) plus the extra rounds', () => {
    expect(revisionLimit(undefined, 0)).toBe(2);
    expect(revisionLimit(0, 1)).toBe(1);
    expect(revisionLimit(3, 2)).toBe(5);
  });
});
