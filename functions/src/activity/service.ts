import { PAGE_SIZE_DEFAULT, type ActivityEntry, type Page, type PageQuery } from '@reelbridge/shared';
import {
  agencyTimelinePartition,
  projectCreatorTimelinePartition,
  recordOwner,
  timelinePage,
  timelinePartition,
  type RecordOwner,
} from '../data/activity';
import type { TimelineKind } from '../data/keys';
import { forbidden, notFound } from '../lib/errors';
import type { Principal } from '../lib/principal';

const NOT_FOUND: Record<TimelineKind, string> = {
  project: 'UGC project not found',
  campaign: 'Campaign not found',
  creator: 'Creator not found',
  brand: 'Brand not found',
};

/**
 * Who may read a record's history: an admin any; a brand user only a project, campaign or brand of their own brand
 * (the record's brandId, as stored); a creator only their own creator record. A brand user or creator is refused
 * before the record is read whenever the ids alone decide it, so no one learns whether another's record exists.
 */
async function assertCanRead(principal: Principal, kind: TimelineKind, id: string): Promise<void> {
  if (principal.role === 'creator' && (kind !== 'creator' || principal.creatorId !== id)) throw forbidden();
  if (principal.role === 'brand' && (kind === 'creator' || (kind === 'brand' && principal.companyId !== id))) {
    throw forbidden();
  }
  const owner: RecordOwner | undefined = await recordOwner(kind, id);
  if (principal.role === 'brand' && owner && owner.brandId !== principal.companyId) throw forbidden();
  if (!owner) throw notFound(NOT_FOUND[kind]);
}

const pageOptions = (query: PageQuery) => ({ limit: query.limit ?? PAGE_SIZE_DEFAULT, cursor: query.cursor });

/** A record's history, newest first, a page at a time. */
export async function recordActivity(
  principal: Principal,
  kind: TimelineKind,
  id: string,
  query: PageQuery,
): Promise<Page<ActivityEntry>> {
  await assertCanRead(principal, kind, id);
  return timelinePage(timelinePartition(kind, id), pageOptions(query));
}

/** A UGC project's history, or with `creatorId` only the lines about that creator (a creator card's). */
export async function projectActivity(
  principal: Principal,
  projectId: string,
  query: PageQuery & { creatorId?: string },
): Promise<Page<ActivityEntry>> {
  await assertCanRead(principal, 'project', projectId);
  const partition = query.creatorId
    ? projectCreatorTimelinePartition(projectId, query.creatorId)
    : timelinePartition('project', projectId);
  return timelinePage(partition, pageOptions(query));
}

/** The agency's history of everything, newest first (the overview's Recent Activity): admins only. */
export async function agencyActivity(principal: Principal, query: PageQuery): Promise<Page<ActivityEntry>> {
  if (principal.role !== 'admin') throw forbidden();
  return timelinePage(agencyTimelinePartition(), pageOptions(query));
}
