import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one structured logger. Its service name is the function's POWERTOOLS_SERVICE_NAME (reelbridge-<domain>, set by
 * the CDK stacks per function), read by Powertools itself; without one (a unit test, a script) it is 'reelbridge'.
 *
 * Payment and tax numbers and tokens never reach it: services log ids and outcomes, never request bodies or
 * headers; the request line (lib/http.ts) carries the route, status, duration and role only.
 */
export const logger = new Logger({
  ...(process.env.POWERTOOLS_SERVICE_NAME ? {} : { serviceName: 'reelbridge' }),
  logLevel: (process.env.LOG_LEVEL as 'INFO' | undefined) ?? 'INFO',
});
