import {
  newId,
  normalizePhone,
  PAGE_SIZE_DEFAULT,
  type Creator,
  type CreatorInvitationSent,
  type CreatorFields,
  type Page,
  type SearchQuery,
} from '@reelbridge/shared';
import { writeAccountFacts, type AccountFacts } from '../accounts/sign-in-account';
import { pendingEmailDelete } from '../data/accounts';
import * as creators from '../data/creators';
import { outbox } from '../data/outbox';
import type { TransactItem } from '../data/projects';
import { isSearch } from '../data/search';
import { sendMail } from '../lib/mail';
import type { CreatorRecord } from '../data/creators';
import { conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { assertCanActForCreator, type Principal } from '../lib/principal';

const STALE_MESSAGE = 'This creator was changed by someone else. Reload and try again.';
const EMAIL_TAKEN = 'A creator with this email already exists';

/** What the API shows of a creator: never the linked user id. */
export function toApi(record: CreatorRecord): Creator {
  const { userId, ...rest } = record;
  return { ...rest, hasAccount: !!userId };
}

function editableFields(input: CreatorFields) {
  const fields: Partial<CreatorRecord> = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
  };
  if (input.phoneNumber) fields.phoneNumber = normalizePhone(input.phoneNumber);
  if (input.tiktokUrl) fields.tiktokUrl = input.tiktokUrl;
  if (input.instagramHandle) fields.instagramHandle = input.instagramHandle;
  if (input.youtubeHandle) fields.youtubeHandle = input.youtubeHandle;
  const location = { city: input.location?.city || undefined, country: input.location?.country || undefined };
  if (location.city || location.country)
    fields.location = JSON.parse(JSON.stringify(location)) as CreatorRecord['location'];
  if (input.metrics && (input.metrics.engagementRate !== undefined || input.metrics.avgViews !== undefined)) {
    fields.metrics = { ...input.metrics };
  }
  return fields;
}

