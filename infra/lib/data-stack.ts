import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  StreamViewType,
  Table,
  TableEncryption,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import { Rule } from 'aws-cdk-lib/aws-events';
import { SnsTopic } from 'aws-cdk-lib/aws-events-targets';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Subscription, SubscriptionProtocol, Topic } from 'aws-cdk-lib/aws-sns';
import { Annotations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { acknowledge } from './nag';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage';

/** Global secondary indexes of the one table (docs/data-model.md). Add one only for a named access pattern. */
export const TABLE_INDEXES = ['gsi1', 'gsi2'] as const;

export interface DataStackProps extends StackProps {
  readonly stage: StageConfig;
}

/** The one DynamoDB table (docs/data-model.md). */
export class DataStack extends Stack {
  /** The table the stacks use: the one created here, or a restored one (`-c restoredTableName`, docs/runbook.md). */
  readonly table: ITable;
  /** The EventBridge rule that tells the alarm topic when the payment key is disabled or scheduled for deletion. */
  readonly paymentKeyRule: Rule;
  /** Encrypts creators' tax ids and account numbers, field by field, outside the table (spec: payment info). */
  readonly paymentKey: Key;
  /** Signs the one-click unsubscribe links of notification e-mails (the dispatcher signs, the notifications API checks). */
  readonly unsubscribeSecret: Secret;
  /**
   * Where every alarm of the stage goes (docs/runbook.md), here because every other stack may name it: the Data stack
   * depends on none. E-mailed to the stage's `-c alarmEmail`.
   */
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.table = stage.restoredTable
      ? Table.fromTableAttributes(this, 'Table', {
          tableName: stage.restoredTable.name,
          tableStreamArn: stage.restoredTable.streamArn,
          globalIndexes: [...TABLE_INDEXES],
        })
      : this.createTable(stage);

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

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      topicName: `reelbridge-${stage.name}-alarms`,
      displayName: `Reelbridge ${stage.name} alarms`,
      enforceSSL: true,
    });
    acknowledge(
      this.alarmTopic,
      'AwsSolutions-SNS2',
      "Alarm notifications carry alarm names and states only, no data of the product's users; CloudWatch alarms and EventBridge cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer key of its own would add a key policy to maintain for nothing secret.",
    );
    if (stage.alarmEmail) {
      const subscription = new Subscription(this.alarmTopic, stage.alarmEmail, {
        topic: this.alarmTopic,
        protocol: SubscriptionProtocol.EMAIL,
        endpoint: stage.alarmEmail,
      });
      acknowledge(
        subscription,
        'Serverless-SNSRedrivePolicy',
        'An e-mail that SNS cannot deliver is not worth keeping in a queue nobody watches: the alarm itself stays in ALARM in CloudWatch (and on the dashboard) until it is resolved, and sends its OK when it is.',
      );
    } else {
      Annotations.of(this.alarmTopic).addWarningV2(
        'reelbridge:noAlarmEmail',
        'No -c alarmEmail: the alarm topic has no subscriber. Set it, or subscribe the on-call channel to the topic.',
      );
    }

    // Without the payment key no payment number can be read again: its disabling or scheduled deletion is told at once
    // (CloudTrail's management events, which EventBridge receives in every account with a trail; docs/runbook.md).
    this.paymentKeyRule = new Rule(this, 'PaymentKeyDeletionRule', {
      ruleName: `reelbridge-${stage.name}-payment-key-deletion`,
      description:
        'The payment-data KMS key was disabled or scheduled for deletion (docs/runbook.md#payment-key-deletion)',
      eventPattern: {
        source: ['aws.kms'],
        detailType: ['AWS API Call via CloudTrail'],
        detail: {
          eventSource: ['kms.amazonaws.com'],
          eventName: ['ScheduleKeyDeletion', 'DisableKey'],
          resources: { ARN: [this.paymentKey.keyArn] },
        },
      },
      targets: [new SnsTopic(this.alarmTopic)],
    });
    acknowledge(
      this.paymentKeyRule,
      'Serverless-EventBusDLQ',
      'EventBridge retries delivery to the topic for 24 hours; the call itself stays in CloudTrail (90 days of event history), and the key cannot be deleted before its 7-day minimum waiting period, so a lost notification leaves time to find it.',
    );

    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn, description: 'Every alarm of the stage' });
    new CfnOutput(this, 'TableName', { value: this.table.tableName, description: 'DynamoDB table (TABLE_NAME)' });
  }

  /** The one table (docs/data-model.md), as the stage creates it. */
  private createTable(stage: StageConfig): Table {
    const table = new Table(this, 'Table', {
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
      table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: `${index}pk`, type: AttributeType.STRING },
        sortKey: { name: `${index}sk`, type: AttributeType.STRING },
      });
    }
    return table;
  }
}
