import { MESSAGES } from '@reelbridge/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventOfItem } from '../data/events';
import * as data from '../data/projects';
import type { ProjectBundle, SubmissionRecord } from '../data/projects';
import type { Principal } from '../lib/principal';
import { refusal } from '../testing/refusal';
import { CREATOR_ID, PROJECT_ID, creatorEntry, projectRecord, videoRecord } from '../testing/ugc-records';
import { resubmit, saveDraft, submitAll } from './deliveries';

/** The creator's deliveries with the data layer mocked: drafts, submit all, a resubmission, and who may send them. */

vi.mock('../data/projects', async (original) => ({
  ...(await original<typeof data>()),
  getProjectBundle: vi.fn(),
  transact: vi.fn(),
}));

const NOW = '2026-11-20T10:00:00.000Z';
const ada: Principal = { role: 'creator', userId: 'u-ada', email: 'ada@x.test', creatorId: CREATOR_ID };
const otherCreator: Principal = { role: 'creator', userId: 'u-bo', email: 'bo@x.test', creatorId: 'cr_bbbbbbbbbbbb' };
const admin: Principal = { role: 'admin', userId: 'u-admin', email: 'admin@x.test' };
const LINK = 'https://www.tiktok.com/@ada/video/2';

function stored(
  submissions: SubmissionRecord[],
  entry: Parameters<typeof creatorEntry>[0] = {},
  project: Parameters<typeof projectRecord>[0] = {},
) {
  const bundle: ProjectBundle = {
    project: projectRecord(project),
    creators: [{ entry: creatorEntry(entry), submissions }],
  };
  vi.mocked(data.getProjectBundle).mockResolvedValue(structuredClone(bundle));
}

/** The items of the one transaction written, with the version each put expects (undefined: must be absent). */
function written() {
  expect(data.transact).toHaveBeenCalledTimes(1);
  return vi.mocked(data.transact).mock.calls[0]![0].map(({ Put }) => ({
    item: Put!.Item as Record<string, unknown>,
    condition: Put!.ConditionExpression,
    expected: Put!.ExpressionAttributeValues?.[':expected'],
  }));
}
const ofType = (type: string) => written().filter(({ item }) => item.type === type);
const videos = () => ofType('submission').sort((a, b) => Number(a.item.videoNumber) - Number(b.item.videoNumber));
const events = () => written().flatMap(({ item }) => eventOfItem(item) ?? []);

beforeEach(() => {
  vi.clearAllMocks();
  process.env.TABLE_NAME = 'table';
  vi.mocked(data.transact).mockResolvedValue({ ok: true });
});

describe('who may deliver', () => {
  it('takes deliveries only from the creator the body names: another creator and an admin get 403, nothing written', async () => {
    stored([]);
    const body = { creatorId: CREATOR_ID, submissions: [{ videoNumber: 1, videoUrl: LINK, sparkCode: 'S' }] };
    for (const who of [otherCreator, admin]) {
      expect((await refusal(saveDraft(who, PROJECT_ID, body, NOW))).status).toBe(403);
      expect((await refusal(submitAll(who, PROJECT_ID, body, NOW))).status).toBe(403);
    }
    expect(data.transact).not.toHaveBeenCalled();
  });

  it('refuses a creator who is not on the project (403) and a project that is not open (409)', async () => {
    stored([], { creatorId: 'cr_cccccccccccc' });
    const body = { creatorId: CREATOR_ID, submissions: [{ videoNumber: 1, videoUrl: LINK }] };
    expect((await refusal(saveDraft(ada, PROJECT_ID, body, NOW))).status).toBe(403);
    stored([], {}, { status: 'completed' });
    expect((await refusal(saveDraft(ada, PROJECT_ID, body, NOW))).status).toBe(409);
    expect(data.transact).not.toHaveBeenCalled();
  });
});

