/**
 * Local Cognito: cognito-local in a child process, behind a proxy that closes its gaps
 * (docs/architecture.md#local-stand-ins): ResendConfirmationCode, GlobalSignOut and GetTokensFromRefreshToken; refusing
 * writes of attributes the app client may not write (as Cognito does); Cognito's password minimum;
 * NotAuthorizedException for a wrong password; and delivery of verification codes to the local mailbox. E-mail changes
 * behave as the deployed pool's `keepOriginal: { email: true }` makes them: a new address takes effect only once the
 * code sent to it is verified (the old one keeps working until then), an address another account has is refused
 * (AliasExistsException), and ChangePassword checks the current password and the minimum as Cognito does.
 *
 * cognito-local trusts whatever reaches it: it signs tokens with a private key published in its npm package,
 * only decodes the access tokens it is given, and runs the developer (Admin…) operations without credentials.
 * So the proxy signs tokens with a key of its own (kept in the data folder) and serves that key as the pool's
 * JWKS; verifies the access token of every operation that takes one; forwards only operations it classifies,
 * in Cognito's own header spelling, with the body it checked; and asks for signed requests where Cognito does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomInt,
  sign,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { APP_CLIENT_WRITE_ATTRIBUTES, PASSWORD_MIN_LENGTH } from '@reelbridge/shared';
import { freePort, isLoopbackHost, listen, readBody } from './net';
import type { Mailbox } from './mailbox';

const require = createRequire(import.meta.url);
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const WRITABLE = new Set<string>(APP_CLIENT_WRITE_ATTRIBUTES);

/** What Cognito lets anyone call: no credentials, no token. */
const PUBLIC_OPERATIONS = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetTokensFromRefreshToken',
  'RevokeToken',
]);

/** What Cognito authorizes by the user's access token alone. */
const TOKEN_OPERATIONS = new Set([
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'ChangePassword',
  'DeleteUser',
  'GlobalSignOut',
  'SetUserMFAPreference',
  'SetUserSettings',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'ListDevices',
  'GetDevice',
  'ConfirmDevice',
  'ForgetDevice',
  'UpdateDeviceStatus',
]);
// Every other operation is a developer (IAM) operation: Cognito needs a SigV4-signed request for it.

/**
 * The operation as cognito-local derives it from X-Amz-Target (the text between the first and second dot), and
 * only when the header is exactly Cognito's spelling of it: any other spelling would reach cognito-local as an
 * operation the proxy did not recognise.
 */
export function operationOf(target: string | string[] | undefined): string | undefined {
  if (typeof target !== 'string') return undefined;
  const operation = target.split('.')[1];
  return operation && target === TARGET_PREFIX + operation ? operation : undefined;
}

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=[^/\s]+\/\d{8}\/[\w-]+\/cognito-idp\/aws4_request, ?SignedHeaders=[\w;-]+, ?Signature=[0-9a-f]{64}$/;

interface SigningKey {
  privateKey: KeyObject;
  jwk: { kty: 'RSA'; alg: 'RS256'; use: 'sig'; kid: string; n: string; e: string };
}

