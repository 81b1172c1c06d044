/**
 * The local HTTP API: what API Gateway does in AWS, built from the same route table.
 * Verifies the bearer JWT like the JWT authorizer, builds the API Gateway v2 event and calls the very
 * handler modules Lambda runs. Also serves /config.json and the Lambda Invoke API for Cognito triggers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Domain, RuntimeConfig } from '@reelbridge/shared';
import { isLoopbackHost, listen, readBody } from './net';
import { matchRoute } from './routing';
import type { EventTail } from './event-tail';
import type { Mailbox } from './mailbox';

type LambdaHandler = (event: unknown, context: unknown) => Promise<unknown>;

export interface LocalApiOptions {
  port: number;
  host?: string;
  issuer: string;
  clientId: string;
  runtimeConfig: () => RuntimeConfig;
  mailbox: Mailbox;
  /** Cognito trigger handlers by function name, for the Lambda Invoke API. */
  triggers?: Record<string, LambdaHandler>;
  /** The local event dispatcher (infra/local/event-tail.ts), for the `/_local/events/*` controls. */
  events?: Pick<EventTail, 'settle' | 'deadLetters' | 'redrive'>;
}

export interface LocalApi {
  url: string;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 6 * 1024 * 1024; // Lambda's synchronous payload limit
/**
 * CloudFront's quotas, which every deployed request passes before API Gateway: a URL of at most 8,192 bytes, and a
 * request line with its headers of at most 20,480 bytes. Node's own header limit (16 KB) would otherwise answer a
 * longer one with an empty 431, which no deployed caller ever sees.
 */
export const MAX_URL_BYTES = 8_192;
export const MAX_REQUEST_HEAD_BYTES = 20_480;

const handlerModules: Record<Domain, () => Promise<{ handler: LambdaHandler }>> = {
  brands: () => import('../../functions/src/brands/handler') as never,
  products: () => import('../../functions/src/products/handler') as never,
  creators: () => import('../../functions/src/creators/handler') as never,
  employees: () => import('../../functions/src/employees/handler') as never,
  campaigns: () => import('../../functions/src/campaigns/handler') as never,
  'ugc-projects': () => import('../../functions/src/ugc-projects/handler') as never,
  uploads: () => import('../../functions/src/uploads/handler') as never,
  notifications: () => import('../../functions/src/notifications/handler') as never,
  videos: () => import('../../functions/src/videos/handler') as never,
};

function lambdaContext(functionName: string) {
  return {
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** API Gateway hands claims to Lambda as strings. */
function stringifyClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : String(value),
    ]),
  );
}

