import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  isDelivered,
  isEditable,
  isReviewable,
  isVideoComplete,
  progressPercent,
  projectCreatorStatusFor,
  projectStatusFor,
  showsCheckMark,
  totalCents,
  type SubmissionStatus,
} from './ugc';

const video = (status: SubmissionStatus, videoUrl = 'https://tiktok.com/@a/video/1', sparkCode = 'SPARK') => ({
  status,
  videoUrl,
  sparkCode,
});

describe('video completion (docs/product.md#states)', () => {
  it('needs both fields and a status that is neither revision_requested nor rejected', () => {
    expect(isVideoComplete(video('draft'))).toBe(true);
    expect(isVideoComplete(video('approved'))).toBe(true);
    expect(isVideoComplete(video('revision_requested'))).toBe(false);
    expect(isVideoComplete(video('rejected'))).toBe(false);
    expect(isVideoComplete(video('pending', ''))).toBe(false);
    expect(isVideoComplete(video('pending', 'https://x.co/v', '  '))).toBe(false);
  });

  it('counts an uploaded file as the delivery, with or without link and spark code (issue 20)', () => {
    const file = { key: 'private/videos/p/s/v.mp4' };
    expect(isDelivered({ file })).toBe(true);
    expect(isDelivered({ videoUrl: 'https://x.co/v' })).toBe(false);
    expect(isVideoComplete({ ...video('pending', '', ''), file })).toBe(true);
    expect(isVideoComplete({ ...video('revision_requested', '', ''), file })).toBe(false);
    expect(showsCheckMark({ ...video('approved', '', ''), file })).toBe(true);
    expect(projectCreatorStatusFor([{ ...video('draft', '', ''), file }], 1, 'pending')).toBe('in_progress');
  });

  it('shows the creator check mark only for pending, submitted or approved with both fields', () => {
    expect(showsCheckMark(video('pending'))).toBe(true);
    expect(showsCheckMark(video('submitted'))).toBe(true);
    expect(showsCheckMark(video('approved'))).toBe(true);
    expect(showsCheckMark(video('draft'))).toBe(false);
    expect(showsCheckMark(video('approved', ''))).toBe(false);
  });

  it('lets creators edit only drafts and revision requests, and reviewers act on pending or revision requests', () => {
    expect((['draft', 'revision_requested'] as const).every(isEditable)).toBe(true);
    expect((['pending', 'submitted', 'approved', 'rejected'] as const).some(isEditable)).toBe(false);
    expect(isReviewable('pending')).toBe(true);
    expect(isReviewable('revision_requested')).toBe(true);
    expect(isReviewable('approved')).toBe(false);
  });
});

describe('progress and totals', () => {
  it('rounds completed over required to whole percent', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 3)).toBe(100);
  });

  it('sums videoCount × costPerVideo in cents and shows two decimals', () => {
    expect(
      totalCents([
        { videoCount: 3, costPerVideoCents: 12_550 },
        { videoCount: 1, costPerVideoCents: 0 },
      ]),
    ).toBe(37_650);
    expect(formatMoney(37_650)).toBe('376.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(totalCents([])).toBe(0);
  });
});

describe('project creator status', () => {
  it('follows the submissions', () => {
    expect(projectCreatorStatusFor([], 2, 'pending')).toBe('pending');
    expect(projectCreatorStatusFor([video('draft', '', '')], 2, 'pending')).toBe('pending');
    expect(projectCreatorStatusFor([video('draft')], 2, 'pending')).toBe('in_progress');
    expect(projectCreatorStatusFor([video('pending'), video('pending')], 2, 'in_progress')).toBe('submitted');
    expect(projectCreatorStatusFor([video('approved'), video('revision_requested')], 2, 'submitted')).toBe(
      'revision_requested',
    );
    expect(projectCreatorStatusFor([video('approved'), video('rejected')], 2, 'submitted')).toBe('rejected');
    expect(projectCreatorStatusFor([video('approved'), video('approved')], 2, 'submitted')).toBe('awaiting_payment');
  });

  it('keeps paid final', () => {
    expect(projectCreatorStatusFor([video('approved')], 1, 'paid')).toBe('paid');
  });
});

describe('project status', () => {
  it('follows its creators and leaves a draft alone', () => {
    expect(projectStatusFor(['pending', 'submitted'], 'active')).toBe('active');
    expect(projectStatusFor(['submitted', 'awaiting_payment'], 'active')).toBe('submitted');
    expect(projectStatusFor(['paid', 'paid'], 'submitted')).toBe('completed');
    expect(projectStatusFor(['paid'], 'draft')).toBe('draft');
    expect(projectStatusFor([], 'active')).toBe('active');
  });
});
