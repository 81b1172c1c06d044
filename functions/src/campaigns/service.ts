import {
  BRIEF_FIELDS,
  CAMPAIGN_TRANSITIONS,
  CAMPAIGN_TYPE_LABELS,
  PAGE_SIZE_DEFAULT,
  newId,
  type Campaign,
  type CampaignAssignment,
  type CampaignCreatorEntry,
  type CampaignFields,
  type CampaignSummary,
  type CreatorCampaignCard,
  type CreatorCampaignDetail,
  type Page,
  type CampaignListQuery,
  type SearchQuery,
} from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import * as data from '../data/campaigns';
import { campaignWrites as writes } from '../data/campaigns';
import type { CampaignBundle, CampaignCreatorRecord, CampaignRecord, CampaignStatus } from '../data/campaigns';
import { Changes, MAX_TRANSACTION_ITEMS } from '../data/changes';
import { addEvent, type EventInput } from '../data/events';
import { getCreatorsById } from '../data/projects';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { eventAbout } from '../events/actor';
import { logger } from '../lib/logger';
import { assertCanActForBrand, assertCanActForCreator, listedBrand, type Principal } from '../lib/principal';
import { syncCampaignAnalytics } from '../data/analytics';

const NOT_FOUND = 'Campaign not found';
const CHANGED = 'This campaign was changed meanwhile. Reload and try again.';
const toCents = (amount: number) => Math.round(amount * 100);
const money = (cents: number | undefined) => (cents === undefined ? undefined : Math.round(cents) / 100);

async function commit(changes: Changes, message = CHANGED): Promise<void> {
  const result = await changes.commit();
  if (result === 'too_many') throw badRequest('Too many changes at once; save in smaller steps');
  if (result === 'conflict') throw conflict(message);
}

/**
 * The campaign with its entries, read consistently: a change is conditional on the versions it read, and a campaign
 * just created or changed must not look missing or older to the next request (e.g. the page that opens after a save).
 */
async function loadBundle(campaignId: string): Promise<CampaignBundle> {
  const bundle = await data.getCampaignBundle(campaignId, { consistent: true });
  if (!bundle) throw notFound(NOT_FOUND);
  return bundle;
}

/** An event about the campaign (subject: the campaign as named now), by the principal. */
const CAMPAIGN_BRAND_FIXED = 'A campaign that has started cannot move to another brand';

const campaignEvent = (
  principal: Principal,
  campaign: CampaignRecord,
  type: EventInput['type'],
  details: Partial<EventInput> = {},
): EventInput => eventAbout(principal, 'campaign', campaign, type, details);

const STATUS_EVENTS = {
  active: 'campaign.activated',
  completed: 'campaign.completed',
  cancelled: 'campaign.cancelled',
} as const;

function entryView(entry: CampaignCreatorRecord): CampaignCreatorEntry {
  return {
    creatorId: entry.creatorId,
    creator: { id: entry.creatorId, name: entry.creatorName, email: entry.creatorEmail },
    type: entry.type,
    rate: money(entry.rateCents),
    status: entry.status,
    deliverables: entry.deliverables ?? {},
    usageRights: entry.usageRights ?? {},
    contractTerms: entry.contractTerms ?? {},
    briefSentAt: entry.briefSentAt,
    version: entry.version,
  };
}

function summaryView(campaign: CampaignRecord): CampaignSummary {
  return {
    id: campaign.id,
    name: campaign.name,
    budget: money(campaign.budgetCents)!,
    type: campaign.type,
    status: campaign.status,
    brandId: campaign.brandId,
    brand: { id: campaign.brandId, name: campaign.brandName },
    creatorCount: campaign.creatorCount,
    startDate: campaign.startDate,
    createdAt: campaign.createdAt,
  };
}

function campaignView(bundle: CampaignBundle): Campaign {
  const { campaign } = bundle;
  return {
    ...summaryView(campaign),
    objective: campaign.objective ?? '',
    goals: campaign.goals ?? '',
    products: campaign.products,
    brief: campaign.brief,
    updatedAt: campaign.updatedAt,
    version: campaign.version,
    creators: bundle.creators.map(entryView),
  };
}

async function productsOf(brandId: string, ids: string[] | undefined) {
  if (!ids?.length) return [];
  const found = await data.brandProductNames(brandId, ids);
  const fields: Record<string, string> = {};
  ids.forEach((id, index) => {
    if (!found.has(id)) fields[`productIds.${index}`] = 'This product is not one of the brand’s products';
  });
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  return ids.map((id) => ({ id, name: found.get(id)! }));
}

