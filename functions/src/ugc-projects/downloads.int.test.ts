/**
 * Downloading approved content (issue 20): one approved video's original file under a readable name, and a project's
 * approved videos as one zip (streamed from S3 into a multipart upload) with a rights summary, announced through the
 * notifications. Against the local stack: the file bytes are in the local S3, `submission.file` is set through the data
 * layer as the upload's completion sets it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { NotificationPage, ProjectExport, VideoDownload } from '@reelbridge/shared';
import { settleEvents } from '../testing/int';
import {
  approve,
  approvedVideoWithFile,
  attachFile,
  deliveredProject,
  storeVideo,
  type StoredVideo,
} from '../testing/downloads';
import { as, createWorld, type World } from '../testing/world';

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

/** The entries of a zip: name → bytes (yauzl reads the central directory, then each entry). */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function fetchBytes(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('one approved video', () => {
  it('is downloaded by the admin, its brand and its creator: a short-lived URL that saves the original file under a readable name', async () => {
    const { submissionId, video } = await approvedVideoWithFile(world, 4096);
    for (const who of ['admin', 'brandX', 'creatorA'] as const) {
      const response = await as(who, 'GET', `/ugc-projects/submissions/${submissionId}/download`);
      expect(response.status, who).toBe(200);
      const download = response.body as VideoDownload;
      expect(download.fileName).toMatch(/^[A-Za-z0-9-]+-Downloads-project-[A-Za-z0-9-]+-video-1\.mp4$/);
      expect(Date.parse(download.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
      expect(download.url).toContain('X-Amz-Expires=900');
      const file = await fetchBytes(download.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${download.fileName}"`);
      expect(file.headers.get('content-type')).toBe('video/mp4');
      expect(file.bytes.equals(video.bytes)).toBe(true);
    }
  });

  it("is refused to another brand's user and another creator (403), and to anyone without a session (401)", async () => {
    const { submissionId } = await approvedVideoWithFile(world);
    const path = `/ugc-projects/submissions/${submissionId}/download`;
    expect((await as('brandY', 'GET', path)).status).toBe(403);
    expect((await as('creatorB', 'GET', path)).status).toBe(403);
    expect((await as('anonymous', 'GET', path)).status).toBe(401);
  });

  it('is refused while the video is not approved (409) or has no file (404), and for a video that does not exist (404)', async () => {
    const { projectId, projectCreatorId, videoIds } = await deliveredProject(world, 2);
    const pending = videoIds.get(1)!;
    await attachFile(projectId, projectCreatorId, 1, await storeVideo(projectId, pending, 1024));
    const notApproved = await as('admin', 'GET', `/ugc-projects/submissions/${pending}/download`);
    expect(notApproved.status).toBe(409);
    expect(notApproved.body).toMatchObject({ error: { message: 'Only an approved video can be downloaded' } });

    const withoutFile = videoIds.get(2)!;
    await approve(withoutFile);
    const noFile = await as('brandX', 'GET', `/ugc-projects/submissions/${withoutFile}/download`);
    expect(noFile.status).toBe(404);
    expect(noFile.body).toMatchObject({ error: { message: 'This video has no uploaded file to download' } });

    expect((await as('admin', 'GET', '/ugc-projects/submissions/sb_222222222222/download')).status).toBe(404);
  });

  it('gives the delivered file, never a working file the creator uploaded after the delivery and has not sent', async () => {
    const { projectId, projectCreatorId, videoIds } = await deliveredProject(world, 1);
    const submissionId = videoIds.get(1)!;
    const delivered = await storeVideo(projectId, submissionId, 3000);
    await attachFile(projectId, projectCreatorId, 1, delivered);
    const revision = await as('admin', 'PATCH', `/ugc-projects/submissions/${submissionId}/revision`, {
      body: { revisionComment: 'Brighter, please' },
    });
    expect(revision.status).toBe(200);
    // The creator uploads a new cut but does not resubmit; a reviewer then approves the video as it was delivered.
    const unsent = await storeVideo(projectId, submissionId, 5000);
    await attachFile(projectId, projectCreatorId, 1, unsent, 'new cut.mp4', 'working');
    await approve(submissionId);

    const response = await as('brandX', 'GET', `/ugc-projects/submissions/${submissionId}/download`);
    expect(response.status).toBe(200);
    const file = await fetchBytes((response.body as VideoDownload).url);
    expect(file.bytes.equals(delivered.bytes)).toBe(true);
    const detail = await as('brandX', 'GET', `/ugc-projects/${projectId}`);
    expect(JSON.stringify(detail.body)).not.toContain(unsent.key);
  });
});

describe("a project's approved videos as one zip", () => {
  let projectId: string;
  const approved = new Map<number, StoredVideo>();

  beforeAll(async () => {
    // Four videos: 1–3 approved with files (3.5 MiB each, so the zip takes more than one 8 MiB part), 4 with a file
    // but rejected. Another project's approved video must not appear.
    const delivered = await deliveredProject(world, 4, 'Zip project');
    projectId = delivered.projectId;
    for (const number of [1, 2, 3, 4]) {
      const submissionId = delivered.videoIds.get(number)!;
      if (number < 4) await approve(submissionId);
      else {
        const rejected = await as('admin', 'PATCH', `/ugc-projects/submissions/${submissionId}/reject`, {
          body: { reason: 'Off brief' },
        });
        expect(rejected.status).toBe(200);
      }
      const video = await storeVideo(projectId, submissionId, Math.round(3.5 * 1024 * 1024) + number);
      await attachFile(projectId, delivered.projectCreatorId, number, video, `take ${number}.mp4`);
      if (number < 4) approved.set(number, video);
    }
    await approvedVideoWithFile(world);
  }, 60_000);

  async function readyExport(exportId: string): Promise<ProjectExport> {
    let view: ProjectExport | undefined;
    await expect
      .poll(
        async () => {
          const response = await as('brandX', 'GET', `/ugc-projects/${projectId}/exports/${exportId}`);
          expect(response.status).toBe(200);
          view = response.body as ProjectExport;
          return view.status;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe('ready');
    return view!;
  }

  it('holds exactly the approved videos of the project, byte for byte, and a rights summary; the requester is told', async () => {
    const created = await as('brandX', 'POST', `/ugc-projects/${projectId}/exports`);
    expect(created.status).toBe(201);
    const started = created.body as ProjectExport;
    expect(started).toMatchObject({ projectId, status: 'preparing', requestedBy: world.brandXEmail.toLowerCase() });
    expect(started.downloadUrl).toBeUndefined();

    const ready = await readyExport(started.id);
    expect(ready).toMatchObject({ status: 'ready', videoCount: 3 });
    expect(ready.fileName).toMatch(/-Zip-project-approved-videos\.zip$/);
    const zipFile = await fetchBytes(ready.downloadUrl!);
    expect(zipFile.status).toBe(200);
    expect(zipFile.headers.get('content-disposition')).toBe(`attachment; filename="${ready.fileName}"`);
    expect(zipFile.bytes.length).toBe(ready.size);

    const entries = await unzip(zipFile.bytes);
    const videoNames = [...entries.keys()].filter((name) => name !== 'RIGHTS-SUMMARY.txt');
    expect([...entries.keys()][0]).toBe('RIGHTS-SUMMARY.txt');
    expect(videoNames).toHaveLength(3);
    for (const [number, video] of approved) {
      const name = videoNames.find(
        (candidate) => /-Zip-project-.+-video-\d\.mp4$/.test(candidate) && candidate.endsWith(`-video-${number}.mp4`),
      );
      expect(name, `video ${number}`).toBeDefined();
      expect(entries.get(name!)!.equals(video.bytes), `the bytes of video ${number}`).toBe(true);
    }
    expect(videoNames.some((name) => name.includes('video-4'))).toBe(false);

    const summary = entries.get('RIGHTS-SUMMARY.txt')!.toString('utf8');
    expect(summary).toContain('Rights summary: approved videos of the project "Zip project"');
    expect(summary).toContain(`Project: Zip project (${projectId})`);
    expect(summary).toContain(`at the request of ${world.brandXEmail.toLowerCase()}`);
    expect(summary).toContain('This project records no usage terms in Reelbridge.');
    expect(summary).toContain('Videos (3)');
    for (const name of videoNames) expect(summary).toContain(name);
    for (const number of [1, 2, 3]) expect(summary).toContain(`Video ${number}, delivered as "take ${number}.mp4"`);
    expect(summary).not.toContain('take 4.mp4');
    expect(summary.match(/Approved on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC by /g)).toHaveLength(3);

    await settleEvents();
    const bell = await as('brandX', 'GET', '/notifications');
    const note = (bell.body as NotificationPage).items.find((item) => item.type === 'project.exportReady');
    expect(note).toMatchObject({
      title: 'The zip of approved videos of Zip project is ready',
      link: `/admin/ugc-projects/${projectId}?export=${started.id}`,
    });
  }, 60_000);

  it("is asked for and read only by the project's brand users and admins", async () => {
    const created = await as('admin', 'POST', `/ugc-projects/${projectId}/exports`);
    expect(created.status).toBe(201);
    const exportId = (created.body as ProjectExport).id;
    const path = `/ugc-projects/${projectId}/exports/${exportId}`;
    expect((await as('brandY', 'POST', `/ugc-projects/${projectId}/exports`)).status).toBe(403);
    expect((await as('creatorA', 'POST', `/ugc-projects/${projectId}/exports`)).status).toBe(403);
    expect((await as('brandY', 'GET', path)).status).toBe(403);
    expect((await as('creatorA', 'GET', path)).status).toBe(403);
    expect((await as('anonymous', 'GET', path)).status).toBe(401);
    expect((await as('admin', 'GET', path)).status).toBe(200);
    expect((await as('brandX', 'GET', path)).status).toBe(200);
    // The export under another project's id, or an id that was never made: not found.
    expect((await as('admin', 'GET', `/ugc-projects/${world.projectX}/exports/${exportId}`)).status).toBe(404);
    expect((await as('admin', 'GET', `/ugc-projects/${projectId}/exports/ex_222222222222`)).status).toBe(404);
    await readyExport(exportId);
  }, 30_000);

  it('is refused (409) for a project without an approved video that has a file', async () => {
    const { projectId: nothingYet } = await deliveredProject(world, 1, 'Nothing approved');
    const response = await as('brandX', 'POST', `/ugc-projects/${nothingYet}/exports`);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      error: { message: 'This project has no approved video with a file to download yet' },
    });
  });
});
