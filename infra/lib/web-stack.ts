import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Annotations,
  CfnOutput,
  CustomResource,
  DefaultStackSynthesizer,
  Duration,
  Stack,
  Token,
  type StackProps,
} from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '@reelbridge/functions/lib/origin-guard';
import type { RuntimeConfig } from '@reelbridge/shared/config';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';
import { PLACEHOLDER_SITE_DIR, WEB_DIST_DIR } from './paths';
import { SPA_REWRITE_SOURCE } from './spa-rewrite';
import { contentSecurityPolicy, HSTS_MAX_AGE_DAYS, PERMISSIONS_POLICY } from './security-headers';
import { REGION, type StageConfig } from './stage';
import { MEDIA_PREFIX, importSharedBucket, objectsWildcardFinding, type SharedBucket } from './storage-stack';
import { createWebAcl } from './web-acl';

const COGNITO_ENDPOINT = `https://cognito-idp.${REGION}.amazonaws.com`;
const IMPORTED_BUCKET_POLICY_WARNING = '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac';

export interface WebStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly httpApi: IHttpApi;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly site: SharedBucket;
  readonly uploadsBucket: IBucket;
  readonly logsBucket: IBucket;
  /** The value of the x-origin-verify header CloudFront adds to API requests (ApiStack.originVerifySecret). */
  readonly originVerifySecret: ISecret;
  /** The built SPA (default web/dist); a placeholder page is deployed when it has no index.html. */
  readonly webDistDir?: string;
}

