import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { alarmName } from './monitoring';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { TABLE_ITEM_ACTIONS } from './api-stack';
import { TABLE_INDEXES } from './data-stack';
import { ExportWorker } from './exports';
import { acknowledge } from './nag';
import { NodeFunction } from './node-function';
import { importSharedBucket, type SharedBucket } from './storage-stack';
import { functionEntry } from './paths';
import type { StageConfig } from './stage';
import { VideoTimers } from './video-timers';

/** The stream's batches: small enough that a bisected failing batch is found in a few steps. */
export const DISPATCH_BATCH_SIZE = 25;
/** Retries of a failing batch (bisected each time) before its records' positions go to the dead-letter queue. */
export const DISPATCH_RETRY_ATTEMPTS = 5;

export interface EventsStackProps extends StackProps {
  readonly stage: StageConfig;
  /** The one table, with its stream (NEW_IMAGE, data-stack.ts). */
  readonly table: ITable;
  /** Admins are found in the pool's admin group (ListUsersInGroup) to be notified. */
  readonly userPool: IUserPool;
  /** Signs the one-click unsubscribe links in notification e-mails (the notifications API checks them). */
  readonly unsubscribeSecret: ISecret;
  /** The site's address, for links in e-mails (https://<CloudFront domain>). */
  readonly siteUrl: string;
  /** The uploads bucket: the export worker reads videos from it and writes project zips to it (issue 20). */
  readonly uploads?: SharedBucket;
  /** Where the dispatcher's alarms go (the Data stack's alarm topic). */
  readonly alarmTopic?: ITopic;
}

/**
 * The event dispatcher (docs/events.md): a Lambda function fed by the table's stream, filtered to
 * inserted event items, that hands each event to the consumers (counters, activity, notifications). A failing record
 * is reported (batchItemFailures) and retried with the batch bisected; after DISPATCH_RETRY_ATTEMPTS its stream
 * position goes to a dead-letter queue, whose depth raises an alarm.
 */
export class EventsStack extends Stack {
  readonly dispatcher: NodeFunction;
  readonly exportWorker?: NodeFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;
  readonly iteratorAgeAlarm: Alarm;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { stage, table } = props;

    this.dispatcher = new NodeFunction(this, 'Dispatcher', {
      stage,
      serviceName: 'reelbridge-events',
      failedInvocations:
        "Fed by the table stream: a failed batch is retried, bisected, and its records go to the DispatchFailures queue by the event source mapping (onFailure), which is this function's dead-letter target for stream records.",
      entry: functionEntry('events', 'handler.ts'),
      description: 'Reelbridge event dispatcher (table stream to counters, activity and notifications)',
      timeout: Duration.seconds(60),
      environment: {
        TABLE_NAME: table.tableName,
        USER_POOL_ID: props.userPool.userPoolId,
        MAIL_FROM: stage.mailFrom,
        SITE_URL: props.siteUrl,
        LOG_LEVEL: stage.retainData ? 'INFO' : 'DEBUG',
        // A dynamic reference: CloudFormation puts the value in the function's configuration at deploy time.
        UNSUBSCRIBE_SECRET: props.unsubscribeSecret.secretValue.unsafeUnwrap(),
      },
    });
    const fn = this.dispatcher;

    // A project's zip of approved videos is built by a worker of its own, which the dispatcher invokes (issue 20).
    if (props.uploads) {
      this.exportWorker = new ExportWorker(this, 'Exports', {
        stage,
        table,
        uploadsBucket: importSharedBucket(this, 'UploadsBucket', props.uploads),
        uploadsArnExportName: props.uploads.arnExportName,
        invoker: this.dispatcher,
      }).worker;
    }

    this.deadLetters = new Queue(this, 'DispatchFailures', {
      // The longest SQS keeps a message: time to read the failed records' positions and hand them over again.
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(
      this.deadLetters,
      'Serverless-SQSRedrivePolicy',
      "This queue is the last stop: the dispatcher's failed stream positions, kept 14 days and handed over again by hand (npm run events:redrive) once the cause is fixed; a queue behind it would only move them.",
    );
    acknowledge(
      this.deadLetters,
      'AwsSolutions-SQS3',
      'This queue is itself the dead-letter destination of the event dispatcher (its stream event source mapping); nothing consumes it automatically, its depth raises the DispatchFailures alarm.',
    );

    fn.function.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: DISPATCH_BATCH_SIZE,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        retryAttempts: DISPATCH_RETRY_ATTEMPTS,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetters),
        // Only inserted event items: every other write to the table never invokes the function.
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { type: { S: FilterRule.isEqual('event') } } },
          }),
        ],
      }),
    );
    acknowledge(
      fn.role,
      'AwsSolutions-IAM5[Resource::*]',
      'dynamodb:ListStreams has no resource-level permissions (AWS service authorization reference); the event source mapping grants it with *, and the stream read actions are scoped to the table stream.',
    );

    // Least privilege: the table's items and indexes (the consumers' reads and writes), mail from the stage's
    // sender only, and finding the pool's admins.
    fn.role.addToPolicy(new PolicyStatement({ actions: TABLE_ITEM_ACTIONS, resources: [table.tableArn] }));
    fn.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
    fn.role.addToPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [`arn:aws:ses:${this.region}:${this.account}:identity/${stage.mailFrom}`],
      }),
    );
    new Policy(this, 'DispatcherPoolAccess', {
      statements: [
        new PolicyStatement({ actions: ['cognito-idp:ListUsersInGroup'], resources: [props.userPool.userPoolArn] }),
      ],
    }).attachToRole(fn.role);

    this.deadLetterAlarm = new Alarm(this, 'DispatchFailuresAlarm', {
      alarmName: alarmName(stage, 'dispatch-dead-letters'),
      alarmDescription:
        'Events the dispatcher gave up on (after retries): their consumers did not run. Fix the cause, then npm run events:redrive (docs/events.md). Runbook: docs/runbook.md#dispatch-dead-letters',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(1),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.iteratorAgeAlarm = new Alarm(this, 'DispatchLagAlarm', {
      alarmName: alarmName(stage, 'dispatch-lag'),
      alarmDescription:
        'The dispatcher is more than 5 minutes behind the table: notifications and counters lag. Runbook: docs/runbook.md#dispatch-lag',
      metric: fn.function.metric('IteratorAge', { period: Duration.minutes(1), statistic: 'Maximum' }),
      threshold: 5 * 60 * 1000,
      evaluationPeriods: 5,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    if (props.alarmTopic) {
      const action = new SnsAction(props.alarmTopic);
      for (const alarm of [this.deadLetterAlarm, this.iteratorAgeAlarm]) {
        alarm.addAlarmAction(action);
        alarm.addOkAction(action);
      }
    }

    // What `npm run events:redrive` takes (with the Data stack's TableName).
    // Issue 20: the timers' job (automatic approval, reminders), on a schedule of its own; its events reach the
    // consumers through this stack's dispatcher.
    new VideoTimers(this, 'VideoTimers', {
      stage,
      table,
      ...(props.uploads ? { uploadsBucketName: props.uploads.bucket.bucketName } : {}),
    });

    new CfnOutput(this, 'DispatcherFunctionName', { value: fn.function.functionName });
    new CfnOutput(this, 'DispatchFailuresQueueUrl', { value: this.deadLetters.queueUrl });
  }
}
