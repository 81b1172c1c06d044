import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_RETENTION_DAYS } from '@reelbridge/shared/rules/downloads';
import { synthesize, type Synthesized } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

let synth: Synthesized;

beforeAll(() => {
  synth = synthesize({ context: { stage: 'dev' }, bundling: false });
});
afterAll(() => synth?.dispose());

function resources(stack: keyof Synthesized['stacks'], type: string): [string, Resource][] {
  return Object.entries(synth.template(synth.stacks[stack]).findResources(type)) as [string, Resource][];
}

/** The statements of the policies attached to the role whose logical id starts with `rolePrefix`. */
function statementsOf(stack: keyof Synthesized['stacks'], rolePrefix: string): Statement[] {
  return resources(stack, 'AWS::IAM::Policy')
    .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(rolePrefix))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

const worker = () =>
  resources('events', 'AWS::Lambda::Function').find(([, fn]) =>
    String(fn.Properties.Description).includes('export worker'),
  )!;

describe('downloads and exports (issue 20)', () => {
  it('expires the project zips after the retention days, and their old versions a day later', () => {
    const [, bucket] = resources('storage', 'AWS::S3::Bucket').find(([id]) => id.startsWith('UploadsBucket'))!;
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules.find((rule) => rule.Id === 'expire-exports')).toMatchObject({
      Prefix: 'private/exports/',
      ExpirationInDays: EXPORT_RETENTION_DAYS,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      Status: 'Enabled',
    });
  });

  it('builds zips in a worker of its own (15 minutes), retried twice when invoked asynchronously', () => {
    const [id, fn] = worker();
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 900 });
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'UPLOADS_BUCKET']));
    const [, invokeConfig] = resources('events', 'AWS::Lambda::EventInvokeConfig')[0]!;
    expect(invokeConfig.Properties).toMatchObject({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 });
    expect(JSON.stringify(invokeConfig.Properties.FunctionName)).toContain(id);
  });

  it('lets the dispatcher invoke the worker and nothing else', () => {
    const [workerId] = worker();
    const dispatcher = resources('events', 'AWS::Lambda::Function').find(([, fn]) =>
      String(fn.Properties.Description).includes('event dispatcher'),
    )!;
    const variables = (dispatcher[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(JSON.stringify(variables.EXPORT_WORKER_FUNCTION)).toContain(workerId);
    const invoke = statementsOf('events', 'DispatcherRole').filter((statement) =>
      asArray(statement.Action).includes('lambda:InvokeFunction'),
    );
    expect(invoke).toHaveLength(1);
    expect(JSON.stringify(invoke[0]!.Resource)).toContain(workerId);
  });

  it('gives the worker the videos to read and the exports prefix to write, and no Scan', () => {
    const statements = statementsOf('events', 'ExportsWorkerRole');
    const actions = statements.flatMap((statement) => asArray(statement.Action));
    expect(actions).not.toContain('dynamodb:Scan');
    const s3 = statements.filter((statement) => asArray(statement.Action).some((a) => a.startsWith('s3:')));
    const byResource = s3.map((statement) => [JSON.stringify(statement.Resource), asArray(statement.Action).sort()]);
    expect(byResource).toEqual([
      [expect.stringContaining('/private/videos/*'), ['s3:GetObject']],
      [
        expect.stringContaining('/private/exports/*'),
        ['s3:AbortMultipartUpload', 's3:ListMultipartUploadParts', 's3:PutObject'],
      ],
    ]);
  });

  it('lets the ugc-projects function presign GETs of videos and zips only', () => {
    const statements = statementsOf('api', 'FnugcprojectsRole');
    const gets = statements.filter((statement) => asArray(statement.Action).includes('s3:GetObject'));
    const resourcesText = JSON.stringify(gets.map((statement) => statement.Resource));
    expect(resourcesText).toContain('/private/videos/*');
    expect(resourcesText).toContain('/private/exports/*');
    expect(resourcesText).not.toMatch(/"\/\*"/);
  });
});