export async function createCreator(input: CreatorFields, now = new Date().toISOString()): Promise<Creator> {
  const record: CreatorRecord = {
    ...(editableFields(input) as Pick<CreatorRecord, 'firstName' | 'lastName' | 'email'>),
    id: newId('creator'),
    paymentStatus: 'not_submitted',
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  const result = await creators.createCreator(record);
  if (!result.created) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  logger.info('Creator created', { creatorId: record.id });
  return toApi(record);
}

/** Name, e-mail and phone as the sign-in account carries them. */
function accountFacts(record: CreatorRecord): AccountFacts {
  const facts: AccountFacts = { name: `${record.firstName} ${record.lastName}`.trim(), email: record.email };
  if (record.phoneNumber) facts.phoneNumber = record.phoneNumber;
  return facts;
}

const sameFacts = (a: AccountFacts, b: AccountFacts) =>
  a.name === b.name &&
  a.email.toLowerCase() === b.email.toLowerCase() &&
  (a.phoneNumber ?? '') === (b.phoneNumber ?? '');

/** The creator is told of the agency's e-mail change at both addresses (the old one learns where it went). */
function emailChangeMails(before: CreatorRecord, after: CreatorRecord) {
  const text = (to: string) =>
    [
      `Hello ${after.firstName},`,
      '',
      `The agency changed the e-mail address of your Reelbridge account from ${before.email} to ${after.email}.`,
      to === after.email
        ? 'Sign in with this address from now on; your password is unchanged.'
        : 'This address no longer signs in. If you did not expect this change, reply to the agency at once.',
    ].join('\n');
  return [before.email, after.email].map((to) => ({
    to,
    subject: 'Your Reelbridge sign-in e-mail was changed',
    text: text(to),
  }));
}

/**
 * The admin's edit. A creator with an account gets the same name, e-mail and phone on it (docs/accounts.md): the
 * account is written first (another account with the e-mail: 409, nothing changed), then the record; if the record's
 * transaction fails, the account is put back, so the record and the account never end up with different e-mails. An
 * e-mail change is mailed to both addresses through the outbox, from the record's own transaction.
 */
export async function updateCreator(
  creatorId: string,
  input: CreatorFields,
  now = new Date().toISOString(),
): Promise<Creator> {
  const current = await creators.getCreator(creatorId);
  if (!current) throw notFound('Creator not found');
  if (input.version !== undefined && input.version !== current.version) throw conflict(STALE_MESSAGE);
  // Fields the form does not edit (account link, payment status, metrics when absent) are kept.
  const next: CreatorRecord = {
    id: current.id,
    userId: current.userId,
    paymentStatus: current.paymentStatus,
    metrics: current.metrics,
    createdAt: current.createdAt,
    ...(editableFields(input) as Pick<CreatorRecord, 'firstName' | 'lastName' | 'email'>),
    updatedAt: now,
    version: current.version + 1,
  };
  if (!next.userId) delete next.userId;
  if (!next.metrics) delete next.metrics;

  const emailChanged = current.email.toLowerCase() !== next.email.toLowerCase();
  if (emailChanged) {
    // Checked before the account is touched; the transaction's guard still decides a race.
    const holder = await creators.creatorIdForEmail(next.email);
    if (holder && holder !== creatorId) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  const before = accountFacts(current);
  const after = accountFacts(next);
  const userId = current.userId;
  const touchesAccount = !!userId && !sameFacts(before, after);
  if (touchesAccount) await writeAccountFacts(userId, after);

  const extra: TransactItem[] = [];
  const mails: string[] = [];
  if (touchesAccount && emailChanged) {
    for (const mail of emailChangeMails(current, next)) {
      const { id, item } = outbox.put(mail, now);
      extra.push(item);
      mails.push(id);
    }
    extra.push(pendingEmailDelete(userId));
  }
  let result: Awaited<ReturnType<typeof creators.updateCreator>> | undefined;
  try {
    result = await creators.updateCreator(current, next, extra);
  } finally {
    if (touchesAccount && !result?.updated) await putAccountBack(userId, before, creatorId);
  }
  if (result.updated) {
    if (mails.length > 0) {
      await outbox
        .deliverPending(sendMail, mails)
        .catch((error: unknown) => logger.warn('E-mail change notice not sent yet', { error: error as Error }));
    }
    return toApi(result.creator);
  }
  if (result.reason === 'email_taken') throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  throw conflict(STALE_MESSAGE);
}

async function putAccountBack(userId: string, facts: AccountFacts, creatorId: string): Promise<void> {
  try {
    await writeAccountFacts(userId, facts);
  } catch (error) {
    // Loud: the account now differs from the record until the admin saves again (the next save writes both).
    logger.error('Could not put the account back after a failed creator update', { creatorId, error: error as Error });
  }
}

/**
 * The admin list: by name, one Query a page; or a search by any word of the name, a handle (with or without @), the
 * e-mail address or its domain, one Query and one BatchGet a page. Payment status comes with each creator (no request
 * per row).
 */
export async function listCreators(query: SearchQuery): Promise<Page<Creator>> {
  const options = { limit: query.limit ?? PAGE_SIZE_DEFAULT, cursor: query.cursor };
  const page = isSearch(query.query)
    ? await creators.searchCreators(query.query!, options)
    : await creators.listCreators(options);
  return { ...page, items: page.items.map(toApi) };
}

export async function getById(principal: Principal, creatorId: string): Promise<Creator> {
  assertCanActForCreator(principal, creatorId);
  const creator = await creators.getCreator(creatorId);
  if (!creator) throw notFound('Creator not found');
  return toApi(creator);
}

export async function getByEmail(principal: Principal, email: string): Promise<Creator> {
  const wanted = email.trim().toLowerCase();
  if (principal.role !== 'admin' && principal.email.toLowerCase() !== wanted) throw forbidden();
  const creator = await creators.getCreatorByEmail(wanted);
  if (!creator) throw notFound('Creator not found');
  assertCanActForCreator(principal, creator.id);
  return toApi(creator);
}

/** The creator's sign-up link: /creatoraccount with their id and e-mail filled in. */
export function creatorSignUpLink(site: string, creator: Pick<CreatorRecord, 'id' | 'email'>): string {
  const query = new URLSearchParams({ creatorId: creator.id, email: creator.email });
  return `${site}/creatoraccount?${query.toString()}`;
}

/**
 * An admin e-mails a creator their creator id and the sign-up link (issue 18), through the mail port. A creator who
 * already has an account gets none (409).
 */
export async function inviteCreator(creatorId: string, site: string): Promise<CreatorInvitationSent> {
  const creator = await creators.getCreator(creatorId);
  if (!creator) throw notFound('Creator not found');
  if (creator.userId) throw conflict('This creator already has an account');
  const link = creatorSignUpLink(site, creator);
  await sendMail({
    to: creator.email,
    subject: 'Your invitation to Reelbridge',
    text: [
      `Hello ${creator.firstName},`,
      '',
      'The agency has added you as a creator on Reelbridge, where you will find your campaigns and UGC projects.',
      '',
      `Your creator ID: ${creator.id}`,
      '',
      `Create your account with this e-mail address (${creator.email}) here:`,
      link,
    ].join('\n'),
  });
  return { creatorId: creator.id, sentTo: creator.email };
}
