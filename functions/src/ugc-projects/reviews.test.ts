import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventOfItem } from '../data/events';
import type * as payments from '../data/payments';
import * as data from '../data/projects';
import type { ProjectBundle, SubmissionRecord } from '../data/projects';
import type { Principal } from '../lib/principal';
import { refusal } from '../testing/refusal';
import { BRAND_ID, creatorEntry, projectRecord, videoRecord } from '../testing/ugc-records';
import { approveSubmission, rejectSubmission, requestRevision } from './reviews';

/** The review transitions with the data layer mocked: which states and callers may review, and what is written. */

vi.mock('../data/projects', async (original) => ({
  ...(await original<typeof data>()),
  findSubmission: vi.fn(),
  getProjectBundle: vi.fn(),
  transact: vi.fn(),
}));
vi.mock('../data/payments', async (original) => ({
  ...(await original<typeof payments>()),
  getPaymentStates: vi.fn(async () => new Map()),
}));

const NOW = '2026-11-20T10:00:00.000Z';
const SUBMISSION = videoRecord(1, 'pending').id;
const admin: Principal = { role: 'admin', userId: 'u-admin', email: 'admin@x.test' };
const ownBrand: Principal = { role: 'brand', userId: 'u-brand', email: 'bea@x.test', companyId: BRAND_ID };
const otherBrand: Principal = { role: 'brand', userId: 'u-other', email: 'oz@x.test', companyId: 'co_bbbbbbbbbbbb' };
const creator: Principal = { role: 'creator', userId: 'u-cr', email: 'ada@x.test', creatorId: 'cr_aaaaaaaaaaaa' };

function bundle(status: SubmissionRecord['status'], other: SubmissionRecord['status'] = 'approved'): ProjectBundle {
  const entry = { status: 'submitted', projectStatus: 'submitted', completedCount: 2, submittedCount: 2 } as const;
  return {
    project: projectRecord({ status: 'submitted' }),
    creators: [{ entry: creatorEntry(entry), submissions: [videoRecord(1, status), videoRecord(2, other)] }],
  };
}

/** The project as stored: each read gets it afresh (a review changes the bundle it read, for its answer). */
function stored(status: SubmissionRecord['status'], other?: SubmissionRecord['status']) {
  vi.mocked(data.findSubmission).mockResolvedValue(bundle(status, other).creators[0]!.submissions[0]!);
  vi.mocked(data.getProjectBundle).mockImplementation(async () => bundle(status, other));
}

/** The items of the one transaction written, by type, with the version each put expects. */
function written() {
  expect(data.transact).toHaveBeenCalledTimes(1);
  const items = vi.mocked(data.transact).mock.calls[0]![0];
  return items.map(({ Put }) => ({
    item: Put!.Item as Record<string, unknown>,
    expected: Put!.ExpressionAttributeValues?.[':expected'],
  }));
}
const ofType = (type: string) => written().filter(({ item }) => item.type === type);
const events = () => written().flatMap(({ item }) => eventOfItem(item) ?? []);

beforeEach(() => {
  vi.clearAllMocks();
  process.env.TABLE_NAME = 'table';
  vi.mocked(data.transact).mockResolvedValue({ ok: true });
});

describe('approve', () => {
  it('approves a pending video at the version read; the last one moves the creator to awaiting payment', async () => {
    stored('pending');
    await approveSubmission(admin, SUBMISSION, undefined, NOW);
    const [video] = ofType('submission');
    expect(video!.item).toMatchObject({ id: SUBMISSION, status: 'approved', reviewedBy: 'u-admin', version: 3 });
    expect(video!.expected).toBe(2);
    const [entry] = ofType('projectCreator');
    expect(entry!.item).toMatchObject({ status: 'awaiting_payment', version: 8 });
    expect(entry!.expected).toBe(7);
    expect(ofType('project')).toEqual([]);
    expect(events()).toEqual([
      expect.objectContaining({ type: 'project.videoApproved', before: 'pending', after: 'approved' }),
    ]);
  });

  it('lets the brand review its own project, not another brand or a creator (403, nothing written)', async () => {
    stored('pending');
    await approveSubmission(ownBrand, SUBMISSION, undefined, NOW);
    expect(data.transact).toHaveBeenCalledTimes(1);
    vi.mocked(data.transact).mockClear();
    for (const who of [otherBrand, creator]) {
      expect((await refusal(approveSubmission(who, SUBMISSION, undefined, NOW))).status).toBe(403);
    }
    expect(data.transact).not.toHaveBeenCalled();
  });

  it('refuses a video already decided (409, nothing written)', async () => {
    for (const status of ['approved', 'rejected', 'draft'] as const) {
      stored(status);
      const error = await refusal(approveSubmission(admin, SUBMISSION, undefined, NOW));
      expect(error.status).toBe(409);
      expect(error.message).toContain('cannot be reviewed now');
    }
    expect(data.transact).not.toHaveBeenCalled();
  });

  it('answers 409 when the video itself changed meanwhile (a failed condition, then the video read at a new version)', async () => {
    stored('pending');
    vi.mocked(data.transact).mockResolvedValueOnce({ ok: false, failed: [0] });
    const reviewedMeanwhile = bundle('pending');
    reviewedMeanwhile.creators[0]!.submissions[0]!.version += 1;
    vi.mocked(data.getProjectBundle).mockResolvedValueOnce(bundle('pending')).mockResolvedValueOnce(reviewedMeanwhile);
    const error = await refusal(approveSubmission(admin, SUBMISSION, undefined, NOW));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This video was reviewed meanwhile. Reload to see its status.');
    expect(data.transact).toHaveBeenCalledTimes(1);
  });

  it('reads again and approves when only the creator entry changed meanwhile (another of their videos reviewed)', async () => {
    stored('pending', 'pending');
    vi.mocked(data.transact).mockResolvedValueOnce({ ok: false, failed: [1] });
    const entryMovedOn = bundle('pending', 'approved');
    entryMovedOn.creators[0]!.entry.version += 1;
    vi.mocked(data.getProjectBundle)
      .mockResolvedValueOnce(bundle('pending', 'pending'))
      .mockResolvedValueOnce(entryMovedOn);
    await approveSubmission(admin, SUBMISSION, { seenStatus: 'pending' }, NOW);
    expect(data.transact).toHaveBeenCalledTimes(2);
    const [, second] = vi.mocked(data.transact).mock.calls.map(([items]) => items.map(({ Put }) => Put!));
    const entry = second!.find((put) => put.Item?.type === 'projectCreator')!;
    // Written at the version read the second time, and settled with the other video now approved.
    expect(entry.ExpressionAttributeValues?.[':expected']).toBe(8);
    expect(entry.Item).toMatchObject({ status: 'awaiting_payment', version: 9 });
  });

  it('gives up after four lost races with 409, the project changed meanwhile', async () => {
    stored('pending', 'pending');
    vi.mocked(data.transact).mockResolvedValue({ ok: false, failed: [1] });
    const error = await refusal(approveSubmission(admin, SUBMISSION, undefined, NOW));
    expect(error.status).toBe(409);
    expect(error.message).toBe('This project was changed meanwhile. Reload and try again.');
    expect(data.transact).toHaveBeenCalledTimes(4);
  });
});

