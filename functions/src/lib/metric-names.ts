/**
 * The product's own CloudWatch metrics (embedded metric format, written by lib/metrics.ts), shared with the CDK stacks
 * that alarm on them (infra/lib/monitoring.ts). No imports: the CDK app reads this file.
 *
 * Every metric has the dimension `service` (the function's POWERTOOLS_SERVICE_NAME, e.g. reelbridge-creators) and
 * lives in the stage's namespace, `Reelbridge/<stage>` (POWERTOOLS_METRICS_NAMESPACE).
 */
export const METRICS_NAMESPACE_PREFIX = 'Reelbridge';

/** The namespace of a stage's metrics. */
export const metricsNamespace = (stage: string) => `${METRICS_NAMESPACE_PREFIX}/${stage}`;

export const METRIC = {
  /** A request the handler answered with 500 because of an error nobody expected (lib/http.ts). */
  unhandledError: 'UnhandledError',
  /** A 503: a dependency was busy even after retries (lib/unavailable.ts); dimension `reason` besides `service`. */
  serviceUnavailable: 'ServiceUnavailable',
  /** Campaign briefs e-mailed, and briefs whose e-mail failed (it stays in the outbox and is tried again). */
  briefsSent: 'BriefsSent',
  briefsFailed: 'BriefsFailed',
  /** Creators paid for a UGC project, and payments that failed on our side (a 5xx, not a refusal such as a 409). */
  creatorsPaid: 'CreatorsPaid',
  paymentsFailed: 'PaymentsFailed',
  /** Payment details approved or rejected by an admin. */
  paymentInfoApproved: 'PaymentInfoApproved',
  paymentInfoRejected: 'PaymentInfoRejected',
  /** Notification e-mails sent, and those that failed (left pending in the outbox, the event retried). */
  notificationsSent: 'NotificationsSent',
  notificationsFailed: 'NotificationsFailed',
  /** A transaction sent again after a passing cancellation (TransactionConflict, throttling). */
  transactionRetried: 'TransactionRetried',
  /** A transaction given up on after its retries (the API answers 503). */
  transactionGaveUp: 'TransactionGaveUp',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];
