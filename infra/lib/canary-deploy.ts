import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { Alias } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { METRIC, metricsNamespace } from '@reelbridge/functions/lib/metric-names';
import { alarmName } from './monitoring';
import { acknowledge } from './nag';
import type { NodeFunction } from './node-function';
import type { StageConfig } from './stage';

/**
 * How a new version of an API function goes live outside dev: 10% of the calls for 5 minutes, then all, rolled back
 * by CodeDeploy if the function's canary alarm fires meanwhile (docs/runbook.md, "Deploy and roll back").
 */
export const CANARY_CONFIG = LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES;

export interface CanaryDeployProps {
  readonly stage: StageConfig;
  readonly fn: NodeFunction;
  /** An API function: its UnhandledError metric (500s it answers) counts against the new version too. */
  readonly apiService?: boolean;
}

/**
 * The function's `live` alias (what its callers invoke) and the CodeDeploy deployment group that moves the alias to each
 * new version. The canary alarm lives beside them (a rollback alarm must be in the deployment group's stack) and is
 * e-mailed like every other through CloudWatch's own state; CodeDeploy acts on it.
 */
export class CanaryDeploy extends Construct {
  readonly alias: Alias;
  readonly alarm: Alarm;
  readonly group: LambdaDeploymentGroup;

  constructor(scope: Construct, id: string, props: CanaryDeployProps) {
    super(scope, id);
    const { stage, fn } = props;
    this.alias = new Alias(this, 'Live', { aliasName: 'live', version: fn.function.currentVersion });

    const period = Duration.minutes(1);
    const errors = this.alias.metricErrors({ period, statistic: 'Sum' });
    const metric = props.apiService
      ? new MathExpression({
          expression: 'FILL(errors, 0) + FILL(unhandled, 0)',
          usingMetrics: {
            errors,
            unhandled: new Metric({
              namespace: metricsNamespace(stage.name),
              metricName: METRIC.unhandledError,
              dimensionsMap: { service: fn.serviceName },
              period,
              statistic: 'Sum',
            }),
          },
          period,
          label: 'errors and unhandled 500s',
        })
      : errors;
    const name = alarmName(stage, 'deploy-canary', fn.serviceName.replace(/^reelbridge-/, ''));
    this.alarm = new Alarm(this, 'CanaryAlarm', {
      alarmName: name,
      alarmDescription: `${fn.serviceName}: an error or an unhandled 500 while a new version takes traffic; CodeDeploy rolls the deploy back. Runbook: docs/runbook.md#deploy-canary`,
      metric,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    this.group = new LambdaDeploymentGroup(this, 'Deployment', {
      alias: this.alias,
      deploymentConfig: CANARY_CONFIG,
      alarms: [this.alarm],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
    acknowledge(
      this.group,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      "CodeDeploy's own service-role policy for Lambda deployments (read alarms, move aliases, invoke hooks), assumable only by codedeploy.amazonaws.com; AWS keeps it in step with the service.",
    );
  }
}
