import type { Industry, OnboardingState } from '../constants';
import type { ProjectCreatorStatus, ProjectStatus, SubmissionStatus } from '../rules/ugc';
import type { DueState } from '../rules/due';
import type { CampaignAssignment, CampaignBrief } from '../schemas/campaign';
import type { ProductStatus } from '../schemas/product';

export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

export interface SocialMedia {
  twitter?: string;
  linkedin?: string;
  instagram?: string;
}

export interface Brand {
  id: string;
  name: string;
  email: string;
  phone: string;
  website?: string;
  industry: Industry;
  socialMedia?: SocialMedia;
  onboardingState: OnboardingState;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface CompanySearchResult {
  id: string;
  name: string;
}

/** POST /creators/{id}/invitation: where the sign-up invitation went. */
export interface CreatorInvitationSent {
  creatorId: string;
  sentTo: string;
}

export type CreatorPaymentStatus = 'not_submitted' | 'pending' | 'approved' | 'rejected';

export interface Creator {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  tiktokUrl?: string;
  instagramHandle?: string;
  youtubeHandle?: string;
  location?: { city?: string; country?: string };
  metrics?: { engagementRate?: number; avgViews?: number };
  paymentStatus: CreatorPaymentStatus;
  hasAccount: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface ProductMedia {
  photos: string[];
  videos: string[];
  packaging: string[];
}

export interface Product {
  id: string;
  brandId: string;
  name: string;
  description?: string;
  pricing: number;
  salePricing?: number;
  benefits: string[];
  problemSolved?: string;
  bestFor?: string;
  usageInstructions?: string;
  uniqueFeatures?: string;
  results?: string;
  sensoryExperience?: string;
  messagingToAvoid?: string;
  keyDemographic?: string;
  tiktokCta?: string;
  /** Public addresses of the product's files. */
  media: ProductMedia;
  /** Set by the agency; a product stored before statuses existed reads `active`. */
  status: ProductStatus;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A row of the all-brands products page (GET /products): the product with its brand's name as it is now. */
export interface ProductWithBrand extends Product {
  brandName: string;
}

export interface OverviewStats {
  totalBrands: number;
  /**
   * The agency's creators (every creator record; the tile reads 'Creators'), or for a brand user the creators who
   * work or worked on the brand's campaigns and projects ('Your Creators'). The name is the spec's.
   */
  activeCreators: number;
  runningCampaigns: number;
  /** Mean engagement rate as a fraction (0.062 = 6.2 %), or null when no creator has one. */
  avgEngagement: number | null;
}

export interface PresignedUpload {
  url: string;
  key: string;
  bucket: string;
  /** Headers the PUT must carry, exactly. */
  headers: Record<string, string>;
  /** Where the file is readable afterwards (product media only). */
  publicUrl?: string;
}

/**
 * Payment info as the API shows it: tax id and account number masked to their last 4 digits (for an admin the
 * routing number too); an admin sees them whole only through a recorded reveal (POST …/payment-info/reveal).
 */
export interface PaymentInfo {
  creatorId: string;
  legalFirstName: string;
  legalLastName: string;
  email: string;
  phoneNumber: string;
  taxIdType: 'SSN' | 'EIN';
  taxIdNumber: string;
  taxClassification: string;
  dateOfBirth?: string;
  bankName: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  achAcknowledged: boolean;
  w9FileKey?: string;
  w9UploadedAt?: string;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason?: string;
  createdAt: string;
  updatedAt: string;
  approvedAt?: string;
  approvedBy?: string;
  approvedByUserId?: string;
  rejectedAt?: string;
  /** Goes up with every change: an approval, rejection or reveal names the version the admin reviewed. */
  version: number;
  /** Admin only: who revealed the whole numbers and when, newest first. */
  reveals?: PaymentReveal[];
}

/** One reveal of a creator's whole payment numbers by an admin. */
export interface PaymentReveal {
  /** The admin's e-mail. */
  by: string;
  byUserId: string;
  at: string;
  /** The version of the payment info revealed. */
  version: number;
}

/** POST /creators/{id}/payment-info/reveal: the whole numbers of the version reviewed. */
export interface RevealedPaymentNumbers {
  version: number;
  taxIdNumber: string;
  routingNumber: string;
  accountNumber: string;
  revealedAt: string;
}

/** A brand's team (GET /brands/{id}/team): see docs/brand-teams.md. */
export type TeamRole = 'owner' | 'member';

export interface TeamMember {
  userId: string;
  email: string;
  name: string;
  role: TeamRole;
  joinedAt: string;
}

export interface JoinRequest {
  userId: string;
  email: string;
  name: string;
  requestedAt: string;
}

export interface Invitation {
  id: string;
  /** Absent on the owner invitation that registering a company makes. */
  email?: string;
  role: TeamRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export type TeamEventAction =
  | 'invited'
  | 'invitation_cancelled'
  | 'joined_by_invitation'
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'removed'
  | 'made_owner';

/** Who did what to the team, and when. */
export interface TeamEvent {
  id: string;
  action: TeamEventAction;
  /** The person the change is about. */
  subject: string;
  /** Who made the change (an e-mail); the subject themself for a request or an invitation accepted. */
  actor: string;
  at: string;
}

export interface Team {
  brandId: string;
  brandName: string;
  /** Whether the caller may accept, decline, remove and invite: the brand's owner or an agency admin. */
  canManage: boolean;
  members: TeamMember[];
  /** Only for those who can manage the team. */
  requests: JoinRequest[];
  invitations: Invitation[];
  history: TeamEvent[];
}

/** An invitation just made: the link carries the secret, shown once to whoever invited. */
export interface InvitationCreated {
  invitation: Invitation;
  link: string;
  emailSent: boolean;
}

/** What an invitation link opens (public). */
export interface InvitationPreview {
  companyName: string;
  email?: string;
  role: TeamRole;
  expiresAt: string;
}

/**
 * The signed-in user's standing with a brand (GET /me/membership): a join request waits, was declined, or became
 * membership; `none` for accounts that never asked (admins, creators).
 */
export interface Membership {
  status: 'none' | 'pending' | 'declined' | 'member' | 'removed';
  companyId?: string;
  companyName?: string;
  updatedAt?: string;
  /** The token the call was made with lacks the brand's claims: refresh the session to enter. */
  refreshSession?: boolean;
}

/** POST /brands answers the brand and, once, the owner invitation the onboarding wizard's first step signs up with. */
export interface RegisteredCompany extends Brand {
  ownerInvitation?: string;
}

/** A member record of a company (GET /employees/email/{email}; POST /employees by a brand user). */
export interface Employee {
  id: string;
  brandId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  role: TeamRole;
  createdAt: string;
}

/** GET /creators/{id}/payment-info/w9: a short-lived link to the W-9. */
export interface W9Link {
  url: string;
  expiresIn: number;
}

/** POST /upload/direct: the stored key, and the public address of product media. */
export interface DirectUpload {
  url?: string;
  key: string;
}

// ---------------------------------------------------------------- onboarding (functions/src/brands/onboarding.ts)

/** GET /brands/{id}/onboarding: the brand's details, where the wizard stands and the saved draft. */
export interface OnboardingStatus {
  brand: { id: string; name: string; email: string; phone?: string; website?: string; industry?: Industry };
  state: OnboardingState;
  draft: { step: number; data: Record<string, unknown>; savedAt: string } | null;
  submittedAt: string | null;
}

/** PUT /brands/{id}/onboarding/draft. */
export interface OnboardingDraftSaved {
  step: number;
  savedAt: string;
}

/** PUT /brands/{id}/onboarding. */
export interface OnboardingResult {
  brandId: string;
  onboardingState: OnboardingState;
  productIds: string[];
  submittedAt: string;
}

// ---------------------------------------------------------------- UGC projects (functions/src/ugc-projects/views.ts)
// Amounts in dollars, two decimals at most.

/** A row of GET /ugc-projects. */
export interface ProjectSummary {
  id: string;
  name: string;
  brandId: string;
  brand: { id: string; name: string };
  status: ProjectStatus;
  creatorCount: number;
  totalBudget: number;
  createdAt: string;
  /** The delivery due date (a calendar date in `dueTimeZone`) and the instant it ends (rules/due.ts); absent: none. */
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
  /** When answered, from the due date and status (projectDueState); absent: no due date or nothing left to deliver. */
  dueState?: DueState;
}

export interface Submission {
  id: string;
  videoNumber: number;
  videoUrl: string;
  sparkCode: string;
  status: SubmissionStatus;
  submittedAt?: string;
  reviewNotes?: string;
  reviewedAt?: string;
  /** Its creator's effective due date and due instant. */
  dueDate?: string;
  dueAt?: string;
  /** When the spark code stops working (issue 20), from the validity the creator gave. */
  sparkExpiresAt?: string;
  /** While it waits for review in a project that approves automatically: when it will be approved. */
  reviewDueAt?: string;
  /** Its approval was the automatic one (nobody reviewed it in time). */
  reviewedAutomatically?: boolean;
  /** The agency's internal notes on its reviews, oldest first: only in an admin's answer, never a brand's or creator's. */
  internalNotes?: InternalReviewNote[];
  /** The uploaded file of the working fields (issue 20), with short-lived URLs to play it. */
  file?: VideoFile;
  /** Every delivery of the video, oldest first (V1, V2, …), each with its review; absent before the first delivery. */
  versions?: VideoVersion[];
  /** Comments pinned to a time of the video, in time order (any version; each says which). */
  comments?: VideoComment[];
  /** Revision requests made so far, and how many the video may have (the project's cap plus extra rounds). */
  revisionCount?: number;
  revisionLimit?: number;
  /** Extra revision rounds granted after the cap, oldest first. */
  extraRounds?: ExtraRound[];
}

/** An uploaded video file as the screens see it: never its storage key, and URLs that expire (`urlsExpireAt`). */
export interface VideoFile {
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** Presigned GET of the file and its poster frame, about an hour long. */
  playbackUrl?: string;
  posterUrl?: string;
  urlsExpireAt?: string;
  /** The video's length in seconds, when known. */
  durationSeconds?: number;
}

/** The review of one version. `by` (the reviewer's e-mail) is in the agency's and brand's answers only. */
export interface VideoReview {
  status: 'approved' | 'revision_requested' | 'rejected';
  notes?: string;
  at: string;
  by?: string;
  /** Approved automatically after the project's review time ran out. */
  automatic?: boolean;
}

/** One delivery of a video: what was delivered, when, and its review. */
export interface VideoVersion {
  number: number;
  videoUrl?: string;
  sparkCode?: string;
  sparkExpiresAt?: string;
  file?: VideoFile;
  submittedAt: string;
  review?: VideoReview;
}

/** A reviewer's comment pinned to a second of one version of a video. */
export interface VideoComment {
  id: string;
  submissionId: string;
  versionNumber: number;
  atSeconds: number;
  text: string;
  /** Who wrote it: the agency or the brand, and (agency and brand answers only) the reviewer's e-mail. */
  authorRole: 'admin' | 'brand';
  authorName?: string;
  createdAt: string;
}

/** An extra revision round granted after the cap: when and by whom (the reviewer's e-mail). */
export interface ExtraRound {
  at: string;
  by?: string;
}

/** One internal note an admin left with a review of a video (issue 19): agency only. */
export interface InternalReviewNote {
  text: string;
  /** When it was written (the review's time). */
  at: string;
  /** The admin's e-mail address. */
  by: string;
  /** The review it was written with. */
  action: 'approved' | 'revision_requested' | 'rejected';
}

/** A creator on a project (docs/product.md#records, project creator). `id` is the project-creator id. */
export interface ProjectCreator {
  id: string;
  creatorId: string;
  creator: { id: string; name: string; email: string };
  videoCount: number;
  costPerVideo: number;
  totalCost: number;
  instructions: string;
  status: ProjectCreatorStatus;
  completedCount: number;
  submittedCount: number;
  progress: number;
  paidAt?: string;
  /** Admin only: the creator's payment-info status (paid only to approved details), who paid, and to which version. */
  paymentStatus?: CreatorPaymentStatus;
  paidByEmail?: string;
  paidToPaymentVersion?: number;
  /** Effective due: the creator's own due date, else the project's (absent: none). */
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
  /** The creator's own due date, when it overrides the project's (the project form's field). */
  ownDueDate?: string;
  /** When answered (deliveryDueState); absent: no due date, or every video approved. */
  dueState?: DueState;
  submissions: Submission[];
}

/** GET /ugc-projects/{id}, and the answer of every review, pay and save. */
export interface ProjectDetail extends ProjectSummary {
  /** Internal: the agency's notes, present only in an admin's answer (never a brand user's). */
  agencyNotes?: string;
  /** The note the agency shares with the brand ('' when none). */
  sharedNote: string;
  /** Review rules (issue 20): revision requests allowed per video, and business days before automatic approval. */
  revisionCap: number;
  /** Absent: videos are never approved automatically. */
  autoApproveDays?: number;
  updatedAt: string;
  version: number;
  /** Overall progress in whole percent. */
  progress: number;
  creators: ProjectCreator[];
}

/** The creator's view of a project (docs/product.md#records); the list leaves the submissions out. */
export interface CreatorProjectCard {
  id: string;
  projectCreatorId: string;
  name: string;
  brand: { name: string };
  /** The project's own status: draft projects are not open for submissions yet. */
  projectStatus: ProjectStatus;
  /** The creator's status on the project. */
  status: ProjectCreatorStatus;
  videoCount: number;
  submittedCount: number;
  completedCount: number;
  progress: number;
  costPerVideo: number;
  totalCost: number;
  instructions: string;
  /** The creator's effective due date (their own or the project's), its zone and the instant it ends. */
  dueDate?: string;
  dueTimeZone?: string;
  dueAt?: string;
  /** When answered (deliveryDueState); absent: no due date, or every video approved. */
  dueState?: DueState;
}

/** GET /ugc-projects/{id}/creator/{creatorId}, and the answer of every save and submit of the creator's. */
export interface CreatorProject extends CreatorProjectCard {
  submissions: Submission[];
}

// ---------------------------------------------------------------- campaigns (functions/src/campaigns/service.ts)

export type CampaignStatus = 'draft' | 'active' | 'completed' | 'cancelled';
export type CampaignType = 'awareness' | 'conversion' | 'engagement';

/** A row of GET /campaigns. */
export interface CampaignSummary {
  id: string;
  name: string;
  budget: number;
  type: CampaignType;
  status: CampaignStatus;
  brandId: string;
  brand: { id: string; name: string };
  creatorCount: number;
  startDate?: string;
  createdAt: string;
}

/** A creator on a campaign with their assignment (the per-creator 'Campaign Brief'). */
export interface CampaignCreatorEntry {
  creatorId: string;
  creator: { id: string; name: string; email: string };
  type: CampaignAssignment['type'];
  rate?: number;
  status: CampaignAssignment['status'];
  deliverables: NonNullable<CampaignAssignment['deliverables']>;
  usageRights: NonNullable<CampaignAssignment['usageRights']>;
  contractTerms: NonNullable<CampaignAssignment['contractTerms']>;
  briefSentAt?: string;
  version: number;
}

/** GET /campaigns/{id}: the campaign with its products, brief and creators. */
export interface Campaign extends CampaignSummary {
  objective: string;
  goals: string;
  products: { id: string; name: string }[];
  brief: Partial<CampaignBrief>;
  updatedAt: string;
  version: number;
  creators: CampaignCreatorEntry[];
}

/** A card of GET /creators/{id}/campaigns. */
export interface CreatorCampaignCard {
  id: string;
  name: string;
  brand: { name: string };
  status: CampaignStatus;
  creatorStatus: CampaignAssignment['status'];
  creatorRate?: number;
}

/** GET /creators/{id}/campaigns/{campaignId}: the brief and the creator's own assignment. */
export interface CreatorCampaignDetail {
  id: string;
  name: string;
  brand: { name: string };
  status: CampaignStatus;
  type: CampaignType;
  objective: string;
  goals: string;
  startDate?: string;
  products: { name: string }[];
  brief: Partial<CampaignBrief>;
  assignment: CampaignCreatorEntry;
}

/** GET /me/account and the account routes' answer (docs/accounts.md). */
export interface AccountView {
  email: string;
  name: string;
  phoneNumber?: string;
  website?: string;
  industry?: string;
  /** An e-mail change waiting for the code mailed to the new address (the old address works until then). */
  pendingEmail?: string;
  /** The business record carrying the account's name, phone and e-mail, and whether it matches the account. */
  record?: { kind: 'creator' | 'member'; inStep: boolean };
}
