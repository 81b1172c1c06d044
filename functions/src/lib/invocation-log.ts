import type { Context } from 'aws-lambda';
import { logger } from './logger';

/**
 * A Lambda handler that is not behind the API (the Cognito triggers, the event dispatcher, the scheduled timers job,
 * the export worker), logged as the API's requests are (lib/http.ts): one JSON line per invocation naming what ran,
 * what it was about (`describe`: ids and kinds only, never attributes such as e-mails or numbers), its outcome and
 * duration, with Lambda's request id as the correlation id of every line written meanwhile (docs/runbook.md).
 */
export function withInvocationLog<E, R>(
  kind: string,
  handler: (event: E, context?: Context) => Promise<R>,
  describe: (event: E) => Record<string, unknown> = () => ({}),
): (event: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    const started = Date.now();
    if (context) logger.addContext(context);
    logger.setCorrelationId(context?.awsRequestId);
    const about = safely(describe, event);
    try {
      const result = await handler(event, context);
      logger.info('invocation', { kind, ...about, outcome: 'ok', durationMs: Date.now() - started });
      return result;
    } catch (error) {
      logger.info('invocation', { kind, ...about, outcome: 'error', durationMs: Date.now() - started });
      throw error;
    } finally {
      logger.setCorrelationId(undefined);
    }
  };
}

function safely<E>(describe: (event: E) => Record<string, unknown>, event: E): Record<string, unknown> {
  try {
    return describe(event);
  } catch {
    return {};
  }
}
