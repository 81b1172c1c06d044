import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesize, type Synthesized } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

let synth: Synthesized;

beforeAll(() => {
  synth = synthesize({ context: { stage: 'dev' }, bundling: false });
});
afterAll(() => synth?.dispose());

function resources(type: string): [string, Resource][] {
  return Object.entries(synth.template(synth.stacks.events).findResources(type)) as [string, Resource][];
}

/** The timers' Lambda: the one whose description names it. */
function timersFunction(): [string, Resource] {
  const found = resources('AWS::Lambda::Function').find(([, fn]) =>
    String(fn.Properties.Description).startsWith('Reelbridge video timers'),
  );
  expect(found, 'the video timers function').toBeDefined();
  return found!;
}

describe('the video timers job (issue 20)', () => {
  it('runs every 15 minutes: an EventBridge rule targets its Lambda, which the rule may invoke', () => {
    const [id] = timersFunction();
    const rules = resources('AWS::Events::Rule');
    const schedules = rules.filter(([, rule]) => rule.Properties.ScheduleExpression === 'rate(15 minutes)');
    expect(schedules).toHaveLength(1);
    const [, rule] = schedules[0]!;
    expect(rule.Properties.State).toBe('ENABLED');
    const targets = rule.Properties.Targets as { Arn: unknown; RetryPolicy?: Record<string, unknown> }[];
    expect(targets).toHaveLength(1);
    expect(JSON.stringify(targets[0]!.Arn)).toContain(id);
    expect(targets[0]!.RetryPolicy).toMatchObject({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 900 });

    const permissions = resources('AWS::Lambda::Permission').filter(
      ([, permission]) => permission.Properties.Principal === 'events.amazonaws.com',
    );
    expect(permissions.some(([, permission]) => JSON.stringify(permission.Properties.FunctionName).includes(id))).toBe(
      true,
    );
  });

  it('is the timers handler with the table, on the project runtime', () => {
    const [, fn] = timersFunction();
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 300 });
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME']));
  });

  it('may read and write the table and Query its indexes, and nothing else: no Scan, no mail, no Cognito', () => {
    const [id] = timersFunction();
    const roleId = JSON.stringify(resources('AWS::Lambda::Function').find(([key]) => key === id)![1].Properties.Role);
    const statements = resources('AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles).includes(JSON.parse(roleId)['Fn::GetAtt'][0]))
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const actions = statements.flatMap((statement) => asArray(statement.Action));
    expect(actions).toContain('dynamodb:Query');
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:ConditionCheckItem']),
    );
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((action) => /^(ses|cognito-idp|s3):/.test(action))).toEqual([]);
  });

  it('leaves no AwsSolutions finding on its constructs', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(synth.app);
    const ours = report.violations.filter((violation) =>
      violation.violatingResources.some((resource) => resource.constructPath?.includes('/VideoTimers/')),
    );
    expect(ours.map((violation) => violation.ruleName)).toEqual([]);
  });
});
