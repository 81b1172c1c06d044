import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * The one Powertools Tracer (X-Ray). Lambda's active tracing (every function, infra/lib/node-function.ts) makes the
 * invocation's segment; the tracer adds the handler's subsegment (annotated ColdStart and Service) and one subsegment
 * per AWS SDK call of the clients it captured. Outside Lambda (tests, the local stack) it does nothing.
 */
export const tracer = new Tracer();

/** An AWS SDK v3 client whose calls are traced (each a subsegment with the service, operation and outcome). */
export function traced<Client>(client: Client): Client {
  return tracer.captureAWSv3Client(client);
}
