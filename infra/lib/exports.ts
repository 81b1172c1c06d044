import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket, LifecycleRule } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EXPORT_RETENTION_DAYS } from '@reelbridge/shared/rules/downloads';
import { acknowledge } from './nag';
import { NodeFunction } from './node-function';
import { functionEntry } from './paths';
import type { StageConfig } from './stage';

/**
 * Downloading approved content (issue 20, docs/videos.md "Downloads and exports"): what AWS needs for the single
 * video download (the ugc-projects function presigns GETs of videos and zips), the export worker that builds a
 * project's zip, and the lifecycle rule that expires the zips.
 */

export const VIDEOS_PREFIX = 'private/videos/';
export const EXPORTS_PREFIX = 'private/exports/';

/** The zips leave the bucket after EXPORT_RETENTION_DAYS (the bucket is versioned: the old version a day later). */
export const EXPORTS_LIFECYCLE_RULE: LifecycleRule = {
  id: 'expire-exports',
  prefix: EXPORTS_PREFIX,
  expiration: Duration.days(EXPORT_RETENTION_DAYS),
  noncurrentVersionExpiration: Duration.days(1),
};

/** The longest a zip may take to build: Lambda's limit. A project's approved videos at 2 GB each stream in that. */
export const EXPORT_WORKER_TIMEOUT = Duration.minutes(15);

/**
 * The ugc-projects API function presigns GETs: a video's original file and a ready zip. A presigned URL carries the
 * signer's permissions, so it needs s3:GetObject on those two prefixes only.
 */
export function grantDownloadSigning(fn: NodeFunction, bucket: IBucket, arnExportName: string): void {
  fn.role.addToPolicy(
    new PolicyStatement({
      actions: ['s3:GetObject'],
      resources: [bucket.arnForObjects(`${VIDEOS_PREFIX}*`), bucket.arnForObjects(`${EXPORTS_PREFIX}*`)],
    }),
  );
  for (const prefix of [VIDEOS_PREFIX, EXPORTS_PREFIX]) {
    acknowledge(
      fn.role,
      `AwsSolutions-IAM5[Resource::${arnExportName}/${prefix}*]`,
      'Presigned downloads of approved videos and project zips: GetObject on the videos and exports prefixes only; the handler checks the caller may read the video or the project before signing.',
    );
  }
}

export interface ExportWorkerProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly uploadsArnExportName: string;
  /** The function that hands requested exports over (the event dispatcher): it may invoke the worker. */
  readonly invoker: NodeFunction;
}

/**
 * The export worker: its own Lambda so a zip (up to 15 minutes of streaming) never holds up the event dispatcher,
 * which invokes it asynchronously (`EXPORT_WORKER_FUNCTION`) and goes on. Lambda retries a failed asynchronous
 * invocation twice; the worker is idempotent per export (functions/src/ugc-projects/export-worker.ts).
 */
export class ExportWorker extends Construct {
  readonly worker: NodeFunction;

  constructor(scope: Construct, id: string, props: ExportWorkerProps) {
    super(scope, id);
    const { stage, table, uploadsBucket } = props;
    this.worker = new NodeFunction(this, 'Worker', {
      stage,
      serviceName: 'reelbridge-exports',
      failedInvocations:
        'Invoked asynchronously by the dispatcher; Lambda retries a failed zip twice, the worker is idempotent per export and records a failed export on the export item (the person is told), and the lambda-errors alarm fires: a queue of failed invocations would hold nothing to act on.',
      // Each zip streams up to 15 minutes: at most 2 at once, so exports never take the API's concurrency.
      reservedConcurrency: 2,
      entry: functionEntry('ugc-projects', 'export-worker.ts'),
      description: "Reelbridge export worker (a project's approved videos as one zip, streamed S3 to S3)",
      // Two 8 MiB parts in flight and the streams between them: far below this; more memory is more network.
      memorySize: 1024,
      timeout: EXPORT_WORKER_TIMEOUT,
      environment: {
        TABLE_NAME: table.tableName,
        UPLOADS_BUCKET: uploadsBucket.bucketName,
        LOG_LEVEL: stage.retainData ? 'INFO' : 'DEBUG',
      },
    });
    const fn = this.worker;
    fn.function.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(1) });
    acknowledge(
      fn.function,
      'Serverless-LambdaAsyncFailureDestination',
      'A zip that fails after the retries is recorded as failed on its export item by the worker itself (the person who asked sees it and may ask again), and the lambda-errors alarm fires.',
    );

    // The export item and the project (GetItem, Query), the ready/failed transaction with its event.
    fn.role.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:ConditionCheckItem'],
        resources: [table.tableArn],
      }),
    );
    fn.role.addToPolicy(
      new PolicyStatement({ actions: ['s3:GetObject'], resources: [uploadsBucket.arnForObjects(`${VIDEOS_PREFIX}*`)] }),
    );
    fn.role.addToPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
        resources: [uploadsBucket.arnForObjects(`${EXPORTS_PREFIX}*`)],
      }),
    );
    acknowledge(
      fn.role,
      `AwsSolutions-IAM5[Resource::${props.uploadsArnExportName}/${VIDEOS_PREFIX}*]`,
      "The worker reads the approved videos of the export's project: GetObject on the videos prefix only.",
    );
    acknowledge(
      fn.role,
      `AwsSolutions-IAM5[Resource::${props.uploadsArnExportName}/${EXPORTS_PREFIX}*]`,
      'The worker writes the zip (a multipart upload) under the exports prefix only, at a key made of the project and export ids.',
    );

    props.invoker.function.addEnvironment('EXPORT_WORKER_FUNCTION', fn.function.functionName);
    props.invoker.role.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.function.functionArn] }),
    );
  }
}
