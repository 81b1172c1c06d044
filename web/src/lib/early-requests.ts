/**
 * A page's first API reads, started by the entry module as soon as /config.json and a fresh stored session are known:
 * before the page's code, the query library and the API client have loaded, which each would otherwise wait for
 * (docs/performance.md, "Early requests"). The API client takes such an answer instead of asking again
 * (takeEarlyResponse): once, for the same address and ID token, while it is recent. A failed or refused early request
 * is forgotten, and the client asks as it always does.
 */

/** An early answer older than this is not used: the page asks afresh (a slow start, a navigation much later). */
export const EARLY_ANSWER_MS = 10_000;

interface EarlyRequest {
  token: string;
  startedAt: number;
  response: Promise<Response | undefined>;
}

const started = new Map<string, EarlyRequest>();

/** Starts GET `url` with the ID token, as the API client would; a second call for the same address does nothing. */
export function startEarlyRequest(url: string, idToken: string): void {
  if (started.has(url)) return;
  const response = fetch(url, {
    headers: { accept: 'application/json', authorization: `Bearer ${idToken}` },
    credentials: 'same-origin',
  }).then(
    (answer) => (answer.ok ? answer : undefined),
    () => undefined,
  );
  started.set(url, { token: idToken, startedAt: Date.now(), response });
}

/**
 * The early answer to GET `url` when one was started with the same ID token in the last EARLY_ANSWER_MS and
 * succeeded; undefined otherwise (then the caller fetches). Each answer is given once.
 */
export async function takeEarlyResponse(url: string, idToken: string): Promise<Response | undefined> {
  const request = started.get(url);
  if (!request) return undefined;
  started.delete(url);
  if (request.token !== idToken || Date.now() - request.startedAt > EARLY_ANSWER_MS) return undefined;
  return request.response;
}

/** For tests: forgets every early request. */
export function forgetEarlyRequests(): void {
  started.clear();
}
