import type { z } from 'zod';
import {
  brandListQuerySchema,
  brandUpdateSchema,
  companyCreateSchema,
  companyLookupQuerySchema,
  searchQuerySchema,
} from '../schemas/brand';
import { employeeCreateSchema } from '../schemas/signup';
import { invitationCreateSchema, invitationLookupSchema } from '../schemas/team';
import { creatorInputSchema } from '../schemas/creator';
import { productInputSchema } from '../schemas/product';
import { presignRequestSchema } from '../schemas/upload';
import { onboardingDraftSchema, onboardingSubmitSchema } from '../schemas/onboarding';
import { brandProfileUpdateSchema } from '../schemas/brand-profile';
import {
  campaignAssignmentSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignStatusInputSchema,
} from '../schemas/campaign';
import {
  draftSubmissionsSchema,
  projectInputSchema,
  projectStatusInputSchema,
  resubmitSchema,
  revisionRequestSchema,
  submissionApproveSchema,
  submissionRejectSchema,
  submitAllSchema,
} from '../schemas/project';
import {
  paymentApproveSchema,
  paymentInfoInputSchema,
  paymentRejectSchema,
  paymentRevealSchema,
} from '../schemas/payment';
import { notificationPreferencesSchema, pageQuerySchema, unsubscribeSchema } from '../schemas/notifications';
import { projectActivityQuerySchema } from '../schemas/activity';
import { analyticsQuerySchema } from '../schemas/analytics';
import { extraRoundSchema, videoCommentCreateSchema } from '../schemas/video-review';
import { accountSyncSchema, emailChangeSchema } from '../schemas/account';
import {
  videoPosterSchema,
  videoUploadCompleteSchema,
  videoUploadCreateSchema,
  videoUploadSignSchema,
} from '../schemas/video-upload';
import type { RouteId } from './routes';

/** What a route accepts: its body and query-string schemas. A route without an entry takes neither. */
export interface RouteSchemas {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
}

/**
 * The request schemas of the route table (routes.ts), by route id: the API validates every request with them. Apart
 * from the table so that what only needs methods and paths (the web client, CDK) does not load zod and every schema.
 */
export const ROUTE_SCHEMAS = {
  'brands.create': { body: companyCreateSchema },
  'brands.search': { query: searchQuerySchema },
  'brands.lookup': { query: companyLookupQuerySchema },
  'brands.list': { query: searchQuerySchema },
  'brands.update': { body: brandUpdateSchema },
  'brands.onboarding': { body: onboardingSubmitSchema },
  'brands.onboardingDraft': { body: onboardingDraftSchema },
  'brands.profileUpdate': { body: brandProfileUpdateSchema },
  'products.create': { body: productInputSchema },
  'products.list': { query: searchQuerySchema },
  'products.search': { query: searchQuerySchema },
  'products.update': { body: productInputSchema },
  'products.listAll': { query: searchQuerySchema },
  'creators.create': { body: creatorInputSchema },
  'creators.list': { query: searchQuerySchema },
  'creators.search': { query: searchQuerySchema },
  'creators.update': { body: creatorInputSchema },
  'creators.campaigns': { query: searchQuerySchema },
  'payments.update': { body: paymentInfoInputSchema },
  'payments.create': { body: paymentInfoInputSchema },
  'payments.approve': { body: paymentApproveSchema },
  'payments.reject': { body: paymentRejectSchema },
  'payments.reveal': { body: paymentRevealSchema },
  'employees.create': { body: employeeCreateSchema },
  'team.invite': { body: invitationCreateSchema },
  'invitations.lookup': { body: invitationLookupSchema },
  'account.sync': { body: accountSyncSchema },
  'account.startEmailChange': { body: emailChangeSchema },
  'campaigns.create': { body: campaignInputSchema },
  'campaigns.list': { query: campaignListQuerySchema },
  'campaigns.update': { body: campaignInputSchema },
  'campaigns.setStatus': { body: campaignStatusInputSchema },
  'campaigns.updateCreator': { body: campaignAssignmentSchema },
  'projects.create': { body: projectInputSchema },
  'projects.list': { query: brandListQuerySchema },
  'projects.update': { body: projectInputSchema },
  'projects.setStatus': { body: projectStatusInputSchema },
  'projects.forCreator': { query: searchQuerySchema },
  'submissions.draft': { body: draftSubmissionsSchema },
  'submissions.submit': { body: submitAllSchema },
  'submissions.resubmit': { body: resubmitSchema },
  'submissions.requestRevision': { body: revisionRequestSchema },
  'submissions.approve': { body: submissionApproveSchema },
  'submissions.reject': { body: submissionRejectSchema },
  'submissions.comment': { body: videoCommentCreateSchema },
  'submissions.extraRound': { body: extraRoundSchema },
  'uploads.presign': { body: presignRequestSchema },
  'videoUploads.create': { body: videoUploadCreateSchema },
  'videoUploads.sign': { body: videoUploadSignSchema },
  'videoUploads.poster': { body: videoPosterSchema },
  'videoUploads.complete': { body: videoUploadCompleteSchema },
  'notifications.list': { query: pageQuerySchema },
  'notifications.updatePreferences': { body: notificationPreferencesSchema },
  'notifications.unsubscribe': { body: unsubscribeSchema },
  'analytics.get': { query: analyticsQuerySchema },
  'activity.project': { query: projectActivityQuerySchema },
  'activity.campaign': { query: pageQuerySchema },
  'activity.creator': { query: pageQuerySchema },
  'activity.brand': { query: pageQuerySchema },
  'activity.agency': { query: pageQuerySchema },
} as const satisfies { readonly [Id in RouteId]?: RouteSchemas };

export function routeSchemas(id: RouteId): RouteSchemas {
  return (ROUTE_SCHEMAS as Partial<Record<RouteId, RouteSchemas>>)[id] ?? {};
}
