/**
 * The settings every AWS SDK client of the functions is built with.
 *
 * Timeouts: a DynamoDB, KMS or SES call answers in milliseconds, so a connection not made within 1 s or a response
 * not complete within 3 s is a dead socket, and a fresh attempt beats waiting out the 10 s Lambda timeout.
 * `throwOnRequestTimeout` is needed: without it @smithy/node-http-handler only logs a warning when `requestTimeout`
 * passes and keeps waiting.
 *
 * Retries: the standard mode (exponential backoff with full jitter, throttling errors retried with a longer base
 * delay, a per-client retry quota so an outage does not multiply the load) with 3 attempts, which keeps three
 * timed-out attempts under the Lambda timeout. Not the adaptive mode: its client-side rate limiter would hold back
 * the one request a Lambda container serves at a time and gain nothing.
 */
export const AWS_CLIENT_SETTINGS = {
  retryMode: 'standard',
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
} as const;
