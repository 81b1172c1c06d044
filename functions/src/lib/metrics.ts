import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_NAMESPACE_PREFIX, type MetricName } from './metric-names';

/**
 * The one Powertools Metrics instance: CloudWatch embedded-metric-format records written to the function's log, so a
 * metric costs no API call. Namespace from POWERTOOLS_METRICS_NAMESPACE (`Reelbridge/<stage>`, set by the stacks),
 * dimension `service` from POWERTOOLS_SERVICE_NAME.
 *
 * Locally (POWERTOOLS_DEV=true, infra/local/stack.ts) Powertools writes nothing: the local API serves every domain in
 * one process, and its console stays readable. `POWERTOOLS_METRICS_DISABLED=false` shows them.
 */
export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE_PREFIX,
});

/** Counts one occurrence (or `value`) of a product metric, published with the invocation's other metrics. */
export function countMetric(name: MetricName, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** Counts a metric with one extra dimension, at once (a record of its own, so it never mixes with the others). */
export function countMetricBy(name: MetricName, dimension: string, value: string, count = 1): void {
  // A single metric is written at once, past flushMetrics' check: the same switch here.
  if (metricsOff()) return;
  const single = metrics.singleMetric();
  single.addDimension(dimension, value);
  single.addMetric(name, MetricUnit.Count, count);
}

/**
 * Writes the invocation's metrics. Only when there are some: Powertools warns on every empty publish, which would be a
 * line of noise per request.
 */
export function flushMetrics(): void {
  if (!metrics.hasStoredMetrics()) return;
  if (metricsOff()) metrics.clearMetrics();
  else metrics.publishStoredMetrics();
}

const truthy = (value: string | undefined) =>
  value !== undefined && ['1', 'true', 'y', 'yes', 'on'].includes(value.toLowerCase());

/**
 * Powertools' own switch, read now rather than when this module loaded: the local stack imports the data layer (and
 * so this module) before it sets POWERTOOLS_DEV. POWERTOOLS_METRICS_DISABLED wins over POWERTOOLS_DEV, as in Powertools.
 */
function metricsOff(): boolean {
  const disabled = process.env.POWERTOOLS_METRICS_DISABLED;
  return disabled !== undefined ? truthy(disabled) : truthy(process.env.POWERTOOLS_DEV);
}

/**
 * Middy middleware for every handler: the ColdStart metric on a container's first invocation (dimensions service and
 * function_name), the stored metrics written after the invocation, whether it answered or threw.
 */
export function metricsMiddleware() {
  return {
    before: (request: { context: { functionName?: string } }) => {
      metrics.captureColdStartMetric(request.context.functionName);
    },
    after: flushMetrics,
    onError: flushMetrics,
  };
}
