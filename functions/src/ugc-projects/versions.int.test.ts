/**
 * Issue 20, versions and review (docs/videos.md): every delivery is a version that is never overwritten, reviews go
 * on the newest version, comments pinned to a time are read with the project by the admin, the brand's users and the
 * creator (never another brand or another creator), a revision request can be made of comments, and revision
 * requests stop at the project's cap until a reviewer grants an extra round.
 *
 * The upload itself is another part's (functions/src/videos/): a file is put in place here as its completion leaves
 * it, the object in the local S3 and `file` on the submission item.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES, VIDEO_REVIEW_MESSAGES, type ActivityEntry, type Submission } from '@reelbridge/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../infra/local/testing';
import { settleEvents, stack } from '../testing/int';
import { as, createWorld, link, newProject, ok, type Who, type World } from '../testing/world';

interface Detail {
  id: string;
  creators: { id: string; creatorId: string; submissions: Submission[] }[];
}
interface CreatorDetail {
  submissions: Submission[];
}

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

const s3 = () =>
  new S3Client({
    endpoint: stack().s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

/** A fresh project of brand X whose one video is creator A's; the ids a test needs. */
async function project() {
  const created = await newProject(world);
  return { projectId: created.id, entryId: created.creators[0]!.id };
}

const submitPath = (projectId: string) => `/ugc-projects/${projectId}/submissions/submit`;
const resubmitPath = (projectId: string) => `/ugc-projects/${projectId}/submissions/resubmit`;
const reviewPath = (submissionId: string, action: 'revision' | 'approve' | 'reject') =>
  `/ugc-projects/submissions/${submissionId}/${action}`;
const commentPath = (submissionId: string) => `/ugc-projects/submissions/${submissionId}/comments`;

const videoOf = (detail: Detail) => detail.creators[0]!.submissions[0]!;
const read = async (who: Who, projectId: string) =>
  videoOf((await ok(as(who, 'GET', `/ugc-projects/${projectId}`))) as Detail);
const creatorRead = async (projectId: string) =>
  ((await ok(as('creatorA', 'GET', `/ugc-projects/${projectId}/creator/${world.creatorA.id}`))) as CreatorDetail)
    .submissions[0]!;

async function submitLink(projectId: string, n: number) {
  await ok(
    as('creatorA', 'POST', submitPath(projectId), {
      body: {
        creatorId: world.creatorA.id,
        submissions: [{ videoNumber: 1, videoUrl: link(n), sparkCode: `SPARK${n}` }],
      },
    }),
  );
  return read('admin', projectId);
}

/** The video's draft item, with nothing in it yet (the upload creates it as saving a draft does). */
const emptyDraft = (projectId: string) =>
  ok(
    as('creatorA', 'POST', `/ugc-projects/${projectId}/submissions/draft`, {
      body: { creatorId: world.creatorA.id, submissions: [{ videoNumber: 1, sparkCode: '' }] },
    }),
  );

