/**
 * The table restore, rehearsed against a local stack (docs/runbook.md, "Restore the table"): data written through the
 * API, a point in time noted, a change made after it, the table "restored" to that moment into a new table, the API
 * pointed at the new table, and the data read back through the API as it was at that moment.
 *
 * In AWS the restore is `aws dynamodb restore-table-to-point-in-time`; locally (dynalite has no backups) it is a copy
 * of the items as they were at the noted moment into a new table made with the same keys and indexes. Everything
 * around it (the API's reads, the indexes, pointing the functions at the new table name) is the real thing.
 *
 * `npx tsx infra/scripts/restore-rehearsal.ts` runs it on a fresh, throw-away local stack (about 10 s); the
 * integration test infra/local/restore-rehearsal.test.ts runs it in `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '../local/bootstrap';
import { startLocalStack } from '../local/stack';
import { callApi, endpointsOf, tokenForNewAccount, type StackEndpoints } from '../local/testing';

export interface RehearsalOptions {
  /** The table the API serves now. */
  readonly sourceTable: string;
  /** The restored table's name. */
  readonly restoredTable: string;
  /** Points the API at a table (locally: TABLE_NAME of the process that runs the handlers). */
  readonly pointApiAt: (tableName: string) => void;
  readonly log?: (line: string) => void;
}

export interface RehearsalReport {
  readonly creatorId: string;
  /** The creator's first name at the restore point, after it, and as read back from the restored table. */
  readonly atRestorePoint: string;
  readonly afterRestorePoint: string;
  readonly readBack: string;
  /** Whether the restored table's index (the creators list) finds the creator. */
  readonly listedFromIndex: boolean;
  readonly itemsCopied: number;
  readonly ms: number;
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type Creator = { id: string; firstName: string; version: number };

export async function rehearseRestore(stack: StackEndpoints, options: RehearsalOptions): Promise<RehearsalReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const dynamo = new DynamoDBClient({ region: 'us-east-1', endpoint: stack.dynamoEndpoint, credentials });
  const documents = DynamoDBDocumentClient.from(dynamo);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const token = await tokenForNewAccount(stack, {
    email: `restore-${stamp}@agency.test`,
    password: 'Restore-pass-2026!',
    name: 'Restore Rehearsal',
    group: 'admin',
  });

  // 1. Data written through the API.
  const created = await callApi<Creator>(stack, 'POST', '/creators', {
    token,
    body: { firstName: 'Before', lastName: `Restore ${stamp}`, email: `creator-${stamp}@restore.test` },
  });
  if (created.status !== 201) throw new Error(`Creating the creator answered ${created.status}`);
  const creatorId = created.body.id;
  log(`1. wrote creator ${creatorId} (firstName Before) through the API`);

  // 2. The restore point: the table's items as they are now (what point-in-time recovery keeps, second by second).
  const snapshot = await scanAll(documents, options.sourceTable);
  log(`2. restore point noted (${snapshot.length} items)`);

  // 3. A change after the restore point: the restored table must not have it.
  const current = await callApi<Creator>(stack, 'GET', `/creators/${creatorId}`, { token });
  const changed = await callApi<Creator>(stack, 'PUT', `/creators/${creatorId}`, {
    token,
    body: {
      firstName: 'After',
      lastName: `Restore ${stamp}`,
      email: `creator-${stamp}@restore.test`,
      version: current.body.version,
    },
  });
  if (changed.status !== 200) throw new Error(`Changing the creator answered ${changed.status}`);
  log('3. changed the creator after the restore point (firstName After)');

  // 4. The restore into a new table: same keys and indexes (restore-table-to-point-in-time copies them), the items.
  await ensureTable(dynamo, options.restoredTable);
  for (let start = 0; start < snapshot.length; start += 25) {
    let pending: Record<string, unknown>[] | undefined = snapshot
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    while (pending?.length) {
      const result = await documents.send(
        new BatchWriteCommand({ RequestItems: { [options.restoredTable]: pending as never } }),
      );
      pending = result.UnprocessedItems?.[options.restoredTable] as Record<string, unknown>[] | undefined;
    }
  }
  log(`4. restored ${snapshot.length} items into ${options.restoredTable}`);

  // 5. The API pointed at the restored table, and the data read back through it.
  options.pointApiAt(options.restoredTable);
  const read = await callApi<Creator>(stack, 'GET', `/creators/${creatorId}`, { token });
  if (read.status !== 200) throw new Error(`Reading the creator from the restored table answered ${read.status}`);
  let listedFromIndex = false;
  for (let attempt = 0; attempt < 20 && !listedFromIndex; attempt++) {
    const list = await callApi<{ items: Creator[] }>(stack, 'GET', `/creators?query=${encodeURIComponent(stamp)}`, {
      token,
    });
    listedFromIndex = list.status === 200 && list.body.items.some((item) => item.id === creatorId);
    if (!listedFromIndex) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`5. API on ${options.restoredTable}: firstName ${read.body.firstName}, found by search: ${listedFromIndex}`);

  return {
    creatorId,
    atRestorePoint: 'Before',
    afterRestorePoint: 'After',
    readBack: read.body.firstName,
    listedFromIndex,
    itemsCopied: snapshot.length,
    ms: Date.now() - started,
  };
}

async function scanAll(documents: DynamoDBDocumentClient, table: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(new ScanCommand({ TableName: table, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Standalone: a fresh local stack in a temporary folder, the rehearsal, the stack stopped and removed. */
async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-restore-'));
  const stack = await startLocalStack({
    dataDir,
    persist: false,
    ports: { dynamo: 0, s3: 0, cognito: 0, api: 0 },
    seed: false,
  });
  try {
    const report = await rehearseRestore(endpointsOf(stack), {
      sourceTable: process.env.TABLE_NAME!,
      restoredTable: `${process.env.TABLE_NAME!}-restored`,
      pointApiAt: (tableName) => {
        process.env.TABLE_NAME = tableName;
      },
      log: (line) => console.log(line),
    });
    const ok = report.readBack === report.atRestorePoint && report.listedFromIndex;
    console.log(`${ok ? 'Restore rehearsed' : 'RESTORE REHEARSAL FAILED'} in ${report.ms} ms`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
