import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_BATCH_SIZE, DISPATCH_RETRY_ATTEMPTS } from '../lib/events-stack';
import { synthesize, type Synthesized } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

let synth: Synthesized;

beforeAll(() => {
  synth = synthesize({ context: { stage: 'dev' }, bundling: false });
});
afterAll(() => synth?.dispose());

function resources(stack: keyof Synthesized['stacks'], type: string): Resource[] {
  return Object.values(synth.template(synth.stacks[stack]).findResources(type)) as Resource[];
}

/** Every statement of the policies attached to the dispatcher's role. */
function dispatcherStatements(): Statement[] {
  return resources('events', 'AWS::IAM::Policy').flatMap(
    (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
  );
}

describe('the event dispatcher', () => {
  it('reads the table’s stream of new images', () => {
    const [table] = resources('data', 'AWS::DynamoDB::Table');
    expect(table!.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('is invoked only for inserted event items, reports failed records, bisects, retries, then dead-letters', () => {
    const [mapping] = resources('events', 'AWS::Lambda::EventSourceMapping');
    expect(mapping!.Properties).toMatchObject({
      BatchSize: DISPATCH_BATCH_SIZE,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: DISPATCH_RETRY_ATTEMPTS,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      StartingPosition: 'TRIM_HORIZON',
    });
    const filters = (mapping!.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern) as unknown)).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { type: { S: ['event'] } } } },
    ]);
    const destination = (mapping!.Properties.DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure;
    expect(JSON.stringify(destination.Destination)).toContain('DispatchFailures');
  });

  it('alarms when an event reaches the dead-letter queue', () => {
    const alarms = resources('events', 'AWS::CloudWatch::Alarm');
    const deadLetters = alarms.find((alarm) => alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(deadLetters?.Properties).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Namespace: 'AWS/SQS',
    });
    expect(alarms.some((alarm) => alarm.Properties.MetricName === 'IteratorAge')).toBe(true);
  });

  it('runs Node.js 22 on arm64 with the table, the pool, the sender and the unsubscribe secret', () => {
    const [fn] = resources('events', 'AWS::Lambda::Function').filter((candidate) =>
      String(candidate.Properties.Description).includes('event dispatcher'),
    );
    expect(fn!.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    const variables = (fn!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(['TABLE_NAME', 'USER_POOL_ID', 'MAIL_FROM', 'SITE_URL', 'UNSUBSCRIBE_SECRET']),
    );
    expect(JSON.stringify(variables.UNSUBSCRIBE_SECRET)).toContain('resolve:secretsmanager');
  });

  it('grants least privilege: table items and indexes, no Scan, SES from the sender only, ListUsersInGroup only', () => {
    const statements = dispatcherStatements();
    const actions = statements.flatMap((statement) => asArray(statement.Action));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.some((action) => action.endsWith('*'))).toBe(false);
    const ses = statements.filter((statement) => asArray(statement.Action).includes('ses:SendEmail'));
    expect(ses).toHaveLength(1);
    expect(JSON.stringify(ses[0]!.Resource)).toContain(':identity/');
    const pool = statements.filter((statement) => asArray(statement.Action).some((a) => a.startsWith('cognito-idp:')));
    expect(pool.flatMap((statement) => asArray(statement.Action))).toEqual(['cognito-idp:ListUsersInGroup']);
    expect(JSON.stringify(pool[0]!.Resource)).toContain('UserPool');
    expect(resources('events', 'AWS::IAM::Role').every((role) => !role.Properties.ManagedPolicyArns)).toBe(true);
  });

  it('leaves no unacknowledged AwsSolutions finding', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(synth.stacks.events);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
    expect(synth.violations().filter((violation) => violation.ruleName.startsWith('AwsSolutions-'))).toEqual([]);
  });
});
