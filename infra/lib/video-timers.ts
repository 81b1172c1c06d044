import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { TABLE_ITEM_ACTIONS } from './api-stack';
import { TABLE_INDEXES } from './data-stack';
import { acknowledge } from './nag';
import { NodeFunction } from './node-function';
import { functionEntry } from './paths';
import type { StageConfig } from './stage';

/** How often the timers' job runs in AWS (issue 20): automatic approvals happen at most this late. */
export const VIDEO_TIMERS_RATE = Duration.minutes(15);

export interface VideoTimersProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  /** The uploads bucket's name: a review's answer presigns GETs of video files (never used by the job itself). */
  readonly uploadsBucketName?: string;
}

/**
 * The timers' scheduled job (issue 20, docs/videos.md; functions/src/ugc-projects/timers.ts): an EventBridge rule
 * invokes the Lambda every 15 minutes; it Queries the videos whose timer is due (the VIDEO_TIMERS index), approves
 * the ones nobody reviewed in time and records the reviewers' reminders as events, which the dispatcher turns into
 * notifications. Every write is conditional on the version read, so a run that overlaps another, or an invocation
 * EventBridge retries, does nothing twice.
 */
export class VideoTimers extends Construct {
  readonly job: NodeFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: VideoTimersProps) {
    super(scope, id);
    const { stage, table } = props;
    this.job = new NodeFunction(this, 'Job', {
      stage,
      serviceName: 'reelbridge-video-timers',
      failedInvocations:
        'Invoked by its schedule every 15 minutes; a failed run is retried twice by EventBridge and every due timer is picked up again by the next run (the job is idempotent), so nothing waits in a dead-letter queue.',
      entry: functionEntry('ugc-projects', 'timers.ts'),
      description: 'Reelbridge video timers (automatic approval, reviewer reminders, spark code expiry)',
      timeout: Duration.minutes(5),
      environment: {
        TABLE_NAME: table.tableName,
        LOG_LEVEL: stage.retainData ? 'INFO' : 'DEBUG',
        ...(props.uploadsBucketName ? { UPLOADS_BUCKET: props.uploadsBucketName } : {}),
      },
    });
    // The table's items and the indexes' Queries only: it reads projects and writes videos and events.
    this.job.role.addToPolicy(new PolicyStatement({ actions: TABLE_ITEM_ACTIONS, resources: [table.tableArn] }));
    this.job.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the video timers job every 15 minutes (issue 20)',
      schedule: Schedule.rate(VIDEO_TIMERS_RATE),
      targets: [new LambdaFunction(this.job.function, { retryAttempts: 2, maxEventAge: Duration.minutes(15) })],
    });
    acknowledge(
      this.rule,
      'Serverless-EventBusDLQ',
      'A schedule: an invocation that is not delivered after the retries is made up by the next run 15 minutes later, which picks up every due timer (the job is idempotent).',
    );
  }
}