describe('the status the reviewer saw', () => {
  it('refuses a review made on a status the video has left (another reviewer asked for a revision): 409, nothing written', async () => {
    stored('revision_requested');
    for (const attempt of [
      approveSubmission(admin, SUBMISSION, { seenStatus: 'pending' }, NOW),
      rejectSubmission(admin, SUBMISSION, 'Off brief', { seenStatus: 'pending' }, NOW),
      requestRevision(ownBrand, SUBMISSION, 'Louder', { seenStatus: 'pending' }, NOW),
    ]) {
      const error = await refusal(attempt);
      expect(error.status).toBe(409);
      expect(error.message).toBe('This video was reviewed meanwhile. Reload to see its status.');
    }
    expect(data.transact).not.toHaveBeenCalled();
  });

  it('reviews the video when it is still in the status seen, a revision request included', async () => {
    stored('revision_requested');
    await approveSubmission(admin, SUBMISSION, { seenStatus: 'revision_requested' }, NOW);
    expect(ofType('submission')[0]!.item).toMatchObject({ status: 'approved' });
  });
});

describe('request a revision and reject', () => {
  it('sends a pending video back with the comment, counting the round', async () => {
    stored('pending', 'pending');
    await requestRevision(ownBrand, SUBMISSION, 'Louder, please', undefined, NOW);
    const [video] = ofType('submission');
    expect(video!.item).toMatchObject({
      status: 'revision_requested',
      reviewNotes: 'Louder, please',
      revisionCount: 1,
    });
    expect(ofType('projectCreator')[0]!.item).toMatchObject({ status: 'revision_requested' });
    // The project falls back from submitted to active: it and every entry's copy move in the same transaction.
    expect(ofType('project')[0]!.item).toMatchObject({ status: 'active', version: 6 });
    expect(ofType('projectCreator')[0]!.item).toMatchObject({ projectStatus: 'active', version: 8 });
    expect(ofType('projectCreator')[0]!.expected).toBe(7);
  });

  it('rejects with the reason, which the event carries', async () => {
    stored('pending');
    await rejectSubmission(admin, SUBMISSION, 'Wrong product', undefined, NOW);
    expect(ofType('submission')[0]!.item).toMatchObject({ status: 'rejected', reviewNotes: 'Wrong product' });
    expect(events()).toEqual([expect.objectContaining({ type: 'project.videoRejected', comment: 'Wrong product' })]);
  });

  it('keeps an internal note off the event; a brand user sending one is refused before anything is read', async () => {
    stored('pending');
    await rejectSubmission(admin, SUBMISSION, 'Wrong product', { internalNote: 'Agency only' }, NOW);
    const [video] = ofType('submission');
    expect(video!.item.internalNotes).toEqual([
      { text: 'Agency only', at: NOW, by: 'admin@x.test', action: 'rejected' },
    ]);
    expect(events()).toHaveLength(1);
    expect(JSON.stringify(events())).not.toContain('Agency only');
    vi.clearAllMocks();
    expect(
      (await refusal(rejectSubmission(ownBrand, SUBMISSION, 'No', { internalNote: 'Agency only' }, NOW))).status,
    ).toBe(403);
    expect(data.findSubmission).not.toHaveBeenCalled();
  });
});