/** The proxy's own RS256 key, created once per data folder (so sessions survive a restart). */
function signingKey(file: string): SigningKey {
  if (!fs.existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  const privateKey = createPrivateKey(fs.readFileSync(file, 'utf8'));
  const { n, e } = createPublicKey(privateKey).export({ format: 'jwk' }) as { n: string; e: string };
  const kid = `reelbridge-local-${createHash('sha256').update(n).digest('base64url').slice(0, 16)}`;
  return { privateKey, jwk: { kty: 'RSA', alg: 'RS256', use: 'sig', kid, n, e } };
}

function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const header = { alg: 'RS256', typ: 'JWT', kid: key.jwk.kid };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${part(header)}.${part(payload)}`;
  return `${data}.${sign('sha256', Buffer.from(data), key.privateKey).toString('base64url')}`;
}

function payloadOf(token: string): Record<string, unknown> | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export interface LocalCognitoOptions {
  port: number;
  host?: string;
  /** cognito-local keeps its data in <dataDir>/.cognito */
  dataDir: string;
  mailbox: Mailbox;
  /** Where cognito-local invokes trigger Lambdas (the local Lambda Invoke API). */
  lambdaEndpoint?: string;
  triggers?: Record<string, string>;
}

export interface LocalCognito {
  endpoint: string;
  issuerDomain: string;
  stop(): Promise<void>;
}

interface JsonResult {
  status: number;
  body: Record<string, unknown>;
}

function cognitoError(type: string, message: string, status = 400): JsonResult {
  return { status, body: { __type: type, message } };
}

export async function startLocalCognito(options: LocalCognitoOptions): Promise<LocalCognito> {
  const host = options.host ?? '127.0.0.1';
  const cognitoDir = path.join(options.dataDir, '.cognito');
  fs.mkdirSync(path.join(cognitoDir, 'db'), { recursive: true });

  const proxy = http.createServer();
  await listen(proxy, options.port, host, 'Cognito');
  const publicPort = (proxy.address() as { port: number }).port;
  const issuerDomain = `http://localhost:${publicPort}`;
  const internalPort = await freePort(host);

  fs.writeFileSync(
    path.join(cognitoDir, 'config.json'),
    JSON.stringify(
      {
        LambdaClient: options.lambdaEndpoint
          ? {
              endpoint: options.lambdaEndpoint,
              region: 'us-east-1',
              maxRetries: 0,
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : undefined,
        TriggerFunctions: options.triggers ?? {},
        TokenConfig: { IssuerDomain: issuerDomain },
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );

  const log = fs.openSync(path.join(options.dataDir, 'cognito-local.log'), 'a');
  const child: ChildProcess = spawn(process.execPath, [require.resolve('cognito-local/lib/bin/start.js')], {
    cwd: options.dataDir,
    env: { ...process.env, PORT: String(internalPort), HOST: host },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  await waitForPort(host, internalPort, () => exited);

  const key = signingKey(path.join(options.dataDir, 'cognito-signing-key.pem'));
  const jwks = { keys: [key.jwk] };

  // Refresh tokens handed out through this proxy, so GlobalSignOut can revoke them.
  const revokedFile = path.join(options.dataDir, 'revoked-refresh-tokens.json');
  const refreshOwners = new Map<string, string>();
  // After GlobalSignOut, Cognito refuses the user's earlier access tokens: sub → seconds since the epoch.
  const signedOutAt = new Map<string, number>();
  const revoked = new Set<string>(
    fs.existsSync(revokedFile) ? (JSON.parse(fs.readFileSync(revokedFile, 'utf8')) as string[]) : [],
  );
  const saveRevoked = () => fs.writeFileSync(revokedFile, JSON.stringify([...revoked]));

  async function upstream(operation: string, payload: unknown): Promise<JsonResult> {
    const body = JSON.stringify(payload);
    const response = await fetch(`http://${host}:${internalPort}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET_PREFIX + operation },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  function poolOfClient(clientId: string): string | undefined {
    const file = path.join(cognitoDir, 'db', 'clients.json');
    if (!fs.existsSync(file)) return undefined;
    const clients = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      Clients?: Record<string, { UserPoolId: string }>;
    };
    return Object.hasOwn(clients.Clients ?? {}, clientId) ? clients.Clients![clientId]!.UserPoolId : undefined;
  }

  function readPoolUsers(
    clientId: string,
  ): Record<
    string,
    { Attributes?: { Name: string; Value: string }[]; ConfirmationCode?: string; UserStatus?: string }
  > {
    const poolId = poolOfClient(clientId);
    if (!poolId) return {};
    const pool = JSON.parse(fs.readFileSync(path.join(cognitoDir, 'db', `${poolId}.json`), 'utf8')) as {
      Users?: Record<string, never>;
    };
    return pool.Users ?? {};
  }

  function findUser(clientId: string, email: string) {
    const users = readPoolUsers(clientId);
    return Object.values(users).find((user) =>
      (user.Attributes ?? []).some(
        (attribute) => attribute.Name === 'email' && attribute.Value.toLowerCase() === email.toLowerCase(),
      ),
    );
  }

  type PoolUser = { Username: string; Attributes?: { Name: string; Value: string }[] };

  function poolUsers(poolId: string): PoolUser[] {
    const file = path.join(cognitoDir, 'db', `${poolId}.json`);
    if (!fs.existsSync(file)) return [];
    const pool = JSON.parse(fs.readFileSync(file, 'utf8')) as { Users?: Record<string, PoolUser> };
    return Object.values(pool.Users ?? {});
  }

  const attributeOf = (user: PoolUser | undefined, name: string) =>
    user?.Attributes?.find((attribute) => attribute.Name === name)?.Value;

  /** A user by username, sub or e-mail, as Cognito finds one in a pool whose username is the e-mail. */
  function poolUser(poolId: string, username: string): PoolUser | undefined {
    const wanted = username.toLowerCase();
    return poolUsers(poolId).find(
      (user) =>
        user.Username === username ||
        attributeOf(user, 'sub') === username ||
        attributeOf(user, 'email')?.toLowerCase() === wanted,
    );
  }

  /** Whether an account other than `sub`'s has this e-mail: Cognito refuses a second one (AliasExistsException). */
  function emailTaken(poolId: string, email: string, sub: string): boolean {
    const wanted = email.trim().toLowerCase();
    return poolUsers(poolId).some(
      (user) => attributeOf(user, 'sub') !== sub && attributeOf(user, 'email')?.toLowerCase() === wanted,
    );
  }

  const aliasExists = () => cognitoError('AliasExistsException', 'An account with the given email already exists.');

  // keepOriginal: an e-mail change waits here, by sub, until the code sent to the new address is verified.
  const pendingFile = path.join(options.dataDir, 'pending-email-changes.json');
  type PendingEmail = { poolId: string; email: string; code: string; expiresAt: number };
  const pendingEmails = new Map<string, PendingEmail>(
    fs.existsSync(pendingFile)
      ? (Object.entries(JSON.parse(fs.readFileSync(pendingFile, 'utf8'))) as [string, PendingEmail][])
      : [],
  );
  const savePending = () => fs.writeFileSync(pendingFile, JSON.stringify(Object.fromEntries(pendingEmails)));
  const CODE_LIFETIME_MS = 24 * 3600 * 1000;

  /** Records the pending address and mails a new code to it (Cognito's UpdateUserAttribute message). */
  function startEmailChange(poolId: string, sub: string, email: string): JsonResult {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    pendingEmails.set(sub, {
      poolId,
      email: email.trim().toLowerCase(),
      code,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    savePending();
    options.mailbox.deliver({
      to: email,
      subject: 'Your Reelbridge verification code',
      text: `Your verification code is ${code}. Enter it to use this address for your Reelbridge account.`,
      code,
    });
    return {
      status: 200,
      body: {
        CodeDeliveryDetailsList: [{ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) }],
      },
    };
  }

  type Attribute = { Name: string; Value: string };
  const attributeList = (value: unknown): Attribute[] =>
    Array.isArray(value)
      ? value.filter(
          (attribute): attribute is Attribute =>
            typeof attribute === 'object' &&
            attribute !== null &&
            typeof (attribute as Attribute).Name === 'string' &&
            typeof (attribute as Attribute).Value === 'string',
        )
      : [];

  function deliverCode(clientId: string, email: string, purpose: 'verify' | 'reset'): void {
    const code = findUser(clientId, email)?.ConfirmationCode;
    if (!code) return;
    options.mailbox.deliver({
      to: email,
      subject: purpose === 'verify' ? 'Your Reelbridge verification code' : 'Your Reelbridge password reset code',
      text: `Your ${purpose === 'verify' ? 'verification' : 'password reset'} code is ${code}`,
      code,
    });
  }

  /** Attributes as SignUp and UpdateUserAttributes take them, or names as DeleteUserAttributes does. */
  function writesForbiddenAttribute(attributes: unknown): boolean {
    if (attributes === undefined) return false;
    if (!Array.isArray(attributes)) return true;
    return attributes.some((attribute: unknown) => {
      const name =
        typeof attribute === 'string'
          ? attribute
          : typeof attribute === 'object' && attribute !== null
            ? (attribute as { Name?: unknown }).Name
            : undefined;
      return typeof name !== 'string' || !WRITABLE.has(name);
    });
  }

  const verifier = JwtRsaVerifier.create({
    // The issuer depends on the client's pool; customJwtCheck compares it.
    issuer: null,
    audience: null,
    jwksUri: `${issuerDomain}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'access') throw new Error('Not an access token');
      const poolId = typeof payload.client_id === 'string' ? poolOfClient(payload.client_id) : undefined;
      if (!poolId || payload.iss !== `${issuerDomain}/${poolId}`) throw new Error('Unknown client or issuer');
      const sub = String(payload.sub);
      if (signedOutAt.has(sub) && (payload.iat ?? 0) <= signedOutAt.get(sub)!) throw new Error('Signed out');
    },
  });
  verifier.cacheJwks(jwks);

  /** The access token's claims, if Cognito would accept it: signature, issuer, client, use, expiry, sign-out. */
  async function verifiedAccessToken(token: unknown): Promise<JwtPayload | undefined> {
    if (typeof token !== 'string' || !token) return undefined;
    try {
      return await verifier.verify(token);
    } catch {
      return undefined;
    }
  }

  /** Tokens as the deployed pool hands them out: signed with a key nobody else has. */
  function resigned(result: JsonResult): JsonResult {
    const auth = result.body.AuthenticationResult as Record<string, unknown> | undefined;
    if (!auth) return result;
    for (const name of ['IdToken', 'AccessToken']) {
      const payload = typeof auth[name] === 'string' ? payloadOf(auth[name]) : undefined;
      if (payload) auth[name] = signJwt(payload, key);
    }
    return result;
  }

  function tooShort(password: unknown): boolean {
    return typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH;
  }

  function remember(result: JsonResult): JsonResult {
    const auth = result.body.AuthenticationResult as { RefreshToken?: string; IdToken?: string } | undefined;
    if (auth?.RefreshToken && auth.IdToken) {
      const sub = payloadOf(auth.IdToken)?.sub;
      if (typeof sub === 'string') refreshOwners.set(auth.RefreshToken, sub);
    }
    return result;
  }

  const unauthorizedAttribute = () =>
    cognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');

  const handlers: Record<string, (payload: Record<string, unknown>) => Promise<JsonResult>> = {
    async SignUp(payload) {
      if (writesForbiddenAttribute(payload.UserAttributes)) return unauthorizedAttribute();
      if (tooShort(payload.Password)) {
        return cognitoError(
          'InvalidPasswordException',
          'Password did not conform with policy: Password not long enough',
        );
      }
      const result = await upstream('SignUp', payload);
      if (result.status === 200) deliverCode(String(payload.ClientId), String(payload.Username), 'verify');
      return result;
    },
    async UpdateUserAttributes(payload) {
      if (writesForbiddenAttribute(payload.UserAttributes)) return unauthorizedAttribute();
      const token = await verifiedAccessToken(payload.AccessToken);
      const poolId = poolOfClient(String(token?.client_id ?? ''));
      const sub = String(token?.sub ?? '');
      if (!poolId || !sub) return cognitoError('NotAuthorizedException', 'Invalid Access Token');
      const attributes = attributeList(payload.UserAttributes);
      const email = attributes.find((attribute) => attribute.Name === 'email')?.Value.trim();
      const rest = attributes.filter((attribute) => attribute.Name !== 'email');
      const current = attributeOf(poolUser(poolId, sub), 'email')?.toLowerCase();
      const changesEmail = email !== undefined && email.toLowerCase() !== current;
      if (changesEmail && emailTaken(poolId, email, sub)) return aliasExists();
      if (rest.length > 0) {
        const result = await upstream('UpdateUserAttributes', { ...payload, UserAttributes: rest });
        if (result.status !== 200) return result;
      }
      // keepOriginal: the address is not changed now; the code goes to the new one.
      if (changesEmail) return startEmailChange(poolId, sub, email);
      return { status: 200, body: { CodeDeliveryDetailsList: [] } };
    },
    /**
     * As the deployed pool with keepOriginal: an e-mail marked verified (an admin vouching for it) takes effect at
     * once; one that is not waits for its code like the user's own change. A second account with the address is
     * refused either way.
     */
    async AdminUpdateUserAttributes(payload) {
      const poolId = String(payload.UserPoolId ?? '');
      const user = poolUser(poolId, String(payload.Username ?? ''));
      if (!user) return cognitoError('UserNotFoundException', 'User does not exist.');
      const sub = attributeOf(user, 'sub') ?? user.Username;
      const attributes = attributeList(payload.UserAttributes);
      const email = attributes.find((attribute) => attribute.Name === 'email')?.Value.trim();
      const verified = attributes.find((attribute) => attribute.Name === 'email_verified')?.Value === 'true';
      const changesEmail = email !== undefined && email.toLowerCase() !== attributeOf(user, 'email')?.toLowerCase();
      if (changesEmail && emailTaken(poolId, email, sub)) return aliasExists();
      if (!changesEmail || verified) {
        const result = await upstream('AdminUpdateUserAttributes', payload);
        if (result.status === 200 && changesEmail && pendingEmails.delete(sub)) savePending();
        return result;
      }
      const rest = attributes.filter((attribute) => attribute.Name !== 'email' && attribute.Name !== 'email_verified');
      if (rest.length > 0) {
        const result = await upstream('AdminUpdateUserAttributes', { ...payload, UserAttributes: rest });
        if (result.status !== 200) return result;
      }
      startEmailChange(poolId, sub, email);
      return { status: 200, body: {} };
    },
    async VerifyUserAttribute(payload) {
      const token = await verifiedAccessToken(payload.AccessToken);
      const sub = String(token?.sub ?? '');
      const pending = pendingEmails.get(sub);
      if (payload.AttributeName !== 'email' || !pending) return upstream('VerifyUserAttribute', payload);
      if (String(payload.Code ?? '').trim() !== pending.code) {
        return cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      }
      if (Date.now() > pending.expiresAt) {
        return cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      }
      if (emailTaken(pending.poolId, pending.email, sub)) return aliasExists();
      const result = await upstream('AdminUpdateUserAttributes', {
        UserPoolId: pending.poolId,
        Username: sub,
        UserAttributes: [
          { Name: 'email', Value: pending.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      });
      if (result.status !== 200) return result;
      pendingEmails.delete(sub);
      savePending();
      return { status: 200, body: {} };
    },
    async GetUserAttributeVerificationCode(payload) {
      const token = await verifiedAccessToken(payload.AccessToken);
      const sub = String(token?.sub ?? '');
      const pending = pendingEmails.get(sub);
      if (payload.AttributeName !== 'email' || !pending) return upstream('GetUserAttributeVerificationCode', payload);
      const sent = startEmailChange(pending.poolId, sub, pending.email);
      return { status: 200, body: { CodeDeliveryDetails: (sent.body.CodeDeliveryDetailsList as unknown[])[0] } };
    },
    async ChangePassword(payload) {
      if (tooShort(payload.ProposedPassword)) {
        return cognitoError(
          'InvalidPasswordException',
          'Password did not conform with policy: Password not long enough',
        );
      }
      const result = await upstream('ChangePassword', payload);
      // cognito-local answers a wrong current password with InvalidPasswordException; Cognito with this.
      if (String(result.body.__type).endsWith('InvalidPasswordException')) {
        return cognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      return result;
    },
    async DeleteUserAttributes(payload) {
      if (writesForbiddenAttribute(payload.UserAttributeNames)) return unauthorizedAttribute();
      return upstream('DeleteUserAttributes', payload);
    },
    async InitiateAuth(payload) {
      const parameters = (payload.AuthParameters ?? {}) as Record<string, string>;
      if (
        (payload.AuthFlow === 'REFRESH_TOKEN_AUTH' || payload.AuthFlow === 'REFRESH_TOKEN') &&
        revoked.has(parameters.REFRESH_TOKEN ?? '')
      ) {
        return cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
      }
      const result = await upstream('InitiateAuth', payload);
      if (
        result.body.__type === 'InvalidPasswordException' ||
        String(result.body.__type).endsWith('#InvalidPasswordException')
      ) {
        return cognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      return remember(result);
    },
    async GetTokensFromRefreshToken(payload) {
      const token = String(payload.RefreshToken ?? '');
      if (revoked.has(token)) return cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
      const result = await upstream('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: payload.ClientId,
        AuthParameters: { REFRESH_TOKEN: token },
      });
      if (result.status !== 200) return result;
      const auth = (result.body.AuthenticationResult ?? {}) as Record<string, unknown>;
      return {
        status: 200,
        body: {
          AuthenticationResult: {
            AccessToken: auth.AccessToken,
            IdToken: auth.IdToken,
            TokenType: 'Bearer',
            ExpiresIn: 3600,
          },
        },
      };
    },
    async GlobalSignOut(payload) {
      const sub = String((await verifiedAccessToken(payload.AccessToken))?.sub ?? '');
      if (!sub) return cognitoError('NotAuthorizedException', 'Invalid Access Token');
      for (const [token, owner] of refreshOwners) if (owner === sub) revoked.add(token);
      saveRevoked();
      signedOutAt.set(sub, Math.floor(Date.now() / 1000));
      return { status: 200, body: {} };
    },
    /** Which cognito-local lacks: the API ends a removed member's or a signed-out user's sessions with it. */
    async AdminUserGlobalSignOut(payload) {
      const user = await upstream('AdminGetUser', { UserPoolId: payload.UserPoolId, Username: payload.Username });
      if (user.status !== 200) return user;
      const attributes = (user.body.UserAttributes ?? []) as { Name: string; Value: string }[];
      const sub = attributes.find((attribute) => attribute.Name === 'sub')?.Value ?? String(user.body.Username ?? '');
      for (const [token, owner] of refreshOwners) if (owner === sub) revoked.add(token);
      saveRevoked();
      signedOutAt.set(sub, Math.floor(Date.now() / 1000));
      return { status: 200, body: {} };
    },
    async ResendConfirmationCode(payload) {
      const email = String(payload.Username ?? '');
      const user = findUser(String(payload.ClientId), email);
      if (!user) return cognitoError('UserNotFoundException', 'Username/client id combination not found.');
      if (user.UserStatus === 'CONFIRMED')
        return cognitoError('InvalidParameterException', 'User is already confirmed.');
      deliverCode(String(payload.ClientId), email, 'verify');
      return {
        status: 200,
        body: {
          CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) },
        },
      };
    },
    async ForgotPassword(payload) {
      const result = await upstream('ForgotPassword', payload);
      if (result.status === 200) deliverCode(String(payload.ClientId), String(payload.Username), 'reset');
      return result;
    },
    async ConfirmForgotPassword(payload) {
      if (tooShort(payload.Password)) {
        return cognitoError(
          'InvalidPasswordException',
          'Password did not conform with policy: Password not long enough',
        );
      }
      return upstream('ConfirmForgotPassword', payload);
    },
  };

  const corsHeaders = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-max-age': '600',
  };

  /** Runs an operation after authorizing it the way Cognito does. */
  async function perform(
    operation: string,
    payload: Record<string, unknown>,
    request: http.IncomingMessage,
  ): Promise<JsonResult> {
    if (TOKEN_OPERATIONS.has(operation)) {
      if (!(await verifiedAccessToken(payload.AccessToken))) {
        return cognitoError('NotAuthorizedException', 'Invalid Access Token');
      }
    } else if (!PUBLIC_OPERATIONS.has(operation) && !SIGV4.test(String(request.headers.authorization ?? ''))) {
      return cognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token', 403);
    }
    const handler = handlers[operation];
    return resigned(handler ? await handler(payload) : await upstream(operation, payload));
  }

  function reply(response: http.ServerResponse, result: JsonResult): void {
    response.writeHead(result.status, {
      ...corsHeaders,
      'content-type': 'application/x-amz-json-1.1',
      'x-amzn-requestid': crypto.randomUUID(),
      ...(result.status >= 400 ? { 'x-amzn-errortype': String(result.body.__type) } : {}),
    });
    response.end(JSON.stringify(result.body));
  }

  proxy.on('request', async (request, response) => {
    try {
      const body = await readBody(request);
      // A page on another site resolving its name to this machine (DNS rebinding) reaches no operation.
      if (!isLoopbackHost(request.headers.host)) {
        response.writeHead(403, { 'content-type': 'text/plain' });
        response.end('Forbidden host');
        return;
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'OPTIONS') {
        // A page may send what Amplify sends, never credentials: developer operations stay out of a browser's reach.
        const asked = String(request.headers['access-control-request-headers'] ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter((name) => name && name !== 'authorization' && name !== 'x-amz-security-token');
        response.writeHead(204, { ...corsHeaders, 'access-control-allow-headers': asked.join(', ') });
        response.end();
        return;
      }
      if (request.method === 'GET' && /^\/[\w-]+\/\.well-known\/jwks\.json$/.test(url.pathname)) {
        response.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' });
        response.end(JSON.stringify(jwks));
        return;
      }
      if (request.method === 'GET' && url.pathname === '/health') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"ok":true}');
        return;
      }
      if (request.method !== 'POST' || url.pathname !== '/') {
        response.writeHead(404, corsHeaders);
        response.end();
        return;
      }
      const operation = operationOf(request.headers['x-amz-target']);
      if (!operation) {
        return reply(response, cognitoError('UnknownOperationException', 'Unknown operation'));
      }
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8') || '{}');
      } catch {
        payload = undefined;
      }
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
        return reply(response, cognitoError('SerializationException', 'The request body is not a JSON object'));
      }
      reply(response, await perform(operation, payload as Record<string, unknown>, request));
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, corsHeaders);
      response.end(JSON.stringify({ __type: 'InternalErrorException', message: (error as Error).message }));
    }
  });

  return {
    endpoint: `http://localhost:${publicPort}`,
    issuerDomain,
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 3000))]);
        if (!exited) child.kill('SIGKILL');
      }
      fs.closeSync(log);
    },
  };
}

function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

async function waitForPort(host: string, port: number, failed: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (failed()) throw new Error('cognito-local exited during start; see .data/cognito-local.log');
    try {
      await fetch(`http://${host}:${port}/health`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`cognito-local did not start on port ${port} within ${timeoutMs / 1000}s`);
}
