import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The one structured logger. Payment and tax numbers never reach it: services log ids and
 * outcomes, never request bodies.
 */
export const logger = new Logger({ serviceName: 'reelbridge', logLevel: (process.env.LOG_LEVEL as 'INFO') ?? 'INFO' });
