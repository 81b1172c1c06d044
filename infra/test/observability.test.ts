import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS, ROUTES, isPublic, routeKey, type RouteDefinition } from '@reelbridge/shared/api/routes';
import { STAGE_THROTTLE } from '../lib/api-stack';
import { METRIC, metricsNamespace } from '@reelbridge/functions/lib/metric-names';
import { Validations, type Stack } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALARM_KINDS, type AlarmKind } from '../lib/monitoring';
import { REPO_ROOT } from '../lib/paths';
import { synthesize, type Synthesized } from './synth';

/**
 * What an on-call engineer relies on (docs/runbook.md): every function's logs and metrics named after its service,
 * and an access log that leads into them.
 */

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

let dev: Synthesized;
let prod: Synthesized;
beforeAll(() => {
  dev = synthesize({ context: { stage: 'dev' }, bundling: false });
  prod = synthesize({ context: { stage: 'prod', alarmEmail: 'oncall@agency.example' }, bundling: false });
});
afterAll(() => {
  dev?.dispose();
  prod?.dispose();
});

type AlarmProps = {
  AlarmName: string;
  AlarmActions?: unknown[];
  OKActions?: unknown[];
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  Metrics?: {
    Id: string;
    MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] } };
  }[];
  Threshold: number;
};

function alarms(synth: Synthesized): AlarmProps[] {
  return all(synth, 'AWS::CloudWatch::Alarm').map(([, , alarm]) => alarm.Properties as unknown as AlarmProps);
}

/** The namespaces, metric names and dimension values an alarm reads, as one string to search. */
const reads = (alarm: AlarmProps) =>
  JSON.stringify([alarm.Namespace, alarm.MetricName, alarm.Dimensions, alarm.Metrics]);

const named = (synth: Synthesized, name: string) => {
  const found = alarms(synth).find((alarm) => alarm.AlarmName === name);
  expect(found, name).toBeDefined();
  return found!;
};

/** The alarm goes to the Data stack's alarm topic (imported into the stack that holds the alarm). */
function notifiesTopic(alarm: AlarmProps) {
  expect(JSON.stringify(alarm.AlarmActions ?? [])).toMatch(/AlarmTopic/);
  expect(JSON.stringify(alarm.OKActions ?? [])).toMatch(/AlarmTopic/);
}

function all(synth: Synthesized, type: string): [Stack, string, Resource][] {
  return Object.values(synth.stacks).flatMap((stack) =>
    Object.entries(synth.template(stack).findResources(type) as Record<string, Resource>).map(
      ([id, resource]) => [stack, id, resource] as [Stack, string, Resource],
    ),
  );
}

/** Our functions: the ones with a POWERTOOLS_SERVICE_NAME (CDK's own handlers, e.g. BucketDeployment's, have none). */
function ourFunctions(synth: Synthesized) {
  return all(synth, 'AWS::Lambda::Function').filter(([, , fn]) => serviceOf(fn) !== undefined);
}

function serviceOf(fn: Resource): string | undefined {
  const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
  return variables?.POWERTOOLS_SERVICE_NAME as string | undefined;
}

describe('logs and metrics', () => {
  it('names every function service reelbridge-<domain>, one per API domain, in the stage namespace', () => {
    const functions = ourFunctions(dev);
    // 9 API domains, the two sign-up triggers, the dispatcher, the export worker and the timers' job.
    expect(functions.length).toBe(DOMAINS.length + 5);
    const services = functions.map(([, , fn]) => serviceOf(fn));
    for (const domain of DOMAINS) expect(services).toContain(`reelbridge-${domain}`);
    for (const [, , fn] of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.POWERTOOLS_SERVICE_NAME).toMatch(/^reelbridge-[a-z-]+$/);
      expect(variables.POWERTOOLS_METRICS_NAMESPACE).toBe(metricsNamespace('dev'));
    }
  });

  it("the access log has the request id (the functions' correlation id), the integration request id, latencies and status", () => {
    const [[, , stage]] = all(dev, 'AWS::ApiGatewayV2::Stage') as [[Stack, string, Resource]];
    const format = JSON.parse((stage.Properties.AccessLogSettings as { Format: string }).Format) as Record<
      string,
      string
    >;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      integrationRequestId: '$context.integration.requestId',
      status: '$context.status',
      integrationStatus: '$context.integration.status',
      responseLatency: '$context.responseLatency',
      integrationLatency: '$context.integration.latency',
      routeKey: '$context.routeKey',
    });
  });

  it('traces every function with X-Ray (active), its role allowed to send the segments', () => {
    for (const [, id, fn] of ourFunctions(dev)) {
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
    }
  });
});

