import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { metricsNamespace } from '@reelbridge/functions/lib/metric-names';
import { acknowledge } from './nag';
import { DEPS_LOCK_FILE, REPO_ROOT } from './paths';
import type { StageConfig } from './stage';

/** ESM bundles still meet CommonJS dependencies that call require(): give them one. */
const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

export interface NodeFunctionProps {
  readonly stage: StageConfig;
  /** POWERTOOLS_SERVICE_NAME: reelbridge-<domain>, the logs' `service` and the metrics' dimension. */
  readonly serviceName: string;
  /** Absolute path of the TypeScript entry; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment?: Record<string, string>;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  /**
   * What happens to an invocation that fails, which is why the function has no dead-letter target of its own
   * (cdk-nag Serverless-LambdaDLQ, acknowledged with this reason): e.g. API Gateway's synchronous call gets the error.
   */
  readonly failedInvocations: string;
  /** Concurrency kept for this function alone, and its ceiling (outside dev, see docs/runbook.md "Capacity"). */
  readonly reservedConcurrency?: number;
}

/**
 * A Lambda function built from functions/src with the project's bundling (docs/architecture.md#toolchain): Node.js 22
 * on arm64, ESM output with the createRequire banner, the AWS SDK v3 from the runtime, minified with source maps, no
 * Docker.
 *
 * It gets its own role and log group: the role carries no AWS managed policy, only writes to that log group,
 * plus what the caller grants (least privilege).
 */
export class NodeFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly serviceName: string;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);
    const { stage } = props;
    this.serviceName = props.serviceName;

    this.logGroup = new LogGroup(this, 'Logs', { retention: stage.logRetention, removalPolicy: stage.removalPolicy });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (Lambda execution role)`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      description: props.description,
      entry: props.entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      // X-Ray on every function: Lambda's segment, and the Powertools tracer's subsegments for each AWS SDK call
      // (functions/src/lib/tracer.ts).
      tracing: Tracing.ACTIVE,
      // Only where the account has room to reserve: a new account's limit is 10, all of it unreserved by rule.
      ...(props.reservedConcurrency && stage.retainData
        ? { reservedConcurrentExecutions: props.reservedConcurrency }
        : {}),
      projectRoot: REPO_ROOT,
      depsLockFilePath: DEPS_LOCK_FILE,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        // The product's metrics (functions/src/lib/metrics.ts) per stage, with the service as their dimension; the
        // service also names the logs' `service`.
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage.name),
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        externalModules: ['@aws-sdk/*'],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        forceDockerBundling: false,
      },
    });

    acknowledge(
      this.role,
      'AwsSolutions-IAM5[Resource::*]',
      'xray:PutTraceSegments and xray:PutTelemetryRecords, granted by Lambda active tracing, have no resource-level permissions (AWS service authorization reference): X-Ray accepts only Resource *.',
    );
    acknowledge(this.function, 'Serverless-LambdaDLQ', props.failedInvocations);
    acknowledge(
      this.function,
      'Serverless-LambdaLatestVersion',
      'Node.js 22 is the runtime the project pins (docs/architecture.md#toolchain); moving to a newer one is a deliberate, tested change.',
    );
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the project pins (docs/architecture.md#toolchain) and supports until 2027; the move to a newer runtime is a deliberate, tested change, not an automatic one.',
    );
  }
}
