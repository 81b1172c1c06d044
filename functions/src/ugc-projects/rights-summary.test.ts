import { describe, expect, it } from 'vitest';
import type { ProjectBundle, SubmissionRecord } from '../data/projects';
import type { ApprovedVideo } from './exports';
import { approvalOf, rightsSummary } from './rights-summary';

const at = '2026-03-05T12:30:00.000Z';

function submission(videoNumber: number, extra: Record<string, unknown> = {}): SubmissionRecord {
  return {
    id: `sb_${videoNumber}`,
    projectId: 'pj_1',
    projectCreatorId: 'pc_1',
    creatorId: 'cr_1',
    videoNumber,
    status: 'approved',
    reviewedAt: at,
    reviewedBy: 'user-1',
    createdAt: at,
    updatedAt: at,
    version: 3,
    ...extra,
  } as SubmissionRecord;
}

const bundle = {
  project: { id: 'pj_1', name: 'Spring Glow', brandName: 'Acme Beauty', sharedNote: 'Use on TikTok and Reels.' },
  creators: [],
} as unknown as ProjectBundle;

const video = (record: SubmissionRecord, name: string): ApprovedVideo => ({
  name,
  file: { key: `private/videos/pj_1/${record.id}/u.mp4`, fileName: `take ${record.videoNumber}.mp4`, size: 3_145_728 },
  submission: record,
  creatorId: 'cr_1',
  creatorName: 'Maya Rivera',
});

describe('the rights summary', () => {
  it('takes the approval from the newest version’s review: the reviewer’s e-mail, or automatic', () => {
    const reviewed = submission(1, {
      versions: [
        { number: 1, submittedAt: at, review: { status: 'revision_requested', at, by: 'a@x.test' } },
        { number: 2, submittedAt: at, review: { status: 'approved', at: '2026-03-06T09:00:00.000Z', by: 'b@x.test' } },
      ],
    });
    expect(approvalOf(reviewed)).toEqual({ at: '2026-03-06T09:00:00.000Z', by: 'b@x.test' });
    const automatic = submission(2, {
      versions: [{ number: 1, submittedAt: at, review: { status: 'approved', at, by: 'system', automatic: true } }],
    });
    expect(approvalOf(automatic)).toEqual({ at, by: 'system', automatic: true });
    // A video approved before versions: the video's own review fields.
    expect(approvalOf(submission(3))).toEqual({ at, by: 'the user user-1' });
  });

  it('names the project, brand, requester, terms, and each video with its creator, file and approval', () => {
    const text = rightsSummary({
      bundle,
      videos: [
        video(
          submission(1, {
            versions: [{ number: 1, submittedAt: at, review: { status: 'approved', at, by: 'b@x.test' } }],
          }),
          'Acme-Beauty-Spring-Glow-Maya-Rivera-video-1.mp4',
        ),
        video(
          submission(2, {
            versions: [
              { number: 1, submittedAt: at, review: { status: 'approved', at, by: 'system', automatic: true } },
            ],
          }),
          'Acme-Beauty-Spring-Glow-Maya-Rivera-video-2.mp4',
        ),
      ],
      requestedBy: 'brand@x.test',
      preparedAt: '2026-03-07T08:00:00.000Z',
    });
    expect(text).toContain('Rights summary: approved videos of the project "Spring Glow"');
    expect(text).toContain('Brand: Acme Beauty');
    expect(text).toContain('Prepared: 2026-03-07 08:00 UTC, at the request of brand@x.test');
    expect(text).toContain('This project records no usage terms in Reelbridge.');
    expect(text).toContain("The project's note to the brand:\nUse on TikTok and Reels.");
    expect(text).toContain('Videos (2)');
    expect(text).toContain(
      [
        '1. Acme-Beauty-Spring-Glow-Maya-Rivera-video-1.mp4',
        '   Creator: Maya Rivera (cr_1)',
        '   Video 1, delivered as "take 1.mp4" (3.0 MB)',
        '   Approved on 2026-03-05 12:30 UTC by b@x.test.',
      ].join('\n'),
    );
    expect(text).toContain(
      "   Approved automatically on 2026-03-05 12:30 UTC: no review within the project's review time.",
    );
    expect(text.endsWith('\n')).toBe(true);
  });
});
