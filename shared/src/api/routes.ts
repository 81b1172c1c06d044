import type { Role } from '../constants';

/**
 * The one route table (docs/architecture.md#the-route-table): every endpoint of docs/product.md#api.
 * CDK builds the HTTP API from it, the local API routes by it, the web client types its calls with it,
 * and the authorization harness walks it. Paths are relative to API_PREFIX. What a route accepts (its zod schemas)
 * is in route-schemas.ts, so that the web client, which needs only methods and paths, loads no schema.
 */
export const API_PREFIX = '/api';

export type Domain =
  | 'brands'
  | 'products'
  | 'creators'
  | 'employees'
  | 'campaigns'
  | 'ugc-projects'
  | 'uploads'
  | 'notifications'
  | 'videos';
export const DOMAINS: readonly Domain[] = [
  'brands',
  'products',
  'creators',
  'employees',
  'campaigns',
  'ugc-projects',
  'uploads',
  'notifications',
  'videos',
];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * `public`: anyone; `signed-in`: any verified token, with or without a role (a join request waiting for approval);
 * else the roles that may call.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly domain: Domain;
  readonly access: Access;
  readonly summary: string;
  /** JSON unless said otherwise; a multipart route gets the raw body. */
  readonly bodyKind?: 'json' | 'multipart';
}

const ADMIN = ['admin'] as const satisfies readonly Role[];
const ADMIN_BRAND = ['admin', 'brand'] as const satisfies readonly Role[];
const ADMIN_CREATOR = ['admin', 'creator'] as const satisfies readonly Role[];
const CREATOR = ['creator'] as const satisfies readonly Role[];
const EVERY_ROLE = ['admin', 'brand', 'creator'] as const satisfies readonly Role[];

