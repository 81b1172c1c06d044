import { durationBin, monthOfInstant, type MonthFigures } from '@reelbridge/shared';
import type { CampaignRecord } from '../data/campaigns';
import type { ProjectBundle, SubmissionRecord } from '../data/projects';

/**
 * What one project or campaign adds to the analytics figures as it is now (docs/analytics.md): pure, the same for the
 * events' consumer and the backfill, so both give the same figures.
 *
 * A contribution is a set of buckets, each one figures item: a scope (the agency, or one brand) and a slot (a month
 * `YYYY-MM`, or `now` for what holds at present), with numbers to add and names to show. The consumer writes the
 * difference between a record's new contribution and the one it stored last; the backfill sums them.
 */
export interface Bucket {
  numbers: Record<string, number>;
  names: Record<string, string>;
}
export type Contribution = Record<string, Bucket>;

export type Scope = 'agency' | `brand:${string}`;
export const AGENCY: Scope = 'agency';
export const brandScope = (brandId: string): Scope => `brand:${brandId}`;
export const NOW_SLOT = 'now';
export const bucketKey = (scope: Scope, slot: string) => `${scope}|${slot}`;
export function parseBucketKey(key: string): { scope: Scope; slot: string } {
  const at = key.lastIndexOf('|');
  return { scope: key.slice(0, at) as Scope, slot: key.slice(at + 1) };
}

/** Attribute names of a month's figures (names of MonthFigures, plus the histograms' bins and the breakdowns). */
export const ATTR = {
  firstSubmissionBin: (bin: number) => `fs${bin}`,
  decisionBin: (bin: number) => `dc${bin}`,
  brandPaid: (brandId: string) => `bp_${brandId}`,
  brandOwed: (brandId: string) => `bo_${brandId}`,
  brandPlanned: (brandId: string) => `bl_${brandId}`,
  brandName: (brandId: string) => `bn_${brandId}`,
  creatorDelivered: (creatorId: string) => `cd_${creatorId}`,
  creatorOnTime: (creatorId: string) => `ct_${creatorId}`,
  creatorFirstPass: (creatorId: string) => `cf_${creatorId}`,
  creatorPaid: (creatorId: string) => `cp_${creatorId}`,
  creatorName: (creatorId: string) => `cn_${creatorId}`,
  waiting: 'waiting',
  campaignCount: (status: string) => `campN_${status}`,
  campaignBudget: (status: string) => `campB_${status}`,
} as const;

type Counter = keyof Omit<MonthFigures, 'firstSubmission' | 'decision'>;

class Builder {
  readonly contribution: Contribution = {};

  constructor(private readonly scopes: readonly Scope[]) {}

  private bucket(scope: Scope, slot: string): Bucket {
    const key = bucketKey(scope, slot);
    return (this.contribution[key] ??= { numbers: {}, names: {} });
  }

  /** Adds to the attribute in every scope (or only `only`). */
  add(slot: string, attribute: Counter | string, value: number, only?: Scope): void {
    if (value === 0) return;
    for (const scope of only ? [only] : this.scopes) {
      const { numbers } = this.bucket(scope, slot);
      numbers[attribute] = (numbers[attribute] ?? 0) + value;
    }
  }

  name(slot: string, attribute: string, value: string, only?: Scope): void {
    for (const scope of only ? [only] : this.scopes) this.bucket(scope, slot).names[attribute] = value;
  }
}

/** A video's deliveries with their reviews (a video stored before versions were kept: its one delivery). */
function deliveriesOf(
  submission: SubmissionRecord,
): { submittedAt: string; review?: { status: string; at: string } }[] {
  if (submission.versions?.length) return submission.versions;
  if (!submission.submittedAt) return [];
  const reviewed = submission.reviewedAt && ['approved', 'revision_requested', 'rejected'].includes(submission.status);
  return [
    {
      submittedAt: submission.submittedAt,
      ...(reviewed ? { review: { status: submission.status, at: submission.reviewedAt! } } : {}),
    },
  ];
}

const isWaitingForReview = (submission: SubmissionRecord) =>
  (submission.status === 'pending' || submission.status === 'submitted') && !!submission.submittedAt;

const ms = (instant: string) => Date.parse(instant);

/**
 * A project's figures: planned (its creators' videos and totals, in the month it was planned), each video's first
 * submission (and the time from the creator's assignment), each review decision (and the time from its delivery), each
 * approval (first pass or after revision rounds, on time or late, owed until the creator is paid) and rejection, the
 * creators' payments, and the videos waiting for a review now. None once the project is gone or being deleted.
 */
