/**
 * Every key of the one table, in one place (docs/data-model.md).
 * pk/sk is the item's home; gsi1 lists an entity kind in order; gsi2 finds an item by a second identity.
 */
import { isDeliveryDone, type ProjectCreatorStatus } from '@reelbridge/shared';
export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';

/** Lower-cased, whitespace-folded name used in sort keys so that prefix search ignores case. */
export function sortableName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Search entries and queries are cut to the longest search text, so a stored entry begins with any query that fits. */
const MAX_SEARCH_CHARS = 100;
/** A name of more words is found by its first ones (and by the name from any of them on). */
export const MAX_NAME_TOKENS = 8;
export const CAMPAIGN_NAMES_PK = 'CAMPAIGN_NAMES';
export const CAMPAIGN_NAME_PREFIX = 'NAME#';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLowerCase().replace(/\s+/g, ' ');
const cut = (text: string) => [...text].slice(0, MAX_SEARCH_CHARS).join('').trimEnd();

/** Lower case, accents dropped, whitespace folded, cut to the longest search text: what a search matches. */
export function searchText(text: string): string {
  return cut(fold(text));
}

/**
 * The search entries of a name: the name from each of its first words on ("summer glow", "glow"), so that a query
 * matches a name when one of its words, or a run of its words, begins with the query.
 */
export function nameTokens(name: string, maxTokens = MAX_NAME_TOKENS): string[] {
  const words = fold(name).split(' ').filter(Boolean);
  return words.slice(0, maxTokens).map((_, index) => cut(words.slice(index).join(' ')));
}

export const OUTBOX_PENDING_PK = 'OUTBOX_PENDING';

/**
 * A product is found by its first words (fewer entries than a campaign's, so that onboarding's products fit one
 * transaction: shared MAX_ONBOARDING_PRODUCTS).
 */
export const MAX_PRODUCT_NAME_TOKENS = 3;
/** Every brand's products in name order (gsi2 of the product item), and the search entries of every brand's (gsi1). */
export const ALL_PRODUCTS_PK = 'PRODUCTS';
export const ALL_PRODUCT_NAMES_PK = 'PRODUCT_NAMES';

