import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  Alarm,
  AlarmRule,
  AlarmState,
  ComparisonOperator,
  CompositeAlarm,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IAlarm,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { METRIC, metricsNamespace } from '@reelbridge/functions/lib/metric-names';
import {
  API_PREFIX,
  DOMAINS,
  ROUTES,
  type Domain,
  type RouteDefinition,
  type RouteId,
} from '@reelbridge/shared/api/routes';
import type { Construct, IConstruct } from 'constructs';
import { NodeFunction } from './node-function';
import type { StageConfig } from './stage';

/**
 * Every kind of alarm the stacks define. An alarm's name is `reelbridge-<stage>-<kind>[-<subject>]`; docs/runbook.md has
 * one entry per kind (a test compares them), with what it means, the first checks and the mitigation.
 */
export const ALARM_KINDS = {
  'api-5xx': 'The API answers more than 5% of its requests with 5xx',
  'api-latency': "The API's p99 latency is above 5 s",
  'api-route-5xx': "One route's 5xx rate is above 5% (outside dev)",
  'api-route-latency': "One route's p99 latency is above its limit (outside dev)",
  'api-domain-5xx': 'Any route of one domain breaches its 5xx alarm (composite: what is e-mailed, outside dev)',
  'api-domain-latency': 'Any route of one domain breaches its latency alarm (composite: what is e-mailed, outside dev)',
  'lambda-errors': 'A function failed (threw, timed out or ran out of memory)',
  'lambda-throttles': 'A function was throttled (no concurrency left)',
  'lambda-duration': "A function's p99 duration is above 80% of its timeout",
  'unhandled-errors': 'An API function answered 500 because of an unexpected error',
  'dynamodb-throttles': 'DynamoDB throttled requests to the table',
  'dynamodb-system-errors': 'DynamoDB answered requests to the table with internal errors',
  'dispatch-dead-letters': 'Events the dispatcher gave up on are in its dead-letter queue',
  'dispatch-lag': 'The dispatcher is more than 5 minutes behind the table',
  'payments-failed': 'A creator payment failed on our side',
  'notifications-failed': 'Notification or brief e-mails could not be sent',
  'cloudfront-5xx': 'CloudFront answers more than 5% of requests with 5xx',
  'waf-blocked-spike': 'The web ACL blocks an unusual share of requests',
  'deploy-canary':
    "A new API function version failed while taking its canary's traffic (CodeDeploy rolls back, outside dev)",
  'payment-key-deletion':
    'The payment-data KMS key was disabled or scheduled for deletion (EventBridge rule, not an alarm)',
} as const;
export type AlarmKind = keyof typeof ALARM_KINDS;

export const alarmName = (stage: StageConfig, kind: AlarmKind, subject?: string) =>
  `reelbridge-${stage.name}-${kind}${subject ? `-${subject}` : ''}`;

/** Thresholds (docs/runbook.md, "Thresholds" explains each). */
export const THRESHOLDS = {
  /** 5xx per 100 requests, over 5 minutes, when at least `minRequests` requests came. */
  api5xxPercent: 5,
  minRequests: 20,
  /** p99 latency of the API and of a route, over 5 minutes, 2 periods out of 3. */
  apiLatencyMs: 5_000,
  /** The video routes wait for S3's assembly of a large upload (videos function timeout 29 s). */
  videoRouteLatencyMs: 20_000,
  /** A function's p99 duration against its timeout. */
  durationShareOfTimeout: 0.8,
  /** Throttled requests to the table in 5 minutes (on-demand: only a sudden many-fold jump throttles). */
  dynamoThrottles: 10,
  dynamoSystemErrors: 5,
  cloudFront5xxPercent: 5,
  /** Blocked requests per 100 over 5 minutes, when at least `wafMinBlocked` were blocked. */
  wafBlockedPercent: 20,
  wafMinBlocked: 100,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/** The operations the functions call (an alarm's math expression holds at most 10 metrics; no Scan on the request path). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export interface MonitoringStackProps extends StackProps {
  readonly stage: StageConfig;
  /** Where every alarm goes (Data stack, e-mail subscription from `-c alarmEmail`). */
  readonly alarmTopic: ITopic;
  readonly httpApi: HttpApi;
  readonly table: ITable;
  readonly deadLetters: IQueue;
  readonly distribution: Distribution;
  /** The web ACL's name (CloudWatch's WebACL dimension). */
  readonly webAclName: string;
  /** The stacks whose NodeFunctions get the function alarms. */
  readonly functionScopes: IConstruct[];
}