export async function startLocalApi(options: LocalApiOptions): Promise<LocalApi> {
  const host = options.host ?? '127.0.0.1';
  const verifier = JwtRsaVerifier.create(
    { issuer: options.issuer, audience: options.clientId, jwksUri: `${options.issuer}/.well-known/jwks.json` },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: {
          fetch: async (uri: string) => {
            const response = await fetch(uri);
            if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
            return await response.arrayBuffer();
          },
        },
      }),
    },
  );

  const send = (response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(text);
  };

  async function invokeTrigger(name: string, body: Buffer, response: http.ServerResponse) {
    const trigger = options.triggers?.[name];
    if (!trigger)
      return send(
        response,
        404,
        { Type: 'User', message: `Function not found: ${name}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
    try {
      const result = await trigger(JSON.parse(body.toString('utf8')), lambdaContext(name));
      send(response, 200, result ?? null);
    } catch (error) {
      send(
        response,
        200,
        { errorType: (error as Error).name, errorMessage: (error as Error).message },
        { 'x-amz-function-error': 'Unhandled' },
      );
    }
  }

  async function handleApi(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const method = request.method ?? 'GET';
    const match = matchRoute(method, url.pathname);
    if (!match) return send(response, 404, { message: 'Not Found' });

    let claims: Record<string, string> | undefined;
    const authorization = request.headers.authorization ?? '';
    if (match.route.access !== 'public') {
      const token = /^Bearer\s+(.+)$/i.exec(authorization)?.[1];
      if (!token) return send(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
      try {
        claims = stringifyClaims((await verifier.verify(token)) as Record<string, unknown>);
      } catch {
        return send(response, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      }
    }

    let body: Buffer;
    try {
      body = await readBody(request, MAX_BODY_BYTES);
    } catch {
      return send(response, 413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 6 MB' } });
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(',') : (value ?? ''),
      ]),
    );
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
    // Like API Gateway: text bodies as they are, anything else (multipart, binary) base64-encoded.
    const contentType = String(request.headers['content-type'] ?? '');
    const textual = !contentType || /^(application\/json|text\/|application\/x-www-form-urlencoded)/i.test(contentType);
    const now = new Date();
    const event = {
      version: '2.0',
      routeKey: match.routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
      body: body.length ? body.toString(textual ? 'utf8' : 'base64') : undefined,
      isBase64Encoded: body.length > 0 && !textual,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: request.headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: {
          method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
          userAgent: request.headers['user-agent'] ?? '',
        },
        requestId: crypto.randomUUID(),
        routeKey: match.routeKey,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        authorizer: claims ? { jwt: { claims, scopes: null } } : undefined,
      },
    };
    const { handler } = await handlerModules[match.route.domain]();
    const result = (await handler(event, lambdaContext(`reelbridge-${match.route.domain}`))) as {
      statusCode: number;
      headers?: Record<string, string>;
      body?: string;
      isBase64Encoded?: boolean;
    };
    response.writeHead(result.statusCode, result.headers ?? {});
    // As API Gateway does: a base64 body (a compressed answer) goes out as its bytes.
    response.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
  }

  /**
   * The local stack's controls for tests and for trying failure by hand: `GET /_local/events/settle` (answers once
   * every event so far was handed over; 504 with how far the tail got if not within `timeoutMs`, 25 s by default),
   * `GET /_local/events/dead-letters`, `POST /_local/events/redrive` (`{ eventIds? }`), `POST /_local/mail/outage`
   * (`{ down }`). A change needs a JSON body: a page on another site cannot send one to this port without a CORS
   * preflight, which is never granted.
   */
  async function localControl(
    request: http.IncomingMessage,
    url: URL,
  ): Promise<{ status: number; body: unknown } | undefined> {
    const events = options.events;
    if (request.method === 'GET' && url.pathname === '/_local/events/settle' && events) {
      try {
        await events.settle({ timeoutMs: Number(url.searchParams.get('timeoutMs')) || undefined });
      } catch (error) {
        // Still handing events over (a backlog, or an event being retried) when the time ran out: the answer says so.
        return { status: 504, body: { message: (error as Error).message } };
      }
      return { status: 200, body: { settled: true } };
    }
    if (request.method === 'GET' && url.pathname === '/_local/events/dead-letters' && events) {
      return { status: 200, body: events.deadLetters() };
    }
    if (request.method !== 'POST') return undefined;
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
      return { status: 415, body: { message: 'Send JSON' } };
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return { status: 400, body: { message: 'The body must be JSON' } };
    }
    if (url.pathname === '/_local/events/redrive' && events) {
      const ids = Array.isArray(body.eventIds) ? body.eventIds.map(String) : undefined;
      return { status: 200, body: { redriven: events.redrive(ids) } };
    }
    if (url.pathname === '/_local/mail/outage') {
      options.mailbox.setDown(body.down === true);
      return { status: 200, body: { down: options.mailbox.isDown() } };
    }
    return undefined;
  }

  const server = http.createServer({ maxHeaderSize: MAX_REQUEST_HEAD_BYTES }, async (request, response) => {
    try {
      // A page on another site resolving its name to this machine (DNS rebinding) is not answered.
      if (!isLoopbackHost(request.headers.host)) return send(response, 403, { message: 'Forbidden host' });
      if (Buffer.byteLength(request.url ?? '') > MAX_URL_BYTES) return send(response, 414, { message: 'URI Too Long' });
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/config.json')
        return send(response, 200, options.runtimeConfig(), { 'cache-control': 'no-store' });
      if (url.pathname === '/_local/mail') return send(response, 200, options.mailbox.list());
      if (url.pathname.startsWith('/_local/')) {
        const answer = await localControl(request, url);
        if (answer) return send(response, answer.status, answer.body);
      }
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
      if (invoke && request.method === 'POST') {
        // Lambda's Invoke API takes signed requests only (cognito-local signs); a page cannot sign, so no page runs
        // a trigger with an event of its making.
        if (!/^AWS4-HMAC-SHA256 /.test(request.headers.authorization ?? '')) {
          return send(response, 403, { message: 'Missing Authentication Token' });
        }
        return invokeTrigger(decodeURIComponent(invoke[1]!), await readBody(request), response);
      }
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return await handleApi(request, response, url);
      send(response, 404, { message: 'Not Found' });
    } catch (error) {
      console.error('[local api]', error);
      if (!response.headersSent) send(response, 500, { message: 'Internal Server Error' });
      else response.end();
    }
  });
  // A head Node cannot take (over CloudFront's limit, or malformed): answered with a body that says so, as the edge
  // does, instead of Node's empty 431 or 400.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request'];
    const text = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${message}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
    );
  });
  await listen(server, options.port, host, 'API');
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
