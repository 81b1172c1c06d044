import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DOMAINS } from '@reelbridge/shared/api/routes';
import { EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { fieldCipher, setFieldCipher } from '@reelbridge/functions/lib/cipher';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_CONTEXT_ALLOWED_KEYS, PAYMENT_CONTEXT_REQUIRED_KEYS, TEAM_POOL_ACTIONS } from '../lib/api-stack';
import { ROUTES, isPublic } from '@reelbridge/shared/api/routes';
import { COMMON_RULES_COUNTED, RATE_LIMITED_PUBLIC_ROUTES, RATE_LIMITS, RATE_WINDOW_SECONDS } from '../lib/web-acl';
import { deployedConfig, synthesize, type Synthesized } from './synth';

// The deployed configuration of issue 14 ("Trust"): WAF, the CloudFront-only API, short-lived tokens, the brand team's
// grants and payment ciphertexts bound to their context. Bundling is skipped: app.test.ts covers it.
type Resource = { Type: string; Properties: Record<string, unknown> };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
type Rule = {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: Record<string, unknown>;
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean; MetricName: string };
};

let synth: Synthesized;

beforeAll(() => {
  synth = synthesize({ context: { stage: 'dev' }, bundling: false });
});
afterAll(() => synth?.dispose());

const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function resources(stack: keyof Synthesized['stacks'], type: string): Record<string, Resource> {
  return synth.template(synth.stacks[stack]).findResources(type) as Record<string, Resource>;
}

function only<T>(record: Record<string, T>): [string, T] {
  const entries = Object.entries(record);
  expect(entries).toHaveLength(1);
  return entries[0] as [string, T];
}

