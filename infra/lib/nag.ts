import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges one cdk-nag finding on one construct (and its children), with the reason.
 *
 * cdk-nag 3 runs as a CDK policy-validation plugin (`Validations.of(app).addPlugins(new AwsSolutionsChecks(app))`);
 * `NagSuppressions` no longer exists. Keep every acknowledgement scoped to the resource it is about:
 * never to a whole stack or the app.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}
