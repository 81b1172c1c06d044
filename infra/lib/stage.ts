import { RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** The one region of the product (docs/product.md#limits: identity region us-east-1). */
export const REGION = 'us-east-1';

/** The stage that may be torn down freely; every other stage keeps its data. */
export const DEV_STAGE = 'dev';

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,19}$/;

/**
 * Per-stage settings, from `-c stage=<name>` (default dev). Outside dev, stateful resources
 * (table, user pool, uploads and log buckets, log groups) are RETAINed and deletion-protected
 * (docs/architecture.md#the-shape).
 */
export interface StageConfig {
  readonly name: string;
  /** True outside dev: keep data when a stack or resource is deleted. */
  readonly retainData: boolean;
  /** RETAIN outside dev, DESTROY in dev. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  /**
   * Origins allowed to PUT/GET the uploads bucket directly (presigned URLs), from `-c siteOrigin=https://...`.
   * Default `*`: the CloudFront domain lives in the web stack, which depends on storage (a reference back would be a cycle).
   */
  readonly uploadOrigins: string[];
  /** The sender of campaign briefs (`-c mailFrom=briefs@agency.example`): an SES identity the stack creates. */
  readonly mailFrom: string;
  /**
   * Allow USER_PASSWORD_AUTH on the app client and have the SPA use it (`-c passwordAuth=true`), for a stage that
   * needs it; otherwise the deployed client allows only SRP and refresh. (Locally the SPA always uses it: cognito-local
   * has no SRP.)
   */
  readonly passwordAuth: boolean;
  /**
   * Who is told when an alarm fires (`-c alarmEmail=oncall@agency.example`): an e-mail subscription of the alarm topic
   * (docs/runbook.md). Without one the topic has no subscriber and synthesis warns; subscribe another way (chat,
   * pager).
   */
  readonly alarmEmail?: string;
  /**
   * Per-route API alarms (5xx rate and p99 latency of each route), which need API Gateway's detailed metrics, billed as
   * custom metrics (about 6 per route). On outside dev; dev has the API-wide alarms only.
   */
  readonly routeAlarms: boolean;
  /**
   * A table restored from point-in-time recovery that the stacks use instead of the one the Data stack created
   * (`-c restoredTableName=... -c restoredTableStreamArn=...`, docs/runbook.md "Restore the table"). The restored table
   * is then managed outside CloudFormation (its streams, PITR and deletion protection set by the runbook's CLI steps).
   */
  readonly restoredTable?: { readonly name: string; readonly streamArn: string };
  /** AWS Backup of the table and the uploads bucket (outside dev). */
  readonly backups: boolean;
  /** API functions deployed through a `live` alias by CodeDeploy, canary then all, rolled back on alarm (outside dev). */
  readonly canaryDeploys: boolean;
}

export function stageConfig(scope: Construct): StageConfig {
  const raw: unknown = scope.node.tryGetContext('stage') ?? DEV_STAGE;
  if (typeof raw !== 'string' || !STAGE_PATTERN.test(raw)) {
    throw new Error(
      `Invalid stage ${JSON.stringify(raw)}: use lower-case letters, digits and hyphens (e.g. -c stage=prod)`,
    );
  }
  const retainData = raw !== DEV_STAGE;
  const siteOrigin: unknown = scope.node.tryGetContext('siteOrigin');
  if (siteOrigin !== undefined && (typeof siteOrigin !== 'string' || !/^https:\/\/[^/]+$/.test(siteOrigin))) {
    throw new Error(`Invalid siteOrigin ${JSON.stringify(siteOrigin)}: use https://host without a path`);
  }
  const mailFrom: unknown = scope.node.tryGetContext('mailFrom') ?? 'briefs@reelbridge.example';
  if (typeof mailFrom !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mailFrom)) {
    throw new Error(`Invalid mailFrom ${JSON.stringify(mailFrom)}: use an e-mail address`);
  }
  const passwordAuth: unknown = scope.node.tryGetContext('passwordAuth') ?? false;
  if (passwordAuth !== true && passwordAuth !== false && passwordAuth !== 'true' && passwordAuth !== 'false') {
    throw new Error(`Invalid passwordAuth ${JSON.stringify(passwordAuth)}: use true or false`);
  }
  const alarmEmail: unknown = scope.node.tryGetContext('alarmEmail');
  if (alarmEmail !== undefined && (typeof alarmEmail !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail))) {
    throw new Error(`Invalid alarmEmail ${JSON.stringify(alarmEmail)}: use an e-mail address`);
  }
  const restoredName: unknown = scope.node.tryGetContext('restoredTableName');
  const restoredStream: unknown = scope.node.tryGetContext('restoredTableStreamArn');
  if ((restoredName === undefined) !== (restoredStream === undefined)) {
    throw new Error('Give restoredTableName and restoredTableStreamArn together (docs/runbook.md, Restore the table)');
  }
  if (
    restoredName !== undefined &&
    (typeof restoredName !== 'string' || !/^[A-Za-z0-9_.-]{3,255}$/.test(restoredName))
  ) {
    throw new Error(`Invalid restoredTableName ${JSON.stringify(restoredName)}`);
  }
  if (
    restoredStream !== undefined &&
    (typeof restoredStream !== 'string' ||
      !/^arn:aws:dynamodb:[a-z0-9-]+:\d{12}:table\/[^/]+\/stream\/.+$/.test(restoredStream))
  ) {
    throw new Error(`Invalid restoredTableStreamArn ${JSON.stringify(restoredStream)}: the table's LatestStreamArn`);
  }
  return {
    ...(typeof restoredName === 'string' && typeof restoredStream === 'string'
      ? { restoredTable: { name: restoredName, streamArn: restoredStream } }
      : {}),
    backups: retainData,
    canaryDeploys: retainData,
    name: raw,
    ...(typeof alarmEmail === 'string' ? { alarmEmail } : {}),
    routeAlarms: retainData,
    passwordAuth: passwordAuth === true || passwordAuth === 'true',
    mailFrom,
    retainData,
    removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: retainData ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
    uploadOrigins: typeof siteOrigin === 'string' ? [siteOrigin] : ['*'],
  };
}