describe('save a draft', () => {
  it('creates a new video as a draft, conditional on its absence, and edits an existing draft at its version', async () => {
    stored([videoRecord(1, 'draft', { sparkCode: undefined })]);
    await saveDraft(
      ada,
      PROJECT_ID,
      {
        creatorId: CREATOR_ID,
        submissions: [
          { videoNumber: 1, sparkCode: ' SPARK1 ' },
          { videoNumber: 2, videoUrl: LINK },
        ],
      },
      NOW,
    );
    const [first, second] = videos();
    expect(first!.item).toMatchObject({ videoNumber: 1, status: 'draft', sparkCode: 'SPARK1', version: 3 });
    expect(first!.expected).toBe(2);
    expect(second!.item).toMatchObject({ videoNumber: 2, status: 'draft', videoUrl: LINK, version: 1 });
    expect(second!.condition).toBe('attribute_not_exists(pk)');
    expect(events()).toEqual([]);
  });

  it('refuses a video number beyond the project (400 on videoNumber) and a video under review (409)', async () => {
    stored([videoRecord(1, 'pending')]);
    const beyond = await refusal(
      saveDraft(ada, PROJECT_ID, { creatorId: CREATOR_ID, submissions: [{ videoNumber: 3, videoUrl: LINK }] }, NOW),
    );
    expect(beyond.status).toBe(400);
    expect(beyond.fields).toEqual({ videoNumber: 'No such video' });
    const locked = await refusal(
      saveDraft(ada, PROJECT_ID, { creatorId: CREATOR_ID, submissions: [{ videoNumber: 1, videoUrl: LINK }] }, NOW),
    );
    expect(locked.status).toBe(409);
    expect(locked.message).toBe('Video 1 is locked while it is reviewed');
    expect(data.transact).not.toHaveBeenCalled();
  });

  it('answers 409 when the videos changed meanwhile (a failed condition)', async () => {
    stored([]);
    vi.mocked(data.transact).mockResolvedValue({ ok: false, failed: [0] });
    const error = await refusal(
      saveDraft(ada, PROJECT_ID, { creatorId: CREATOR_ID, submissions: [{ videoNumber: 1, videoUrl: LINK }] }, NOW),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe('Your videos changed meanwhile. Reload and try again.');
  });
});

describe('submit all', () => {
  it('sends every video for review as version 1, the creator submitted, with one event', async () => {
    stored([videoRecord(1, 'draft')], { status: 'in_progress' });
    await submitAll(
      ada,
      PROJECT_ID,
      { creatorId: CREATOR_ID, submissions: [{ videoNumber: 2, videoUrl: LINK, sparkCode: 'SPARK2' }] },
      NOW,
    );
    const [first, second] = videos();
    expect(first!.item).toMatchObject({ status: 'pending', submittedAt: NOW, version: 3 });
    expect(first!.item.versions).toEqual([
      { number: 1, submittedAt: NOW, videoUrl: videoRecord(1, 'draft').videoUrl, sparkCode: 'SPARK' },
    ]);
    expect(second!.item).toMatchObject({ status: 'pending', videoUrl: LINK, sparkCode: 'SPARK2', version: 1 });
    expect(second!.item.versions).toEqual([{ number: 1, submittedAt: NOW, videoUrl: LINK, sparkCode: 'SPARK2' }]);
    const [entry] = ofType('projectCreator');
    expect(entry!.item).toMatchObject({ status: 'submitted', submittedCount: 2, version: 8 });
    expect(entry!.expected).toBe(7);
    expect(events()).toEqual([
      expect.objectContaining({ type: 'project.draftsSubmitted', count: 2, before: 'in_progress', after: 'submitted' }),
    ]);
  });

  it('refuses an incomplete set (400 with the message on submissions) and a second submit (409): nothing written', async () => {
    stored([videoRecord(1, 'draft', { sparkCode: undefined })]);
    const incomplete = await refusal(
      submitAll(
        ada,
        PROJECT_ID,
        { creatorId: CREATOR_ID, submissions: [{ videoNumber: 2, videoUrl: LINK, sparkCode: 'S' }] },
        NOW,
      ),
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.fields).toEqual({ submissions: MESSAGES.completeAllVideos });
    stored([videoRecord(1, 'pending'), videoRecord(2, 'pending')], { status: 'submitted' });
    const again = await refusal(submitAll(ada, PROJECT_ID, { creatorId: CREATOR_ID, submissions: [] }, NOW));
    expect(again.status).toBe(409);
    expect(again.message).toBe('Your videos have already been submitted');
    expect(data.transact).not.toHaveBeenCalled();
  });
});

describe('resubmit', () => {
  const revised = () =>
    videoRecord(1, 'revision_requested', {
      submittedAt: '2026-11-10T10:00:00.000Z',
      versions: [
        { number: 1, submittedAt: '2026-11-10T10:00:00.000Z', videoUrl: 'https://www.tiktok.com/@ada/video/1' },
      ],
    });

  it('delivers version 2 of a video sent back, keeping version 1, with its event', async () => {
    stored([revised(), videoRecord(2, 'approved')], { status: 'revision_requested' });
    await resubmit(ada, PROJECT_ID, { creatorId: CREATOR_ID, videoNumber: 1, videoUrl: LINK, sparkCode: 'NEW' }, NOW);
    const [video] = videos();
    expect(video!.item).toMatchObject({ status: 'pending', videoUrl: LINK, sparkCode: 'NEW', version: 3 });
    expect(video!.expected).toBe(2);
    expect(
      (video!.item.versions as { number: number; videoUrl?: string }[]).map(({ number, videoUrl }) => [
        number,
        videoUrl,
      ]),
    ).toEqual([
      [1, 'https://www.tiktok.com/@ada/video/1'],
      [2, LINK],
    ]);
    expect(events()).toEqual([
      expect.objectContaining({
        type: 'project.videoResubmitted',
        videoNumber: 1,
        before: 'revision_requested',
        after: 'pending',
      }),
    ]);
  });

  it('refuses a video without a revision request (409) and an incomplete delivery (400 on videoUrl)', async () => {
    stored([videoRecord(1, 'pending'), videoRecord(2, 'approved')]);
    const pending = await refusal(
      resubmit(ada, PROJECT_ID, { creatorId: CREATOR_ID, videoNumber: 1, videoUrl: LINK }, NOW),
    );
    expect(pending.status).toBe(409);
    expect(pending.message).toBe('Only a video with a revision request can be resubmitted');
    stored([revised(), videoRecord(2, 'approved')], { status: 'revision_requested' });
    const blank = await refusal(
      resubmit(ada, PROJECT_ID, { creatorId: CREATOR_ID, videoNumber: 1, videoUrl: '', sparkCode: '' }, NOW),
    );
    expect(blank.status).toBe(400);
    expect(blank.fields).toEqual({ videoUrl: MESSAGES.completeAllFieldsResubmit });
    expect(data.transact).not.toHaveBeenCalled();
  });
});
