import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import {
  API_PREFIX,
  ERROR_CODES,
  ROUTES,
  routeKey,
  routeSchemas,
  type ApiErrorBody,
  type Domain,
  type RouteBodyOutput,
  type RouteDefinition,
  type RouteId,
  type RouteParams,
  type RouteQueryOutput,
  type RouteResponse,
} from '@reelbridge/shared';
import {
  AppError,
  ServiceUnavailableError,
  badRequest,
  forbidden,
  notFound,
  notImplemented,
  unauthorized,
} from './errors';
import { accessOf, isMemberOf, isRevoked } from './access';
import { logger } from './logger';
import { countMetric, metricsMiddleware } from './metrics';
import { tracer } from './tracer';
import { METRIC } from './metric-names';
import { fromTrustedOrigin } from './origin-guard';
import { isAuthenticated, principalFromClaims, type Claims, type Principal } from './principal';
import { unavailableFor } from './unavailable';
import { idempotent } from './idempotency';

type RouteOf<Id extends RouteId> = (typeof ROUTES)[Id];
type PrincipalOf<Id extends RouteId> = RouteOf<Id>['access'] extends 'public' | 'signed-in'
  ? Principal | undefined
  : Principal;
type CallerOf<Id extends RouteId> = RouteOf<Id>['access'] extends 'public' ? Caller | undefined : Caller;

/** Who sent a verified token, whether or not it carries a role (routes open to 'signed-in'). */
export interface Caller {
  userId: string;
  email: string;
  claims: Claims;
}

export interface RouteRequest<Id extends RouteId> {
  principal: PrincipalOf<Id>;
  /** Present whenever the request carries a verified token that still counts. */
  caller: CallerOf<Id>;
  /** The path's placeholders: API Gateway matched the route, so each is there (checked where dispatch builds them). */
  params: RouteParams<Id>;
  body: RouteBodyOutput<Id>;
  query: RouteQueryOutput<Id>;
  /** The request's headers, lower-cased names. */
  headers: Record<string, string | undefined>;
  /** The undecoded body and its content type, for multipart routes. */
  raw: { body: Buffer; contentType: string };
}

export interface HttpResult<Body = unknown> {
  status: number;
  body?: Body;
}

/** A handler must answer with the route's response type of the shared contract (api/contract.ts). */
export type RouteImplementation<Id extends RouteId> = (
  request: RouteRequest<Id>,
) => Promise<HttpResult<RouteResponse<Id>>>;
export type DomainImplementations = { [Id in RouteId]?: RouteImplementation<Id> };

export const ok = <Body>(body: Body): HttpResult<Body> => ({ status: 200, body });
export const created = <Body>(body: Body): HttpResult<Body> => ({ status: 201, body });
export const noContent = (): HttpResult<never> => ({ status: 204 });

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function respond(status: number, body?: unknown): HttpResponse {
  return body === undefined
    ? { statusCode: status, headers: { 'cache-control': 'no-store' } }
    : { statusCode: status, headers: JSON_HEADERS, body: JSON.stringify(body) };
}

/** Bodies smaller than this go as they are: compressing them saves less than the header costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The answer compressed for a caller that accepts it (brotli, else gzip). CloudFront does not compress the API's
 * answers (its /api behaviour caches nothing, and compression needs a caching policy), so a review screen's project
 * (20 creators x 5 videos, about 260 KB of JSON with its presigned addresses) crossed a phone's network whole. API
 * Gateway passes a base64 body on as bytes, and CloudFront passes its Content-Encoding to the browser
 * (docs/performance.md, "Compressed answers").
 */
