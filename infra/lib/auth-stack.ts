import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  UserPoolOperation,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { APP_CLIENT_WRITE_ATTRIBUTES, CUSTOM_ATTRIBUTE_NAMES } from '@reelbridge/shared/auth';
import { PASSWORD_MIN_LENGTH, ROLES, type Role } from '@reelbridge/shared/constants';
import type { Construct } from 'constructs';
import { TABLE_ITEM_ACTIONS } from './api-stack';
import { TABLE_INDEXES } from './data-stack';
import { acknowledge } from './nag';
import { NodeFunction } from './node-function';
import { functionEntry } from './paths';
import { REGION, type StageConfig } from './stage';

/** Custom attributes of docs/product.md#records (stored as `custom:<name>`). */
export const CUSTOM_ATTRIBUTES = CUSTOM_ATTRIBUTE_NAMES;

/**
 * The only custom attribute the browser may write. custom:group, custom:creator_id and custom:company_id are set on
 * the server (PostConfirmation trigger, admin script): a user who could write them could make themselves admin or
 * claim another company (docs/architecture.md#identity).
 */
export const CLIENT_WRITABLE_CUSTOM_ATTRIBUTES = APP_CLIENT_WRITE_ATTRIBUTES.filter((name) =>
  name.startsWith('custom:'),
).map((name) => name.slice('custom:'.length));

const GROUP_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Agency staff: everything',
  brand: 'Company staff: their own brand, its products, campaigns and UGC projects',
  creator: 'Creators: their own profile, payment info, campaigns, projects and submissions',
};

export interface AuthStackProps extends StackProps {
  readonly stage: StageConfig;
  /** The table the sign-up triggers read (creators, companies) and write (pending sign-ups, employees). */
  readonly table: ITable;
}

export interface TriggerOptions {
  /**
   * Cognito admin actions the trigger calls back into this pool with, e.g. PostConfirmation's
   * `['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminAddUserToGroup']`.
   */
  readonly poolActions?: string[];
}

/** The Cognito user pool and the SPA's public app client (docs/architecture.md#identity). */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** The JWT issuer the API's authorizer trusts. */
  readonly issuerUrl: string;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      // E-mail is the username.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once the new address is verified.
      keepOriginal: { email: true },
      selfSignUpEnabled: true,
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
        website: { required: false, mutable: true },
      },
      customAttributes: Object.fromEntries(
        CUSTOM_ATTRIBUTES.map((name) => [name, new StringAttribute({ mutable: true })]),
      ),
      // docs/product.md#limits: minimum 8 characters, nothing more; the forms validate the same rule
      // (shared/src/constants.ts).
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      // Essentials: the Plus plan (threat protection, formerly advanced security) is billed per active user.
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: stage.retainData,
      removalPolicy: stage.removalPolicy,
    });

    ROLES.forEach((role, precedence) => {
      this.userPool.addGroup(`Group-${role}`, { groupName: role, precedence, description: GROUP_DESCRIPTIONS[role] });
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: `reelbridge-${stage.name}-web`,
      // Public client: a browser cannot keep a secret, and aws-amplify does not support one
      // (docs/architecture.md#identity).
      generateSecret: false,
      authFlows: {
        // SRP in AWS: the password never leaves the browser.
        userSrp: true,
        // Only for a stage that asks for it (-c passwordAuth=true; /config.json then tells the SPA to use it). The
        // local stand-in has no SRP, but its client is made by infra/local, not here.
        userPassword: stage.passwordAuth,
      },
      // The SPA signs in through the Cognito API (aws-amplify/auth), not the hosted UI.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Cognito's minimum: API Gateway cannot revoke a token, so a removed or signed-out user's ID token must expire
      // soon (the handlers also refuse tokens issued before the user's revocation time;
      // docs/decisions.md#11-the-table-decides-access-tokens-cannot-outlive-it).
      idTokenValidity: Duration.minutes(5),
      accessTokenValidity: Duration.minutes(5),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({
          email: true,
          emailVerified: true,
          fullname: true,
          phoneNumber: true,
          phoneNumberVerified: true,
          website: true,
        })
        .withCustomAttributes(...CUSTOM_ATTRIBUTES),
      writeAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, fullname: true, phoneNumber: true, website: true })
        .withCustomAttributes(...CLIENT_WRITABLE_CUSTOM_ATTRIBUTES),
    });

    this.issuerUrl = `https://cognito-idp.${REGION}.amazonaws.com/${this.userPool.userPoolId}`;

    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      'The product rule is a minimum of 8 characters (docs/product.md#limits), validated identically by the forms and the API; composition rules are not required (NIST SP 800-63B advises against them).',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'The product has no MFA enrolment or challenge flow (docs/product.md#screens and #api); requiring MFA would lock every user out. Revisit together with a sign-in UI for it.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials feature plan on purpose: the Plus plan (threat protection) is billed per monthly active user, which this agency tool does not justify yet. Revisit if account-takeover risk grows.',
    );

    this.addSignUpTriggers(props);

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }

  /** PreSignUp checks what the browser claims; PostConfirmation sets group and ids once the e-mail is verified. */
  private addSignUpTriggers(props: AuthStackProps): void {
    const triggers = [
      { id: 'PreSignUp', file: 'pre-sign-up.ts', operation: UserPoolOperation.PRE_SIGN_UP, poolActions: [] },
      {
        id: 'PostConfirmation',
        file: 'post-confirmation.ts',
        operation: UserPoolOperation.POST_CONFIRMATION,
        poolActions: ['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminAddUserToGroup'],
      },
    ];
    for (const trigger of triggers) {
      const fn = new NodeFunction(this, trigger.id, {
        stage: props.stage,
        entry: functionEntry('auth-triggers', trigger.file),
        description: `Reelbridge ${trigger.id} trigger`,
        serviceName: 'reelbridge-auth',
        failedInvocations:
          'Invoked synchronously by Cognito during sign-up: a failure is shown to the person signing up, and the lambda-errors alarm leads to docs/runbook.md (repair a half-finished sign-up); there is no asynchronous invocation to dead-letter.',
        environment: { TABLE_NAME: props.table.tableName },
      });
      fn.role.addToPolicy(new PolicyStatement({ actions: TABLE_ITEM_ACTIONS, resources: [props.table.tableArn] }));
      fn.role.addToPolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: TABLE_INDEXES.map((index) => `${props.table.tableArn}/index/${index}`),
        }),
      );
      this.addTrigger(trigger.operation, fn.function, { poolActions: trigger.poolActions });
    }
  }

  /**
   * Attaches a Cognito trigger (docs/architecture.md#identity: PreSignUp checks the sign-up; PostConfirmation sets the
   * group and ids and writes the employee record). Create the function in this stack, e.g. with
   * `new NodeFunction(this, 'PreSignUp', { entry: functionEntry('auth-triggers', ...), ... })`.
   *
   * `poolActions` are granted through a separate iam.Policy attached to the function's role: a statement naming the
   * pool in the role's default policy would make a cycle (pool -> function -> default policy -> pool).
   */
  addTrigger(operation: UserPoolOperation, fn: IFunction, options: TriggerOptions = {}): void {
    this.userPool.addTrigger(operation, fn);
    const actions = options.poolActions ?? [];
    if (actions.length > 0 && fn.role) {
      const policy = new Policy(this, `${operation.operationName}PoolAccess`, {
        statements: [new PolicyStatement({ actions, resources: [this.userPool.userPoolArn] })],
      });
      policy.attachToRole(fn.role);
    }
  }
}