/** Every statement of every IAM policy of the api stack attached to the role whose logical id starts with `prefix`. */
function statementsOfRole(prefix: string): Statement[] {
  const roleId = Object.keys(resources('api', 'AWS::IAM::Role')).find((id) => id.startsWith(prefix));
  expect(roleId, prefix).toBeDefined();
  return Object.values(resources('api', 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

function apiFunctions(): Record<string, Resource> {
  return Object.fromEntries(
    Object.values(resources('api', 'AWS::Lambda::Function')).map((fn) => [
      String(fn.Properties.Description).replace(/^Reelbridge (.+) API$/, '$1'),
      fn,
    ]),
  );
}

const environment = (fn: Resource | undefined) =>
  (fn?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

describe('WAF web ACL on the distribution', () => {
  const webAcl = () => only(resources('web', 'AWS::WAFv2::WebACL'));
  const rules = () => webAcl()[1].Properties.Rules as Rule[];
  const rateRules = () => rules().filter((rule) => 'RateBasedStatement' in rule.Statement);
  const rateStatement = (rule: Rule) =>
    rule.Statement.RateBasedStatement as { AggregateKeyType: string; Limit: number; EvaluationWindowSec: number };

  it('is a CLOUDFRONT web ACL that allows by default, with metrics and sampled requests', () => {
    const [, acl] = webAcl();
    expect(acl.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true },
    });
    for (const rule of rules()) {
      expect(rule.VisibilityConfig, rule.Name).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
    }
    expect(new Set(rules().map((rule) => rule.Priority)).size).toBe(rules().length);
    expect(new Set(rules().map((rule) => rule.VisibilityConfig.MetricName)).size).toBe(rules().length);
    expect(synth.stacks.web.region).toBe('us-east-1');
  });

  it('is attached to the CloudFront distribution', () => {
    const [aclId] = webAcl();
    const [, distribution] = only(resources('web', 'AWS::CloudFront::Distribution'));
    expect((distribution.Properties.DistributionConfig as { WebACLId: unknown }).WebACLId).toEqual({
      'Fn::GetAtt': [aclId, 'Arn'],
    });
  });

  it('runs the AWS common and known-bad-inputs rule groups, counting only the 8 KB body cap of the common set', () => {
    const managed = rules().filter((rule) => 'ManagedRuleGroupStatement' in rule.Statement);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement)).toEqual([
      {
        VendorName: 'AWS',
        Name: 'AWSManagedRulesCommonRuleSet',
        RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
      },
      { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' },
    ]);
    expect(COMMON_RULES_COUNTED).toEqual(['SizeRestrictions_BODY']);
    for (const rule of managed) {
      expect(rule.OverrideAction, rule.Name).toEqual({ None: {} });
      expect(rule.Action, rule.Name).toBeUndefined();
    }
  });

  it('blocks any IP over the distribution-wide rate, and evaluates every rate rule before the managed groups', () => {
    const everything = rateRules().filter((rule) => !('ScopeDownStatement' in rateStatement(rule)));
    expect(everything).toHaveLength(1);
    expect(everything[0]?.Action).toEqual({ Block: {} });
    expect(rateStatement(everything[0] as Rule)).toEqual({
      AggregateKeyType: 'IP',
      Limit: RATE_LIMITS.everything,
      EvaluationWindowSec: RATE_WINDOW_SECONDS,
    });
    const lastRate = Math.max(...rateRules().map((rule) => rule.Priority));
    const firstManaged = Math.min(
      ...rules()
        .filter((rule) => 'ManagedRuleGroupStatement' in rule.Statement)
        .map((rule) => rule.Priority),
    );
    expect(lastRate).toBeLessThan(firstManaged);
  });

  it('gives every public route of the route table a tighter limit of its own', () => {
    const publicRoutes = Object.entries(ROUTES)
      .filter(([, route]) => isPublic(route))
      .map(([id]) => id);
    expect([...RATE_LIMITED_PUBLIC_ROUTES].sort()).toEqual(publicRoutes.sort());
  });

  it.each([
    ['POST', '/api/brands', RATE_LIMITS['brands.create']],
    ['GET', '/api/brands/search', RATE_LIMITS['brands.search']],
    ['POST', '/api/invitations/lookup', RATE_LIMITS['invitations.lookup']],
  ])('limits %s %s per IP more tightly, scoped by method and normalized path', (method, path, limit) => {
    const scoped = rateRules().filter((rule) => {
      const text = JSON.stringify(rateStatement(rule));
      return text.includes(`"SearchString":"${method}"`) && text.includes(`"SearchString":"${path}"`);
    });
    expect(scoped).toHaveLength(1);
    const rule = scoped[0] as Rule;
    expect(rule.Action).toEqual({ Block: {} });
    const normalized = [
      { Priority: 0, Type: 'URL_DECODE' },
      { Priority: 1, Type: 'NORMALIZE_PATH' },
    ];
    const pathMatch = (searchString: string) => ({
      ByteMatchStatement: {
        FieldToMatch: { UriPath: {} },
        SearchString: searchString,
        PositionalConstraint: 'EXACTLY',
        TextTransformations: normalized,
      },
    });
    expect(rateStatement(rule)).toEqual({
      AggregateKeyType: 'IP',
      Limit: limit,
      EvaluationWindowSec: RATE_WINDOW_SECONDS,
      ScopeDownStatement: {
        AndStatement: {
          Statements: [
            {
              ByteMatchStatement: {
                FieldToMatch: { Method: {} },
                SearchString: method,
                PositionalConstraint: 'EXACTLY',
                TextTransformations: [{ Priority: 0, Type: 'NONE' }],
              },
            },
            { OrStatement: { Statements: [pathMatch(path), pathMatch(`${path}/`)] } },
          ],
        },
      },
    });
    expect(limit).toBeLessThan(RATE_LIMITS.everything);
  });
});

describe('the API only through CloudFront', () => {
  const secretId = () => only(resources('api', 'AWS::SecretsManager::Secret'))[0];
  const distributionOrigins = () =>
    (
      only(resources('web', 'AWS::CloudFront::Distribution'))[1].Properties.DistributionConfig as {
        Origins: { Id: string; DomainName: unknown; OriginCustomHeaders?: unknown }[];
      }
    ).Origins;

  it('generates the origin secret in Secrets Manager (letters and digits, 48 characters)', () => {
    const [, secret] = only(resources('api', 'AWS::SecretsManager::Secret'));
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secret.Properties.SecretString).toBeUndefined();
  });

  it('adds x-origin-verify to requests for the API origin only, as a dynamic reference to that secret', () => {
    const origins = distributionOrigins();
    const api = origins.filter((origin) => JSON.stringify(origin.DomainName).includes('.execute-api.'));
    expect(api).toHaveLength(1);
    expect(api[0]?.OriginCustomHeaders).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: {
          'Fn::Join': [
            '',
            [
              '{{resolve:secretsmanager:',
              { 'Fn::ImportValue': expect.stringMatching(/^Reelbridge-dev-Api:ExportsOutputRefOriginVerifySecret/) },
              ':SecretString:::}}',
            ],
          ],
        },
      },
    ]);
    for (const origin of origins.filter((candidate) => !api.includes(candidate))) {
      expect(origin.OriginCustomHeaders).toBeUndefined();
    }
  });

  it('gives every API function the same secret as ORIGIN_VERIFY_SECRET, never the value itself', () => {
    const functions = apiFunctions();
    expect(Object.keys(functions).sort()).toEqual([...DOMAINS].sort());
    for (const [domain, fn] of Object.entries(functions)) {
      expect(environment(fn).ORIGIN_VERIFY_SECRET, domain).toEqual({
        'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId() }, ':SecretString:::}}']],
      });
    }
  });

  it('does not give it to the Cognito triggers, which CloudFront never calls', () => {
    for (const fn of Object.values(resources('auth', 'AWS::Lambda::Function'))) {
      expect(environment(fn).ORIGIN_VERIFY_SECRET).toBeUndefined();
    }
  });
});