/** CloudFront in front of the SPA, the API (/api/*) and public product media (/media/*), one origin for all. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly webAcl: CfnWebACL;
  readonly spaRewrite: CloudFrontFunction;
  readonly securityHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // The buckets' policies (storage stack) already let this account's distributions read them through OAC. Handing
    // CloudFront imported references keeps it from adding a statement naming this distribution to those policies,
    // which would make the storage stack depend on this one: a cycle.
    const siteOriginBucket = Bucket.fromBucketAttributes(this, 'SiteOriginBucket', {
      bucketArn: props.site.bucket.bucketArn,
      bucketRegionalDomainName: props.site.bucket.bucketRegionalDomainName,
    });
    const uploadsOriginBucket = Bucket.fromBucketAttributes(this, 'UploadsOriginBucket', {
      bucketArn: props.uploadsBucket.bucketArn,
      bucketRegionalDomainName: props.uploadsBucket.bucketRegionalDomainName,
    });
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', {
      description: `Reelbridge ${props.stage.name}: CloudFront reads the site and public media buckets`,
    });

    this.spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'SPA routes (no file extension) -> /index.html; default behaviour only',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_REWRITE_SOURCE),
    });

    this.securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Reelbridge security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(HSTS_MAX_AGE_DAYS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            connect: [
              COGNITO_ENDPOINT,
              `https://${props.uploadsBucket.bucketRegionalDomainName}`,
              `https://${props.uploadsBucket.bucketDomainName}`,
            ],
            // A brand's private files (brand videos, style guides…) are shown through presigned GETs on the bucket
            // itself (docs/brand-profile.md); public product media come from this origin's /media/*.
            media: [
              `https://${props.uploadsBucket.bucketRegionalDomainName}`,
              `https://${props.uploadsBucket.bucketDomainName}`,
            ],
          }),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: PERMISSIONS_POLICY,
            override: true,
          },
        ],
      },
    });

    const apiOrigin = new HttpOrigin(`${props.httpApi.apiId}.execute-api.${REGION}.${this.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The functions refuse requests without it (origin-guard.ts): the API answers only what came through here. The
      // value is a dynamic reference, resolved by CloudFormation at deploy time.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
    });

    this.webAcl = createWebAcl(this, 'WebAcl', props.stage.name);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Reelbridge ${props.stage.name}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: this.webAcl.attrArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteOriginBucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.securityHeaders,
        functionAssociations: [{ function: this.spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Nothing cached; with caching disabled the viewer's Authorization header reaches the API.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
        },
        [`/${MEDIA_PREFIX}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(uploadsOriginBucket, { originAccessControl }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: this.securityHeaders,
        },
      },
    });
    acknowledge(
      this.distribution,
      IMPORTED_BUCKET_POLICY_WARNING,
      'The storage stack grants CloudFront read access in the bucket policies.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      'No geo restriction: brands and creators may sign in from any country; the spec names no restricted markets.',
    );
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'The distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the viewer security policy; with a custom domain and ACM certificate, set minimumProtocolVersion TLSv1.2_2021.',
    );

    this.deploySite(props);

    new CfnOutput(this, 'DistributionUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }

  /**
   * Deploys the built SPA and /config.json in two steps: hashed assets first (cached for a year; old ones are kept so
   * open sessions can still load their chunks), then the entry points index.html and config.json, served with
   * `no-cache` so browsers and CloudFront revalidate them on every load (no invalidation needed).
   */
  private deploySite(props: WebStackProps): void {
    const webDist = props.webDistDir ?? WEB_DIST_DIR;
    const built = existsSync(join(webDist, 'index.html'));
    const siteDir = built ? webDist : PLACEHOLDER_SITE_DIR;
    if (!built) {
      Annotations.of(this).addWarningV2(
        'reelbridge:webNotBuilt',
        `${webDist}/index.html not found: deploying a placeholder page. Run \`npm run build -w web\` before \`cdk deploy\`.`,
      );
    }

    const config = {
      apiBase: '/api',
      region: REGION,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      // The app client allows USER_PASSWORD_AUTH only when the stage asks for it (-c passwordAuth=true).
      authFlow: props.stage.passwordAuth ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH',
      mediaBase: `/${MEDIA_PREFIX.replace(/\/$/, '')}`,
      environment: 'aws',
    } satisfies RuntimeConfig;

    // The deployment handler (a CDK-provided Lambda function) gets its own role and log group, like ours: no AWS
    // managed policy, logs only to its log group, and the S3 grants BucketDeployment adds.
    const logGroup = new LogGroup(this, 'SiteDeploymentLogs', {
      retention: props.stage.logRetention,
      removalPolicy: props.stage.removalPolicy,
    });
    const role = new Role(this, 'SiteDeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built SPA and config.json into the site bucket',
    });
    logGroup.grantWrite(role);
    const destinationBucket = importSharedBucket(this, 'SiteBucket', props.site);
    const common = { destinationBucket, role, logGroup, prune: false, memoryLimit: 512, outputObjectKeys: false };

    const entry = new BucketDeployment(this, 'DeploySiteEntry', {
      ...common,
      sources: [Source.asset(siteDir, { exclude: ['*', '!index.html'] }), Source.jsonData('config.json', config)],
      cacheControl: [CacheControl.noCache()],
    });
    if (built) {
      const assets = new BucketDeployment(this, 'DeploySiteAssets', {
        ...common,
        sources: [Source.asset(siteDir, { exclude: ['index.html', 'config.json'] })],
        exclude: ['index.html', 'config.json'],
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      });
      // index.html must never reference chunks that are not uploaded yet. Only the custom resources are ordered: the
      // deployments' other children (CLI layers) feed the shared handler function, so a construct-wide dependency
      // would be a cycle.
      customResourceOf(entry).node.addDependency(customResourceOf(assets));
    }

    this.acknowledgeSiteDeployment(role, props.site);
  }

  private acknowledgeSiteDeployment(role: Role, site: SharedBucket): void {
    const reason =
      'Grant generated by CDK BucketDeployment (aws-cdk-lib/aws-s3-deployment) for copying the SPA: read the CDK asset bucket, write and list the site bucket. Scoped to those two buckets.';
    for (const action of ['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*']) {
      acknowledge(role, `AwsSolutions-IAM5[Action::${action}]`, reason);
    }
    acknowledge(role, objectsWildcardFinding(site), reason);
    acknowledge(role, `AwsSolutions-IAM5[Resource::${this.cdkAssetsBucketArn()}/*]`, reason);

    // The handler is a singleton at stack level, named after BucketDeployment's internal UUID.
    for (const child of this.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        acknowledge(
          child,
          'AwsSolutions-L1',
          'The runtime of the BucketDeployment handler is chosen and kept current by aws-cdk-lib; it runs only during deployments.',
        );
        acknowledge(
          child,
          'Serverless-LambdaLatestVersion',
          'The runtime of the BucketDeployment handler is chosen and kept current by aws-cdk-lib; it runs only during deployments.',
        );
        acknowledge(
          child,
          'Serverless-LambdaDLQ',
          "CloudFormation's custom resource invokes the handler and waits for its answer: a failure fails the deployment, which rolls back; there is no asynchronous event to keep.",
        );
        acknowledge(
          child,
          'Serverless-LambdaTracing',
          "aws-cdk-lib's own deployment handler, run only while a deploy copies the SPA; its log group has what a failed copy needs.",
        );
      }
    }
  }

  /** The CDK bootstrap asset bucket's ARN as cdk-nag renders it. */
  private cdkAssetsBucketArn(): string {
    const render = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
    const qualifier = this.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const partition = render(this.partition, 'AWS::Partition');
    return `arn:${partition}:s3:::cdk-${qualifier}-assets-${render(this.account, 'AWS::AccountId')}-${REGION}`;
  }
}

function customResourceOf(deployment: BucketDeployment): CustomResource {
  const resource = deployment.node.children.find((child) => child instanceof CustomResource);
  if (!resource) throw new Error(`${deployment.node.path} has no custom resource`);
  return resource;
}
