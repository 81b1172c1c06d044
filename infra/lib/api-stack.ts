import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogField, AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_ENV } from '@reelbridge/functions/lib/origin-guard';
import {
  API_PREFIX,
  DOMAINS,
  ROUTES,
  isPublic,
  routeKey,
  type Domain,
  type RouteDefinition,
  type RouteId,
} from '@reelbridge/shared/api/routes';
import type { Construct } from 'constructs';
import { TABLE_INDEXES } from './data-stack';
import { CanaryDeploy } from './canary-deploy';
import { acknowledge } from './nag';
import { NodeFunction } from './node-function';
import { functionEntry } from './paths';
import type { StageConfig } from './stage';
import { grantDownloadSigning } from './exports';
import { importSharedBucket, objectsWildcardFinding, type SharedBucket } from './storage-stack';

/** What each domain's function may do beyond writing its logs. Widen here, per domain, when a handler needs it. */
interface DomainAccess {
  /** Item reads and writes on the table, Query on its indexes. Never Scan (docs/data-model.md). */
  readonly table: boolean;
  /** Object actions on the uploads bucket (presigned PUT for uploads, presigned GET for W-9 forms). */
  readonly uploads: readonly ('s3:PutObject' | 's3:GetObject')[];
  /**
   * Object actions on the videos' prefix only (`private/videos/*`): the creator's multipart upload (create, sign and
   * complete are s3:PutObject; ListParts; abort), the checks of what arrived (HeadObject and a ranged GET are
   * s3:GetObject) and removing a refused or replaced file.
   */
  readonly videos?: readonly string[];
  /** Longer than the 10 s default (within API Gateway's 30 s): S3's assembly of a large upload takes seconds. */
  readonly timeoutSeconds?: number;
  /** Sends mail through SES from the stage's sender (MAIL_FROM). */
  readonly mail?: boolean;
  /** Cognito admin actions on the user pool. */
  readonly poolActions?: readonly string[];
}

/** What the video upload does to the objects under private/videos/ (VIDEO_PREFIX), and nowhere else. */
export const VIDEO_OBJECT_ACTIONS = [
  's3:PutObject',
  's3:GetObject',
  's3:DeleteObject',
  's3:AbortMultipartUpload',
  's3:ListMultipartUploadParts',
];
export const VIDEO_PREFIX = 'private/videos/';

/** What the brand team feature (employees function) does to members' accounts: grant, revoke, sign out. */
export const TEAM_POOL_ACTIONS = [
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUserAttributes',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminUserGlobalSignOut',
];

/** What the admin's creator edit does to the creator's account: exactly this, nothing else in the pool. */
export const CREATOR_ACCOUNT_POOL_ACTIONS = ['cognito-idp:AdminUpdateUserAttributes'];

const DOMAIN_ACCESS: Record<Domain, DomainAccess> = {
  brands: { table: true, uploads: [] },
  products: { table: true, uploads: [] },
  // W-9 forms are read through presigned GETs issued by the creators function. The admin's edit of a creator writes
  // their sign-in account's name, e-mail and phone (docs/accounts.md) and tells them of an e-mail change by mail.
  creators: { table: true, uploads: ['s3:GetObject'], mail: true, poolActions: CREATOR_ACCOUNT_POOL_ACTIONS },
  // Brand team membership: invitation e-mails, and group and company changes on members' accounts.
  employees: { table: true, uploads: [], mail: true, poolActions: TEAM_POOL_ACTIONS },
  // Campaign briefs are e-mailed to creators.
  campaigns: { table: true, uploads: [], mail: true },
  'ugc-projects': { table: true, uploads: [] },
  uploads: { table: true, uploads: ['s3:PutObject', 's3:GetObject'] },
  // The bell, e-mail preferences and the unsubscribe link (the e-mails themselves leave from the event dispatcher).
  notifications: { table: true, uploads: [] },
  // The creator's upload of a video file (docs/videos.md).
  videos: { table: true, uploads: [], videos: VIDEO_OBJECT_ACTIONS, timeoutSeconds: 29 },
};

/**
 * The encryption context keys every payment ciphertext is bound to (functions/src/lib/cipher.ts): a ciphertext
 * decrypts only with the creator id and field it was made for, so one cannot be moved to another creator or field.
 */
export const PAYMENT_CONTEXT_REQUIRED_KEYS = ['creatorId', 'field'];
/** The keys a payment encryption context may hold: the required ones and the cipher's fixed `purpose`. */
export const PAYMENT_CONTEXT_ALLOWED_KEYS = ['purpose', ...PAYMENT_CONTEXT_REQUIRED_KEYS];