/** Puts a file as the upload's completion leaves it: the object in S3, `file` on the video's item. */
async function putFile(projectId: string, entryId: string, name: string, bytes: string, durationSeconds?: number) {
  const key = `private/videos/${projectId}/${name}.mp4`;
  await s3().send(
    new PutObjectCommand({ Bucket: stack().uploadsBucket, Key: key, Body: bytes, ContentType: 'video/mp4' }),
  );
  await documentClient(stack()).send(
    new UpdateCommand({
      TableName: stack().tableName,
      Key: { pk: `PROJECT#${projectId}`, sk: `PC#${entryId}#VIDEO#001` },
      UpdateExpression: 'SET #file = :file',
      ExpressionAttributeNames: { '#file': 'file' },
      ExpressionAttributeValues: {
        ':file': {
          key,
          fileName: `${name}.mp4`,
          contentType: 'video/mp4',
          size: bytes.length,
          uploadedAt: new Date().toISOString(),
          ...(durationSeconds !== undefined ? { durationSeconds } : {}),
        },
      },
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
  return key;
}

describe('versions: never overwritten, reviews on the version', () => {
  it('a resubmission adds V2 and keeps V1 with its link and notes; the approval goes on V2', async () => {
    const { projectId } = await project();
    const first = await submitLink(projectId, 1);
    expect(first.versions).toEqual([
      expect.objectContaining({ number: 1, videoUrl: link(1), sparkCode: 'SPARK1', submittedAt: expect.any(String) }),
    ]);
    expect(first.versions![0]!.review).toBeUndefined();
    expect(first.revisionCount).toBe(0);
    expect(first.revisionLimit).toBe(2);

    await ok(as('admin', 'PATCH', reviewPath(first.id, 'revision'), { body: { revisionComment: 'Brighter light' } }));
    const asked = await read('brandX', projectId);
    expect(asked.versions![0]!.review).toMatchObject({ status: 'revision_requested', notes: 'Brighter light' });
    expect(asked.revisionCount).toBe(1);

    // A resubmission needs what the video will hold to be complete: a link without its spark code is not.
    const incomplete = await as('creatorA', 'POST', resubmitPath(projectId), {
      body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(2), sparkCode: '' },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({ error: { message: MESSAGES.completeAllFieldsResubmit } });

    await ok(
      as('creatorA', 'POST', resubmitPath(projectId), {
        body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(2), sparkCode: 'SPARK2' },
      }),
    );
    await ok(as('brandX', 'PATCH', reviewPath(first.id, 'approve'), { body: {} }));

    for (const who of ['admin', 'brandX'] as const) {
      const video = await read(who, projectId);
      expect(video.status).toBe('approved');
      expect(video.versions).toHaveLength(2);
      expect(video.versions![0]).toMatchObject({
        number: 1,
        videoUrl: link(1),
        review: { status: 'revision_requested', notes: 'Brighter light', by: 'admin@demo.reelbridge.test' },
      });
      expect(video.versions![1]).toMatchObject({
        number: 2,
        videoUrl: link(2),
        sparkCode: 'SPARK2',
        review: { status: 'approved', by: world.brandXEmail },
      });
    }
    // The creator reads the same versions and notes, without who reviewed.
    const own = await creatorRead(projectId);
    expect(own.versions!.map((version) => [version.number, version.review?.status, version.review?.notes])).toEqual([
      [1, 'revision_requested', 'Brighter light'],
      [2, 'approved', undefined],
    ]);
    expect(JSON.stringify(own.versions)).not.toContain('"by"');
  });

  it('a review made on the version seen is refused once a newer one has come, though the status is the same again (409)', async () => {
    const { projectId } = await project();
    const first = await submitLink(projectId, 1);
    const seenFirst = { seenStatus: first.status, seenVersion: 1 };
    await ok(
      as('admin', 'PATCH', reviewPath(first.id, 'revision'), {
        body: { revisionComment: 'Brighter light', ...seenFirst },
      }),
    );
    await ok(
      as('creatorA', 'POST', resubmitPath(projectId), {
        body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(2), sparkCode: 'SPARK2' },
      }),
    );
    // Back in the status a reviewer who opened V1 saw: only the version tells that they never watched V2.
    expect((await read('admin', projectId)).status).toBe(first.status);
    for (const [who, action, body] of [
      ['brandX', 'approve', {}],
      ['admin', 'reject', { reason: 'Off brief' }],
      ['brandX', 'revision', { revisionComment: 'Louder' }],
    ] as const) {
      const stale = await as(who, 'PATCH', reviewPath(first.id, action), { body: { ...body, ...seenFirst } });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        error: {
          message: 'This video has a newer version than the one you saw. Reload to watch it before you review.',
        },
      });
    }
    const unchanged = await read('admin', projectId);
    expect(unchanged.status).toBe(first.status);
    expect(unchanged.versions!.map((version) => version.review?.status)).toEqual(['revision_requested', undefined]);

    await ok(
      as('brandX', 'PATCH', reviewPath(first.id, 'approve'), { body: { seenStatus: first.status, seenVersion: 2 } }),
    );
    expect((await read('admin', projectId)).versions![1]!.review).toMatchObject({ status: 'approved' });
  });

  it('a video may be delivered as a file alone; a new file resubmitted becomes V2, V1 keeps its own; URLs play', async () => {
    const { projectId, entryId } = await project();
    await emptyDraft(projectId);
    // Without a file, a draft without link and spark code cannot be submitted.
    const empty = await as('creatorA', 'POST', submitPath(projectId), {
      body: { creatorId: world.creatorA.id, submissions: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { message: MESSAGES.completeAllVideos } });

    const firstKey = await putFile(projectId, entryId, 'first', 'first-bytes');
    await ok(
      as('creatorA', 'POST', submitPath(projectId), { body: { creatorId: world.creatorA.id, submissions: [] } }),
    );
    const v1 = await read('brandX', projectId);
    expect(v1.status).toBe('pending');
    expect(v1.versions![0]!.file).toMatchObject({ fileName: 'first.mp4', contentType: 'video/mp4', size: 11 });
    const url = v1.versions![0]!.file!.playbackUrl!;
    expect(url).toContain(encodeURIComponent('first').slice(0, 5));
    expect(JSON.stringify(v1)).not.toContain(firstKey.split('/').slice(0, 3).join('/') + '"');
    expect(await (await fetch(url)).text()).toBe('first-bytes');
    expect(Date.parse(v1.versions![0]!.file!.urlsExpireAt!)).toBeGreaterThan(Date.now() + 50 * 60_000);

    await ok(as('admin', 'PATCH', reviewPath(v1.id, 'revision'), { body: { revisionComment: 'Shorter intro' } }));
    // The creator uploads a new file while the revision is requested: theirs until resubmitted.
    await putFile(projectId, entryId, 'second', 'second-bytes!');
    const waiting = await read('admin', projectId);
    expect(waiting.file).toBeUndefined();
    expect((await creatorRead(projectId)).file).toMatchObject({ fileName: 'second.mp4' });

    await ok(
      as('creatorA', 'POST', resubmitPath(projectId), { body: { creatorId: world.creatorA.id, videoNumber: 1 } }),
    );
    const v2 = await read('admin', projectId);
    expect(v2.versions!.map((version) => [version.number, version.file?.fileName, version.review?.status])).toEqual([
      [1, 'first.mp4', 'revision_requested'],
      [2, 'second.mp4', undefined],
    ]);
    expect(await (await fetch(v2.versions![0]!.file!.playbackUrl!)).text()).toBe('first-bytes');
    expect(await (await fetch(v2.versions![1]!.file!.playbackUrl!)).text()).toBe('second-bytes!');

    // Another brand's user and another creator get nothing of it.
    expect((await as('brandY', 'GET', `/ugc-projects/${projectId}`)).status).toBe(403);
    expect((await as('creatorB', 'GET', `/ugc-projects/${projectId}/creator/${world.creatorA.id}`)).status).toBe(403);
  });

  it('a video delivered before versions existed reads as V1 from its fields and review', async () => {
    const { projectId, entryId } = await project();
    const delivered = await submitLink(projectId, 5);
    await ok(as('admin', 'PATCH', reviewPath(delivered.id, 'revision'), { body: { revisionComment: 'Old style' } }));
    // As an item written before issue 20: no versions, no revision count.
    await documentClient(stack()).send(
      new UpdateCommand({
        TableName: stack().tableName,
        Key: { pk: `PROJECT#${projectId}`, sk: `PC#${entryId}#VIDEO#001` },
        UpdateExpression: 'REMOVE versions, revisionCount',
      }),
    );
    const legacy = await read('admin', projectId);
    expect(legacy.versions).toEqual([
      expect.objectContaining({
        number: 1,
        videoUrl: link(5),
        review: expect.objectContaining({ notes: 'Old style' }),
      }),
    ]);
    await ok(
      as('creatorA', 'POST', resubmitPath(projectId), {
        body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(6), sparkCode: 'SPARK6' },
      }),
    );
    const after = await read('admin', projectId);
    expect(after.versions!.map((version) => [version.number, version.videoUrl, version.review?.notes])).toEqual([
      [1, link(5), 'Old style'],
      [2, link(6), undefined],
    ]);
  });
});

