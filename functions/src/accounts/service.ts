import {
  ACCOUNT_MESSAGES,
  identityFromClaims,
  normalizePhone,
  type AccountView,
  type IdentityClaims,
} from '@reelbridge/shared';
import * as accounts from '../data/accounts';
import * as creators from '../data/creators';
import type { CreatorRecord } from '../data/creators';
import * as team from '../data/team';
import type { MemberRecord } from '../data/team';
import { badRequest, conflict } from '../lib/errors';
import type { Caller } from '../lib/http';
import { logger } from '../lib/logger';
import type { Principal } from '../lib/principal';
import { accountWithEmail } from './sign-in-account';

/**
 * The signed-in user's own account (docs/accounts.md). The browser changes its attributes with Cognito's own calls
 * (UpdateUserAttributes, VerifyUserAttribute: the spec's direct calls, refused by Cognito for custom:group and the
 * ids); the API keeps the business records that carry the same facts in step. Those follow the caller's verified ID
 * token, never a request body, so a record can only ever be brought to what the account says.
 */

type BusinessRecord = { kind: 'creator'; record: CreatorRecord } | { kind: 'member'; record: MemberRecord };

/** "Maya Rivera" → Maya / Rivera; one word is a first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

async function businessRecord(caller: Caller, principal: Principal | undefined): Promise<BusinessRecord | undefined> {
  if (principal?.role === 'creator') {
    const record = await creators.getCreator(principal.creatorId);
    return record ? { kind: 'creator', record } : undefined;
  }
  if (principal?.role === 'brand') {
    const record = await team.getMember(principal.companyId, caller.userId);
    return record ? { kind: 'member', record } : undefined;
  }
  return undefined;
}

/** What the record should say, from the account: its name, its phone when it has one, its e-mail once verified. */
function wanted(identity: IdentityClaims, current: { name: string; email: string; phoneNumber?: string }) {
  return {
    name: identity.name?.trim() || current.name,
    email: identity.emailVerified && identity.email ? identity.email.toLowerCase() : current.email,
    // A phone removed from the account stays on the record (an admin may clear it there).
    phoneNumber: identity.phoneNumber ? normalizePhone(identity.phoneNumber) : current.phoneNumber,
  };
}

function recordFacts(business: BusinessRecord) {
  const name =
    business.kind === 'creator' ? `${business.record.firstName} ${business.record.lastName}` : business.record.name;
  return { name: name.trim(), email: business.record.email.toLowerCase(), phoneNumber: business.record.phoneNumber };
}

function inStep(identity: IdentityClaims, business: BusinessRecord): boolean {
  const facts = recordFacts(business);
  const target = wanted(identity, facts);
  return (
    fold(target.name) === fold(facts.name) &&
    target.email === facts.email &&
    (target.phoneNumber ?? '') === (facts.phoneNumber ?? '')
  );
}

async function view(caller: Caller, principal: Principal | undefined, business?: BusinessRecord | null) {
  const identity = identityFromClaims(caller.claims);
  const record = business === null ? undefined : (business ?? (await businessRecord(caller, principal)));
  const pending = await accounts.getPendingEmail(caller.userId);
  const answer: AccountView = { email: identity.email, name: identity.name ?? '' };
  if (identity.phoneNumber) answer.phoneNumber = identity.phoneNumber;
  if (identity.website) answer.website = identity.website;
  if (identity.industry) answer.industry = identity.industry;
  if (pending && pending.email !== identity.email.toLowerCase()) answer.pendingEmail = pending.email;
  if (record) answer.record = { kind: record.kind, inStep: inStep(identity, record) };
  return answer;
}

export async function accountOf(caller: Caller, principal: Principal | undefined): Promise<AccountView> {
  return view(caller, principal);
}

/**
 * Brings the caller's creator record or team-member record to the name, phone and e-mail of their verified token
 * (after they changed them, and the token was refreshed). An e-mail another creator's record has: 409.
 */
export async function syncRecords(
  caller: Caller,
  principal: Principal | undefined,
  now = new Date().toISOString(),
): Promise<AccountView> {
  const identity = identityFromClaims(caller.claims);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const business = await businessRecord(caller, principal);
    if (!business || inStep(identity, business)) {
      await forgetVerifiedChange(caller.userId, identity);
      return view(caller, principal, business ?? null);
    }
    const target = wanted(identity, recordFacts(business));
    const { firstName, lastName } = splitName(target.name);
    if (business.kind === 'member') {
      const profile = { name: target.name, firstName, lastName, email: target.email, phoneNumber: target.phoneNumber };
      await team.updateMemberProfile(business.record.brandId, caller.userId, profile);
      logger.info('Team member record follows the account', { userId: caller.userId });
      continue;
    }
    const current = business.record;
    const next: CreatorRecord = {
      ...current,
      firstName,
      lastName,
      email: target.email,
      updatedAt: now,
      version: current.version + 1,
    };
    if (target.phoneNumber) next.phoneNumber = target.phoneNumber;
    const result = await creators.updateCreator(current, next);
    if (result.updated) {
      logger.info('Creator record follows the account', { creatorId: current.id });
      continue;
    }
    if (result.reason === 'email_taken')
      throw conflict(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
    // stale: someone changed the record meanwhile; read it again
  }
  throw conflict(ACCOUNT_MESSAGES.recordBehind);
}

async function forgetVerifiedChange(userId: string, identity: IdentityClaims): Promise<void> {
  const pending = await accounts.getPendingEmail(userId);
  if (pending && identity.emailVerified && pending.email === identity.email.toLowerCase()) {
    await accounts.deletePendingEmail(userId);
  }
}

/**
 * Before the browser asks Cognito to change the e-mail: refuses an address another account signs in with, or another
 * creator's record has (that creator could no longer sign up), and records the pending change for the screen.
 */
export async function startEmailChange(
  caller: Caller,
  principal: Principal | undefined,
  email: string,
  now = new Date().toISOString(),
): Promise<AccountView> {
  const identity = identityFromClaims(caller.claims);
  const address = email.trim().toLowerCase();
  if (address === identity.email.toLowerCase()) {
    throw badRequest(ACCOUNT_MESSAGES.emailUnchanged, { email: ACCOUNT_MESSAGES.emailUnchanged });
  }
  const [accountId, creatorId] = await Promise.all([accountWithEmail(address), creators.creatorIdForEmail(address)]);
  const ownCreator = principal?.role === 'creator' ? principal.creatorId : undefined;
  if ((accountId && accountId !== caller.userId) || (creatorId && creatorId !== ownCreator)) {
    throw conflict(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
  }
  await accounts.putPendingEmail(caller.userId, { email: address, requestedAt: now });
  return view(caller, principal);
}

export async function cancelEmailChange(caller: Caller, principal: Principal | undefined): Promise<AccountView> {
  await accounts.deletePendingEmail(caller.userId);
  return view(caller, principal);
}