export function projectContribution(bundle: ProjectBundle | undefined): Contribution {
  if (!bundle || bundle.project.deletingSince) return {};
  const { project } = bundle;
  const brand = brandScope(project.brandId);
  const figures = new Builder([AGENCY, brand]);
  const plannedMonth = monthOfInstant(project.createdAt);
  const brandNamed = new Set<string>();
  const nameBrand = (month: string) => {
    if (brandNamed.has(month)) return;
    brandNamed.add(month);
    figures.name(month, ATTR.brandName(project.brandId), project.brandName);
  };
  for (const { entry, submissions } of bundle.creators) {
    const creatorTotal = entry.videoCount * entry.costPerVideoCents;
    figures.add(plannedMonth, 'plannedCents', creatorTotal);
    figures.add(plannedMonth, ATTR.brandPlanned(project.brandId), creatorTotal, AGENCY);
    figures.add(plannedMonth, 'videosPlanned', entry.videoCount);
    nameBrand(plannedMonth);
    const paid = entry.status === 'paid' && !!entry.paidAt;
    if (paid) {
      const month = monthOfInstant(entry.paidAt!);
      figures.add(month, 'paidCents', creatorTotal);
      figures.add(month, ATTR.brandPaid(project.brandId), creatorTotal, AGENCY);
      figures.add(month, ATTR.creatorPaid(entry.creatorId), creatorTotal);
      figures.name(month, ATTR.creatorName(entry.creatorId), entry.creatorName);
      nameBrand(month);
    }
    for (const submission of submissions) {
      const deliveries = deliveriesOf(submission);
      if (isWaitingForReview(submission)) figures.add(NOW_SLOT, ATTR.waiting, 1);
      const first = deliveries[0]?.submittedAt;
      if (!first) continue;
      const firstMonth = monthOfInstant(first);
      figures.add(firstMonth, 'videosSubmitted', 1);
      figures.add(firstMonth, ATTR.firstSubmissionBin(durationBin(ms(first) - ms(entry.createdAt))), 1);
      let rounds = 0;
      let approvedAt: string | undefined;
      let rejectedAt: string | undefined;
      for (const delivery of deliveries) {
        if (!delivery.review) continue;
        const month = monthOfInstant(delivery.review.at);
        figures.add(month, 'decisions', 1);
        figures.add(month, ATTR.decisionBin(durationBin(ms(delivery.review.at) - ms(delivery.submittedAt))), 1);
        if (delivery.review.status === 'revision_requested') rounds++;
        if (delivery.review.status === 'approved') approvedAt = delivery.review.at;
        if (delivery.review.status === 'rejected') rejectedAt = delivery.review.at;
      }
      if (submission.status === 'approved' && approvedAt) {
        const month = monthOfInstant(approvedAt);
        const firstPass = rounds === 0 ? 1 : 0;
        figures.add(month, 'videosApproved', 1);
        figures.add(month, 'approvedFirstPass', firstPass);
        figures.add(month, 'revisionRounds', rounds);
        figures.add(month, ATTR.creatorDelivered(entry.creatorId), 1);
        figures.add(month, ATTR.creatorFirstPass(entry.creatorId), firstPass);
        figures.add(month, ATTR.creatorOnTime(entry.creatorId), !entry.dueAt || first <= entry.dueAt ? 1 : 0);
        figures.name(month, ATTR.creatorName(entry.creatorId), entry.creatorName);
        if (!paid) {
          figures.add(month, 'owedCents', entry.costPerVideoCents);
          figures.add(month, ATTR.brandOwed(project.brandId), entry.costPerVideoCents, AGENCY);
          nameBrand(month);
        }
      }
      if (submission.status === 'rejected' && rejectedAt) figures.add(monthOfInstant(rejectedAt), 'videosRejected', 1);
    }
  }
  return figures.contribution;
}

/** A campaign's figures: counted with its budget under its status now (none once it is gone). */
export function campaignContribution(campaign: CampaignRecord | undefined): Contribution {
  if (!campaign) return {};
  const figures = new Builder([AGENCY, brandScope(campaign.brandId)]);
  figures.add(NOW_SLOT, ATTR.campaignCount(campaign.status), 1);
  figures.add(NOW_SLOT, ATTR.campaignBudget(campaign.status), campaign.budgetCents);
  return figures.contribution;
}

/**
 * What to write to go from `before` to `after`: per bucket, the numbers to add (zeros left out) and the names of
 * `after` in it; buckets that do not move are left out.
 */
export function contributionChange(before: Contribution, after: Contribution): Contribution {
  const change: Contribution = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key]?.numbers ?? {};
    const next = after[key]?.numbers ?? {};
    const numbers: Record<string, number> = {};
    for (const name of new Set([...Object.keys(old), ...Object.keys(next)])) {
      const delta = (next[name] ?? 0) - (old[name] ?? 0);
      if (delta !== 0) numbers[name] = delta;
    }
    if (Object.keys(numbers).length) change[key] = { numbers, names: after[key]?.names ?? {} };
  }
  return change;
}

/** The sum of contributions (the backfill's figures). */
export function sumContributions(contributions: Iterable<Contribution>): Contribution {
  const sum: Contribution = {};
  for (const contribution of contributions) {
    const change = contributionChange({}, contribution);
    for (const [key, bucket] of Object.entries(change)) {
      const into = (sum[key] ??= { numbers: {}, names: {} });
      for (const [name, value] of Object.entries(bucket.numbers))
        into.numbers[name] = (into.numbers[name] ?? 0) + value;
      Object.assign(into.names, bucket.names);
    }
  }
  return sum;
}