describe('comments pinned to a time', () => {
  it('the agency and the brand add them; the creator reads them; another brand and creators cannot', async () => {
    const { projectId, entryId } = await project();
    await emptyDraft(projectId);
    await putFile(projectId, entryId, 'clip', 'clip-bytes', 20);
    await ok(
      as('creatorA', 'POST', submitPath(projectId), { body: { creatorId: world.creatorA.id, submissions: [] } }),
    );
    const video = await read('admin', projectId);

    const byAdmin = await as('admin', 'POST', commentPath(video.id), {
      body: { versionNumber: 1, atSeconds: 12.34, text: '  show the label  ' },
    });
    expect(byAdmin.status).toBe(200);
    await ok(as('brandX', 'POST', commentPath(video.id), { body: { versionNumber: 1, atSeconds: 3, text: 'Smile' } }));

    // Refused: a creator, another brand, a time after the end, a version that does not exist, too long a text.
    expect(
      (await as('creatorA', 'POST', commentPath(video.id), { body: { versionNumber: 1, atSeconds: 1, text: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (await as('brandY', 'POST', commentPath(video.id), { body: { versionNumber: 1, atSeconds: 1, text: 'x' } }))
        .status,
    ).toBe(403);
    const late = await as('admin', 'POST', commentPath(video.id), {
      body: { versionNumber: 1, atSeconds: 21, text: 'After the end' },
    });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ error: { fields: { atSeconds: VIDEO_REVIEW_MESSAGES.beyondEnd } } });
    const noVersion = await as('admin', 'POST', commentPath(video.id), {
      body: { versionNumber: 2, atSeconds: 1, text: 'V2?' },
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body).toMatchObject({ error: { fields: { versionNumber: VIDEO_REVIEW_MESSAGES.noSuchVersion } } });
    const long = await as('admin', 'POST', commentPath(video.id), {
      body: { versionNumber: 1, atSeconds: 1, text: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { fields: { text: VIDEO_REVIEW_MESSAGES.commentTooLong } } });
    const negative = await as('admin', 'POST', commentPath(video.id), {
      body: { versionNumber: 1, atSeconds: -1, text: 'Before' },
    });
    expect(negative.status).toBe(400);

    // In time order, for the admin and the brand (with who wrote them) and the creator (without).
    for (const who of ['admin', 'brandX'] as const) {
      const comments = (await read(who, projectId)).comments!;
      expect(
        comments.map((comment) => [comment.atSeconds, comment.text, comment.authorRole, comment.authorName]),
      ).toEqual([
        [3, 'Smile', 'brand', world.brandXEmail],
        [12.3, 'show the label', 'admin', 'admin@demo.reelbridge.test'],
      ]);
    }
    const own = (await creatorRead(projectId)).comments!;
    expect(own.map((comment) => [comment.atSeconds, comment.text, comment.versionNumber])).toEqual([
      [3, 'Smile', 1],
      [12.3, 'show the label', 1],
    ]);
    expect(own.every((comment) => comment.authorName === undefined)).toBe(true);
    expect((await as('brandY', 'GET', `/ugc-projects/${projectId}`)).status).toBe(403);
    expect((await as('creatorB', 'GET', `/ugc-projects/${projectId}/creator/${world.creatorA.id}`)).status).toBe(403);

    // The activity history says so.
    await settleEvents();
    const history = (await ok(as('admin', 'GET', `/ugc-projects/${projectId}/activity`))) as { items: ActivityEntry[] };
    const lines = history.items.filter((entry) => entry.type === 'project.videoCommented');
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.comment).sort()).toEqual(['0:03 Smile', '0:12 show the label']);
    expect(lines[0]!.text).toContain('commented on video 1');
  });

  it('a revision request made of comments quotes them with their times, in time order', async () => {
    const { projectId } = await project();
    const video = await submitLink(projectId, 7);
    const other = await project();
    const otherVideo = await submitLink(other.projectId, 8);
    for (const [at, text] of [
      [72, 'say the price'],
      [12, 'show the label'],
    ] as const) {
      await ok(as('brandX', 'POST', commentPath(video.id), { body: { versionNumber: 1, atSeconds: at, text } }));
    }
    await ok(
      as('admin', 'POST', commentPath(otherVideo.id), { body: { versionNumber: 1, atSeconds: 1, text: 'elsewhere' } }),
    );
    const ids = (await read('admin', projectId)).comments!.map((comment) => comment.id);
    const foreign = (await read('admin', other.projectId)).comments![0]!.id;

    // A comment of another video is not this request's.
    const wrong = await as('brandX', 'PATCH', reviewPath(video.id, 'revision'), { body: { commentIds: [foreign] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { fields: { commentIds: VIDEO_REVIEW_MESSAGES.commentsNotFound } } });
    const none = await as('brandX', 'PATCH', reviewPath(video.id, 'revision'), { body: { commentIds: [] } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: { fields: { revisionComment: MESSAGES.revisionCommentRequired } } });

    await ok(as('brandX', 'PATCH', reviewPath(video.id, 'revision'), { body: { commentIds: ids } }));
    const expected = '0:12 show the label\n1:12 say the price';
    expect((await read('admin', projectId)).reviewNotes).toBe(expected);
    const own = await creatorRead(projectId);
    expect(own.reviewNotes).toBe(expected);
    expect(own.versions![0]!.review).toMatchObject({ status: 'revision_requested', notes: expected });
  });
});

describe('revision rounds: the cap and the extra round', () => {
  it("follows the project's own cap (revisionCap 1)", async () => {
    const created = (await ok(
      as('admin', 'POST', '/ugc-projects', {
        body: {
          name: 'One round project',
          brandId: world.brandX,
          revisionCap: 1,
          creators: [{ creatorId: world.creatorA.id, videoCount: 1, costPerVideo: 10 }],
        },
      }),
    )) as { id: string };
    const video = await submitLink(created.id, 30);
    expect(video.revisionLimit).toBe(1);
    await ok(as('admin', 'PATCH', reviewPath(video.id, 'revision'), { body: { revisionComment: 'Once' } }));
    await ok(
      as('creatorA', 'POST', resubmitPath(created.id), {
        body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(31), sparkCode: 'S31' },
      }),
    );
    const again = await as('admin', 'PATCH', reviewPath(video.id, 'revision'), { body: { revisionComment: 'Twice' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: VIDEO_REVIEW_MESSAGES.revisionCapReached(1) } });
    // Approving and rejecting are never capped.
    await ok(as('admin', 'PATCH', reviewPath(video.id, 'approve'), { body: {} }));
  });

  it('refuses a revision request beyond the cap (2) until a reviewer grants an extra round', async () => {
    const { projectId } = await project();
    const video = await submitLink(projectId, 20);
    const extraRound = (who: Who) => as(who, 'POST', `/ugc-projects/submissions/${video.id}/extra-round`, { body: {} });

    // No extra round while one is left.
    const early = await extraRound('admin');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { message: VIDEO_REVIEW_MESSAGES.extraRoundNotNeeded } });

    for (const round of [1, 2]) {
      await ok(as('admin', 'PATCH', reviewPath(video.id, 'revision'), { body: { revisionComment: `Round ${round}` } }));
      await ok(
        as('creatorA', 'POST', resubmitPath(projectId), {
          body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(20 + round), sparkCode: `S${round}` },
        }),
      );
    }
    const capped = await as('brandX', 'PATCH', reviewPath(video.id, 'revision'), {
      body: { revisionComment: 'Round 3' },
    });
    expect(capped.status).toBe(409);
    expect(capped.body).toMatchObject({ error: { message: VIDEO_REVIEW_MESSAGES.revisionCapReached(2) } });
    const atCap = await read('brandX', projectId);
    expect([atCap.status, atCap.revisionCount, atCap.revisionLimit, atCap.versions!.length]).toEqual([
      'pending',
      2,
      2,
      3,
    ]);

    // The creator, and another brand, cannot grant it.
    expect((await extraRound('creatorA')).status).toBe(403);
    expect((await extraRound('brandY')).status).toBe(403);

    const granted = await extraRound('brandX');
    expect(granted.status).toBe(200);
    const withRound = await read('admin', projectId);
    expect(withRound.extraRounds).toEqual([{ at: expect.any(String), by: world.brandXEmail }]);
    expect(withRound.revisionLimit).toBe(3);
    // One round granted is one round: a second grant waits until it is used.
    expect((await extraRound('admin')).status).toBe(409);

    await ok(as('brandX', 'PATCH', reviewPath(video.id, 'revision'), { body: { revisionComment: 'Round 3' } }));
    const third = await read('admin', projectId);
    expect([third.status, third.revisionCount]).toEqual(['revision_requested', 3]);
    expect(third.versions![2]!.review).toMatchObject({ status: 'revision_requested', notes: 'Round 3' });

    await settleEvents();
    const history = (await ok(as('admin', 'GET', `/ugc-projects/${projectId}/activity`))) as { items: ActivityEntry[] };
    const grant = history.items.find((entry) => entry.type === 'project.extraRoundGranted');
    expect(grant?.text).toContain('granted an extra revision round for video 1');
  });
});
