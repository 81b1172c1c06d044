/**
 * Deleting a project larger than one DynamoDB transaction (100 items): a fully delivered 40 × 5 project is 241 items.
 * The delete marks the project in one transaction, then removes its items in batches; interrupted half-way, the
 * project is gone for every reader and the next DELETE finishes it.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../infra/local/testing';
import { clearDynamoFaults, dynamoFaultReport, setDynamoFaults } from '../../../infra/local/faults';
import { items, type SubmissionRecord } from '../data/projects';
import { api, OWN_BRAND, stack, uniqueEmail } from '../testing/int';

const CREATORS = 40;
const VIDEOS = 5;

interface ProjectView {
  id: string;
  creators: { id: string; creatorId: string }[];
}

let creatorIds: string[] = [];

async function must<T>(response: Promise<{ status: number; body: T }>): Promise<T> {
  const settled = await response;
  if (settled.status >= 300) throw new Error(`setup failed: ${settled.status} ${JSON.stringify(settled.body)}`);
  return settled.body;
}

/** Every item stored under the project's partition, read consistently. */
async function partitionItems(projectId: string) {
  const result = await documentClient(stack()).send(
    new QueryCommand({
      TableName: stack().tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}` },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** A project with every creator's five videos delivered and approved: 1 + 40 + 200 items. */
async function deliveredProject(): Promise<ProjectView> {
  const project = await must(
    api<ProjectView>('admin', 'POST', '/ugc-projects', {
      body: {
        name: 'Project at scale',
        brandId: OWN_BRAND.id,
        creators: creatorIds.map((creatorId) => ({ creatorId, videoCount: VIDEOS, costPerVideo: 10 })),
      },
    }),
  );
  const now = new Date().toISOString();
  const submissions = project.creators.flatMap((entry) =>
    Array.from({ length: VIDEOS }, (_, index): SubmissionRecord => ({
      id: `sub_${entry.id}_${index + 1}`,
      projectId: project.id,
      projectCreatorId: entry.id,
      creatorId: entry.creatorId,
      videoNumber: index + 1,
      videoUrl: `https://www.tiktok.com/@scale/video/${index + 1}`,
      sparkCode: `SPARK${index + 1}`,
      status: 'approved',
      submittedAt: now,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
      version: 1,
    })),
  );
  for (let start = 0; start < submissions.length; start += 25) {
    await documentClient(stack()).send(
      new BatchWriteCommand({
        RequestItems: {
          [stack().tableName]: submissions
            .slice(start, start + 25)
            .map((submission) => ({ PutRequest: { Item: items.submission(submission) } })),
        },
      }),
    );
  }
  // Besides: the 3 search entries of its name ('project at scale', 'at scale', 'scale'), removed when it is marked.
  expect(await partitionItems(project.id)).toHaveLength(1 + CREATORS + CREATORS * VIDEOS + 3);
  return project;
}

beforeAll(async () => {
  creatorIds = [];
  for (let index = 0; index < CREATORS; index += 1) {
    const creator = await must(
      api<{ id: string }>('admin', 'POST', '/creators', {
        body: { firstName: 'Scale', lastName: `Creator ${index}`, email: uniqueEmail(`scale-${index}`) },
      }),
    );
    creatorIds.push(creator.id);
  }
}, 120_000);

afterEach(async () => {
  await clearDynamoFaults(stack().dynamoEndpoint);
});

describe('deleting a project larger than one transaction', () => {
  it('deletes a fully delivered 40 × 5 project (241 items), its creators and videos included', async () => {
    const project = await deliveredProject();

    expect((await api('admin', 'DELETE', `/ugc-projects/${project.id}`)).status).toBe(204);

    expect(await partitionItems(project.id)).toEqual([]);
    expect((await api('admin', 'GET', `/ugc-projects/${project.id}`)).status).toBe(404);
    expect((await api('admin', 'DELETE', `/ugc-projects/${project.id}`)).status).toBe(404);
  });

  it('a delete interrupted half-way hides the project at once, and the next DELETE finishes it', async () => {
    const project = await deliveredProject();
    // Every batch write throttled: the SDK and the data layer retry, then give up with a 503.
    await setDynamoFaults(stack().dynamoEndpoint, { throttle: [{ operation: 'BatchWriteItem', count: 1_000 }] });

    const interrupted = await api('admin', 'DELETE', `/ugc-projects/${project.id}`);
    expect(interrupted.status).toBe(503);
    expect((await dynamoFaultReport(stack().dynamoEndpoint)).injected['throttle:BatchWriteItem']).toBeGreaterThan(0);
    await clearDynamoFaults(stack().dynamoEndpoint);

    // Marked but not yet emptied: no reader sees the project, nor can anyone change it.
    expect((await partitionItems(project.id)).length).toBeGreaterThan(1);
    expect((await api('admin', 'GET', `/ugc-projects/${project.id}`)).status).toBe(404);
    const listed = await api<{ items: { id: string }[] }>('admin', 'GET', '/ugc-projects?limit=100');
    expect(listed.body.items.map((item) => item.id)).not.toContain(project.id);
    expect(
      (
        await api('admin', 'PATCH', `/ugc-projects/${project.id}/status`, {
          body: { status: 'draft' },
        })
      ).status,
    ).toBe(404);

    // As if a run had stopped after its first batches: part of the children already removed.
    const children = (await partitionItems(project.id)).filter((item) => item.sk !== 'META').slice(0, 100);
    for (let start = 0; start < children.length; start += 25) {
      await documentClient(stack()).send(
        new BatchWriteCommand({
          RequestItems: {
            [stack().tableName]: children
              .slice(start, start + 25)
              .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
          },
        }),
      );
    }
    expect(await partitionItems(project.id)).toHaveLength(241 - 100);

    expect((await api('admin', 'DELETE', `/ugc-projects/${project.id}`)).status).toBe(204);
    expect(await partitionItems(project.id)).toEqual([]);
  });

  it('keeps a project with a paid creator: it is the record of what was paid', async () => {
    const project = await must(
      api<ProjectView>('admin', 'POST', '/ugc-projects', {
        body: {
          name: 'Paid project',
          brandId: OWN_BRAND.id,
          creators: [{ creatorId: creatorIds[0]!, videoCount: 1, costPerVideo: 10 }],
        },
      }),
    );
    const [entry] = (await partitionItems(project.id)).filter((item) => item.type === 'projectCreator');
    await documentClient(stack()).send(
      new BatchWriteCommand({
        RequestItems: {
          [stack().tableName]: [{ PutRequest: { Item: { ...entry, status: 'paid', version: 2 } } }],
        },
      }),
    );

    const refused = await api<{ error: { message: string } }>('admin', 'DELETE', `/ugc-projects/${project.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Scale Creator 0 has been paid: a project with payments cannot be deleted');
    expect((await api('admin', 'GET', `/ugc-projects/${project.id}`)).status).toBe(200);
  });
});
