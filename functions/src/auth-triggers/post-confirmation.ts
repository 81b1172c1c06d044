import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { withInvocationLog } from '../lib/invocation-log';
import { logger } from '../lib/logger';
import { completeSignUp } from './service';

/** Cognito PostConfirmation: sets custom:group and the ids the browser may not write. */
async function postConfirmation(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  try {
    await completeSignUp({
      userPoolId: event.userPoolId,
      username: event.userName,
      sub: attributes.sub ?? event.userName,
      email: attributes.email ?? '',
      now: new Date().toISOString(),
    });
  } catch (error) {
    logger.error('PostConfirmation failed', { error: error as Error });
    throw new Error('An error occurred while verifying your account', { cause: error });
  }
  return event;
}

export const handler = withInvocationLog('cognito-trigger', postConfirmation, (event) => ({
  trigger: event.triggerSource,
  userName: event.userName,
}));