export function compressed(response: HttpResponse, requestHeaders: HttpEvent['headers'] | undefined): HttpResponse {
  if (typeof response.body !== 'string' || response.isBase64Encoded) return response;
  if (Buffer.byteLength(response.body) < COMPRESS_FROM_BYTES) return response;
  const accepted = (requestHeaders?.['accept-encoding'] ?? requestHeaders?.['Accept-Encoding'] ?? '').toLowerCase();
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return { ...response, headers: { ...response.headers, vary: 'accept-encoding' } };
  const bytes = Buffer.from(response.body);
  // Brotli at quality 4: about gzip's speed, smaller output (the default 11 takes tens of milliseconds a request).
  const packed =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        })
      : gzipSync(bytes);
  return {
    ...response,
    headers: { ...response.headers, 'content-encoding': encoding, vary: 'accept-encoding' },
    body: packed.toString('base64'),
    isBase64Encoded: true,
  };
}

function errorResponse(error: AppError): HttpResponse {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  const response = respond(error.status, body);
  if (error instanceof ServiceUnavailableError) {
    response.headers = { ...response.headers, 'retry-after': String(error.retryAfterSeconds) };
  }
  return response;
}

/** zod issues → `{ 'path.to.field': message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[path === '_' ? key : `${path}.${key}`] ??= 'Unknown field';
      continue;
    }
    fields[path] ??= issue.message;
  }
  return fields;
}

function validate(schema: z.ZodType, value: unknown, what: string): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? `Invalid ${what}`;
  throw badRequest(first, fields);
}

function rawBody(event: HttpEvent): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

/**
 * DynamoDB stores maps and lists 32 levels deep, and validating or storing a deeper value recurses once per level
 * (deep enough, the stack overflows): such a body is refused before anything walks it.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text opens more than `limit` objects or arrays inside one another; one pass, no recursion. */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

