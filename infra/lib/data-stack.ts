import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { acknowledge } from './nag';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage';

/** Global secondary indexes of the one table (DESIGN section 4). Add one only for a named access pattern. */
export const TABLE_INDEXES = ['gsi1', 'gsi2'] as const;

export interface DataStackProps extends StackProps {
  readonly stage: StageConfig;
}

/** The one DynamoDB table (DESIGN section 4). */
export class DataStack extends Stack {
  readonly table: Table;
  /** Encrypts creators' tax ids and account numbers, field by field, outside the table (spec: payment info). */
  readonly paymentKey: Key;
  /** Signs the one-click unsubscribe links of notification e-mails (the dispatcher signs, the notifications API checks). */
  readonly unsubscribeSecret: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Encrypted at rest with an AWS-owned key (no KMS key or request charges).
      encryption: TableEncryption.DEFAULT,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Short-lived items (pending sign-ups) carry an epoch-seconds expiry.
      timeToLiveAttribute: 'expiresAt',
      // The event dispatcher reads inserted event items from the stream (events-stack.ts); new images only.
      stream: StreamViewType.NEW_IMAGE,
      deletionProtection: stage.retainData,
      removalPolicy: stage.removalPolicy,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: `${index}pk`, type: AttributeType.STRING },
        sortKey: { name: `${index}sk`, type: AttributeType.STRING },
      });
    }

    this.paymentKey = new Key(this, 'PaymentInfoKey', {
      description: 'Reelbridge: encrypts creator tax ids and bank account numbers',
      enableKeyRotation: true,
      removalPolicy: stage.removalPolicy,
    });

    this.unsubscribeSecret = new Secret(this, 'UnsubscribeSecret', {
      description: `Reelbridge ${stage.name}: signs the unsubscribe links of notification e-mails (UNSUBSCRIBE_SECRET)`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(
      this.unsubscribeSecret,
      'AwsSolutions-SMG4',
      'Not rotated automatically: the functions read it through CloudFormation dynamic references, resolved at deploy time; a new value takes effect on the next deploy and only invalidates the unsubscribe links of e-mails already sent (README, Deploying to AWS).',
    );

    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'DynamoDB table (TABLE_NAME)' });
  }
}
