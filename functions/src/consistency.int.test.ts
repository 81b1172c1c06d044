/**
 * The API on an eventually consistent DynamoDB (infra/local/dynamo.ts gsiLag and staleReads): an index, and a read
 * without ConsistentRead, may answer the data as it stood a moment before the last write. An answer after a change is
 * what was saved, and a read that a change depends on sees the latest write, whatever the lag.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clearDynamoFaults, dynamoFaultReport, setDynamoFaults } from '../../infra/local/faults';
import { api, OWN_BRAND, OWN_CREATOR, stack } from './testing/int';

/** Long enough that every read within a test would see the state before its writes, were it allowed to. */
const LAG_MS = 5_000;

interface ProjectView {
  id: string;
  name: string;
  version: number;
  totalBudget: number;
  creators: { creatorId: string; videoCount: number }[];
}
interface CreatorProjectView {
  status: string;
  submissions: { videoNumber: number; status: string; videoUrl: string }[];
}

const link = (n: number) => `https://www.tiktok.com/@maya/video/${n}`;

async function newProject() {
  const created = await api<ProjectView>('admin', 'POST', '/ugc-projects', {
    body: {
      name: 'Consistency launch',
      brandId: OWN_BRAND.id,
      creators: [{ creatorId: OWN_CREATOR.id, videoCount: 2, costPerVideo: 50 }],
    },
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** Lagging reads from now on; the history starts now, so what was written before reads as it is. */
const lagFromNow = () => setDynamoFaults(stack().dynamoEndpoint, { gsiLag: LAG_MS, staleReads: true });

afterEach(async () => {
  await clearDynamoFaults(stack().dynamoEndpoint);
});

describe('answers after a change, with a lagging index and stale reads', () => {
  it('submit all answers the submitted videos, and the next read shows them', async () => {
    const project = await newProject();
    await lagFromNow();
    const submissions = [1, 2].map((videoNumber) => ({
      videoNumber,
      videoUrl: link(videoNumber),
      sparkCode: `S${videoNumber}`,
    }));
    const submitted = await api<CreatorProjectView>(
      'creator',
      'POST',
      `/ugc-projects/${project.id}/submissions/submit`,
      {
        body: { creatorId: OWN_CREATOR.id, submissions },
      },
    );
    expect(submitted.status).toBe(200);
    const expected = {
      status: 'submitted',
      submissions: [
        { videoNumber: 1, status: 'pending', videoUrl: link(1) },
        { videoNumber: 2, status: 'pending', videoUrl: link(2) },
      ],
    };
    expect(submitted.body).toMatchObject(expected);
    const read = await api<CreatorProjectView>(
      'creator',
      'GET',
      `/ugc-projects/${project.id}/creator/${OWN_CREATOR.id}`,
    );
    expect(read.body).toMatchObject(expected);
    // A second submit sees the first (a stale read would let it through).
    expect(
      (
        await api('creator', 'POST', `/ugc-projects/${project.id}/submissions/submit`, {
          body: { creatorId: OWN_CREATOR.id, submissions },
        })
      ).status,
    ).toBe(409);
    expect((await dynamoFaultReport(stack().dynamoEndpoint)).pending).toMatchObject({ gsiLag: LAG_MS });
  });

  it('a project update answers what was saved, and so do the next read and the next update', async () => {
    const project = await newProject();
    await lagFromNow();
    const body = {
      name: 'Renamed on a lagging table',
      brandId: OWN_BRAND.id,
      creators: [{ creatorId: OWN_CREATOR.id, videoCount: 3, costPerVideo: 50 }],
      version: project.version,
    };
    const saved = await api<ProjectView>('admin', 'PUT', `/ugc-projects/${project.id}`, { body });
    expect(saved.status).toBe(200);
    const expected = {
      name: body.name,
      version: project.version + 1,
      totalBudget: 150,
      creators: [{ creatorId: OWN_CREATOR.id, videoCount: 3 }],
    };
    expect(saved.body).toMatchObject(expected);
    expect((await api<ProjectView>('admin', 'GET', `/ugc-projects/${project.id}`)).body).toMatchObject(expected);
    // The next update is checked against the version just saved, not the one before it.
    const again = await api<ProjectView>('admin', 'PUT', `/ugc-projects/${project.id}`, {
      body: { ...body, name: 'Renamed twice', version: saved.body.version },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ name: 'Renamed twice', version: project.version + 2 });
  });
});
