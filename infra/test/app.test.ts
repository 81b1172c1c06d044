import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DOMAINS, ROUTES, isPublic, routeKey, type RouteDefinition } from '@reelbridge/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_OBJECT_ACTIONS } from '../lib/api-stack';
import { SPA_REWRITE_SOURCE } from '../lib/spa-rewrite';
import { synthesize, type Synthesized } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Principal?: unknown };

const ROUTE_LIST = Object.values(ROUTES) as RouteDefinition[];
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

let synth: Synthesized;

beforeAll(() => {
  synth = synthesize({ context: { stage: 'dev' } });
});
afterAll(() => synth?.dispose());

function resources(stack: keyof Synthesized['stacks'], type: string): Record<string, Resource> {
  return synth.template(synth.stacks[stack]).findResources(type) as Record<string, Resource>;
}

function only<T>(record: Record<string, T>): T {
  const values = Object.values(record);
  expect(values).toHaveLength(1);
  return values[0] as T;
}

describe('data', () => {
  it('has the one table with pk/sk, gsi1 and gsi2 (projection ALL), on-demand, with point-in-time recovery', () => {
    const table = only(resources('data', 'AWS::DynamoDB::Table'));
    expect(table.Properties).toMatchObject({
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const indexes = table.Properties.GlobalSecondaryIndexes as { IndexName: string }[];
    expect(indexes.map((index) => index.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
    for (const name of ['gsi1', 'gsi2']) {
      expect(indexes.find((index) => index.IndexName === name)).toEqual({
        IndexName: name,
        KeySchema: [
          { AttributeName: `${name}pk`, KeyType: 'HASH' },
          { AttributeName: `${name}sk`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
    }
    const attributes = table.Properties.AttributeDefinitions as { AttributeName: string; AttributeType: string }[];
    expect(attributes.every((attribute) => attribute.AttributeType === 'S')).toBe(true);
  });

  it('may be deleted in dev', () => {
    const table = only(resources('data', 'AWS::DynamoDB::Table'));
    expect(table.DeletionPolicy).toBe('Delete');
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
  });
});

describe('auth', () => {
  it('wires the PreSignUp and PostConfirmation triggers, and only PostConfirmation may update users', () => {
    const pool = only(resources('auth', 'AWS::Cognito::UserPool'));
    const config = pool.Properties.LambdaConfig as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(['PostConfirmation', 'PreSignUp']);
    const policies = Object.values(resources('auth', 'AWS::IAM::Policy'));
    const adminActions = policies
      .flatMap((policy) =>
        (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.flatMap((statement) =>
          asArray(statement.Action),
        ),
      )
      .filter((action) => action.startsWith('cognito-idp:Admin'));
    expect(adminActions.sort()).toEqual(['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminUpdateUserAttributes']);
  });

  it('makes the e-mail the username, verifies it, allows self sign-up, min 8 password, e-mail recovery only', () => {
    const pool = only(resources('auth', 'AWS::Cognito::UserPool'));
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: { PasswordPolicy: { MinimumLength: 8 } },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
    const schema = pool.Properties.Schema as {
      Name: string;
      Mutable: boolean;
      Required?: boolean;
      AttributeDataType?: string;
    }[];
    expect(schema.find((attribute) => attribute.Name === 'email')).toMatchObject({ Required: true });
    for (const name of ['name', 'phone_number', 'website']) {
      expect(schema.map((attribute) => attribute.Name)).toContain(name);
    }
    for (const name of ['creator_id', 'company_id', 'industry', 'group']) {
      expect(schema.find((attribute) => attribute.Name === name)).toEqual({
        Name: name,
        AttributeDataType: 'String',
        Mutable: true,
      });
    }
  });

  it('has the groups admin, brand and creator', () => {
    const groups = Object.values(resources('auth', 'AWS::Cognito::UserPoolGroup')).map(
      (group) => group.Properties.GroupName,
    );
    expect(groups.sort()).toEqual(['admin', 'brand', 'creator']);
  });

  it('has a public app client that cannot write custom:group, custom:creator_id or custom:company_id', () => {
    const client = only(resources('auth', 'AWS::Cognito::UserPoolClient'));
    expect(client.Properties.GenerateSecret).toBe(false);
    expect((client.Properties.ExplicitAuthFlows as string[]).sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    const write = client.Properties.WriteAttributes as string[];
    expect(write).not.toContain('custom:group');
    expect(write).not.toContain('custom:creator_id');
    expect(write).not.toContain('custom:company_id');
    expect(write.sort()).toEqual(['custom:industry', 'email', 'name', 'phone_number', 'website']);
    expect(client.Properties.ReadAttributes).toEqual(
      expect.arrayContaining([
        'email',
        'name',
        'phone_number',
        'website',
        'custom:creator_id',
        'custom:company_id',
        'custom:industry',
        'custom:group',
      ]),
    );
    expect(client.Properties).toMatchObject({
      IdTokenValidity: 5,
      AccessTokenValidity: 5,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes' },
    });
  });
});

describe('storage', () => {
  it('blocks all public access on every bucket of every stack', () => {
    let count = 0;
    for (const stack of Object.keys(synth.stacks) as (keyof Synthesized['stacks'])[]) {
      for (const bucket of Object.values(resources(stack, 'AWS::S3::Bucket'))) {
        count += 1;
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
    }
    expect(count).toBe(3); // uploads, site, logs
  });

  it('versions and encrypts the uploads bucket, requires TLS, and lets CloudFront read only media/', () => {
    const template = synth.template(synth.stacks.storage);
    const uploadsId = synth.stacks.storage.getLogicalId(synth.stacks.storage.uploadsBucket.node.defaultChild as never);
    const uploads = template.toJSON().Resources[uploadsId] as Resource;
    expect(uploads.Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      CorsConfiguration: {
        CorsRules: [expect.objectContaining({ AllowedMethods: expect.arrayContaining(['PUT', 'GET']) })],
      },
    });
    const policy = Object.values(resources('storage', 'AWS::S3::BucketPolicy')).find(
      (candidate) => JSON.stringify(candidate.Properties.Bucket) === JSON.stringify({ Ref: uploadsId }),
    );
    const statements = (policy?.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      ]),
    );
    const cloudFront = statements.filter(
      (statement) => JSON.stringify(statement.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]?.Action).toBe('s3:GetObject');
    expect(JSON.stringify(cloudFront[0]?.Resource)).toContain('/media/*');
  });

  it("lets the browser PUT a video's parts and read their ETag, and aborts multipart uploads left unfinished after a day", () => {
    const template = synth.template(synth.stacks.storage);
    const uploadsId = synth.stacks.storage.getLogicalId(synth.stacks.storage.uploadsBucket.node.defaultChild as never);
    const uploads = template.toJSON().Resources[uploadsId] as Resource;
    const cors = uploads.Properties.CorsConfiguration as { CorsRules: Record<string, unknown>[] };
    expect(cors.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: expect.arrayContaining(['PUT']),
        AllowedHeaders: ['*'],
        ExposedHeaders: ['ETag'],
      }),
    ]);
    const lifecycle = uploads.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] };
    expect(lifecycle.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Status: 'Enabled', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
      ]),
    );
    const abortRule = lifecycle.Rules.find((rule) => rule.AbortIncompleteMultipartUpload);
    // The whole bucket: no prefix or tag narrows it to fewer uploads than the videos'.
    expect(abortRule?.Prefix).toBeUndefined();
    expect(abortRule?.TagFilters).toBeUndefined();
  });
});

describe('api', () => {
  const routeResources = () => Object.values(resources('api', 'AWS::ApiGatewayV2::Route'));

  it('has exactly one route per entry of the route table', () => {
    const keys = routeResources().map((route) => route.Properties.RouteKey);
    expect(keys).toHaveLength(ROUTE_LIST.length);
    expect([...keys].sort()).toEqual(ROUTE_LIST.map(routeKey).sort());
  });

  it('puts the JWT authorizer on every non-public route and none on public ones', () => {
    const authorizers = resources('api', 'AWS::ApiGatewayV2::Authorizer');
    const [authorizerId, authorizer] = Object.entries(authorizers)[0] ?? [];
    expect(Object.keys(authorizers)).toHaveLength(1);
    expect(authorizer?.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.us-east-1.amazonaws.com/', expect.anything()]] },
        Audience: [expect.anything()],
      },
    });
    const byKey = new Map(routeResources().map((route) => [route.Properties.RouteKey, route.Properties]));
    for (const route of ROUTE_LIST) {
      const properties = byKey.get(routeKey(route));
      if (isPublic(route)) {
        expect(properties, routeKey(route)).toMatchObject({ AuthorizationType: 'NONE' });
        expect(properties?.AuthorizerId, routeKey(route)).toBeUndefined();
      } else {
        expect(properties, routeKey(route)).toMatchObject({
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: authorizerId },
        });
      }
    }
  });

  it("sends every route to its domain's function", () => {
    const functions = resources('api', 'AWS::Lambda::Function');
    const domainOfFunction = new Map(
      Object.entries(functions).map(([id, fn]) => [
        id,
        String(fn.Properties.Description).replace(/^Reelbridge (.+) API$/, '$1'),
      ]),
    );
    const integrations = resources('api', 'AWS::ApiGatewayV2::Integration');
    const domainOfIntegration = new Map(
      Object.entries(integrations).map(([id, integration]) => {
        const uri = integration.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
        return [id, domainOfFunction.get(uri['Fn::GetAtt'][0])];
      }),
    );
    expect(Object.keys(integrations)).toHaveLength(DOMAINS.length);
    for (const route of routeResources()) {
      const target = route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const integrationId = target['Fn::Join'][1][1].Ref;
      const definition = ROUTE_LIST.find((candidate) => routeKey(candidate) === route.Properties.RouteKey);
      expect(domainOfIntegration.get(integrationId), String(route.Properties.RouteKey)).toBe(definition?.domain);
    }
  });

  it('runs one Node.js 22 arm64 function per domain with the table, bucket and pool in its environment', () => {
    const functions = Object.values(resources('api', 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(DOMAINS.length);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: {
          Variables: {
            TABLE_NAME: expect.anything(),
            UPLOADS_BUCKET: expect.anything(),
            USER_POOL_ID: expect.anything(),
            MEDIA_BASE_URL: '/media',
            LOG_LEVEL: expect.anything(),
            POWERTOOLS_SERVICE_NAME: expect.anything(),
          },
        },
      });
    }
  });

  it('grants least privilege: no managed policies, no Scan; S3 writes for uploads, W-9 reads and KMS for creators, SES for campaigns, employees and creators', () => {
    const roles = Object.values(resources('api', 'AWS::IAM::Role'));
    for (const role of roles) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const policies = resources('api', 'AWS::IAM::Policy');
    const roleIds = Object.keys(resources('api', 'AWS::IAM::Role'));
    const uploadsRole = roleIds.find((id) => id.startsWith('Fnuploads'));
    const creatorsRole = roleIds.find((id) => id.startsWith('Fncreators'));
    const videosRole = roleIds.find((id) => id.startsWith('Fnvideos'));
    const ugcProjectsRole = roleIds.find((id) => id.startsWith('Fnugcprojects'));
    const mailRoles = roleIds.filter(
      (id) => id.startsWith('Fncampaigns') || id.startsWith('Fnemployees') || id.startsWith('Fncreators'),
    );
    expect(mailRoles).toHaveLength(3);
    const sesByRole = new Map<string, string[]>();
    for (const policy of Object.values(policies)) {
      const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
      const actions = statements.flatMap((statement) => asArray(statement.Action));
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions.some((action) => action.includes('*'))).toBe(false);
      const roles = (policy.Properties.Roles as { Ref: string }[]).map((role) => role.Ref);
      // A pool policy of its own (employees, creators: trust.test.ts checks each) carries nothing else.
      if (actions.every((action) => action.startsWith('cognito-idp:'))) continue;
      const s3Actions = actions.filter((action) => action.startsWith('s3:')).sort();
      const kmsActions = actions.filter((action) => action.startsWith('kms:')).sort();
      if (roles.includes(uploadsRole ?? '')) expect(s3Actions).toEqual(['s3:GetObject', 's3:PutObject']);
      else if (roles.includes(creatorsRole ?? '')) expect(s3Actions).toEqual(['s3:GetObject']);
      else if (roles.includes(videosRole ?? '')) {
        expect(s3Actions).toEqual([...VIDEO_OBJECT_ACTIONS].sort());
        // Only the videos' prefix of the uploads bucket.
        const s3Statements = statements.filter((statement) =>
          asArray(statement.Action).some((a) => a.startsWith('s3:')),
        );
        for (const statement of s3Statements) expect(JSON.stringify(statement.Resource)).toContain('/private/videos/*');
      } else if (roles.includes(ugcProjectsRole ?? '')) {
        // Presigned downloads of approved videos and project zips (issue 20): GetObject on those prefixes only.
        expect(s3Actions).toEqual(['s3:GetObject']);
        const s3Statements = statements.filter((statement) => asArray(statement.Action).includes('s3:GetObject'));
        const prefixes = s3Statements.flatMap((statement) =>
          asArray(statement.Resource).map((resource) => JSON.stringify(resource).match(/\/private\/\w+\/\*/)?.[0]),
        );
        expect(prefixes.sort()).toEqual(['/private/exports/*', '/private/videos/*']);
      } else expect(s3Actions).toEqual([]);
      expect(kmsActions).toEqual(roles.includes(creatorsRole ?? '') ? ['kms:Decrypt', 'kms:Encrypt'] : []);
      const sesActions = actions.filter((action) => action.startsWith('ses:'));
      for (const role of roles) sesByRole.set(role, [...(sesByRole.get(role) ?? []), ...sesActions]);
    }
    for (const role of roleIds) {
      expect(sesByRole.get(role) ?? [], role).toEqual(mailRoles.includes(role) ? ['ses:SendEmail'] : []);
    }
  });

  it('logs access on the stage', () => {
    const stage = only(resources('api', 'AWS::ApiGatewayV2::Stage'));
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: expect.anything(), Format: expect.stringContaining('$context.requestId') },
    });
  });

  it('has no CORS configuration (same origin through CloudFront)', () => {
    const api = only(resources('api', 'AWS::ApiGatewayV2::Api'));
    expect(api.Properties.CorsConfiguration).toBeUndefined();
  });
});

