import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { withInvocationLog } from '../lib/invocation-log';
import { logger } from '../lib/logger';
import { checkSignUp, SignUpRefused } from './service';

/** Cognito PreSignUp: refuses sign-ups the server cannot vouch for; the message reaches the form. */
async function preSignUp(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  // Accounts made by admins (npm run admin:create) carry their attributes already.
  if (event.triggerSource === 'PreSignUp_AdminCreateUser') return event;
  const attributes = event.request.userAttributes;
  try {
    await checkSignUp({
      email: attributes.email ?? event.userName,
      name: attributes.name ?? '',
      phoneNumber: attributes.phone_number,
      clientMetadata: event.request.clientMetadata,
      now: new Date().toISOString(),
    });
  } catch (error) {
    if (error instanceof SignUpRefused) throw new Error(error.message, { cause: error });
    logger.error('PreSignUp failed', { error: error as Error });
    throw new Error('An error occurred while creating your account', { cause: error });
  }
  return event;
}

export const handler = withInvocationLog('cognito-trigger', preSignUp, (event) => ({ trigger: event.triggerSource }));
