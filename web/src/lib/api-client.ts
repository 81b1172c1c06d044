import { isApiErrorBody } from '@reelbridge/shared/api/errors';
import type { RouteBody, RouteParams, RouteQuery, RouteResponse } from '@reelbridge/shared/api/contract';
import { buildPath, ROUTES, type HttpMethod, type RouteId } from '@reelbridge/shared/api/routes';
import { MESSAGES } from '@reelbridge/shared/messages';
import { getIdToken } from './auth';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { getConfig } from './config';
import { takeEarlyResponse } from './early-requests';

export { ApiError, isApiError, logUnexpectedFailure, NETWORK_ERROR_MESSAGE } from './api-error';

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Values for `{param}` placeholders in the route path. */
  params?: Record<string, string>;
  /** Query string; undefined, null and empty-string values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Send the ID token (default: true). */
  auth?: boolean;
  /** Sent as the Idempotency-Key header: the server answers a repeat of the same key with the first answer. */
  idempotencyKey?: string;
}

type RouteMethod<Id extends RouteId> = (typeof ROUTES)[Id]['method'];
type ParamsOption<Id extends RouteId> = keyof RouteParams<Id> extends never
  ? { params?: undefined }
  : { params: RouteParams<Id> };
type BodyOption<Id extends RouteId> = [RouteBody<Id>] extends [undefined]
  ? { body?: undefined }
  : { body: RouteBody<Id> };
/** Keys of the route's query schema; values go into the query string as text anyway. */
type QueryOption<Id extends RouteId> = [RouteQuery<Id>] extends [undefined]
  ? { query?: undefined }
  : { query?: { [Key in keyof RouteQuery<Id>]?: QueryValue } };
type KeyOption<Id extends RouteId> =
  RouteMethod<Id> extends 'GET' ? { idempotencyKey?: undefined } : { idempotencyKey?: string };

/**
 * The options of a call to a route of the table, typed from the shared contract (api/contract.ts): `params` exactly
 * when the path has placeholders, the body the route's schema takes, a query only where the route reads one.
 */
export type RouteRequestOptions<Id extends RouteId> = Pick<RequestOptions, 'signal' | 'auth'> &
  ParamsOption<Id> &
  BodyOption<Id> &
  QueryOption<Id> &
  KeyOption<Id>;

/** The options argument may be left out when nothing in it is required. */
type OptionsArgument<Id extends RouteId> =
  object extends RouteRequestOptions<Id> ? [options?: RouteRequestOptions<Id>] : [options: RouteRequestOptions<Id>];

function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Low-level request to `<apiBase><path>`; prefer `apiRequest` with a route id. */
export async function apiFetch<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  let token: string | null = null;
  if (options.auth !== false) {
    token = await getIdToken();
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', MESSAGES.noAccessToken);
    headers.set('authorization', `Bearer ${token}`);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = `${getConfig().apiBase}${path}${toQueryString(options.query)}`;
  // A page's first read may already be on its way, started by the entry (early-requests.ts).
  let response = method === 'GET' && token && body === undefined ? await takeEarlyResponse(url, token) : undefined;
  try {
    response ??= await fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;
  if (isApiErrorBody(payload)) {
    throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.fields);
  }
  throw new ApiError(
    response.status,
    `HTTP_${response.status}`,
    response.statusText || `Request failed (HTTP ${response.status})`,
  );
}

/**
 * Calls an endpoint of the shared route table, typed by its contract: params, body and query as the route takes
 * them, the answer as the server's view. Public routes go without the ID token.
 */
export function apiRequest<Id extends RouteId>(
  routeId: Id,
  ...[typed]: OptionsArgument<Id>
): Promise<RouteResponse<Id>> {
  const options: RequestOptions = typed ?? {};
  const route = ROUTES[routeId];
  const path = buildPath(route.path, options.params);
  return apiFetch<RouteResponse<Id>>(route.method, path, {
    ...options,
    auth: options.auth ?? route.access !== 'public',
  });
}