/** Item-level actions; TransactWriteItems / TransactGetItems are authorized through these per item. */
export const TABLE_ITEM_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * One JSON line per request in the stage's access log. `requestId` is API Gateway's request id: the functions log it
 * as `correlation_id` on every line of that request (lib/http.ts), so a line here leads to the function's lines with
 * one Logs Insights query (docs/runbook.md); `integrationRequestId` is the Lambda invocation's id (the functions'
 * `function_request_id`). Latencies in milliseconds: `responseLatency` end to end, `integrationLatency` the function's.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: AccessLogField.contextRequestId(),
  integrationRequestId: '$context.integration.requestId',
  ip: AccessLogField.contextIdentitySourceIp(),
  requestTime: AccessLogField.contextRequestTime(),
  routeKey: '$context.routeKey',
  status: AccessLogField.contextStatus(),
  integrationStatus: '$context.integration.status',
  protocol: AccessLogField.contextProtocol(),
  responseLength: AccessLogField.contextResponseLength(),
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integration.latency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  errorMessage: '$context.error.message',
  userAgent: AccessLogField.contextIdentityUserAgent(),
};

/**
 * API Gateway's throttle for the whole stage (token bucket: requests a second, and the burst it absorbs), from the
 * expected load (docs/runbook.md, "Capacity"): about 200 people working at once at peak, a call every 5 s each while
 * they work, is 40 requests a second; 100 leaves room for page loads (4 to 6 calls at once) and the video upload's part
 * URLs (10 at a time).
 */
export const STAGE_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * The public routes' own, lower limits (for all callers together; WAF limits each address at CloudFront): a flood of
 * them cannot use up the stage's share that signed-in people need. Each is far above its real use.
 */
export const PUBLIC_ROUTE_THROTTLES: Record<
  'brands.create' | 'brands.search' | 'brands.lookup' | 'invitations.lookup' | 'notifications.unsubscribe',
  { rateLimit: number; burstLimit: number }
> = {
  // A company registers a few times a week.
  'brands.create': { rateLimit: 2, burstLimit: 5 },
  // The employee sign-up's company search, debounced as a visitor types.
  'brands.search': { rateLimit: 10, burstLimit: 20 },
  // The onboarding link's check and the invitation link's look-up: once or twice per link opened.
  'brands.lookup': { rateLimit: 5, burstLimit: 10 },
  'invitations.lookup': { rateLimit: 5, burstLimit: 10 },
  // The one-click unsubscribe of an e-mail.
  'notifications.unsubscribe': { rateLimit: 5, burstLimit: 10 },
};

export interface ApiStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly uploads: SharedBucket;
  /** The KMS key that encrypts payment numbers (used by the creators function only). */
  readonly paymentKey: IKey;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The JWT issuer: https://cognito-idp.us-east-1.amazonaws.com/<poolId>. */
  readonly issuerUrl: string;
  /** Checks the unsubscribe links of notification e-mails (the notifications function). */
  readonly unsubscribeSecret?: ISecret;
}