export const keys = {
  brand: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'PROFILE' }),
  brandListing: (name: string, brandId: string) => ({ gsi1pk: 'BRANDS', gsi1sk: `${sortableName(name)}#${brandId}` }),
  brandIndustryPartition: (industry: string) => `BRAND_INDUSTRY#${industry}`,
  brandIndustry: (industry: string, name: string, brandId: string) => ({
    gsi2pk: keys.brandIndustryPartition(industry),
    gsi2sk: `${sortableName(name)}#${brandId}`,
  }),
  onboarding: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'ONBOARDING' }),
  onboardingDraft: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'ONBOARDING_DRAFT' }),
  brandEmailGuard: (email: string) => ({ pk: `EMAIL#brand#${email.toLowerCase()}`, sk: 'GUARD' }),
  employee: (brandId: string, employeeId: string) => ({ pk: `BRAND#${brandId}`, sk: `EMPLOYEE#${employeeId}` }),
  product: (brandId: string, productId: string) => ({ pk: `BRAND#${brandId}`, sk: `PRODUCT#${productId}` }),
  /** A brand's products in name order (gsi1). */
  productListingPartition: (brandId: string) => `PRODUCTS#${brandId}`,
  productListing: (brandId: string, name: string, productId: string) => ({
    gsi1pk: keys.productListingPartition(brandId),
    gsi1sk: `${sortableName(name)}#${productId}`,
  }),
  /** A product's search entries (gsi2): one per name token, numbered so that a rename replaces them by key. */
  productNamesPartition: (brandId: string) => `PRODUCT_NAMES#${brandId}`,
  productName: (brandId: string, productId: string, index: number, token: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `PRODUCT_NAME#${productId}#${index}`,
    gsi2pk: keys.productNamesPartition(brandId),
    gsi2sk: `${token}#${productId}`,
  }),
  /** Every brand's products by name (gsi2 of the product item: its own search entries are separate items). */
  allProductsListing: (name: string, productId: string) => ({
    gsi2pk: ALL_PRODUCTS_PK,
    gsi2sk: `${sortableName(name)}#${productId}`,
  }),
  /** A product search entry's place among every brand's (gsi1 of the entry; gsi2 is its brand's). */
  allProductNames: (productId: string, token: string) => ({
    gsi1pk: ALL_PRODUCT_NAMES_PK,
    gsi1sk: `${token}#${productId}`,
  }),
  creator: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'PROFILE' }),
  creatorListing: (name: string, creatorId: string) => ({
    gsi1pk: 'CREATORS',
    gsi1sk: `${sortableName(name)}#${creatorId}`,
  }),
  campaign: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'META' }),
  /** Every campaign newest first (gsi1), and a brand's (gsi2: the brand's partition of the index, under CAMPAIGN#). */
  campaignListing: (campaign: { id: string; brandId: string; createdAt: string }) => ({
    gsi1pk: CAMPAIGN_LISTING_PK,
    gsi1sk: `${campaign.createdAt}#${campaign.id}`,
    gsi2pk: keys.brandCampaignsPartition(campaign.brandId),
    gsi2sk: `${BRAND_CAMPAIGN_PREFIX}${campaign.createdAt}#${campaign.id}`,
  }),
  brandCampaignsPartition: (brandId: string) => `BRAND#${brandId}`,
  /**
   * A campaign's status entry (a copy of the campaign, rewritten with it): every campaign in one status newest first
   * (gsi1), and a brand's (gsi2). The campaign item's own index keys are its unfiltered lists.
   */
  campaignStatusEntry: (campaign: { id: string; brandId: string; status: string; createdAt: string }) => ({
    pk: `CAMPAIGN#${campaign.id}`,
    sk: CAMPAIGN_STATUS_SK,
    gsi1pk: keys.campaignStatusPartition(campaign.status),
    gsi1sk: `${campaign.createdAt}#${campaign.id}`,
    gsi2pk: keys.brandCampaignStatusPartition(campaign.brandId, campaign.status),
    gsi2sk: `${campaign.createdAt}#${campaign.id}`,
  }),
  campaignStatusPartition: (status: string) => `CAMPAIGN_STATUS#${status}`,
  brandCampaignStatusPartition: (brandId: string, status: string) => `CAMPAIGN_STATUS#${status}#${brandId}`,
  /** A creator's campaign entries newest first (gsi1). */
  creatorCampaignsPartition: (creatorId: string) => `CREATOR#${creatorId}`,
  campaignCreatorListing: (entry: { creatorId: string; campaignId: string; campaignCreatedAt: string }) => ({
    gsi1pk: keys.creatorCampaignsPartition(entry.creatorId),
    gsi1sk: `${CREATOR_CAMPAIGN_PREFIX}${entry.campaignCreatedAt}#${entry.campaignId}`,
  }),
  /** The search entries of every campaign (gsi1) and of a brand's (gsi2). */
  brandCampaignNamesPartition: (brandId: string) => `${CAMPAIGN_NAMES_PK}#${brandId}`,
  /** A campaign's search entry: gsi1 for every campaign, gsi2 for its brand's, both by name token. */
  campaignName: (campaignId: string, brandId: string, index: number, token: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `${CAMPAIGN_NAME_PREFIX}${index}`,
    gsi1pk: CAMPAIGN_NAMES_PK,
    gsi1sk: `${token}#${campaignId}`,
    gsi2pk: keys.brandCampaignNamesPartition(brandId),
    gsi2sk: `${token}#${campaignId}`,
  }),
  /** A record's search entry n (data/search.ts), in the record's partition: a rename replaces entries by number. */
  searchEntry: (recordPk: string, index: number) => ({ pk: recordPk, sk: `${SEARCH_ENTRY_PREFIX}${index}` }),
  /** The search entries of every project (gsi1) and of a brand's (gsi2). */
  brandProjectNamesPartition: (brandId: string) => `${PROJECT_NAMES_PK}#${brandId}`,
  campaignCreator: (campaignId: string, creatorId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CREATOR#${creatorId}`,
  }),
  project: (projectId: string) => ({ pk: `PROJECT#${projectId}`, sk: 'META' }),
  /** Every project newest first (gsi1), and a brand's (gsi2). */
  projectListing: (project: { id: string; brandId: string; createdAt: string }) => ({
    gsi1pk: PROJECT_LISTING_PK,
    gsi1sk: `${project.createdAt}#${project.id}`,
    gsi2pk: keys.brandProjectsPartition(project.brandId),
    gsi2sk: `${BRAND_PROJECT_PREFIX}${project.createdAt}#${project.id}`,
  }),
  brandProjectsPartition: (brandId: string) => `BRAND#${brandId}`,
  /**
   * A creator's project entries in the order of their work (gsi1, read in ascending order), and the entry found by its
   * id (gsi2). The sort key puts revision requests first, then open work by due instant (soonest first, none after),
   * then finished work (every video approved); newest project first within the same due instant. It follows the
   * entry's status and due date, so every write of an entry (items.projectCreator) moves it to its place.
   */
  creatorProjectsPartition: (creatorId: string) => `CREATOR#${creatorId}`,
  projectCreatorListing: (entry: {
    id: string;
    creatorId: string;
    projectId: string;
    projectCreatedAt: string;
    status: ProjectCreatorStatus;
    dueAt?: string;
  }) => ({
    gsi1pk: keys.creatorProjectsPartition(entry.creatorId),
    gsi1sk: creatorWorkSortKey(entry),
    ...keys.projectCreatorById(entry.id),
  }),
  projectCreatorById: (projectCreatorId: string) => ({ gsi2pk: `PC#${projectCreatorId}`, gsi2sk: 'PC' }),
  /**
   * Sparse (gsi1 of a video, data/video-timers.ts): a video the timers' job must look at, sorted by when (automatic
   * approval, its reminder, a spark code's reminder). Only a video with a timer carries it.
   */
  videoTimer: (at: string, submissionId: string) => ({ gsi1pk: VIDEO_TIMERS_PK, gsi1sk: `${at}#${submissionId}` }),
  /** A video found by its id (gsi2). */
  submissionById: (submissionId: string) => ({ gsi2pk: `SUB#${submissionId}`, gsi2sk: 'SUB' }),
  projectCreator: (projectId: string, projectCreatorId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `PC#${projectCreatorId}`,
  }),
  submission: (projectId: string, projectCreatorId: string, videoNumber: number) => ({
    pk: `PROJECT#${projectId}`,
    sk: `PC#${projectCreatorId}#VIDEO#${String(videoNumber).padStart(3, '0')}`,
  }),
  /** A comment pinned to a time of a video (issue 20): in the project's partition, read with the project. */
  videoComment: (projectId: string, submissionId: string, at: string, commentId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `COMMENT#${submissionId}#${at}#${commentId}`,
  }),
  /** A creator's upload of a video file in progress (issue 20): who, which video, the S3 upload; expires (TTL). */
  videoUpload: (uploadId: string) => ({ pk: `VIDEO_UPLOAD#${uploadId}`, sk: 'SESSION' }),
  payment: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'PAYMENT' }),
  /** Who revealed a creator's whole payment numbers, when: one item per reveal, in time order. */
  paymentReveal: (creatorId: string, at: string, revealId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `REVEAL#${at}#${revealId}`,
  }),
  creatorEmailGuard: (email: string) => ({ pk: `EMAIL#creator#${email.toLowerCase()}`, sk: 'GUARD' }),
  stats: () => ({ pk: 'STATS', sk: 'OVERVIEW' }),
  /** One brand's overview figures, kept by the counters consumer (functions/src/events/counters.ts). */
  brandStats: (brandId: string) => ({ pk: `STATS#BRAND#${brandId}`, sk: 'OVERVIEW' }),
  /**
   * That a creator is counted among a brand's creators: written once, with attribute_not_exists. It carries a copy of
   * the creator's engagement rate (data/counters.ts), so the brand's average is read with the partition.
   */
  brandStatsCreator: (brandId: string, creatorId: string) => ({
    pk: `STATS#BRAND#${brandId}`,
    sk: `CREATOR#${creatorId}`,
  }),
  /** Every brand marker of one creator (gsi1 of the marker), found when the creator's engagement rate changes. */
  brandCreatorMarkersPartition: (creatorId: string) => `${BRAND_CREATOR_MARKERS_PREFIX}${creatorId}`,
  brandStatsCreatorListing: (brandId: string, creatorId: string) => ({
    gsi1pk: keys.brandCreatorMarkersPartition(creatorId),
    gsi1sk: `BRAND#${brandId}`,
  }),
  /**
   * The analytics figures (data/analytics.ts, docs/analytics.md): per scope (`AGENCY` or `BRAND#<id>`) one item per
   * month and one for what holds now; and per project or campaign what it adds to them at present.
   */
  analyticsMonth: (scope: string, month: string) => ({ pk: `ANALYTICS#${scope}`, sk: `MONTH#${month}` }),
  analyticsNow: (scope: string) => ({ pk: `ANALYTICS#${scope}`, sk: 'NOW' }),
  analyticsSource: (kind: 'project' | 'campaign', id: string) => ({
    pk: `ANALYTICS_SOURCE#${kind.toUpperCase()}#${id}`,
    sk: 'CONTRIBUTION',
  }),
  /** That a consumer did its work for an event and recipient (data/deliveries.ts). */
  delivery: (eventId: string, consumer: string, recipient: string) => ({
    pk: `DELIVERY#${eventId}`,
    sk: `${consumer}#${recipient}`,
  }),
  pendingSignUp: (email: string) => ({ pk: `SIGNUP#${email.toLowerCase()}`, sk: 'PENDING' }),
  byEmail: (email: string) => ({ gsi2pk: `EMAIL#${email.toLowerCase()}` }),
  /** A brand's team lives in its partition under TEAM# (members, requests, invitations: one Query). */
  teamMember: (brandId: string, userId: string) => ({ pk: `BRAND#${brandId}`, sk: `TEAM#MEMBER#${userId}` }),
  joinRequest: (brandId: string, userId: string) => ({ pk: `BRAND#${brandId}`, sk: `TEAM#REQUEST#${userId}` }),
  invitation: (brandId: string, inviteId: string) => ({ pk: `BRAND#${brandId}`, sk: `TEAM#INVITE#${inviteId}` }),
  /** At most one owner: written with attribute_not_exists in the transaction that makes one. */
  teamOwner: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'TEAM#OWNER' }),
  /** The team's history, newest last; apart from TEAM# so the team's Query stays the size of the team. */
  teamEvent: (brandId: string, at: string, eventId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `TEAMLOG#${at}#${eventId}`,
  }),
  /**
   * A user's access record: the brand they belong to or asked to join, and the time before which their tokens are
   * refused (docs/brand-teams.md). Read once a minute per user by every API instance.
   */
  userAccess: (userId: string) => ({ pk: `USER#${userId}`, sk: 'ACCESS' }),
  /** An e-mail change the user started and has not verified yet (docs/accounts.md). */
  emailChange: (userId: string) => ({ pk: `USER#${userId}`, sk: 'EMAIL_CHANGE' }),
  /**
   * A user's in-app notification (data/notifications.ts). Its id begins with the event's time, so the user's
   * partition under NOTE# lists them in time order.
   */
  notification: (userId: string, notificationId: string) => ({
    pk: `USER#${userId}`,
    sk: `${NOTIFICATION_PREFIX}${notificationId}`,
  }),
  /** Sparse: only unread notifications carry it, so "mark all read" finds exactly those left (gsi1). */
  unreadNotification: (userId: string, notificationId: string) => ({
    gsi1pk: `${UNREAD_NOTIFICATIONS_PREFIX}${userId}`,
    gsi1sk: notificationId,
  }),
  /** How many of a user's notifications are unread: moved in the transaction that adds or reads one. */
  notificationCounter: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTE_UNREAD' }),
  /** Which kinds of notification a user also gets by e-mail. */
  notificationPreferences: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTE_PREFS' }),
  /** The same for an address without an account (a creator who has not signed up): set by an unsubscribe link. */
  addressPreferences: (email: string) => ({ pk: `MAILPREFS#${email.toLowerCase()}`, sk: 'NOTE_PREFS' }),
  /** That an event's notification e-mail to an address was decided (and which outbox message carries it). */
  notificationMail: (eventId: string, email: string) => ({
    pk: `EVENT#${eventId}`,
    sk: `NOTIFY_MAIL#${email.toLowerCase()}`,
  }),
  /** A recorded change (shared/src/events.ts), written in the change's own transaction (data/events.ts). */
  event: (eventId: string, at: string) => ({
    pk: `EVENT#${eventId}`,
    sk: 'EVENT',
    gsi1pk: `${EVENT_DAY_PREFIX}${at.slice(0, 10)}`,
    gsi1sk: `${at}#${eventId}`,
  }),
  /**
   * One line of a record's activity history (data/activity.ts): its own partition per record, sorted by time, keyed
   * by the event, so that an event handed over again rewrites the same line. A project's history per creator beside it.
   */
  timelinePartition: (kind: TimelineKind, id: string) => `${TIMELINE_PREFIX}${kind.toUpperCase()}#${id}`,
  projectCreatorTimelinePartition: (projectId: string, creatorId: string) =>
    `${TIMELINE_PREFIX}PROJECT#${projectId}#CREATOR#${creatorId}`,
  timelineEntry: (partition: string, at: string, eventId: string) => ({ pk: partition, sk: `${at}#${eventId}` }),
  /**
   * The agency's history of everything (the overview's Recent Activity): one partition, a line per event. One more
   * write per event, far below a partition's 1,000 writes a second at an agency's pace; its lines expire (TTL).
   */
  agencyTimelinePartition: () => `${TIMELINE_PREFIX}AGENCY`,
  /**
   * What needs someone's attention (data/attention.ts, docs/attention.md): items kept by the attention consumer from
   * the events, in the partition of the record they are about (so deleting the record removes them), each listed
   * oldest (or soonest due) first in the agency's index partition (gsi1) and in its brand's (gsi2).
   */
  reviewWaiting: (projectId: string, projectCreatorId: string, brandId: string, since: string) => ({
    pk: keys.project(projectId).pk,
    sk: `${ATTENTION_PREFIX}REVIEW#${projectCreatorId}`,
    gsi1pk: ATTENTION_REVIEW_PK,
    gsi1sk: `${since}#${projectCreatorId}`,
    gsi2pk: `${ATTENTION_REVIEW_PK}#${brandId}`,
    gsi2sk: `${since}#${projectCreatorId}`,
  }),
  deliveryDue: (projectId: string, projectCreatorId: string, brandId: string, dueAt: string) => ({
    pk: keys.project(projectId).pk,
    sk: `${ATTENTION_PREFIX}DUE#${projectCreatorId}`,
    gsi1pk: ATTENTION_DUE_PK,
    gsi1sk: `${dueAt}#${projectCreatorId}`,
    gsi2pk: `${ATTENTION_DUE_PK}#${brandId}`,
    gsi2sk: `${dueAt}#${projectCreatorId}`,
  }),
  briefsUnsent: (campaignId: string, brandId: string, since: string) => ({
    pk: keys.campaign(campaignId).pk,
    sk: `${ATTENTION_PREFIX}BRIEFS`,
    gsi1pk: ATTENTION_BRIEFS_PK,
    gsi1sk: `${since}#${campaignId}`,
    gsi2pk: `${ATTENTION_BRIEFS_PK}#${brandId}`,
    gsi2sk: `${since}#${campaignId}`,
  }),
  /** Sparse, on the payment item itself while it waits for an admin's decision (data/payments.ts). */
  paymentWaiting: (since: string, creatorId: string) => ({
    gsi1pk: ATTENTION_PAYMENT_PK,
    gsi1sk: `${since}#${creatorId}`,
  }),
  /** The first answer to a request sent with an Idempotency-Key, per caller, route and key (lib/idempotency.ts). */
  idempotencyRecord: (scope: string, routeId: string, key: string) => ({
    pk: `IDEMPOTENCY#${scope}#${routeId}#${key}`,
    sk: 'RESPONSE',
  }),
  /** A project's zip of approved videos (issue 20, data/exports.ts): its own partition, read by id. */
  projectExport: (exportId: string) => ({ pk: `EXPORT#${exportId}`, sk: 'EXPORT' }),
  /** A message waiting to leave (an e-mail), written in the transaction that decided to send it (data/outbox.ts). */
  outboxMessage: (messageId: string) => ({ pk: `OUTBOX#${messageId}`, sk: 'MESSAGE' }),
  /** Sparse: only pending messages carry it, so a dispatcher's Query finds exactly what is left to send. */
  outboxPending: (createdAt: string, messageId: string) => ({
    gsi1pk: OUTBOX_PENDING_PK,
    gsi1sk: `${createdAt}#${messageId}`,
  }),
} as const;