describe('alarms', () => {
  it('has the alarm topic, e-mailed to the stage setting, and warns when there is none', () => {
    const topics = dev.template(dev.stacks.data).findResources('AWS::SNS::Topic');
    expect(Object.values(topics).map((topic) => (topic.Properties as { TopicName: string }).TopicName)).toEqual([
      'reelbridge-dev-alarms',
    ]);
    expect(Object.keys(dev.template(dev.stacks.data).findResources('AWS::SNS::Subscription'))).toHaveLength(0);
    expect(
      dev
        .messages(dev.stacks.data)
        .map((message) => message.data)
        .join(),
    ).toContain('No -c alarmEmail');
    prod.template(prod.stacks.data).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@agency.example',
    });
  });

  it('every function has a log group with retention, and an errors, a throttles and a duration alarm', () => {
    const logGroups = new Map(
      all(dev, 'AWS::Logs::LogGroup').map(([stack, id, group]) => [`${stack.stackName}/${id}`, group]),
    );
    const functions = ourFunctions(dev);
    const texts = alarms(dev).map((alarm) => ({ name: alarm.AlarmName, text: reads(alarm), alarm }));
    for (const [stack, id, fn] of functions) {
      const logGroup = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      const group = logGroups.get(`${stack.stackName}/${logGroup}`);
      expect(group?.Properties.RetentionInDays, id).toBe(30);
      for (const kind of ['lambda-errors', 'lambda-throttles', 'lambda-duration']) {
        // The alarm reads the function's metrics by its name, imported from the function's stack.
        const found = texts.filter(
          (entry) => entry.name.startsWith(`reelbridge-dev-${kind}-`) && entry.text.includes(`${id}`),
        );
        expect(found, `${kind} of ${id}`).toHaveLength(1);
        notifiesTopic(found[0]!.alarm);
      }
    }
  });

  it("the duration alarm is at 80% of the function's timeout", () => {
    const alarm = named(dev, 'reelbridge-dev-lambda-duration-videos');
    expect(alarm.Threshold).toBe(23_200);
    expect(named(dev, 'reelbridge-dev-lambda-duration-exports').Threshold).toBe(720_000);
  });

  it('every API function has an unhandled-errors alarm on its own UnhandledError metric', () => {
    for (const domain of DOMAINS) {
      const alarm = named(dev, `reelbridge-dev-unhandled-errors-${domain}`);
      expect(alarm).toMatchObject({
        Namespace: metricsNamespace('dev'),
        MetricName: METRIC.unhandledError,
        Dimensions: [{ Name: 'service', Value: `reelbridge-${domain}` }],
        Threshold: 1,
      });
      notifiesTopic(alarm);
    }
  });

  it('the API, the table, the dead-letter queue, the distribution and the web ACL have their alarms', () => {
    for (const name of [
      'reelbridge-dev-api-5xx',
      'reelbridge-dev-api-latency',
      'reelbridge-dev-dynamodb-throttles',
      'reelbridge-dev-dynamodb-system-errors',
      'reelbridge-dev-dispatch-dead-letters',
      'reelbridge-dev-dispatch-lag',
      'reelbridge-dev-payments-failed',
      'reelbridge-dev-notifications-failed',
      'reelbridge-dev-cloudfront-5xx',
      'reelbridge-dev-waf-blocked-spike',
    ]) {
      notifiesTopic(named(dev, name));
    }
    expect(reads(named(dev, 'reelbridge-dev-api-5xx'))).toContain('AWS/ApiGateway');
    expect(reads(named(dev, 'reelbridge-dev-dynamodb-throttles'))).toContain('ThrottledRequests');
    expect(reads(named(dev, 'reelbridge-dev-dispatch-dead-letters'))).toContain('ApproximateNumberOfMessagesVisible');
    expect(reads(named(dev, 'reelbridge-dev-cloudfront-5xx'))).toContain('AWS/CloudFront');
    expect(reads(named(dev, 'reelbridge-dev-waf-blocked-spike'))).toContain('reelbridge-dev-web');
  });

  it('outside dev: a 5xx and a latency alarm per route, e-mailed through one composite per domain', () => {
    const routeIds = Object.keys(ROUTES);
    const routeAlarms = alarms(prod).filter((alarm) => /^reelbridge-prod-api-route-/.test(alarm.AlarmName));
    expect(routeAlarms).toHaveLength(routeIds.length * 2);
    for (const alarm of routeAlarms) expect(alarm.AlarmActions).toBeUndefined();
    const composites = all(prod, 'AWS::CloudWatch::CompositeAlarm').map(
      ([, , composite]) => composite.Properties as { AlarmName: string; AlarmActions: unknown[]; AlarmRule: string },
    );
    expect(composites.map((composite) => composite.AlarmName).sort()).toEqual(
      DOMAINS.flatMap((domain) => [
        `reelbridge-prod-api-domain-5xx-${domain}`,
        `reelbridge-prod-api-domain-latency-${domain}`,
      ]).sort(),
    );
    for (const composite of composites) expect(JSON.stringify(composite.AlarmActions)).toMatch(/AlarmTopic/);
    const stage = all(prod, 'AWS::ApiGatewayV2::Stage')[0]![2];
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({ DetailedMetricsEnabled: true });
    expect(all(dev, 'AWS::CloudWatch::CompositeAlarm')).toHaveLength(0);
  });

  it('has a dashboard per stage', () => {
    expect(all(dev, 'AWS::CloudWatch::Dashboard').map(([, , board]) => board.Properties.DashboardName)).toEqual([
      'reelbridge-dev',
    ]);
  });
});

