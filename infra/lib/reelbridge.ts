import { Tags, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EventsStack } from './events-stack';
import { MonitoringStack } from './monitoring';
import { REGION, stageConfig } from './stage';
import { StorageStack } from './storage-stack';
import { WebStack } from './web-stack';

export interface ReelbridgeOptions {
  /** The built SPA to deploy (default web/dist). */
  readonly webDistDir?: string;
}

export interface ReelbridgeStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly storage: StorageStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly events: EventsStack;
  readonly monitoring: MonitoringStack;
}

/**
 * The whole deployed system under one app: one stack per concern (docs/architecture.md#the-shape), all in us-east-1,
 * with the cdk-nag AwsSolutions checks as a synthesis validation plugin (an unacknowledged error fails synth).
 */
export function buildReelbridge(app: App, options: ReelbridgeOptions = {}): ReelbridgeStacks {
  const stage = stageConfig(app);
  // No fromLookup anywhere: synthesis needs no AWS call. The account comes from the CLI's credentials when present.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: REGION };
  const name = (concern: string) => `Reelbridge-${stage.name}-${concern}`;

  const data = new DataStack(app, name('Data'), { env, stage, description: 'Reelbridge: DynamoDB table' });
  const auth = new AuthStack(app, name('Auth'), {
    env,
    stage,
    table: data.table,
    description: 'Reelbridge: Cognito user pool, app client and sign-up triggers',
  });
  const storage = new StorageStack(app, name('Storage'), {
    env,
    stage,
    table: data.table,
    description: 'Reelbridge: uploads, site and log buckets',
  });
  const api = new ApiStack(app, name('Api'), {
    env,
    stage,
    description: 'Reelbridge: HTTP API and Lambda functions',
    table: data.table,
    uploads: storage.uploads,
    paymentKey: data.paymentKey,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    issuerUrl: auth.issuerUrl,
    unsubscribeSecret: data.unsubscribeSecret,
  });
  const web = new WebStack(app, name('Web'), {
    env,
    stage,
    description: 'Reelbridge: CloudFront distribution and the SPA',
    httpApi: api.httpApi,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    site: storage.site,
    uploadsBucket: storage.uploadsBucket,
    logsBucket: storage.logsBucket,
    originVerifySecret: api.originVerifySecret,
    webDistDir: options.webDistDir,
  });
  const events = new EventsStack(app, name('Events'), {
    env,
    stage,
    description: 'Reelbridge: event dispatcher (table stream), its dead-letter queue and alarms',
    table: data.table,
    userPool: auth.userPool,
    unsubscribeSecret: data.unsubscribeSecret,
    siteUrl: `https://${web.distribution.distributionDomainName}`,
    // The export worker's videos and zips (issue 20).
    uploads: storage.uploads,
    alarmTopic: data.alarmTopic,
  });
  events.addStackDependency(storage, 'fixed-name export of the uploads bucket ARN');
  // Explicit, because the fixed-name bucket ARN exports are read with Fn.importValue (which implies no order).
  api.addStackDependency(storage, 'fixed-name export of the uploads bucket ARN');
  web.addStackDependency(storage, 'fixed-name export of the site bucket ARN');

  const monitoring = new MonitoringStack(app, name('Monitoring'), {
    env,
    stage,
    description: 'Reelbridge: alarms (to the alarm topic) and the dashboard',
    alarmTopic: data.alarmTopic,
    httpApi: api.httpApi,
    table: data.table,
    deadLetters: events.deadLetters,
    distribution: web.distribution,
    webAclName: web.webAcl.name!,
    functionScopes: [auth, api, events],
  });

  Tags.of(app).add('project', 'reelbridge');
  Tags.of(app).add('stage', stage.name);
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { verbose: true }),
    new ServerlessChecks(app, { verbose: true }),
  );

  return { data, auth, storage, api, web, events, monitoring };
}