async function creatorsOf(input: CampaignFields) {
  const list = input.creators ?? [];
  const found = await getCreatorsById(list.map((entry) => entry.creatorId));
  const fields: Record<string, string> = {};
  list.forEach((entry, index) => {
    if (!found.has(entry.creatorId)) fields[`creators.${index}.creatorId`] = 'Creator not found';
  });
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  return found;
}

function cleanBrief(brief: CampaignFields['brief']) {
  return Object.fromEntries(Object.entries(brief ?? {}).filter(([, value]) => !!value)) as CampaignRecord['brief'];
}

function newEntry(
  campaign: CampaignRecord,
  creator: Record<string, unknown>,
  type: CampaignAssignment['type'],
  now: string,
): CampaignCreatorRecord {
  return {
    campaignId: campaign.id,
    creatorId: String(creator.id),
    creatorName: `${String(creator.firstName)} ${String(creator.lastName)}`,
    creatorEmail: String(creator.email),
    campaignName: campaign.name,
    brandName: campaign.brandName,
    campaignStatus: campaign.status,
    campaignCreatedAt: campaign.createdAt,
    type,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

export async function createCampaign(principal: Principal, input: CampaignFields, now = new Date().toISOString()) {
  const brand = await getBrand(input.brandId);
  if (!brand) throw badRequest('Please select a brand', { brandId: 'Please select a brand' });
  const [products, creators] = await Promise.all([productsOf(brand.id, input.productIds), creatorsOf(input)]);
  const campaign: CampaignRecord = {
    id: newId('campaign'),
    name: input.name,
    budgetCents: toCents(input.budget),
    type: input.type,
    brandId: brand.id,
    brandName: brand.name,
    status: 'draft',
    products,
    brief: cleanBrief(input.brief),
    creatorCount: input.creators?.length ?? 0,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  if (input.objective) campaign.objective = input.objective;
  if (input.goals) campaign.goals = input.goals;
  if (input.startDate) campaign.startDate = input.startDate;
  const changes = new Changes();
  writes.putCampaign(changes, campaign, undefined);
  const entries = (input.creators ?? []).map((entry) =>
    newEntry(campaign, creators.get(entry.creatorId)!, entry.type, now),
  );
  for (const entry of entries) writes.putEntry(changes, entry, undefined);
  // One event with the count: at the creator cap there is room for one item besides the entries.
  addEvent(
    changes,
    campaignEvent(principal, campaign, 'campaign.created', { after: campaign.status, count: entries.length }),
    now,
  );
  await commit(changes);
  logger.info('Campaign created', { campaignId: campaign.id });
  return campaignView({ campaign, creators: entries });
}

export async function updateCampaign(
  principal: Principal,
  campaignId: string,
  input: CampaignFields,
  now = new Date().toISOString(),
) {
  const bundle = await loadBundle(campaignId);
  if (input.version !== undefined && input.version !== bundle.campaign.version) throw conflict(CHANGED);
  // A started campaign stays with its brand: its running count, its brand's creators and its brand users' access
  // follow the brand it ran for (docs/events.md, the counters).
  if (input.brandId !== bundle.campaign.brandId && bundle.campaign.status !== 'draft') {
    throw badRequest(CAMPAIGN_BRAND_FIXED, { brandId: CAMPAIGN_BRAND_FIXED });
  }
  const brand = input.brandId === bundle.campaign.brandId ? undefined : await getBrand(input.brandId);
  if (input.brandId !== bundle.campaign.brandId && !brand)
    throw badRequest('Please select a brand', { brandId: 'Please select a brand' });
  const brandId = brand?.id ?? bundle.campaign.brandId;
  const [products, creators] = await Promise.all([productsOf(brandId, input.productIds), creatorsOf(input)]);
  const campaign: CampaignRecord = {
    ...bundle.campaign,
    name: input.name,
    budgetCents: toCents(input.budget),
    type: input.type,
    objective: input.objective || undefined,
    goals: input.goals || undefined,
    startDate: input.startDate || undefined,
    brandId,
    brandName: brand?.name ?? bundle.campaign.brandName,
    products,
    brief: cleanBrief(input.brief),
    creatorCount: input.creators?.length ?? 0,
    updatedAt: now,
    version: bundle.campaign.version + 1,
  };
  for (const field of ['objective', 'goals', 'startDate'] as const) if (!campaign[field]) delete campaign[field];
  const changes = new Changes();
  writes.putCampaign(changes, campaign, bundle.campaign);
  // What the analytics figures count of a campaign (docs/analytics.md): its budget, under its brand.
  if (campaign.budgetCents !== bundle.campaign.budgetCents || campaign.brandId !== bundle.campaign.brandId) {
    addEvent(changes, campaignEvent(principal, campaign, 'campaign.changed'), now);
  }
  const existing = new Map(bundle.creators.map((entry) => [entry.creatorId, entry]));
  const next: CampaignCreatorRecord[] = [];
  let changedEntries = 0;
  const added: CampaignCreatorRecord[] = [];
  for (const wanted of input.creators ?? []) {
    const current = existing.get(wanted.creatorId);
    existing.delete(wanted.creatorId);
    // An entry is written only when it changes (its type, or the campaign's name or brand it copies), so that a
    // save stays one transaction (DynamoDB: 100 items) whatever the campaign's size.
    const unchanged =
      current?.type === wanted.type &&
      current.campaignName === campaign.name &&
      current.brandName === campaign.brandName;
    if (current && unchanged) {
      next.push(current);
      continue;
    }
    const entry = current
      ? {
          ...current,
          type: wanted.type,
          campaignName: campaign.name,
          brandName: campaign.brandName,
          updatedAt: now,
          version: current.version + 1,
        }
      : newEntry(campaign, creators.get(wanted.creatorId)!, wanted.type, now);
    writes.putEntry(changes, entry, current?.version);
    next.push(entry);
    if (!current) added.push(entry);
    changedEntries++;
  }
  for (const removed of existing.values()) writes.removeEntry(changes, removed);
  changedEntries += existing.size;
  // Creators put on or taken off the campaign: one event with the count (and the creator when it is one).
  const moved = [...added, ...existing.values()];
  if (moved.length) {
    const only = moved.length === 1 ? moved[0]! : undefined;
    addEvent(
      changes,
      campaignEvent(principal, campaign, 'campaign.assignmentChanged', {
        count: moved.length,
        ...(only ? { creatorId: only.creatorId, creatorName: only.creatorName } : {}),
        ...(only ? (added.length ? { after: 'assigned' } : { before: 'assigned', after: 'removed' }) : {}),
      }),
      now,
    );
  }
  if (changes.size > MAX_TRANSACTION_ITEMS) {
    const most = MAX_TRANSACTION_ITEMS - (changes.size - changedEntries);
    const message =
      `This save adds, changes or removes ${changedEntries} creators; one save can do at most ${most}. ` +
      'Save the creator changes in smaller steps.';
    throw badRequest(message, { creators: message });
  }
  await commit(changes);
  return campaignView({ campaign, creators: next });
}

export async function deleteCampaign(principal: Principal, campaignId: string, now = new Date().toISOString()) {
  const bundle = await loadBundle(campaignId);
  const changes = new Changes();
  writes.removeCampaign(changes, bundle);
  // A running campaign that is deleted stops running: recorded as its cancellation (the counters, the brand's team).
  if (bundle.campaign.status === 'active') {
    const event = campaignEvent(principal, bundle.campaign, 'campaign.cancelled', {
      before: 'active',
      after: 'deleted',
    });
    addEvent(changes, event, now);
  }
  await commit(changes);
  // A draft's delete records no event: its analytics figures are taken out here, after the commit (docs/analytics.md).
  if (bundle.campaign.status !== 'active') await syncCampaignAnalytics(campaignId, 3);
}

/** draft → active → completed, or cancelled from draft or active; the running count follows. */
export async function setStatus(
  principal: Principal,
  campaignId: string,
  status: CampaignStatus,
  now = new Date().toISOString(),
) {
  const bundle = await loadBundle(campaignId);
  const from = bundle.campaign.status;
  if (!CAMPAIGN_TRANSITIONS[from].includes(status)) throw conflict(`A ${from} campaign cannot become ${status}`);
  const campaign = { ...bundle.campaign, status, updatedAt: now, version: bundle.campaign.version + 1 };
  const changes = new Changes();
  writes.putCampaignStatus(changes, campaign, bundle.campaign);
  const creators = bundle.creators.map((entry) => ({
    ...entry,
    campaignStatus: status,
    updatedAt: now,
    version: entry.version + 1,
  }));
  creators.forEach((entry, index) => writes.putEntry(changes, entry, bundle.creators[index]!.version));
  if (status !== 'draft') {
    addEvent(changes, campaignEvent(principal, campaign, STATUS_EVENTS[status], { before: from, after: status }), now);
  }
  await commit(changes);
  return campaignView({ campaign, creators });
}

/**
 * A page of campaigns: an admin's of every brand (or one, `brandId`), a brand user's of their brand; by name words
 * (`query`), or in one status (`status`: its status entries, docs/data-model.md), else newest first.
 */
export async function listCampaigns(principal: Principal, query: CampaignListQuery) {
  const options = { limit: query.limit ?? PAGE_SIZE_DEFAULT, cursor: query.cursor };
  const brandId = listedBrand(principal, query);
  const search = query.query ?? '';
  const page = query.status
    ? await data.listCampaignsInStatus(query.status, { ...options, brandId })
    : data.isNameSearch(search)
      ? await data.searchCampaigns(search, { ...options, brandId })
      : brandId
        ? await data.listBrandCampaigns(brandId, options)
        : await data.listCampaigns(options);
  return { ...page, items: page.items.map(summaryView) };
}

export async function getCampaign(principal: Principal, campaignId: string) {
  const bundle = await loadBundle(campaignId);
  assertCanActForBrand(principal, bundle.campaign.brandId);
  return campaignView(bundle);
}

function entryOf(bundle: CampaignBundle, creatorId: string): CampaignCreatorRecord {
  const entry = bundle.creators.find((candidate) => candidate.creatorId === creatorId);
  if (!entry) throw notFound('This creator is not on the campaign');
  return entry;
}

/** Saves a creator's assignment details (the original only pretended to). */
export async function updateAssignment(
  principal: Principal,
  campaignId: string,
  creatorId: string,
  input: CampaignAssignment,
  now = new Date().toISOString(),
) {
  const bundle = await loadBundle(campaignId);
  const current = entryOf(bundle, creatorId);
  if (input.version !== undefined && input.version !== current.version) throw conflict(CHANGED);
  const entry: CampaignCreatorRecord = {
    ...current,
    type: input.type,
    status: input.status,
    rateCents: input.rate === undefined || input.rate === null ? undefined : toCents(input.rate),
    deliverables: input.deliverables,
    usageRights: input.usageRights,
    contractTerms: input.contractTerms,
    updatedAt: now,
    version: current.version + 1,
  };
  for (const field of ['rateCents', 'deliverables', 'usageRights', 'contractTerms'] as const) {
    if (entry[field] === undefined) delete entry[field];
  }
  const changes = new Changes();
  writes.putEntry(changes, entry, current.version);
  addEvent(
    changes,
    campaignEvent(principal, bundle.campaign, 'campaign.assignmentChanged', {
      creatorId: entry.creatorId,
      creatorName: entry.creatorName,
      ...(current.status !== entry.status ? { before: current.status, after: entry.status } : {}),
    }),
    now,
  );
  await commit(changes);
  return entryView(entry);
}

const BRIEF_LABELS: Record<(typeof BRIEF_FIELDS)[number], string> = {
  targetAudience: 'Target audience',
  brandVoice: 'Brand voice',
  doAndDonts: "Do's and don'ts",
  keyMessages: 'Key messages',
  visualGuidelines: 'Visual guidelines',
  productDetails: 'Product details',
  contentIdeas: 'Content ideas',
  specialInstructions: 'Special instructions',
  contentGuidelines: 'Content guidelines',
};

export function renderBrief(campaign: CampaignRecord, entry: CampaignCreatorRecord): string {
  const lines = [
    `Hi ${entry.creatorName},`,
    '',
    `Here is your brief for "${campaign.name}" by ${campaign.brandName} (${CAMPAIGN_TYPE_LABELS[campaign.type]}).`,
  ];
  if (campaign.objective) lines.push('', `Objective: ${campaign.objective}`);
  if (campaign.goals) lines.push(`Goals: ${campaign.goals}`);
  if (campaign.startDate) lines.push(`Start date: ${campaign.startDate}`);
  if (campaign.products.length) lines.push(`Products: ${campaign.products.map((product) => product.name).join(', ')}`);
  lines.push(
    '',
    `Your role: ${entry.type}${entry.rateCents !== undefined ? `, rate $${(entry.rateCents / 100).toFixed(2)}` : ''}`,
  );
  const deliverables = Object.entries(entry.deliverables ?? {}).filter(([, count]) => (count ?? 0) > 0);
  if (deliverables.length) {
    lines.push('Deliverables:');
    for (const [name, count] of deliverables)
      lines.push(`  - ${name.replace(/([A-Z])/g, ' $1').toLowerCase()}: ${count}`);
  }
  if (entry.usageRights?.duration || entry.usageRights?.platforms?.length) {
    lines.push(
      `Usage rights: ${[entry.usageRights.duration, entry.usageRights.platforms?.join(', ')].filter(Boolean).join(' on ')}`,
    );
  }
  if (entry.contractTerms) {
    const terms = entry.contractTerms;
    lines.push(
      `Contract: ${terms.exclusivity ? 'exclusive' : 'not exclusive'}${terms.revisions !== undefined ? `, ${terms.revisions} revision(s)` : ''}`,
    );
    if (terms.additionalTerms) lines.push(`  ${terms.additionalTerms}`);
  }
  for (const field of BRIEF_FIELDS) {
    const value = campaign.brief[field];
    if (value) lines.push('', `${BRIEF_LABELS[field]}:`, value);
  }
  return lines.join('\n');
}

/**
 * Records that the brief goes to the creator: one transaction writes the entry's `briefSentAt` and a
 * `campaign.briefSent` event that carries the brief's words. The notifications consumer e-mails it (SES in AWS, the
 * local mailbox locally) through the outbox, once per event, a moment after the commit (docs/events.md). A conflict
 * (the entry changed meanwhile) therefore sends nothing, and a committed brief is sent even if the mail server is down
 * now: the dispatcher retries it.
 */
export async function sendBrief(
  principal: Principal,
  campaignId: string,
  creatorId: string,
  now = new Date().toISOString(),
) {
  const bundle = await loadBundle(campaignId);
  const entry = entryOf(bundle, creatorId);
  const sent = { ...entry, briefSentAt: now, updatedAt: now, version: entry.version + 1 };
  const changes = new Changes();
  writes.putEntry(changes, sent, entry.version);
  addEvent(
    changes,
    campaignEvent(principal, bundle.campaign, 'campaign.briefSent', {
      creatorId: entry.creatorId,
      creatorName: entry.creatorName,
      brief: { subject: `Your brief: ${bundle.campaign.name}`, text: renderBrief(bundle.campaign, entry) },
    }),
    now,
  );
  await commit(changes);
  logger.info('Brief recorded; the notifications consumer e-mails it', { campaignId, creatorId });
  return entryView(sent);
}

// ---------------------------------------------------------------- the creator's view

export async function creatorCampaigns(
  principal: Principal,
  creatorId: string,
  query: SearchQuery,
): Promise<Page<CreatorCampaignCard>> {
  assertCanActForCreator(principal, creatorId);
  const page = await data.listCreatorCampaigns(creatorId, {
    limit: query.limit ?? PAGE_SIZE_DEFAULT,
    cursor: query.cursor,
  });
  const items = page.items.map((entry) => ({
    id: entry.campaignId,
    name: entry.campaignName,
    brand: { name: entry.brandName },
    status: entry.campaignStatus,
    creatorStatus: entry.status,
    creatorRate: money(entry.rateCents),
  }));
  return page.nextCursor ? { items, nextCursor: page.nextCursor } : { items };
}

export async function creatorCampaign(
  principal: Principal,
  creatorId: string,
  campaignId: string,
): Promise<CreatorCampaignDetail> {
  assertCanActForCreator(principal, creatorId);
  const bundle = await loadBundle(campaignId);
  const entry = bundle.creators.find((candidate) => candidate.creatorId === creatorId);
  if (!entry) throw forbidden('You are not on this campaign');
  const { campaign } = bundle;
  return {
    id: campaign.id,
    name: campaign.name,
    brand: { name: campaign.brandName },
    status: campaign.status,
    type: campaign.type,
    objective: campaign.objective ?? '',
    goals: campaign.goals ?? '',
    startDate: campaign.startDate,
    products: campaign.products.map((product) => ({ name: product.name })),
    brief: campaign.brief,
    assignment: entryView(entry),
  };
}