describe('the runbook', () => {
  const runbook = readFileSync(join(REPO_ROOT, 'docs', 'runbook.md'), 'utf8');
  const alarmsSection = runbook.slice(
    runbook.indexOf('\n## Alarms\n'),
    runbook.indexOf('\n## ', runbook.indexOf('\n## Alarms\n') + 1),
  );
  const entries = [...alarmsSection.matchAll(/^### (.+)$/gm)].map((match) => match[1]!.trim());
  const kinds = Object.keys(ALARM_KINDS) as AlarmKind[];

  /** The kind in an alarm's name: reelbridge-<stage>-<kind>[-<subject>], the longest kind that fits. */
  const kindOf = (name: string, stage: string) => {
    const rest = name.slice(`reelbridge-${stage}-`.length);
    return kinds.filter((kind) => rest === kind || rest.startsWith(`${kind}-`)).sort((a, b) => b.length - a.length)[0];
  };

  function defined(synth: Synthesized, stage: string) {
    const named = [
      ...all(synth, 'AWS::CloudWatch::Alarm').map(
        ([, , alarm]) => alarm.Properties as { AlarmName: string; AlarmDescription: string },
      ),
      ...all(synth, 'AWS::CloudWatch::CompositeAlarm').map(
        ([, , alarm]) => alarm.Properties as { AlarmName: string; AlarmDescription: string },
      ),
    ].map((alarm) => ({ name: alarm.AlarmName, description: alarm.AlarmDescription }));
    const rules = all(synth, 'AWS::Events::Rule')
      .map(([, , rule]) => rule.Properties as { Name?: string; Description?: string })
      .filter((rule) => rule.Name?.startsWith(`reelbridge-${stage}-`))
      .map((rule) => ({ name: rule.Name!, description: rule.Description ?? '' }));
    return [...named, ...rules].map((entry) => ({ ...entry, kind: kindOf(entry.name, stage) }));
  }

  it('has one entry per kind of alarm the stacks define, and no other', () => {
    const found = [...defined(dev, 'dev'), ...defined(prod, 'prod')];
    for (const alarm of found) expect(alarm.kind, alarm.name).toBeDefined();
    const definedKinds = [...new Set(found.map((alarm) => alarm.kind!))].sort();
    expect(definedKinds).toEqual([...kinds].sort());
    expect([...entries].sort()).toEqual(definedKinds);
  });

  it('each alarm links to its entry', () => {
    for (const alarm of [...defined(dev, 'dev'), ...defined(prod, 'prod')]) {
      expect(alarm.description, alarm.name).toContain(`docs/runbook.md#${alarm.kind}`);
    }
  });

  it('each entry says what it means, the first checks (a query, a command or the entry whose they are) and the mitigation', () => {
    for (const kind of entries) {
      const start = alarmsSection.indexOf(`### ${kind}\n`);
      const next = alarmsSection.indexOf('\n### ', start + 1);
      const entry = alarmsSection.slice(start, next === -1 ? undefined : next);
      expect(entry, kind).toMatch(/\*\*Means:\*\*/);
      expect(entry, kind).toMatch(/first checks/i);
      expect(entry, kind).toMatch(/mitigation/i);
      // A query or command of its own, or the entry whose checks apply.
      expect(entry.includes('```') || entries.some((other) => other !== kind && entry.includes(other)), kind).toBe(
        true,
      );
    }
  });
});

describe('backups and keys', () => {
  it('backs up the table and the uploads bucket with AWS Backup outside dev only', () => {
    expect(all(dev, 'AWS::Backup::BackupPlan')).toHaveLength(0);
    const plans = all(prod, 'AWS::Backup::BackupPlan');
    expect(plans).toHaveLength(1);
    const [selection] = all(prod, 'AWS::Backup::BackupSelection') as [[Stack, string, Resource]];
    const resources = JSON.stringify((selection[2].Properties.BackupSelection as { Resources: unknown }).Resources);
    expect(resources).toMatch(/Table/);
    expect(resources).toMatch(/UploadsBucket/);
  });

  it('tells the alarm topic when the payment key is disabled or scheduled for deletion', () => {
    for (const synth of [dev, prod]) {
      const template = synth.template(synth.stacks.data);
      const rules = Object.values(template.findResources('AWS::Events::Rule')) as Resource[];
      const rule = rules.find((candidate) => JSON.stringify(candidate.Properties).includes('ScheduleKeyDeletion'));
      expect(rule).toBeDefined();
      const pattern = JSON.stringify(rule!.Properties.EventPattern);
      expect(pattern).toContain('DisableKey');
      expect(pattern).toContain('PaymentInfoKey');
      expect(JSON.stringify(rule!.Properties.Targets)).toMatch(/AlarmTopic/);
    }
  });
});

describe('a table restored from point-in-time recovery (docs/runbook.md, Restore the table)', () => {
  const name = 'reelbridge-prod-restored-202611271345';
  const streamArn = `arn:aws:dynamodb:us-east-1:123456789012:table/${name}/stream/2026-11-27T14:00:00.000`;
  let restored: Synthesized;
  beforeAll(() => {
    restored = synthesize({
      context: { stage: 'prod', restoredTableName: name, restoredTableStreamArn: streamArn },
      bundling: false,
    });
  });
  afterAll(() => restored?.dispose());

  it("points every function, the dispatcher's stream and the backups at it, and no longer manages the old table", () => {
    expect(all(restored, 'AWS::DynamoDB::Table')).toHaveLength(0);
    for (const [, id, fn] of ourFunctions(restored)) {
      expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.TABLE_NAME, id).toBe(name);
    }
    const [mapping] = all(restored, 'AWS::Lambda::EventSourceMapping').map(([, , resource]) => resource);
    expect(mapping!.Properties.EventSourceArn).toBe(streamArn);
    const [selection] = all(restored, 'AWS::Backup::BackupSelection');
    expect(JSON.stringify(selection![2].Properties)).toContain(`table/${name}`);
  });
});

describe('capacity', () => {
  it('throttles the stage from the expected load, and each public route lower', () => {
    const [[, , stage]] = all(prod, 'AWS::ApiGatewayV2::Stage') as [[Stack, string, Resource]];
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    const settings = stage.Properties.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    const publicRoutes = (Object.values(ROUTES) as RouteDefinition[]).filter((route) => isPublic(route));
    expect(Object.keys(settings).sort()).toEqual(publicRoutes.map((route) => routeKey(route)).sort());
    for (const [key, limits] of Object.entries(settings)) {
      expect(limits.ThrottlingRateLimit, key).toBeLessThan(STAGE_THROTTLE.rateLimit / 5);
      expect(limits.ThrottlingBurstLimit, key).toBeGreaterThanOrEqual(limits.ThrottlingRateLimit);
    }
  });

  it("reserves concurrency for the export worker outside dev only, so zips never take the API's", () => {
    const reserved = (synth: Synthesized) =>
      ourFunctions(synth)
        .filter(([, , fn]) => fn.Properties.ReservedConcurrentExecutions !== undefined)
        .map(([, , fn]) => [serviceOf(fn), fn.Properties.ReservedConcurrentExecutions]);
    expect(reserved(prod)).toEqual([['reelbridge-exports', 2]]);
    expect(reserved(dev)).toEqual([]);
  });

  it('runs the cdk-nag Serverless checks beside AwsSolutions: every finding is acknowledged, a new one fails synthesis', () => {
    for (const synth of [dev, prod]) {
      expect(synth.violations().filter((violation) => violation.severity === 'error')).toEqual([]);
    }
    // A queue without a redrive policy: a Serverless finding (its AwsSolutions ones acknowledged here).
    expect(() =>
      synthesize({
        context: { stage: 'dev' },
        bundling: false,
        beforeSynth: (stacks) => {
          const queue = new Queue(stacks.events, 'UnacknowledgedQueue', { enforceSSL: true });
          Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'test' });
        },
      }),
    ).toThrow(/Serverless-SQSRedrivePolicy/);
  });
});

