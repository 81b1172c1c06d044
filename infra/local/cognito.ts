/**
 * Local Cognito: cognito-local in a child process, behind a proxy that closes its gaps (DESIGN section 1):
 * ResendConfirmationCode, GlobalSignOut and GetTokensFromRefreshToken; refusing writes of attributes the
 * app client may not write (as Cognito does); Cognito's password minimum; NotAuthorizedException for a
 * wrong password; and delivery of verification codes to the local mailbox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APP_CLIENT_WRITE_ATTRIBUTES, PASSWORD_MIN_LENGTH } from '@reelbridge/shared';
import { freePort, listen, readBody } from './net';
import type { Mailbox } from './mailbox';

const require = createRequire(import.meta.url);
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const WRITABLE = new Set<string>(APP_CLIENT_WRITE_ATTRIBUTES);

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

  // Refresh tokens handed out through this proxy, so GlobalSignOut can revoke them.
  const revokedFile = path.join(options.dataDir, 'revoked-refresh-tokens.json');
  const refreshOwners = new Map<string, string>();
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

  function readPoolUsers(
    clientId: string,
  ): Record<
    string,
    { Attributes?: { Name: string; Value: string }[]; ConfirmationCode?: string; UserStatus?: string }
  > {
    const clients = JSON.parse(fs.readFileSync(path.join(cognitoDir, 'db', 'clients.json'), 'utf8')) as {
      Clients?: Record<string, { UserPoolId: string }>;
    };
    const poolId = clients.Clients?.[clientId]?.UserPoolId;
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

  function writesForbiddenAttribute(attributes: unknown): boolean {
    return (
      Array.isArray(attributes) &&
      attributes.some((attribute: { Name?: string }) => !WRITABLE.has(String(attribute.Name)))
    );
  }

  function tooShort(password: unknown): boolean {
    return typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH;
  }

  function subOf(token: string): string | undefined {
    try {
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        sub?: string;
        username?: string;
      };
      return payload.sub ?? payload.username;
    } catch {
      return undefined;
    }
  }

  function remember(result: JsonResult): JsonResult {
    const auth = result.body.AuthenticationResult as { RefreshToken?: string; IdToken?: string } | undefined;
    if (auth?.RefreshToken && auth.IdToken) {
      const sub = subOf(auth.IdToken);
      if (sub) refreshOwners.set(auth.RefreshToken, sub);
    }
    return result;
  }

  const handlers: Record<string, (payload: Record<string, unknown>) => Promise<JsonResult>> = {
    async SignUp(payload) {
      if (writesForbiddenAttribute(payload.UserAttributes)) {
        return cognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
      }
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
      if (writesForbiddenAttribute(payload.UserAttributes)) {
        return cognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
      }
      return upstream('UpdateUserAttributes', payload);
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
      const sub = subOf(String(payload.AccessToken ?? ''));
      if (!sub) return cognitoError('NotAuthorizedException', 'Invalid Access Token');
      for (const [token, owner] of refreshOwners) if (owner === sub) revoked.add(token);
      saveRevoked();
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
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-max-age': '600',
  };

  proxy.on('request', async (request, response) => {
    try {
      const body = await readBody(request);
      const target = String(request.headers['x-amz-target'] ?? '');
      const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      const handler = request.method === 'POST' ? handlers[operation] : undefined;
      if (handler) {
        let payload: Record<string, unknown>;
        try {
          payload = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          payload = {};
        }
        const result = await handler(payload);
        const text = JSON.stringify(result.body);
        response.writeHead(result.status, {
          ...corsHeaders,
          'content-type': 'application/x-amz-json-1.1',
          'x-amzn-requestid': crypto.randomUUID(),
          ...(result.status >= 400 ? { 'x-amzn-errortype': String(result.body.__type) } : {}),
        });
        response.end(text);
        return;
      }
      const forwarded = http.request(
        { host, port: internalPort, method: request.method, path: request.url, headers: request.headers },
        (reply) => {
          response.writeHead(reply.statusCode ?? 500, reply.headers);
          reply.pipe(response);
        },
      );
      forwarded.on('error', (error) => {
        response.writeHead(502, corsHeaders);
        response.end(String(error));
      });
      forwarded.end(body);
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
