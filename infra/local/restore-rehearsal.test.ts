/**
 * The restore rehearsal (docs/runbook.md, "Restore the table"), in `npm test`: on a local stack of its own, since it
 * points that stack's API at the restored table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rehearseRestore } from '../scripts/restore-rehearsal';
import { startLocalStack, type LocalStack } from './stack';
import { endpointsOf } from './testing';

let stack: LocalStack;
let dataDir: string;
let sourceTable: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelbridge-restore-'));
  stack = await startLocalStack({
    dataDir,
    persist: false,
    ports: { dynamo: 0, s3: 0, cognito: 0, api: 0 },
    seed: false,
  });
  sourceTable = process.env.TABLE_NAME!;
});

afterAll(async () => {
  process.env.TABLE_NAME = sourceTable;
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

it('restores the table as it was at the restore point into a new table, and the API serves it from there', async () => {
  const restoredTable = `${sourceTable}-restored`;
  const report = await rehearseRestore(endpointsOf(stack), {
    sourceTable,
    restoredTable,
    pointApiAt: (tableName) => {
      process.env.TABLE_NAME = tableName;
    },
  });
  expect(process.env.TABLE_NAME).toBe(restoredTable);
  // The state at the restore point, not the change made after it; found through the restored table's index too.
  expect(report).toMatchObject({ readBack: 'Before', listedFromIndex: true });
  expect(report.itemsCopied).toBeGreaterThan(0);
  expect(report.ms).toBeLessThan(30_000);
});