export const CAMPAIGN_LISTING_PK = 'CAMPAIGNS';
/** A creator's brand markers on gsi1 (keys.brandStatsCreatorListing). */
export const BRAND_CREATOR_MARKERS_PREFIX = 'BRAND_CREATOR#';
export const BRAND_CAMPAIGN_PREFIX = 'CAMPAIGN#';
export const CAMPAIGN_STATUS_SK = 'STATUS';
export const CREATOR_CAMPAIGN_PREFIX = 'CAMPAIGN#';
export const PROJECT_LISTING_PK = 'PROJECTS';
export const TIMELINE_PREFIX = 'TIMELINE#';
/** The records that have an activity history. */
export type TimelineKind = 'project' | 'campaign' | 'creator' | 'brand';
export const BRAND_PROJECT_PREFIX = 'PROJECT#';
export const CREATOR_PROJECT_PREFIX = 'PROJECT#';

/** An ISO timestamp whose ascending order is the original's descending (each digit d as 9 - d). */
const newestFirst = (iso: string) => iso.replace(/\d/g, (digit) => String(9 - Number(digit)));

/** The groups of a creator's work, in list order: `PROJECT#1#…` revision requested, `#2#` open, `#3#` finished. */
export function creatorWorkSortKey(entry: {
  projectId: string;
  projectCreatedAt: string;
  status: ProjectCreatorStatus;
  dueAt?: string;
}): string {
  const age = `${newestFirst(entry.projectCreatedAt)}#${entry.projectId}`;
  if (isDeliveryDone(entry.status)) return `${CREATOR_PROJECT_PREFIX}3#${age}`;
  const group = entry.status === 'revision_requested' ? 1 : 2;
  // '~' sorts after every ISO instant: no due date comes last.
  return `${CREATOR_PROJECT_PREFIX}${group}#${entry.dueAt ?? '~'}#${age}`;
}
/** The sort key of the item that holds a record itself, beside its children in the partition. */
export const RECORD_SK = 'META';
/** Events are listed by day on gsi1, oldest first, for the local dispatcher's tail and any catch-up. */
export const EVENT_DAY_PREFIX = 'EVENTS#';
export const TEAM_PREFIX = 'TEAM#';
export const NOTIFICATION_PREFIX = 'NOTE#';
export const UNREAD_NOTIFICATIONS_PREFIX = 'NOTE_UNREAD#';
export const TEAM_EVENT_PREFIX = 'TEAMLOG#';
export const BRAND_LISTING_PK = 'BRANDS';
export const CREATOR_LISTING_PK = 'CREATORS';
export const PAYMENT_REVEAL_PREFIX = 'REVEAL#';
/** Search entries (data/search.ts): their sort keys in a record's partition, and their index partitions. */
export const SEARCH_ENTRY_PREFIX = 'SEARCH#';
export const CREATOR_SEARCH_PK = 'CREATOR_SEARCH';
export const BRAND_SEARCH_PK = 'BRAND_SEARCH';
export const PROJECT_NAMES_PK = 'PROJECT_NAMES';
/** What needs attention (keys.reviewWaiting and the others beside it). */
export const ATTENTION_PREFIX = 'ATTN#';
export const ATTENTION_REVIEW_PK = 'ATTN_REVIEW';
export const ATTENTION_DUE_PK = 'ATTN_DUE';
export const ATTENTION_BRIEFS_PK = 'ATTN_BRIEFS';
export const ATTENTION_PAYMENT_PK = 'ATTN_PAYMENT';
/** Videos with a timer (keys.videoTimer): one index partition, read up to now by the scheduled job. */
export const VIDEO_TIMERS_PK = 'VIDEO_TIMERS';