describe('the app client', () => {
  const client = () => only(resources('auth', 'AWS::Cognito::UserPoolClient'))[1].Properties;

  it('issues ID and access tokens valid 5 minutes (the minimum) and keeps 30-day refresh tokens', () => {
    expect(client()).toMatchObject({
      IdTokenValidity: 5,
      AccessTokenValidity: 5,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('allows only SRP and refresh unless the stage asks for password auth, with revocation and no user existence errors', () => {
    expect((client().ExplicitAuthFlows as string[]).sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect(client()).toMatchObject({ EnableTokenRevocation: true, PreventUserExistenceErrors: 'ENABLED' });
  });

  it('tells the SPA to sign in with SRP (/config.json)', () => {
    expect(deployedConfig(synth).authFlow).toBe('USER_SRP_AUTH');
  });
});

describe('the brand team (employees function)', () => {
  it('may change members in the user pool, through a policy of its own, and nothing else in Cognito', () => {
    const roleId = Object.keys(resources('api', 'AWS::IAM::Role')).find((id) => id.startsWith('Fnemployees'));
    const poolPolicies = Object.entries(resources('api', 'AWS::IAM::Policy')).filter(
      ([, policy]) =>
        JSON.stringify(policy.Properties.PolicyDocument).includes('cognito-idp:') &&
        JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
    );
    const [, policy] = only(Object.fromEntries(poolPolicies));
    expect(policy.Properties.Roles).toEqual([{ Ref: roleId }]);
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statements).toHaveLength(1);
    expect(asArray(statements[0]?.Action).sort()).toEqual(
      [
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminDeleteUserAttributes',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminUpdateUserAttributes',
        'cognito-idp:AdminUserGlobalSignOut',
      ].sort(),
    );
    expect([...TEAM_POOL_ACTIONS].sort()).toEqual(asArray(statements[0]?.Action).sort());
    expect(statements[0]).toMatchObject({
      Effect: 'Allow',
      Resource: { 'Fn::ImportValue': expect.stringMatching(/UserPool.*Arn/) },
    });
  });

  it('knows the pool and mails from the same sender as the campaigns function, with SES send on that identity', () => {
    const functions = apiFunctions();
    const employees = environment(functions.employees);
    const campaigns = environment(functions.campaigns);
    expect(employees.USER_POOL_ID).toEqual(campaigns.USER_POOL_ID);
    expect(employees.MAIL_FROM).toBe('briefs@reelbridge.example');
    const mailVariables = (variables: Record<string, unknown>) =>
      Object.keys(variables).filter(
        (name) => name.startsWith('MAIL_') || name.includes('SITE') || name.includes('URL'),
      );
    expect(mailVariables(employees)).toEqual(mailVariables(campaigns));
    const [identityId] = only(resources('api', 'AWS::SES::EmailIdentity'));
    for (const prefix of ['Fnemployees', 'Fncampaigns']) {
      const ses = statementsOfRole(prefix).filter((statement) => asArray(statement.Action).includes('ses:SendEmail'));
      expect(ses, prefix).toHaveLength(1);
      expect(asArray(ses[0]?.Action), prefix).toEqual(['ses:SendEmail']);
      expect(JSON.stringify(ses[0]?.Resource), prefix).toContain(JSON.stringify({ Ref: identityId }));
    }
  });
});

describe("the admin's creator edit (creators function, docs/accounts.md)", () => {
  it('may update user attributes in the pool and nothing else there, through a policy of its own', () => {
    const roleId = Object.keys(resources('api', 'AWS::IAM::Role')).find((id) => id.startsWith('Fncreators'));
    const policies = Object.values(resources('api', 'AWS::IAM::Policy')).filter((policy) =>
      (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
    );
    const statements = policies.flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const pool = statements.filter((statement) => asArray(statement.Action).some((a) => a.startsWith('cognito-idp:')));
    expect(pool).toHaveLength(1);
    expect(asArray(pool[0]?.Action)).toEqual(['cognito-idp:AdminUpdateUserAttributes']);
    expect(pool[0]).toMatchObject({
      Effect: 'Allow',
      Resource: { 'Fn::ImportValue': expect.stringMatching(/UserPool.*Arn/) },
    });
  });

  it('keeps the original e-mail until the new one is verified (keepOriginal)', () => {
    const [pool] = Object.values(resources('auth', 'AWS::Cognito::UserPool'));
    expect(pool?.Properties.UserAttributeUpdateSettings).toEqual({
      AttributesRequireVerificationBeforeUpdate: ['email'],
    });
  });
});

describe('payment ciphertexts', () => {
  it('may be encrypted and decrypted only with an encryption context naming creatorId and field (and at most purpose besides)', () => {
    const kms = statementsOfRole('Fncreators').filter((statement) =>
      asArray(statement.Action).some((action) => action.startsWith('kms:')),
    );
    expect(kms).toHaveLength(1);
    expect(PAYMENT_CONTEXT_REQUIRED_KEYS).toEqual(['creatorId', 'field']);
    expect(PAYMENT_CONTEXT_ALLOWED_KEYS).toEqual(['purpose', 'creatorId', 'field']);
    expect(kms[0]).toMatchObject({
      Effect: 'Allow',
      Condition: {
        'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['purpose', 'creatorId', 'field'] },
        Null: { 'kms:EncryptionContext:creatorId': 'false', 'kms:EncryptionContext:field': 'false' },
      },
    });
    expect(asArray(kms[0]?.Action).sort()).toEqual(['kms:Decrypt', 'kms:Encrypt']);
  });

  it('admit the context the creators function actually sends (functions/src/lib/cipher.ts)', async () => {
    const kms = mockClient(KMSClient);
    kms.on(EncryptCommand).resolves({ CiphertextBlob: Buffer.from('blob') });
    vi.stubEnv('PAYMENT_KMS_KEY_ID', 'arn:aws:kms:us-east-1:111111111111:key/test');
    setFieldCipher(undefined);
    try {
      await fieldCipher().encrypt('123456789', { creatorId: 'cr_aaaaaaaaaaaa', field: 'taxIdNumber' });
      const sent = Object.keys(kms.commandCalls(EncryptCommand)[0]?.args[0].input.EncryptionContext ?? {});
      expect(PAYMENT_CONTEXT_ALLOWED_KEYS).toEqual(expect.arrayContaining(sent));
      expect(sent).toEqual(expect.arrayContaining(PAYMENT_CONTEXT_REQUIRED_KEYS));
    } finally {
      setFieldCipher(undefined);
      vi.unstubAllEnvs();
      kms.restore();
    }
  });
});

describe('cdk-nag', () => {
  it('passes with the web ACL in place (no CloudFront WAF acknowledgement) and the origin secret acknowledged', () => {
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(synth.app);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
    const acknowledged = synth.stacks.web.distribution.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, string>));
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((id) => id.includes('CFR2'))).toEqual([]);
    const secretAcknowledgements = synth.stacks.api.originVerifySecret.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.keys(entry.data as Record<string, string>));
    expect(secretAcknowledgements).toEqual([expect.stringContaining('AwsSolutions-SMG4')]);
  });
});
