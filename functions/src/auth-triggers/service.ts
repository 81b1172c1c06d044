import {
  AdminAddUserToGroupCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { newId, normalizePhone, signUpMetadataSchema, USER_ATTRIBUTES } from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import { getCreator, linkCreatorUser } from '../data/creators';
import { getEmployeeByEmail, putNewEmployee } from '../data/employees';
import { deletePendingSignUp, getPendingSignUp, putPendingSignUp } from '../data/signups';
import { cognito } from '../lib/cognito';
import { logger } from '../lib/logger';

/** Shown on the sign-up form (Cognito prefixes it with "PreSignUp failed with error"). */
export const SIGN_UP_MESSAGES = {
  creatorMismatch:
    'This Creator ID does not match your e-mail address. Use the Creator ID and e-mail the agency gave you.',
  creatorTaken: 'An account already exists for this Creator ID. Sign in instead.',
  companyMissing: 'We could not find the selected company. Please select a company.',
} as const;

export class SignUpRefused extends Error {
  override name = 'SignUpRefused';
}

export interface SignUpRequest {
  email: string;
  name: string;
  phoneNumber?: string;
  clientMetadata: Record<string, string> | undefined;
  now: string;
}

/** PreSignUp: the server decides whether this person may become this creator or join this company. */
export async function checkSignUp(request: SignUpRequest): Promise<void> {
  const parsed = signUpMetadataSchema.safeParse(request.clientMetadata ?? {});
  if (!parsed.success) throw new SignUpRefused(parsed.error.issues[0]?.message ?? 'Invalid sign-up');
  const metadata = parsed.data;
  const email = request.email.toLowerCase();

  if (metadata.signUpType === 'creator') {
    const creator = await getCreator(metadata.creatorId);
    // One message whether the id is unknown or belongs to someone else: ids cannot be probed.
    if (!creator || creator.email.toLowerCase() !== email) throw new SignUpRefused(SIGN_UP_MESSAGES.creatorMismatch);
    if (creator.userId) throw new SignUpRefused(SIGN_UP_MESSAGES.creatorTaken);
    await putPendingSignUp({
      email,
      signUpType: 'creator',
      creatorId: creator.id,
      name: request.name,
      phoneNumber: request.phoneNumber,
      createdAt: request.now,
    });
    return;
  }
  const brand = await getBrand(metadata.companyId);
  if (!brand) throw new SignUpRefused(SIGN_UP_MESSAGES.companyMissing);
  await putPendingSignUp({
    email,
    signUpType: 'brand-employee',
    companyId: brand.id,
    name: request.name,
    phoneNumber: request.phoneNumber,
    createdAt: request.now,
  });
}

export interface ConfirmedUser {
  userPoolId: string;
  username: string;
  sub: string;
  email: string;
  now: string;
}

/** PostConfirmation: the e-mail is verified; give the account its group and ids from the pending record. */
export async function completeSignUp(user: ConfirmedUser): Promise<void> {
  const pending = await getPendingSignUp(user.email);
  if (!pending) {
    logger.warn('Confirmed user without a pending sign-up', { sub: user.sub });
    return;
  }
  const attributes = [];
  let group: 'creator' | 'brand';
  if (pending.signUpType === 'creator' && pending.creatorId) {
    group = 'creator';
    attributes.push({ Name: USER_ATTRIBUTES.creatorId, Value: pending.creatorId });
    await linkCreatorUser(pending.creatorId, user.sub, user.now);
  } else if (pending.signUpType === 'brand-employee' && pending.companyId) {
    group = 'brand';
    attributes.push({ Name: USER_ATTRIBUTES.companyId, Value: pending.companyId });
    if (!(await getEmployeeByEmail(user.email))) {
      const [firstName = pending.name, ...rest] = pending.name.trim().split(/\s+/);
      await putNewEmployee({
        id: newId('employee'),
        brandId: pending.companyId,
        userId: user.sub,
        firstName,
        lastName: rest.join(' '),
        email: user.email.toLowerCase(),
        phoneNumber: pending.phoneNumber ? normalizePhone(pending.phoneNumber) : undefined,
        role: 'employee',
        createdAt: user.now,
      });
    }
  } else {
    logger.warn('Pending sign-up without a target', { sub: user.sub });
    return;
  }
  attributes.push({ Name: USER_ATTRIBUTES.group, Value: group });
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: user.userPoolId,
      Username: user.username,
      UserAttributes: attributes,
    }),
  );
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: user.userPoolId, Username: user.username, GroupName: group }),
  );
  await deletePendingSignUp(user.email);
  logger.info('Sign-up completed', { sub: user.sub, group });
}
