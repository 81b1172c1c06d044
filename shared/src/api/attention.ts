/**
 * GET /attention: what needs the caller now (docs/attention.md). The agency's home lists payment details to review,
 * videos waiting for review, late deliveries and unsent briefs; a brand user's home lists their brand's videos waiting
 * for review and its deliveries due soon or late. Each list is oldest (or soonest due) first, at most
 * ATTENTION_LIST_LIMIT long, with `more` when there are others.
 */
export const ATTENTION_LIST_LIMIT = 8;

export interface AttentionList<T> {
  items: T[];
  more: boolean;
}

/** A creator's videos in a project that wait for a review: one line per creator and project. */
export interface ReviewWaiting {
  projectId: string;
  projectName: string;
  brandId: string;
  brandName: string;
  projectCreatorId: string;
  creatorId: string;
  creatorName: string;
  waitingCount: number;
  /** When the oldest of them was submitted. */
  since: string;
  dueAt?: string;
}

/** A creator's delivery in a project with a due date, not yet approved in full. */
export interface DeliveryDue {
  projectId: string;
  projectName: string;
  brandId: string;
  brandName: string;
  projectCreatorId: string;
  creatorId: string;
  creatorName: string;
  dueAt: string;
  dueDate: string;
  /** Videos not approved yet. */
  openCount: number;
}

/** A running campaign with creators whose brief has not been sent. */
export interface BriefsUnsent {
  campaignId: string;
  campaignName: string;
  brandId: string;
  brandName: string;
  unsentCount: number;
  /** Since when the campaign has been running with them (its start, or the oldest assignment). */
  since: string;
}

/** A creator's payment details waiting for an admin's decision. */
export interface PaymentWaiting {
  creatorId: string;
  creatorName: string;
  since: string;
}

export interface AgencyAttention {
  audience: 'agency';
  payments: AttentionList<PaymentWaiting>;
  reviews: AttentionList<ReviewWaiting>;
  late: AttentionList<DeliveryDue>;
  briefs: AttentionList<BriefsUnsent>;
}

export interface BrandAttention {
  audience: 'brand';
  reviews: AttentionList<ReviewWaiting>;
  /** Due within DUE_SOON_DAYS (shared/src/rules/due.ts), or late: soonest due first. */
  due: AttentionList<DeliveryDue>;
}

export type Attention = AgencyAttention | BrandAttention;