function parseBody(event: HttpEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = rawBody(event).toString('utf8');
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest(`Request body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
}

export const SESSION_ENDED = 'Your session has ended. Sign in again.';

/**
 * The route table's rule for the caller, after the token is checked against the user's access record
 * (lib/access.ts): a revoked token is refused, and a brand token counts only while its user is a member.
 */
async function authorize(
  route: RouteDefinition,
  claims: Claims | undefined,
): Promise<{ principal: Principal | undefined; caller: Caller | undefined }> {
  if (!claims || !isAuthenticated(claims)) {
    if (route.access !== 'public') throw unauthorized();
    return { principal: undefined, caller: undefined };
  }
  const userId = String(claims.sub);
  const access = await accessOf(userId);
  // API Gateway hands claims over as strings; a token without a usable iat counts as issued before any revocation.
  const issuedAt = Number(claims.iat);
  if (isRevoked(access, Number.isFinite(issuedAt) ? issuedAt : undefined)) {
    throw unauthorized(SESSION_ENDED);
  }
  let principal = principalFromClaims(claims);
  if (principal?.role === 'brand' && !isMemberOf(access, principal.companyId)) principal = undefined;
  const caller: Caller = { userId, email: typeof claims.email === 'string' ? claims.email : '', claims };
  if (route.access === 'public' || route.access === 'signed-in') return { principal, caller };
  if (!principal || !route.access.includes(principal.role)) throw forbidden();
  return { principal, caller };
}

function unexpected(error: unknown): AppError {
  const unavailable = unavailableFor(error);
  if (unavailable) return unavailable;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException') {
    return new AppError(409, ERROR_CODES.conflict, 'The record was changed by someone else. Reload and try again.');
  }
  // One error line (with the request's correlation id) and one count: the answer is a 500 either way, so Lambda's own
  // Errors metric never sees it; the UnhandledError metric is what the alarms watch.
  logger.error('Unhandled error', { error: error as Error });
  countMetric(METRIC.unhandledError);
  tracer.addErrorAsMetadata(error as Error);
  return new AppError(500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
}

/**
 * One Lambda handler per domain (docs/architecture.md#code-layout): dispatches on the API Gateway route key,
 * checks the caller against the route table, validates with the shared schemas and maps
 * typed errors to the shared error body. Routes of the domain without an implementation answer 501.
 */
export function createDomainHandler(domain: Domain, implementations: DomainImplementations) {
  const routes = new Map<string, { id: RouteId; route: RouteDefinition }>();
  for (const [id, route] of Object.entries(ROUTES) as [RouteId, RouteDefinition][]) {
    if (route.domain === domain) routes.set(routeKey(route), { id, route });
  }

  const dispatch = async (event: HttpEvent): Promise<HttpResponse> => {
    const started = performance.now();
    // API Gateway's request id: the access log's requestId, so a request is followed from there into these logs.
    logger.setCorrelationId(event.requestContext?.requestId);
    const seen: { role?: string } = {};
    const response = compressed(await answer(event, seen), event.headers);
    // One line per request. Never the body, the query or the headers (payment numbers, tokens).
    logger.info('Request', {
      route: event.routeKey,
      status: response.statusCode,
      durationMs: Math.round(performance.now() - started),
      role: seen.role ?? 'anonymous',
    });
    return response;
  };

  const answer = async (event: HttpEvent, seen: { role?: string }): Promise<HttpResponse> => {
    // Deployed, only CloudFront's requests carry the origin secret: a call straight to execute-api stops here.
    if (!fromTrustedOrigin(event.headers)) return errorResponse(forbidden());
    try {
      const entry = routes.get(event.routeKey);
      if (!entry) return errorResponse(new AppError(404, ERROR_CODES.notFound, `No route ${event.routeKey}`));
      const { id, route } = entry;
      const claims = event.requestContext?.authorizer?.jwt?.claims as Claims | undefined;
      const { principal, caller } = await authorize(route, claims);
      seen.role = principal?.role ?? (caller ? 'signed-in' : 'anonymous');
      const implementation = implementations[id] as RouteImplementation<RouteId> | undefined;
      if (!implementation) throw notImplemented(`${route.method} ${API_PREFIX}${route.path} is not available yet`);

      const multipart = route.bodyKind === 'multipart';
      const parsedBody = multipart ? undefined : parseBody(event);
      const schemas = routeSchemas(id);
      const body = schemas.body ? validate(schemas.body, parsedBody ?? {}, 'request body') : undefined;
      const query = schemas.query ? validate(schemas.query, event.queryStringParameters ?? {}, 'query') : undefined;
      const params = Object.fromEntries(
        Object.entries(event.pathParameters ?? {}).map(([key, value]) => [key, safeDecode(value ?? '')]),
      );
      // No record has an id (or e-mail) this long, and DynamoDB refuses keys over 2 KB with a 500-worthy error.
      if (Object.values(params).some((value) => value.length > MAX_PATH_PARAMETER)) throw notFound();
      // The handlers' params are typed from the path (shared RouteParams): each placeholder must have a value.
      if (pathParameterNames(route.path).some((name) => !params[name])) throw notFound();
      const raw = {
        body: multipart ? rawBody(event) : Buffer.alloc(0),
        contentType: event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '',
      };
      const headers = Object.fromEntries(
        Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const run = () =>
        implementation({ principal, caller, params, body, query, raw, headers } as RouteRequest<RouteId>);
      // A repeated Idempotency-Key on the routes that create or send gets the first answer (lib/idempotency.ts).
      const result = await idempotent({ routeId: id, userId: caller?.userId, headers, params, body }, run);
      return respond(result.status, result.body);
    } catch (error) {
      return errorResponse(error instanceof AppError ? error : unexpected(error));
    }
  };

  return (
    middy<HttpEvent, HttpResponse, Error, Context>()
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(metricsMiddleware())
      // The handler's X-Ray subsegment (annotated ColdStart and Service); the answer itself is not recorded in it.
      .use(captureLambdaHandler(tracer, { captureResponse: false }))
      .handler(dispatch)
  );
}

const pathParameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The longest e-mail address; ids are far shorter. */
const MAX_PATH_PARAMETER = 254;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
