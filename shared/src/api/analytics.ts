/**
 * GET /analytics (docs/analytics.md). THIS CONTRACT IS STABLE: the analytics screen is built against it; add fields,
 * never rename or remove one.
 *
 * Figures over a period of whole calendar months (UTC), `from` to `to` inclusive, at most ANALYTICS_MAX_MONTHS long,
 * for the agency (optionally one brand) or, for a brand user, their own brand only. Money is in integer cents, like
 * the rest of the API's `…Cents` fields. Durations are in hours, read from fixed histograms (their precision is in
 * docs/analytics.md). A rate is a fraction (0.75 = 75 %) or null when there is nothing to divide by.
 *
 * Every figure names what the screen can link to: brand ids, campaign statuses, creator ids.
 */
import type { CampaignStatus } from './types';

export const ANALYTICS_MAX_MONTHS = 36;

/** `YYYY-MM` to `YYYY-MM`, both included. */
export interface AnalyticsPeriod {
  from: string;
  to: string;
}

/** A duration's distribution over the period: median and 90th percentile in hours, null when `count` is 0. */
export interface AnalyticsDuration {
  medianHours: number | null;
  p90Hours: number | null;
  /** How many durations were measured. */
  count: number;
}

export interface AnalyticsTotals {
  /** Paid to creators in the period (by the payment's month). */
  paidCents: number;
  /** Approved in the period and not paid yet: owed to creators (by the approval's month). */
  owedCents: number;
  /** Planned: the totals of the projects planned in the period (by the month the project was planned). */
  plannedCents: number;
  /** Videos of the projects planned in the period. */
  videosPlanned: number;
  /** Videos submitted for the first time in the period. */
  videosSubmitted: number;
  /** Videos approved in the period. */
  videosApproved: number;
  /** Videos rejected in the period. */
  videosRejected: number;
  /** Of the videos approved in the period, the share approved without any revision round; null when none. */
  firstPassRate: number | null;
  /** Revision rounds asked of the videos approved in the period, per approved video; null when none. */
  revisionRoundsPerApproved: number | null;
  /** From a creator's assignment to a project to their first submission (counted in the submission's month). */
  assignmentToFirstSubmission: AnalyticsDuration;
  /** From a submission (first or resubmission) to its review decision (counted in the decision's month). */
  submissionToDecision: AnalyticsDuration;
}

export interface AnalyticsBrandSpend {
  brandId: string;
  brandName: string;
  paidCents: number;
  owedCents: number;
  plannedCents: number;
}

/** One month of the period, every month present (zeros included), oldest first. */
export interface AnalyticsSpendMonth {
  /** `YYYY-MM`. */
  month: string;
  /** Brands with a figure that month, by name. */
  brands: AnalyticsBrandSpend[];
}

export interface AnalyticsReviewMonth {
  month: string;
  medianHours: number | null;
  p90Hours: number | null;
  /** Review decisions made that month (approvals, revision requests, rejections). */
  decisions: number;
}

export interface AnalyticsFunnel {
  planned: number;
  submitted: number;
  approved: number;
  approvedFirstPass: number;
}

/** Videos waiting for a review now (not bound to the period); the list behind it is GET /attention's `reviews`. */
export interface AnalyticsReviewWaiting {
  count: number;
  /** When the longest-waiting of them was submitted. */
  oldestSubmittedAt: string | null;
}

/** Campaigns as they are now, by status (the list behind it: GET /campaigns filtered by that status). */
export interface AnalyticsCampaignBudget {
  status: CampaignStatus;
  count: number;
  budgetCents: number;
}

/**
 * A creator's work in the period (for a brand user: on their brand's projects only), most videos delivered first.
 * Delivered: videos approved in the period; on time: of those, first submitted by the creator's due date in the
 * project (a video without a due date counts as on time).
 */
export interface AnalyticsCreator {
  creatorId: string;
  name: string;
  delivered: number;
  onTime: number;
  onTimeShare: number | null;
  /** Of the videos delivered, the share approved without a revision round. */
  firstPassRate: number | null;
  /** Paid to the creator in the period; for a brand user, what their brand paid that creator. */
  paidCents: number;
}

export interface AnalyticsBrandOption {
  brandId: string;
  name: string;
}

export interface Analytics {
  period: AnalyticsPeriod;
  /** The period of equal length just before `period`. */
  previousPeriod: AnalyticsPeriod;
  /** The brand the figures are limited to (always the caller's brand for a brand user), or null for the agency. */
  brandId: string | null;
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  spendByMonth: AnalyticsSpendMonth[];
  reviewTimeByMonth: AnalyticsReviewMonth[];
  funnel: AnalyticsFunnel;
  reviewWaiting: AnalyticsReviewWaiting;
  campaignBudgets: AnalyticsCampaignBudget[];
  creators: AnalyticsCreator[];
  /** What the brand filter offers: for an admin every brand with figures, by name; for a brand user theirs. */
  brands: AnalyticsBrandOption[];
}
