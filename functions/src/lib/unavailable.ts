import { DynamoBusyError, passingReason } from '../data/client';
import { ServiceUnavailableError } from './errors';
import { logger } from './logger';
import { METRIC, METRICS_NAMESPACE_PREFIX } from './metric-names';

export const UNAVAILABLE_METRIC = METRIC.serviceUnavailable;

/**
 * A 503 for an error that only says "not now" (throttling, transactions that kept conflicting, a timeout), logged
 * with its reason; undefined for any other error. The log line is also a CloudWatch embedded-metric record, so
 * every such answer is counted (metric ServiceUnavailable in the stage's namespace, by service and reason) with no extra
 * call.
 */
export function unavailableFor(error: unknown): ServiceUnavailableError | undefined {
  const reason = passingReason(error);
  if (!reason) return undefined;
  const busy = error instanceof DynamoBusyError ? error : undefined;
  logger.warn('Answered 503: a dependency is busy', {
    reason,
    ...(busy ? { operation: busy.operation, attempts: busy.attempts } : {}),
    error: error as Error,
    [UNAVAILABLE_METRIC]: 1,
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE_PREFIX,
          Dimensions: [['service', 'reason']],
          Metrics: [{ Name: UNAVAILABLE_METRIC, Unit: 'Count' }],
        },
      ],
    },
  });
  return new ServiceUnavailableError();
}