describe('web', () => {
  const distributionConfig = () =>
    only(resources('web', 'AWS::CloudFront::Distribution')).Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      CustomErrorResponses?: unknown;
      Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; S3OriginConfig?: unknown }[];
    };

  it('rewrites SPA routes with a CloudFront Function on the default behaviour only', () => {
    const fn = only(resources('web', 'AWS::CloudFront::Function'));
    expect(fn.Properties.FunctionCode).toBe(SPA_REWRITE_SOURCE);
    expect(fn.Properties.FunctionConfig).toMatchObject({ Runtime: 'cloudfront-js-2.0' });
    const config = distributionConfig();
    const associations = config.DefaultCacheBehavior.FunctionAssociations as { EventType: string }[];
    expect(associations).toHaveLength(1);
    expect(associations[0]).toMatchObject({ EventType: 'viewer-request' });
    for (const behavior of config.CacheBehaviors) expect(behavior.FunctionAssociations).toBeUndefined();
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('forwards /api/* to the HTTP API uncached, with all viewer headers but Host and all methods', () => {
    const api = distributionConfig().CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    expect((api?.AllowedMethods as string[]).sort()).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'OPTIONS',
      'PATCH',
      'POST',
      'PUT',
    ]);
    const origin = distributionConfig().Origins.find((candidate) => candidate.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.us-east-1.');
  });

  it('serves / and /media/* from S3 through origin access control, read-only', () => {
    const config = distributionConfig();
    const media = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/media/*');
    expect(media?.AllowedMethods).toEqual(['GET', 'HEAD']);
    for (const originId of [config.DefaultCacheBehavior.TargetOriginId, media?.TargetOriginId]) {
      const origin = config.Origins.find((candidate) => candidate.Id === originId);
      expect(origin?.OriginAccessControlId).toBeDefined();
      expect(origin?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    }
    expect(config.CacheBehaviors.map((behavior) => behavior.PathPattern).sort()).toEqual(['/api/*', '/media/*']);
  });

  it('sends the security headers on every behaviour', () => {
    const [policyId, policy] = Object.entries(resources('web', 'AWS::CloudFront::ResponseHeadersPolicy'))[0] ?? [];
    const headers = (
      policy?.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> }
    ).SecurityHeadersConfig;
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: expect.anything(), IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    const csp = JSON.stringify(
      (headers.ContentSecurityPolicy as { ContentSecurityPolicy: unknown }).ContentSecurityPolicy,
    );
    for (const part of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      'https://cognito-idp.us-east-1.amazonaws.com',
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(part);
    }
    // Images and videos: this origin, and the uploads bucket (a brand's private files through presigned GETs).
    expect(csp).toMatch(/img-src 'self' https:\/\/",\{"Fn::ImportValue":"[\w:-]+UploadsBucket\w+RegionalDomainName/);
    expect(csp).toMatch(/media-src 'self' https:\/\/",\{"Fn::ImportValue":"[\w:-]+UploadsBucket\w+RegionalDomainName/);
    const config = distributionConfig();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('deploys /config.json with the pool, the client and the SRP flow', () => {
    const deployments = Object.values(resources('web', 'Custom::CDKBucketDeployment'));
    const withConfig = deployments.filter((deployment) =>
      JSON.stringify(deployment.Properties.SourceMarkers ?? []).includes('marker'),
    );
    expect(withConfig).toHaveLength(1);
    const markers = JSON.stringify(withConfig[0]?.Properties.SourceMarkers);
    expect(markers).toContain('UserPool');
    expect(markers).toContain('WebClient');
    expect(withConfig[0]?.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
  });
});

describe('outputs', () => {
  it('names the URL, ids and names an operator needs', () => {
    const outputs = (stack: keyof Synthesized['stacks']) =>
      Object.keys(synth.template(synth.stacks[stack]).toJSON().Outputs ?? {});
    expect(outputs('web')).toEqual(expect.arrayContaining(['DistributionUrl', 'DistributionId']));
    expect(outputs('auth')).toEqual(expect.arrayContaining(['UserPoolId', 'UserPoolClientId']));
    expect(outputs('data')).toEqual(expect.arrayContaining(['TableName']));
    expect(outputs('storage')).toEqual(
      expect.arrayContaining(['UploadsBucketName', 'SiteBucketName', 'LogsBucketName']),
    );
    expect(outputs('api')).toEqual(expect.arrayContaining(['ApiUrl']));
  });
});

describe('cdk-nag', () => {
  it('leaves no unacknowledged AwsSolutions finding (errors or warnings)', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(synth.app);
    const findings = report.violations.map((violation) => ({
      rule: violation.ruleName,
      severity: violation.severity,
      at: violation.violatingResources.map((resource) => resource.constructPath),
    }));
    expect(findings).toEqual([]);
    expect(synth.violations().filter((violation) => violation.ruleName.startsWith('AwsSolutions-'))).toEqual([]);
  });
});
