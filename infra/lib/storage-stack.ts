import { Aws, CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BackupPlan, BackupResource } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { EXPORTS_LIFECYCLE_RULE } from './exports';
import { acknowledge } from './nag';
import type { StageConfig } from './stage';

/**
 * The only prefix of the uploads bucket CloudFront serves (as /media/*): public product media.
 * Everything else, W-9 forms above all, is reachable only through short-lived presigned URLs
 * (docs/architecture.md#files).
 */
export const MEDIA_PREFIX = 'media/';

/** The managed policies of AWS Backup's service role for DynamoDB (and every other resource type) and for S3. */
export const BACKUP_MANAGED_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
];

export interface StorageStackProps extends StackProps {
  readonly stage: StageConfig;
  /** Backed up with the uploads bucket by AWS Backup, outside dev. */
  readonly table?: ITable;
}

/**
 * A bucket other stacks name in IAM policies, with its ARN under a fixed export name. CDK's generated export names end
 * in a hash, and cdk-nag's granular IAM5 findings quote the export name: a fixed one lets the acknowledgement name
 * the exact finding (`AwsSolutions-IAM5[Resource::<export>/*]`) instead of the whole rule.
 */
export interface SharedBucket {
  readonly bucket: IBucket;
  readonly arnExportName: string;
}

/** The bucket as seen from another stack, for grants: its ARN through the fixed export. */
export function importSharedBucket(scope: Construct, id: string, shared: SharedBucket): IBucket {
  return Bucket.fromBucketAttributes(scope, id, {
    bucketArn: Fn.importValue(shared.arnExportName),
    bucketName: shared.bucket.bucketName,
    bucketRegionalDomainName: shared.bucket.bucketRegionalDomainName,
  });
}

/** The IAM5 finding id of a grant on every object of a shared bucket. */
export function objectsWildcardFinding(shared: SharedBucket): string {
  return `AwsSolutions-IAM5[Resource::${shared.arnExportName}/*]`;
}

/** The uploads bucket, the site bucket and the bucket their access logs go to. */
export class StorageStack extends Stack {
  readonly uploadsBucket: Bucket;
  readonly siteBucket: Bucket;
  readonly logsBucket: Bucket;
  /** The uploads bucket for the API's grants (presigned PUT and GET). */
  readonly uploads: SharedBucket;
  /** The site bucket for the web stack's deployment. */
  readonly site: SharedBucket;
  /** AWS Backup of the table and the uploads bucket (outside dev). */
  readonly backupPlan?: BackupPlan;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);
    const { stage } = props;

    // S3 server access logs of both buckets and CloudFront's standard logs. CloudFront's (legacy) log delivery writes
    // with an ACL grant, so this bucket keeps ACLs enabled (BUCKET_OWNER_PREFERRED); all public access stays blocked.
    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(stage.retainData ? 365 : 30) }],
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: !stage.retainData,
    });
    acknowledge(
      this.logsBucket,
      'AwsSolutions-S1',
      'This is the access-log bucket itself: logging it into itself would log its own log deliveries without end.',
    );

    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/uploads/',
      // The browser PUTs to presigned URLs (and reads presigned W-9 URLs) straight from S3. The presigned URL is the
      // authorization; CORS only decides which pages may read the response. The allowed origin defaults to `*`
      // because the site's CloudFront domain is created in the web stack, which depends on this one (naming it here
      // would be a cycle). With a fixed domain, pass `-c siteOrigin=https://app.example.com` to narrow it.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedOrigins: stage.uploadOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: Duration.days(90) },
        // Project zips of approved videos (issue 20, infra/lib/exports.ts).
        EXPORTS_LIFECYCLE_RULE,
      ],
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: !stage.retainData,
    });

    // Beyond the table's point-in-time recovery (35 days, to the second) and the bucket's versions (90 days): daily
    // backups kept 35 days in a vault of their own, which survive a deleted table or bucket (docs/runbook.md).
    if (stage.backups) {
      this.backupPlan = BackupPlan.daily35DayRetention(this, 'Backup');
      // AWS Backup's own service-role policies (DynamoDB and S3): what the service needs to read and snapshot each kind
      // of resource, kept current by AWS as the service changes; the selection below bounds which resources.
      const backupRole = new Role(this, 'BackupRole', {
        assumedBy: new ServicePrincipal('backup.amazonaws.com'),
        description: 'AWS Backup: backs up the table and the uploads bucket',
        managedPolicies: BACKUP_MANAGED_POLICIES.map((name) => ManagedPolicy.fromAwsManagedPolicyName(name)),
      });
      for (const name of BACKUP_MANAGED_POLICIES) {
        acknowledge(
          backupRole,
          `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`,
          'AWS Backup documents its service-role managed policies as the permissions a backup role needs (DynamoDB and S3 backup include bucket notifications, tagging and inventory actions that change as the service does); the role is assumable only by backup.amazonaws.com and the plan selects only the table and the uploads bucket.',
        );
      }
      this.backupPlan.addSelection('TableAndUploads', {
        role: backupRole,
        resources: [
          ...(props.table ? [BackupResource.fromDynamoDbTable(props.table)] : []),
          BackupResource.fromArn(this.uploadsBucket.bucketArn),
        ],
      });
    }

    // Rebuilt from the repository on every deploy: nothing to keep, so it goes with its stack in every stage.
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // CloudFront reads through origin access control (the web stack's distribution). The condition names every
    // distribution of this account rather than the one distribution: the distribution lives in the web stack, which
    // depends on this stack (API, buckets), so naming its ARN here would be a dependency cycle. CDK makes the same
    // trade-off for KMS keys of OAC origins. Only the account's own distributions qualify, and on the uploads bucket
    // only the media/ prefix is readable at all.
    const anyDistributionOfThisAccount = `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*`;
    const cloudFrontRead = (sid: string, resource: string) =>
      new PolicyStatement({
        sid,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [resource],
        conditions: { ArnLike: { 'AWS:SourceArn': anyDistributionOfThisAccount } },
      });
    this.siteBucket.addToResourcePolicy(cloudFrontRead('CloudFrontReadsSite', this.siteBucket.arnForObjects('*')));
    this.uploadsBucket.addToResourcePolicy(
      cloudFrontRead('CloudFrontReadsPublicMedia', this.uploadsBucket.arnForObjects(`${MEDIA_PREFIX}*`)),
    );

    this.uploads = this.shareBucket(this.uploadsBucket, 'UploadsBucketArn');
    this.site = this.shareBucket(this.siteBucket, 'SiteBucketArn');

    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'LogsBucketName', { value: this.logsBucket.bucketName });
  }

  private shareBucket(bucket: Bucket, name: string): SharedBucket {
    const arnExportName = `${this.stackName}-${name}`;
    new CfnOutput(this, name, { value: bucket.bucketArn, exportName: arnExportName });
    return { bucket, arnExportName };
  }
}