/**
 * The HTTP API, generated from the route table (docs/architecture.md#the-route-table): one route per entry of ROUTES,
 * to the Lambda function of its domain, with the Cognito JWT authorizer unless the route is public.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /**
   * The value CloudFront sends in the x-origin-verify header and the functions require (origin-guard.ts). Generated by
   * Secrets Manager; templates carry only {{resolve:secretsmanager:...}} references to it.
   */
  readonly originVerifySecret: Secret;
  readonly functions: Record<Domain, NodeFunction>;
  /** Route construct per route id, for tests and targeted acknowledgements. */
  readonly routes: Record<RouteId, HttpRoute>;
  /** Outside dev: each API function's `live` alias, shifted to a new version by CodeDeploy (canary-deploy.ts). */
  readonly canaries: Partial<Record<Domain, CanaryDeploy>>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `Reelbridge ${stage.name}: the x-origin-verify header value CloudFront sends to the API`,
      // Letters and digits only: the value travels as an HTTP header.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(
      this.originVerifySecret,
      'AwsSolutions-SMG4',
      'Not rotated automatically: CloudFront and the functions read it through CloudFormation dynamic references, resolved at deploy time, so a new value takes effect only on a deploy that changes both (README, Deploying to AWS). It proves a request came through CloudFront; it is not a user credential.',
    );

    const uploadsBucket = importSharedBucket(this, 'UploadsBucket', props.uploads);
    this.functions = Object.fromEntries(
      DOMAINS.map((domain) => [domain, this.domainFunction(domain, props, uploadsBucket)]),
    ) as Record<Domain, NodeFunction>;
    this.canaries = stage.canaryDeploys
      ? (Object.fromEntries(
          DOMAINS.map((domain) => [
            domain,
            new CanaryDeploy(this, `Canary-${domain}`, { stage, fn: this.functions[domain], apiService: true }),
          ]),
        ) as Record<Domain, CanaryDeploy>)
      : {};

    // Presigned downloads of approved videos and project zips (issue 20).
    grantDownloadSigning(this.functions['ugc-projects'], uploadsBucket, props.uploads.arnExportName);

    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuerUrl, {
      authorizerName: 'cognito-jwt',
      // The SPA sends the ID token, whose `aud` is the app client id.
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `reelbridge-${stage.name}`,
      description: 'Reelbridge API (routes generated from shared/src/api/routes.ts)',
      createDefaultStage: false,
      // Fail closed: a route added without an explicit authorizer still requires a valid token.
      defaultAuthorizer: jwtAuthorizer,
      // No CORS: the SPA calls /api on its own origin through CloudFront (and naming the distribution would be a cycle).
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    const apiStage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // The WAF limits each IP at CloudFront; the execute-api endpoint stays reachable (refused by the origin check in
      // the handlers), so a stage-wide throttle still bounds what direct calls can cost. Public routes have lower ones.
      throttle: STAGE_THROTTLE,
      // Per-route metrics (Count, 5xx, Latency by Method and Resource) for the per-route alarms (monitoring.ts); billed
      // as custom metrics, so only where the stage has route alarms.
      detailedMetricsEnabled: stage.routeAlarms,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    // Per-route settings replace the stage's for that route: the public routes' throttles, with the same metrics switch.
    (apiStage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      (Object.entries(PUBLIC_ROUTE_THROTTLES) as [RouteId, { rateLimit: number; burstLimit: number }][]).map(
        ([routeId, limits]) => {
          const route = ROUTES[routeId];
          if (!isPublic(route)) throw new Error(`${routeId} is not public: give it no throttle of its own`);
          return [
            routeKey(route),
            {
              ThrottlingRateLimit: limits.rateLimit,
              ThrottlingBurstLimit: limits.burstLimit,
              DetailedMetricsEnabled: stage.routeAlarms,
            },
          ];
        },
      ),
    );

    const integrations = Object.fromEntries(
      DOMAINS.map((domain) => [
        domain,
        // The live alias where deploys are canaries (API Gateway calls the version CodeDeploy shifts traffic to).
        new HttpLambdaIntegration(
          `${domain}-integration`,
          this.canaries[domain]?.alias ?? this.functions[domain].function,
          {
            payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
            // One invoke permission per function for this API instead of one per route (~50 routes).
            scopePermissionToRoute: false,
          },
        ),
      ]),
    ) as Record<Domain, HttpLambdaIntegration>;

    const noAuthorizer = new HttpNoneAuthorizer();
    this.routes = Object.fromEntries(
      (Object.entries(ROUTES) as [RouteId, RouteDefinition][]).map(([routeId, route]) => {
        const key = HttpRouteKey.with(`${API_PREFIX}${route.path}`, HttpMethod[route.method]);
        if (key.key !== routeKey(route)) throw new Error(`Route key mismatch for ${routeId}: ${key.key}`);
        const httpRoute = new HttpRoute(this, `Route-${routeId}`, {
          httpApi: this.httpApi,
          routeKey: key,
          integration: integrations[route.domain],
          authorizer: isPublic(route) ? noAuthorizer : jwtAuthorizer,
        });
        if (isPublic(route)) {
          acknowledge(
            httpRoute,
            'AwsSolutions-APIG4',
            `${routeKey(route)} is public in the route table (${route.summary}): it serves visitors before they have an account; the handler validates input and returns no private data.`,
          );
        }
        return [routeId, httpRoute];
      }),
    ) as Record<RouteId, HttpRoute>;

    new CfnOutput(this, 'ApiUrl', {
      value: apiStage.url,
      description: 'HTTP API (the SPA reaches it as /api via CloudFront)',
    });
  }

  private domainFunction(domain: Domain, props: ApiStackProps, uploadsBucket: IBucket): NodeFunction {
    const access = DOMAIN_ACCESS[domain];
    const fn = new NodeFunction(this, `Fn-${domain}`, {
      stage: props.stage,
      serviceName: `reelbridge-${domain}`,
      failedInvocations:
        "Invoked synchronously by API Gateway only: a failed invocation is the caller's error answer (and counted by the lambda-errors alarm); a dead-letter target applies to asynchronous invocations, which this function never gets.",
      entry: functionEntry(domain, 'handler.ts'),
      description: `Reelbridge ${domain} API`,
      ...(access.timeoutSeconds ? { timeout: Duration.seconds(access.timeoutSeconds) } : {}),
      environment: {
        TABLE_NAME: props.table.tableName,
        UPLOADS_BUCKET: uploadsBucket.bucketName,
        USER_POOL_ID: props.userPool.userPoolId,
        // Same origin as the SPA: CloudFront serves the uploads bucket's media/ prefix under /media.
        MEDIA_BASE_URL: '/media',
        LOG_LEVEL: props.stage.retainData ? 'INFO' : 'DEBUG',
        // A dynamic reference: CloudFormation puts the value in the function's configuration at deploy time.
        [ORIGIN_VERIFY_ENV]: this.originVerifySecret.secretValue.unsafeUnwrap(),
      },
    });

    if (access.mail) {
      fn.function.addEnvironment('MAIL_FROM', props.stage.mailFrom);
      fn.role.addToPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [
            `arn:aws:ses:${this.region}:${this.account}:identity/${this.mailSender(props).emailIdentityName}`,
          ],
        }),
      );
    }

    if (access.poolActions && access.poolActions.length > 0) {
      // A policy of its own, like the sign-up triggers' (AuthStack.addTrigger), rather than a default-policy statement.
      new Policy(this, `Fn-${domain}-PoolAccess`, {
        statements: [
          new PolicyStatement({ actions: [...access.poolActions], resources: [props.userPool.userPoolArn] }),
        ],
      }).attachToRole(fn.role);
    }

    if (domain === 'notifications' && props.unsubscribeSecret) {
      fn.function.addEnvironment('UNSUBSCRIBE_SECRET', props.unsubscribeSecret.secretValue.unsafeUnwrap());
    }

    if (domain === 'creators') {
      fn.function.addEnvironment('PAYMENT_KMS_KEY_ID', props.paymentKey.keyArn);
      // Encrypt and Decrypt only: the numbers are small enough for direct KMS calls (no data keys to generate).
      // Only with an encryption context that names the creator and the field, and nothing but them and the purpose.
      fn.role.addToPolicy(
        new PolicyStatement({
          actions: ['kms:Encrypt', 'kms:Decrypt'],
          resources: [props.paymentKey.keyArn],
          conditions: {
            'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': PAYMENT_CONTEXT_ALLOWED_KEYS },
            Null: Object.fromEntries(
              PAYMENT_CONTEXT_REQUIRED_KEYS.map((key) => [`kms:EncryptionContext:${key}`, 'false']),
            ),
          },
        }),
      );
    }

    if (access.table) {
      fn.role.addToPolicy(new PolicyStatement({ actions: TABLE_ITEM_ACTIONS, resources: [props.table.tableArn] }));
      fn.role.addToPolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: TABLE_INDEXES.map((index) => `${props.table.tableArn}/index/${index}`),
        }),
      );
    }
    if (access.uploads.length > 0) {
      fn.role.addToPolicy(
        new PolicyStatement({ actions: [...access.uploads], resources: [uploadsBucket.arnForObjects('*')] }),
      );
      acknowledge(
        fn.role,
        objectsWildcardFinding(props.uploads),
        'Object keys are generated per upload (folder/brandId/uuid-name), so the grant covers the objects of the uploads bucket only, with just the object actions presigned URLs need; the handler checks folder, type, size and ownership before signing.',
      );
    }
    if (access.videos) {
      fn.role.addToPolicy(
        new PolicyStatement({
          actions: [...access.videos],
          resources: [uploadsBucket.arnForObjects(`${VIDEO_PREFIX}*`)],
        }),
      );
      acknowledge(
        fn.role,
        `AwsSolutions-IAM5[Resource::${props.uploads.arnExportName}/${VIDEO_PREFIX}*]`,
        "Video keys are generated per upload (private/videos/{projectId}/{submissionId}/{uuid}.{ext}), so the grant covers the videos' prefix only, with the multipart, check and removal actions the upload needs; the handler checks the caller owns the upload.",
      );
    }
    return fn;
  }

  private sender: EmailIdentity | undefined;

  /** The stage's SES sender (`-c mailFrom`), one identity for every function that mails; verify it once after the first deploy. */
  private mailSender(props: ApiStackProps): EmailIdentity {
    this.sender ??= new EmailIdentity(this, 'BriefSender', { identity: Identity.email(props.stage.mailFrom) });
    return this.sender;
  }
}
