import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '@reelbridge/shared/api/routes';
import { metricsNamespace } from '@reelbridge/functions/lib/metric-names';
import type { Stack } from 'aws-cdk-lib';
import { synthesize, type Synthesized } from './synth';

/**
 * What an on-call engineer relies on (docs/runbook.md): every function's logs and metrics named after its service,
 * and an access log that leads into them.
 */

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };

let dev: Synthesized;
beforeAll(() => {
  dev = synthesize({ context: { stage: 'dev' }, bundling: false });
});
afterAll(() => dev?.dispose());

function all(synth: Synthesized, type: string): [Stack, string, Resource][] {
  return Object.values(synth.stacks).flatMap((stack) =>
    Object.entries(synth.template(stack).findResources(type) as Record<string, Resource>).map(
      ([id, resource]) => [stack, id, resource] as [Stack, string, Resource],
    ),
  );
}

/** Our functions: the ones with a POWERTOOLS_SERVICE_NAME (CDK's own handlers, e.g. BucketDeployment's, have none). */
function ourFunctions(synth: Synthesized) {
  return all(synth, 'AWS::Lambda::Function').filter(([, , fn]) => serviceOf(fn) !== undefined);
}

function serviceOf(fn: Resource): string | undefined {
  const variables = (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
  return variables?.POWERTOOLS_SERVICE_NAME as string | undefined;
}

describe('logs and metrics', () => {
  it('names every function service reelbridge-<domain>, one per API domain, in the stage namespace', () => {
    const functions = ourFunctions(dev);
    // 9 API domains, the two sign-up triggers, the dispatcher, the export worker and the timers' job.
    expect(functions.length).toBe(DOMAINS.length + 5);
    const services = functions.map(([, , fn]) => serviceOf(fn));
    for (const domain of DOMAINS) expect(services).toContain(`reelbridge-${domain}`);
    for (const [, , fn] of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.POWERTOOLS_SERVICE_NAME).toMatch(/^reelbridge-[a-z-]+$/);
      expect(variables.POWERTOOLS_METRICS_NAMESPACE).toBe(metricsNamespace('dev'));
    }
  });

  it("the access log has the request id (the functions' correlation id), the integration request id, latencies and status", () => {
    const [[, , stage]] = all(dev, 'AWS::ApiGatewayV2::Stage') as [[Stack, string, Resource]];
    const format = JSON.parse((stage.Properties.AccessLogSettings as { Format: string }).Format) as Record<
      string,
      string
    >;
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      integrationRequestId: '$context.integration.requestId',
      status: '$context.status',
      integrationStatus: '$context.integration.status',
      responseLatency: '$context.responseLatency',
      integrationLatency: '$context.integration.latency',
      routeKey: '$context.routeKey',
    });
  });

  it('traces every function with X-Ray (active), its role allowed to send the segments', () => {
    for (const [, id, fn] of ourFunctions(dev)) {
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
    }
  });
});
