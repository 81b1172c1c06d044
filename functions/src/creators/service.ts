import {
  newId,
  normalizePhone,
  PAGE_SIZE_DEFAULT,
  type Creator,
  type CreatorFields,
  type Page,
  type SearchQuery,
} from '@reelbridge/shared';
import * as creators from '../data/creators';
import type { CreatorRecord } from '../data/creators';
import { conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import type { Principal } from '../lib/principal';

const STALE_MESSAGE = 'This creator was changed by someone else. Reload and try again.';
const EMAIL_TAKEN = 'A creator with this email already exists';

/** What the API shows of a creator: never the linked user id. */
export function toApi(record: CreatorRecord): Creator {
  const { userId, ...rest } = record;
  return { ...rest, hasAccount: !!userId };
}

function assertOwnOrAdmin(principal: Principal, creatorId: string): void {
  if (principal.role === 'admin') return;
  if (principal.role === 'creator' && principal.creatorId === creatorId) return;
  throw forbidden();
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
  const result = await creators.updateCreator(current, next);
  if (result.updated) return toApi(result.creator);
  if (result.reason === 'email_taken') throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  throw conflict(STALE_MESSAGE);
}

/** The admin list: by name, one Query a page; payment status comes with each creator (no request per row). */
export async function listCreators(query: SearchQuery): Promise<Page<Creator>> {
  const text = query.query?.trim() ?? '';
  if (text.includes('@')) {
    const creator = await creators.getCreatorByEmail(text);
    return { items: creator ? [toApi(creator)] : [] };
  }
  const page = await creators.listCreators({
    prefix: text,
    limit: query.limit ?? PAGE_SIZE_DEFAULT,
    cursor: query.cursor,
  });
  return { ...page, items: page.items.map(toApi) };
}

export async function getById(principal: Principal, creatorId: string): Promise<Creator> {
  assertOwnOrAdmin(principal, creatorId);
  const creator = await creators.getCreator(creatorId);
  if (!creator) throw notFound('Creator not found');
  return toApi(creator);
}

export async function getByEmail(principal: Principal, email: string): Promise<Creator> {
  const wanted = email.trim().toLowerCase();
  if (principal.role !== 'admin' && principal.email.toLowerCase() !== wanted) throw forbidden();
  const creator = await creators.getCreatorByEmail(wanted);
  if (!creator) throw notFound('Creator not found');
  assertOwnOrAdmin(principal, creator.id);
  return toApi(creator);
}