describe('canary deploys', () => {
  it('outside dev, every API function is called through its live alias, moved by CodeDeploy canary with rollback on its alarm', () => {
    const aliases = all(prod, 'AWS::Lambda::Alias');
    expect(aliases).toHaveLength(DOMAINS.length);
    for (const [, id, alias] of aliases) {
      expect(alias.Properties.Name, id).toBe('live');
      expect(JSON.stringify(alias), id).toContain('CodeDeployLambdaAliasUpdate');
    }
    const groups = all(prod, 'AWS::CodeDeploy::DeploymentGroup').map(([, , group]) => group.Properties);
    expect(groups).toHaveLength(DOMAINS.length);
    for (const group of groups) {
      expect(group).toMatchObject({
        DeploymentConfigName: 'CodeDeployDefault.LambdaCanary10Percent5Minutes',
        AutoRollbackConfiguration: {
          Enabled: true,
          Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM']),
        },
        AlarmConfiguration: { Enabled: true, Alarms: [expect.anything()] },
      });
    }
    for (const domain of DOMAINS) named(prod, `reelbridge-prod-deploy-canary-${domain}`);
    const integrations = all(prod, 'AWS::ApiGatewayV2::Integration').map(([, , integration]) => integration.Properties);
    expect(integrations).toHaveLength(DOMAINS.length);
    for (const integration of integrations)
      expect(JSON.stringify(integration.IntegrationUri)).toMatch(/"Ref":"Canary[a-z]+Live/);
  });

  it('dev deploys at once, without aliases', () => {
    expect(all(dev, 'AWS::Lambda::Alias')).toHaveLength(0);
    expect(all(dev, 'AWS::CodeDeploy::DeploymentGroup')).toHaveLength(0);
  });
});