/**
 * The alarms and the dashboard of a stage, in a stack of their own so that every other stack keeps its resources only
 * (plain CDK rather than cdk-monitoring-constructs: the alarm names, thresholds and per-route composites must match
 * docs/runbook.md exactly, and the few dozen lines below are easier to read and test than the library's defaults).
 */
export class MonitoringStack extends Stack {
  readonly alarms: Alarm[] = [];
  readonly composites: CompositeAlarm[] = [];
  readonly dashboard: Dashboard;
  private readonly action: SnsAction;
  private readonly stageConfig: StageConfig;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.stageConfig = stage;
    this.action = new SnsAction(props.alarmTopic);
    const namespace = metricsNamespace(stage.name);
    const product = (name: string, service: string, statistic = 'Sum') =>
      new Metric({ namespace, metricName: name, dimensionsMap: { service }, period: FIVE_MINUTES, statistic });

    // The API, as a whole.
    const apiMetric = (metricName: string, statistic: string, extra: Record<string, string> = {}) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.httpApi.apiId, Stage: '$default', ...extra },
        period: FIVE_MINUTES,
        statistic,
      });
    const errorRate = (extra: Record<string, string> = {}) =>
      new MathExpression({
        expression: `IF(requests >= ${THRESHOLDS.minRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { errors: apiMetric('5xx', 'Sum', extra), requests: apiMetric('Count', 'Sum', extra) },
        period: FIVE_MINUTES,
        label: '5xx %',
      });
    this.alarm('api-5xx', undefined, errorRate(), THRESHOLDS.api5xxPercent, {
      description: `More than ${THRESHOLDS.api5xxPercent}% of the API's requests answered 5xx over 5 minutes.`,
    });
    this.alarm('api-latency', undefined, apiMetric('Latency', 'p99'), THRESHOLDS.apiLatencyMs, {
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: "The API's p99 latency was above 5 s in 2 of the last 3 five-minute periods.",
    });

    // Each route (API Gateway's detailed metrics), e-mailed through one composite per domain.
    if (stage.routeAlarms) {
      for (const domain of DOMAINS) {
        const routes = (Object.entries(ROUTES) as [RouteId, RouteDefinition][]).filter(
          ([, route]) => route.domain === domain,
        );
        const errors: IAlarm[] = [];
        const latency: IAlarm[] = [];
        for (const [routeId, route] of routes) {
          const dims = { Method: route.method, Resource: `${API_PREFIX}${route.path}` };
          const subject = routeId.replace(/\./g, '-');
          errors.push(
            this.alarm('api-route-5xx', subject, errorRate(dims), THRESHOLDS.api5xxPercent, {
              description: `${route.method} ${API_PREFIX}${route.path}: more than ${THRESHOLDS.api5xxPercent}% 5xx over 5 minutes.`,
              notify: false,
            }),
          );
          const limit = domain === 'videos' ? THRESHOLDS.videoRouteLatencyMs : THRESHOLDS.apiLatencyMs;
          latency.push(
            this.alarm('api-route-latency', subject, apiMetric('Latency', 'p99', dims), limit, {
              evaluationPeriods: 3,
              datapointsToAlarm: 2,
              description: `${route.method} ${API_PREFIX}${route.path}: p99 latency above ${limit} ms in 2 of 3 five-minute periods.`,
              notify: false,
            }),
          );
        }
        this.composite('api-domain-5xx', domain, errors);
        this.composite('api-domain-latency', domain, latency);
      }
    }

    // Every function of the product.
    const functions = props.functionScopes.flatMap((scope) =>
      scope.node.findAll().filter((child): child is NodeFunction => child instanceof NodeFunction),
    );
    const services = functions.map((fn) => fn.serviceName);
    for (const fn of functions) {
      const lambda = fn.function;
      // The service's name; the two sign-up triggers share reelbridge-auth, so theirs add the trigger's name.
      const shared = services.filter((service) => service === fn.serviceName).length > 1;
      const subject = fn.serviceName.replace(/^reelbridge-/, '') + (shared ? `-${kebab(fn.node.id)}` : '');
      this.alarm('lambda-errors', subject, lambda.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), 1, {
        description: `${fn.node.path}: the function failed (threw, timed out or ran out of memory).`,
      });
      this.alarm('lambda-throttles', subject, lambda.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), 1, {
        description: `${fn.node.path}: invocations were throttled.`,
      });
      const timeoutMs = (lambda.timeout ?? Duration.seconds(3)).toMilliseconds();
      const limit = Math.round(timeoutMs * THRESHOLDS.durationShareOfTimeout);
      this.alarm('lambda-duration', subject, lambda.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' }), limit, {
        description: `${fn.node.path}: p99 duration above ${limit} ms (80% of its ${timeoutMs} ms timeout).`,
      });
    }
    for (const domain of DOMAINS) {
      this.alarm('unhandled-errors', domain, product(METRIC.unhandledError, `reelbridge-${domain}`), 1, {
        description: `reelbridge-${domain} answered 500 for an unexpected error (its log has the error line).`,
      });
    }

    // The table.
    this.alarm(
      'dynamodb-throttles',
      undefined,
      props.table.metricThrottledRequestsForOperations({ period: FIVE_MINUTES, operations: TABLE_OPERATIONS }),
      THRESHOLDS.dynamoThrottles,
      { description: `More than ${THRESHOLDS.dynamoThrottles} requests to the table were throttled in 5 minutes.` },
    );
    this.alarm(
      'dynamodb-system-errors',
      undefined,
      props.table.metricSystemErrorsForOperations({ period: FIVE_MINUTES, operations: TABLE_OPERATIONS }),
      THRESHOLDS.dynamoSystemErrors,
      { description: `DynamoDB answered ${THRESHOLDS.dynamoSystemErrors} or more requests with a 500 in 5 minutes.` },
    );

    // What the business notices.
    this.alarm('payments-failed', undefined, product(METRIC.paymentsFailed, 'reelbridge-ugc-projects'), 1, {
      description: 'A creator payment failed on our side (PaymentsFailed).',
    });
    this.alarm(
      'notifications-failed',
      undefined,
      new MathExpression({
        expression: 'FILL(notes, 0) + FILL(briefs, 0)',
        usingMetrics: {
          notes: product(METRIC.notificationsFailed, 'reelbridge-events'),
          briefs: product(METRIC.briefsFailed, 'reelbridge-events'),
        },
        period: FIVE_MINUTES,
        label: 'e-mails failed',
      }),
      1,
      {
        description: 'Notification or brief e-mails failed to send (left pending in the outbox; the event is retried).',
      },
    );

    // The edge.
    this.alarm(
      'cloudfront-5xx',
      undefined,
      props.distribution.metric5xxErrorRate({ period: FIVE_MINUTES, statistic: 'Average' }),
      THRESHOLDS.cloudFront5xxPercent,
      { description: `More than ${THRESHOLDS.cloudFront5xxPercent}% of CloudFront's answers were 5xx over 5 minutes.` },
    );
    const waf = (metricName: string) =>
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: props.webAclName, Rule: 'ALL' },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    this.alarm(
      'waf-blocked-spike',
      undefined,
      new MathExpression({
        expression: `IF(FILL(blocked, 0) >= ${THRESHOLDS.wafMinBlocked}, 100 * blocked / (FILL(blocked, 0) + FILL(allowed, 0)), 0)`,
        usingMetrics: { blocked: waf('BlockedRequests'), allowed: waf('AllowedRequests') },
        period: FIVE_MINUTES,
        label: 'blocked %',
      }),
      THRESHOLDS.wafBlockedPercent,
      {
        description: `The web ACL blocked more than ${THRESHOLDS.wafBlockedPercent}% of requests (and at least ${THRESHOLDS.wafMinBlocked}) over 5 minutes.`,
      },
    );

    this.dashboard = this.buildDashboard(props, functions, apiMetric, errorRate(), product);
  }

  private alarm(
    kind: AlarmKind,
    subject: string | undefined,
    metric: IMetric,
    threshold: number,
    options: { description: string; evaluationPeriods?: number; datapointsToAlarm?: number; notify?: boolean },
  ): Alarm {
    const name = alarmName(this.stageConfig, kind, subject);
    const alarm = new Alarm(this, name, {
      alarmName: name,
      alarmDescription: `${options.description} Runbook: docs/runbook.md#${kind}`,
      metric,
      threshold,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm ?? options.evaluationPeriods ?? 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (options.notify !== false) {
      alarm.addAlarmAction(this.action);
      alarm.addOkAction(this.action);
    }
    this.alarms.push(alarm);
    return alarm;
  }

  private composite(kind: AlarmKind, subject: string, alarms: IAlarm[]): void {
    if (alarms.length === 0) return;
    const name = alarmName(this.stageConfig, kind, subject);
    const composite = new CompositeAlarm(this, name, {
      compositeAlarmName: name,
      alarmDescription: `Any of the ${subject} routes' alarms (${ALARM_KINDS[kind]}). Runbook: docs/runbook.md#${kind}`,
      alarmRule: AlarmRule.anyOf(...alarms.map((alarm) => AlarmRule.fromAlarm(alarm, AlarmState.ALARM))),
    });
    composite.addAlarmAction(this.action);
    composite.addOkAction(this.action);
    this.composites.push(composite);
  }

  private buildDashboard(
    props: MonitoringStackProps,
    functions: NodeFunction[],
    apiMetric: (name: string, statistic: string) => Metric,
    apiErrorRate: IMetric,
    product: (name: string, service: string, statistic?: string) => Metric,
  ): Dashboard {
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `reelbridge-${props.stage.name}`,
      defaultInterval: Duration.hours(6),
    });
    const wide = { width: 12, height: 6 };
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# Reelbridge ${props.stage.name}\nAlarms e-mail the stage's alarm topic; each alarm's entry is in docs/runbook.md.`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'API requests', left: [apiMetric('Count', 'Sum')], ...wide }),
      new GraphWidget({
        title: 'API 5xx % and p99 latency',
        left: [apiErrorRate],
        right: [apiMetric('Latency', 'p99')],
        ...wide,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors',
        left: functions.map((fn) => fn.function.metricErrors({ label: fn.serviceName, period: FIVE_MINUTES })),
        ...wide,
      }),
      new GraphWidget({
        title: 'Function p99 duration',
        left: functions.map((fn) =>
          fn.function.metricDuration({ label: fn.serviceName, period: FIVE_MINUTES, statistic: 'p99' }),
        ),
        ...wide,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Unhandled errors (500) by service',
        left: DOMAINS.map((domain: Domain) => product(METRIC.unhandledError, `reelbridge-${domain}`)),
        ...wide,
      }),
      new GraphWidget({
        title: 'Table throttles, dispatcher dead letters',
        left: [
          props.table.metricThrottledRequestsForOperations({ period: FIVE_MINUTES, operations: TABLE_OPERATIONS }),
        ],
        right: [props.deadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, label: 'DLQ' })],
        ...wide,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Business',
        left: [
          product(METRIC.creatorsPaid, 'reelbridge-ugc-projects'),
          product(METRIC.paymentsFailed, 'reelbridge-ugc-projects'),
          product(METRIC.paymentInfoApproved, 'reelbridge-creators'),
          product(METRIC.paymentInfoRejected, 'reelbridge-creators'),
          product(METRIC.briefsSent, 'reelbridge-events'),
          product(METRIC.briefsFailed, 'reelbridge-events'),
          product(METRIC.notificationsSent, 'reelbridge-events'),
          product(METRIC.notificationsFailed, 'reelbridge-events'),
        ],
        ...wide,
      }),
      new GraphWidget({
        title: 'Edge: CloudFront 5xx %; table system errors',
        left: [props.distribution.metric5xxErrorRate({ period: FIVE_MINUTES })],
        right: [props.table.metricSystemErrorsForOperations({ period: FIVE_MINUTES, operations: TABLE_OPERATIONS })],
        ...wide,
      }),
    );
    return dashboard;
  }
}
