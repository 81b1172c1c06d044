import type { CreatorPaymentStatus } from '@reelbridge/shared/api/types';
import type { ProjectCreatorStatus, ProjectStatus, SubmissionStatus } from '@reelbridge/shared/rules/ugc';

/** The shapes functions/src/ugc-projects/views.ts answers with (amounts in dollars, two decimals at most). */

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
}

/** A creator on a project (spec section 3, project creator). `id` is the project-creator id. */
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
  submissions: Submission[];
}

/** GET /ugc-projects/{id}, and the answer of every review, pay and save. */
export interface ProjectDetail extends ProjectSummary {
  agencyNotes: string;
  updatedAt: string;
  version: number;
  /** Overall progress in whole percent. */
  progress: number;
  creators: ProjectCreator[];
}