export const ROUTES = {
  // Brands and companies
  'brands.create': {
    method: 'POST',
    path: '/brands',
    domain: 'brands',
    access: 'public',
    summary: 'Register a company',
  },
  'brands.search': {
    method: 'GET',
    path: '/brands/search',
    domain: 'brands',
    access: 'public',
    summary: 'Search companies by name (id and name only)',
  },
  'brands.lookup': {
    method: 'GET',
    path: '/brands/lookup',
    domain: 'brands',
    access: 'public',
    summary: "A company's id and name, for an onboarding link (what the public search shows; 404 for no such company)",
  },
  'brands.list': {
    method: 'GET',
    path: '/brands',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: 'List brands (a brand user sees only their own)',
  },
  'brands.get': { method: 'GET', path: '/brands/{id}', domain: 'brands', access: ADMIN_BRAND, summary: 'Get a brand' },
  'brands.update': {
    method: 'PUT',
    path: '/brands/{id}',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: 'Update a brand',
  },
  'brands.onboarding': {
    method: 'PUT',
    path: '/brands/{id}/onboarding',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: 'Submit the onboarding wizard',
  },

  'brands.onboardingGet': {
    method: 'GET',
    path: '/brands/{id}/onboarding',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: "The onboarding wizard's saved draft and state",
  },
  'brands.onboardingDraft': {
    method: 'PUT',
    path: '/brands/{id}/onboarding/draft',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: 'Save a half-finished onboarding wizard',
  },
  'brands.profileGet': {
    method: 'GET',
    path: '/brands/{id}/profile',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: "The brand's profile: contact details and the submitted onboarding, as sections, with file addresses",
  },
  'brands.profileUpdate': {
    method: 'PUT',
    path: '/brands/{id}/profile',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: "Edit the brand's profile (owner or admin); the wizard's products are left as they are",
  },

  // The back-office overview (served by the brands function: it reads the aggregate kept by brand and creator writes)
  'overview.get': {
    method: 'GET',
    path: '/overview',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: 'Overview figures',
  },

  // Products
  'products.listAll': {
    method: 'GET',
    path: '/products',
    domain: 'products',
    access: ADMIN,
    summary: "Every brand's products by name, each with its brand's name (agency staff only)",
  },
  'products.create': {
    method: 'POST',
    path: '/brands/{id}/products',
    domain: 'products',
    access: ADMIN_BRAND,
    summary: 'Add a product',
  },
  'products.list': {
    method: 'GET',
    path: '/brands/{id}/products',
    domain: 'products',
    access: ADMIN_BRAND,
    summary: "List a brand's products",
  },
  'products.search': {
    method: 'GET',
    path: '/brands/{id}/products/search',
    domain: 'products',
    access: ADMIN_BRAND,
    summary: "Search a brand's products by name",
  },
  'products.get': {
    method: 'GET',
    path: '/brands/{id}/products/{productId}',
    domain: 'products',
    access: ADMIN_BRAND,
    summary: 'Get a product',
  },
  'products.update': {
    method: 'PUT',
    path: '/brands/{id}/products/{productId}',
    domain: 'products',
    access: ADMIN_BRAND,
    summary: 'Update a product',
  },
  'products.delete': {
    method: 'DELETE',
    path: '/brands/{id}/products/{productId}',
    domain: 'products',
    access: ADMIN_BRAND,
    summary: 'Delete a product',
  },

  // Creators and their payment info
  'creators.create': {
    method: 'POST',
    path: '/creators',
    domain: 'creators',
    access: ADMIN,
    summary: 'Add a creator',
  },
  'creators.list': {
    method: 'GET',
    path: '/creators',
    domain: 'creators',
    access: ADMIN,
    summary: 'List creators with payment status',
  },
  'creators.search': {
    method: 'GET',
    path: '/creators/search',
    domain: 'creators',
    access: ADMIN,
    summary: 'Search creators by name prefix or e-mail',
  },
  'creators.getByEmail': {
    method: 'GET',
    path: '/creators/email/{email}',
    domain: 'creators',
    access: ADMIN_CREATOR,
    summary: 'Get a creator by e-mail (own record or admin)',
  },
  'creators.get': {
    method: 'GET',
    path: '/creators/{id}',
    domain: 'creators',
    access: ADMIN_CREATOR,
    summary: 'Get a creator (own record or admin)',
  },
  'creators.update': {
    method: 'PUT',
    path: '/creators/{id}',
    domain: 'creators',
    access: ADMIN,
    summary: 'Update a creator',
  },
  'creators.invite': {
    method: 'POST',
    path: '/creators/{id}/invitation',
    domain: 'creators',
    access: ADMIN,
    summary: 'E-mail the creator their creator id and the sign-up link',
  },
  'creators.campaigns': {
    method: 'GET',
    path: '/creators/{id}/campaigns',
    domain: 'campaigns',
    access: ADMIN_CREATOR,
    summary: "A creator's campaigns",
  },
  'payments.get': {
    method: 'GET',
    path: '/creators/{id}/payment-info',
    domain: 'creators',
    access: ADMIN_CREATOR,
    summary: 'Get payment info (numbers masked; for an admin with the record of reveals)',
  },
  'payments.update': {
    method: 'PUT',
    path: '/creators/{id}/payment-info',
    domain: 'creators',
    access: CREATOR,
    summary: 'Update own payment info',
  },
  'payments.delete': {
    method: 'DELETE',
    path: '/creators/{id}/payment-info',
    domain: 'creators',
    access: ADMIN_CREATOR,
    summary: 'Delete payment info',
  },
  'payments.w9': {
    method: 'GET',
    path: '/creators/{id}/payment-info/w9',
    domain: 'creators',
    access: ADMIN_CREATOR,
    summary: 'A short-lived link to the W-9 (owner or admin)',
  },
  'payments.create': {
    method: 'POST',
    path: '/creators/payment-info',
    domain: 'creators',
    access: CREATOR,
    summary: 'Submit own payment info',
  },
  'payments.approve': {
    method: 'POST',
    path: '/creators/{id}/payment-info/approve',
    domain: 'creators',
    access: ADMIN,
    summary: 'Approve pending payment info (the version reviewed)',
  },
  'payments.reject': {
    method: 'POST',
    path: '/creators/{id}/payment-info/reject',
    domain: 'creators',
    access: ADMIN,
    summary: 'Reject pending payment info (the version reviewed) with a reason',
  },
  'payments.reveal': {
    method: 'POST',
    path: '/creators/{id}/payment-info/reveal',
    domain: 'creators',
    access: ADMIN,
    summary: 'Reveal the whole tax and bank numbers of the version reviewed (each reveal is recorded)',
  },

  // Employees
  'employees.create': {
    method: 'POST',
    path: '/employees',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: 'Record an employee of a company',
  },
  'employees.getByEmail': {
    method: 'GET',
    path: '/employees/email/{email}',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: 'Get an employee by e-mail (own record or admin)',
  },

  // A brand's team (docs/brand-teams.md): the owner or an admin manages it; members see who is in it
  'team.get': {
    method: 'GET',
    path: '/brands/{id}/team',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: "A brand's members, join requests, invitations and their history",
  },
  'team.invite': {
    method: 'POST',
    path: '/brands/{id}/team/invitations',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: 'Invite someone by e-mail (owner or admin)',
  },
  'team.cancelInvitation': {
    method: 'DELETE',
    path: '/brands/{id}/team/invitations/{inviteId}',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: 'Cancel an invitation (owner or admin)',
  },
  'team.accept': {
    method: 'POST',
    path: '/brands/{id}/team/requests/{userId}/accept',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: 'Accept a join request (owner or admin)',
  },
  'team.decline': {
    method: 'POST',
    path: '/brands/{id}/team/requests/{userId}/decline',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: 'Decline a join request (owner or admin)',
  },
  'team.remove': {
    method: 'DELETE',
    path: '/brands/{id}/team/members/{userId}',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: 'Remove a member (owner or admin): their access ends',
  },
  'team.makeOwner': {
    method: 'POST',
    path: '/brands/{id}/team/members/{userId}/owner',
    domain: 'employees',
    access: ADMIN_BRAND,
    summary: 'Make a member the owner; the owner becomes a member (owner or admin)',
  },
  'invitations.lookup': {
    method: 'POST',
    path: '/invitations/lookup',
    domain: 'employees',
    access: 'public',
    summary: 'What an invitation link opens: the company and the invited e-mail',
  },
  'me.membership': {
    method: 'GET',
    path: '/me/membership',
    domain: 'employees',
    access: 'signed-in',
    summary: "The caller's join request or membership",
  },
  'me.signOut': {
    method: 'POST',
    path: '/me/sign-out',
    domain: 'employees',
    access: 'signed-in',
    summary: "End every session of the caller's: tokens issued before now are refused",
  },
  'account.get': {
    method: 'GET',
    path: '/me/account',
    domain: 'employees',
    access: 'signed-in',
    summary:
      "The caller's own account: its attributes, a pending e-mail change, whether its business record is in step",
  },
  'account.sync': {
    method: 'POST',
    path: '/me/account/sync',
    domain: 'employees',
    access: 'signed-in',
    summary: "Brings the caller's business record (creator or team member) in step with their verified token",
  },
  'account.startEmailChange': {
    method: 'POST',
    path: '/me/account/email',
    domain: 'employees',
    access: 'signed-in',
    summary: 'Checks and records an e-mail change the caller is about to verify (refused if another account has it)',
  },
  'account.cancelEmailChange': {
    method: 'DELETE',
    path: '/me/account/email',
    domain: 'employees',
    access: 'signed-in',
    summary: "Forgets the caller's pending e-mail change",
  },

  // Campaigns
  'campaigns.create': {
    method: 'POST',
    path: '/campaigns',
    domain: 'campaigns',
    access: ADMIN,
    summary: 'Create a campaign',
  },
  'campaigns.list': {
    method: 'GET',
    path: '/campaigns',
    domain: 'campaigns',
    access: ADMIN_BRAND,
    summary: 'List campaigns',
  },
  'campaigns.get': {
    method: 'GET',
    path: '/campaigns/{id}',
    domain: 'campaigns',
    access: ADMIN_BRAND,
    summary: 'Get a campaign',
  },
  'campaigns.update': {
    method: 'PUT',
    path: '/campaigns/{id}',
    domain: 'campaigns',
    access: ADMIN,
    summary: 'Update a campaign',
  },
  'campaigns.delete': {
    method: 'DELETE',
    path: '/campaigns/{id}',
    domain: 'campaigns',
    access: ADMIN,
    summary: 'Delete a campaign',
  },

  'campaigns.setStatus': {
    method: 'PATCH',
    path: '/campaigns/{id}/status',
    domain: 'campaigns',
    access: ADMIN,
    summary: "Change a campaign's status (draft → active → completed, or cancelled)",
  },
  'campaigns.updateCreator': {
    method: 'PUT',
    path: '/campaigns/{id}/creators/{creatorId}',
    domain: 'campaigns',
    access: ADMIN,
    summary: "Save a creator's assignment details (rate, status, deliverables, rights, terms)",
  },
  'campaigns.sendBrief': {
    method: 'POST',
    path: '/campaigns/{id}/creators/{creatorId}/brief',
    domain: 'campaigns',
    access: ADMIN,
    summary: 'E-mail the rendered brief to the creator',
  },
  'campaigns.forCreator': {
    method: 'GET',
    path: '/creators/{id}/campaigns/{campaignId}',
    domain: 'campaigns',
    access: ADMIN_CREATOR,
    summary: "A creator's view of one campaign: brief and their assignment",
  },

  // UGC projects
  'projects.create': {
    method: 'POST',
    path: '/ugc-projects',
    domain: 'ugc-projects',
    access: ADMIN,
    summary: 'Create a UGC project',
  },
  'projects.list': {
    method: 'GET',
    path: '/ugc-projects',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: 'List UGC projects',
  },
  'projects.get': {
    method: 'GET',
    path: '/ugc-projects/{id}',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: 'Get a project with creators and submissions',
  },
  'projects.update': {
    method: 'PUT',
    path: '/ugc-projects/{id}',
    domain: 'ugc-projects',
    access: ADMIN,
    summary: 'Update a project',
  },
  'projects.delete': {
    method: 'DELETE',
    path: '/ugc-projects/{id}',
    domain: 'ugc-projects',
    access: ADMIN,
    summary: 'Delete a project',
  },
  'projects.setStatus': {
    method: 'PATCH',
    path: '/ugc-projects/{id}/status',
    domain: 'ugc-projects',
    access: ADMIN,
    summary: "Change a project's status",
  },
  'projects.forCreator': {
    method: 'GET',
    path: '/ugc-projects/creator/{creatorId}',
    domain: 'ugc-projects',
    access: ADMIN_CREATOR,
    summary: "A creator's projects",
  },
  'projects.getForCreator': {
    method: 'GET',
    path: '/ugc-projects/{id}/creator/{creatorId}',
    domain: 'ugc-projects',
    access: ADMIN_CREATOR,
    summary: "A creator's view of a project",
  },
  'submissions.draft': {
    method: 'POST',
    path: '/ugc-projects/{id}/submissions/draft',
    domain: 'ugc-projects',
    access: CREATOR,
    summary: 'Save draft submissions',
  },
  'submissions.submit': {
    method: 'POST',
    path: '/ugc-projects/{id}/submissions/submit',
    domain: 'ugc-projects',
    access: CREATOR,
    summary: 'Submit all videos',
  },
  'submissions.resubmit': {
    method: 'POST',
    path: '/ugc-projects/{id}/submissions/resubmit',
    domain: 'ugc-projects',
    access: CREATOR,
    summary: 'Resubmit one video',
  },
  'submissions.requestRevision': {
    method: 'PATCH',
    path: '/ugc-projects/submissions/{submissionId}/revision',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: 'Request a revision',
  },
  'submissions.approve': {
    method: 'PATCH',
    path: '/ugc-projects/submissions/{submissionId}/approve',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: 'Approve a submission',
  },
  'submissions.reject': {
    method: 'PATCH',
    path: '/ugc-projects/submissions/{submissionId}/reject',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: 'Reject a submission with a reason',
  },
  // Versions and review (issue 20, docs/videos.md)
  'submissions.comment': {
    method: 'POST',
    path: '/ugc-projects/submissions/{submissionId}/comments',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: 'Pin a comment to a time of one version of a video',
  },
  'submissions.extraRound': {
    method: 'POST',
    path: '/ugc-projects/submissions/{submissionId}/extra-round',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: 'Grant a video one more revision round after its cap',
  },
  'projectCreators.pay': {
    method: 'POST',
    path: '/ugc-projects/project-creator/{projectCreatorId}/pay',
    domain: 'ugc-projects',
    access: ADMIN,
    summary: 'Pay a creator for a project',
  },
  // Downloading approved content (issue 20, docs/videos.md)
  'submissions.download': {
    method: 'GET',
    path: '/ugc-projects/submissions/{submissionId}/download',
    domain: 'ugc-projects',
    access: EVERY_ROLE,
    summary: "A short-lived download URL of an approved video's original file, under a readable name",
  },
  'exports.start': {
    method: 'POST',
    path: '/ugc-projects/{id}/exports',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: "Start a zip of the project's approved videos with a rights summary (prepared after the answer)",
  },
  'exports.get': {
    method: 'GET',
    path: '/ugc-projects/{id}/exports/{exportId}',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: "A project zip's status and, once ready, a short-lived download URL",
  },

  // Files
  'uploads.presign': {
    method: 'POST',
    path: '/upload/presigned-url',
    domain: 'uploads',
    access: EVERY_ROLE,
    summary: 'Get a presigned upload URL',
  },
  'uploads.direct': {
    method: 'POST',
    path: '/upload/direct',
    domain: 'uploads',
    access: EVERY_ROLE,
    summary: 'Upload a small file directly (multipart)',
    bodyKind: 'multipart',
  },

  // A creator's upload of a video file (issue 20, docs/videos.md): a multipart upload through presigned part URLs
  'videoUploads.create': {
    method: 'POST',
    path: '/video-uploads',
    domain: 'videos',
    access: CREATOR,
    summary: "Start the upload of a file for one video of the creator's own project entry (part size and count)",
  },
  'videoUploads.sign': {
    method: 'POST',
    path: '/video-uploads/{id}/parts',
    domain: 'videos',
    access: CREATOR,
    summary: 'Short-lived URLs to PUT a few parts of the upload',
  },
  'videoUploads.parts': {
    method: 'GET',
    path: '/video-uploads/{id}/parts',
    domain: 'videos',
    access: CREATOR,
    summary: 'The parts already stored (to resume without sending them again)',
  },
  'videoUploads.poster': {
    method: 'POST',
    path: '/video-uploads/{id}/poster',
    domain: 'videos',
    access: CREATOR,
    summary: 'A short-lived URL to PUT the poster frame (a small JPEG) beside the video',
  },
  'videoUploads.complete': {
    method: 'POST',
    path: '/video-uploads/{id}/complete',
    domain: 'videos',
    access: CREATOR,
    summary: "Assemble the parts, check what arrived (size, container) and make it the video's file",
  },
  'videoUploads.abort': {
    method: 'DELETE',
    path: '/video-uploads/{id}',
    domain: 'videos',
    access: CREATOR,
    summary: 'Abandon the upload: its stored parts are removed',
  },
  'videos.removeFile': {
    method: 'DELETE',
    path: '/ugc-projects/submissions/{submissionId}/file',
    domain: 'videos',
    access: CREATOR,
    summary: "Remove the uploaded file from the creator's own video while it can be edited",
  },

  // Notifications and activity history (docs/events.md)
  'notifications.list': {
    method: 'GET',
    path: '/notifications',
    domain: 'notifications',
    access: EVERY_ROLE,
    summary: "The caller's notifications, newest first, with the unread count",
  },
  'notifications.read': {
    method: 'POST',
    path: '/notifications/{id}/read',
    domain: 'notifications',
    access: EVERY_ROLE,
    summary: 'Mark one of the caller’s notifications read',
  },
  'notifications.readAll': {
    method: 'POST',
    path: '/notifications/read-all',
    domain: 'notifications',
    access: EVERY_ROLE,
    summary: 'Mark all the caller’s notifications read',
  },
  'notifications.preferences': {
    method: 'GET',
    path: '/me/notification-preferences',
    domain: 'notifications',
    access: EVERY_ROLE,
    summary: 'Which notifications the caller also gets by e-mail',
  },
  'notifications.updatePreferences': {
    method: 'PUT',
    path: '/me/notification-preferences',
    domain: 'notifications',
    access: EVERY_ROLE,
    summary: 'Choose which notifications also come by e-mail',
  },
  'notifications.unsubscribe': {
    method: 'POST',
    path: '/notifications/unsubscribe',
    domain: 'notifications',
    access: 'public',
    summary: 'Stop e-mails of one kind with the signed link from an e-mail (no sign-in)',
  },
  'attention.get': {
    method: 'GET',
    path: '/attention',
    domain: 'notifications',
    access: ADMIN_BRAND,
    summary: "What needs the caller: the agency's review queues, late deliveries and unsent briefs, or a brand's",
  },
  'analytics.get': {
    method: 'GET',
    path: '/analytics',
    domain: 'notifications',
    access: ADMIN_BRAND,
    summary:
      "Figures over whole months (docs/analytics.md): spend, delivery, review times, creators; a brand user's own brand",
  },
  'activity.project': {
    method: 'GET',
    path: '/ugc-projects/{id}/activity',
    domain: 'ugc-projects',
    access: ADMIN_BRAND,
    summary: "A UGC project's activity history, newest first",
  },
  'activity.campaign': {
    method: 'GET',
    path: '/campaigns/{id}/activity',
    domain: 'campaigns',
    access: ADMIN_BRAND,
    summary: "A campaign's activity history, newest first",
  },
  'activity.creator': {
    method: 'GET',
    path: '/creators/{id}/activity',
    domain: 'creators',
    access: ADMIN_CREATOR,
    summary: "A creator's activity history, newest first",
  },
  'activity.brand': {
    method: 'GET',
    path: '/brands/{id}/activity',
    domain: 'brands',
    access: ADMIN_BRAND,
    summary: "A brand's activity history, newest first",
  },
  'activity.agency': {
    method: 'GET',
    path: '/activity',
    domain: 'notifications',
    access: ADMIN,
    summary: "The agency's history of every change (the overview's Recent Activity), newest first",
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

export function routeKey(route: RouteDefinition): string {
  return `${route.method} ${API_PREFIX}${route.path}`;
}

export function isPublic(route: RouteDefinition): boolean {
  return route.access === 'public';
}

/** Fills `{param}` placeholders; every value is URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
