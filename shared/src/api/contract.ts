import type { z } from 'zod';
// Type-only: the web client types its calls with the contract without loading zod or any schema.
import type { ROUTE_SCHEMAS } from './route-schemas';
import type { ROUTES, RouteId } from './routes';
import type { Attention } from './attention';
import type { Analytics } from './analytics';
import type { ProjectExport, VideoDownload } from '../rules/downloads';
import type { BrandProfile } from '../schemas/brand-profile';
import type {
  UploadedVideoFile,
  VideoPartUrls,
  VideoPosterUrl,
  VideoStoredParts,
  VideoUploadSession,
} from '../schemas/video-upload';
import type { ActivityEntry, NotificationKind, NotificationPage, NotificationPreferences } from '../events';
import type {
  AccountView,
  Brand,
  Campaign,
  CampaignCreatorEntry,
  CampaignSummary,
  CompanySearchResult,
  Creator,
  CreatorCampaignCard,
  CreatorInvitationSent,
  CreatorCampaignDetail,
  CreatorProject,
  CreatorProjectCard,
  DirectUpload,
  Employee,
  InvitationCreated,
  InvitationPreview,
  Membership,
  OnboardingDraftSaved,
  OnboardingResult,
  OnboardingStatus,
  OverviewStats,
  Page,
  PaymentInfo,
  PresignedUpload,
  Product,
  ProductWithBrand,
  ProjectDetail,
  ProjectSummary,
  RegisteredCompany,
  RevealedPaymentNumbers,
  Team,
  W9Link,
} from './types';

/**
 * The typed API contract: what each route of the table (routes.ts) takes and answers. The server's handlers and the
 * web client are both typed from it, so a change on one side that the other does not follow fails to compile.
 */

type SchemasOf<Id extends RouteId> = Id extends keyof typeof ROUTE_SCHEMAS ? (typeof ROUTE_SCHEMAS)[Id] : object;

/** `'/a/{id}/b/{creatorId}'` → `'id' | 'creatorId'`. */
type PlaceholdersOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The path parameters of a route, from its path template; `{}` when it has none. */
export type RouteParams<Id extends RouteId> = { [Name in PlaceholdersOf<(typeof ROUTES)[Id]['path']>]: string };

/** What the client sends as the body: the input of the route's body schema (before defaults and transforms). */
export type RouteBody<Id extends RouteId> = (typeof ROUTES)[Id] extends { bodyKind: 'multipart' }
  ? FormData
  : SchemasOf<Id> extends { body: infer S extends z.ZodType }
    ? z.input<S>
    : undefined;

/** The body after validation: what the server's handler receives. */
export type RouteBodyOutput<Id extends RouteId> =
  SchemasOf<Id> extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The query string the client may send (the input of the route's query schema). */
export type RouteQuery<Id extends RouteId> =
  SchemasOf<Id> extends { query: infer S extends z.ZodType } ? z.input<S> : undefined;

/** The query after validation: what the server's handler receives. */
export type RouteQueryOutput<Id extends RouteId> =
  SchemasOf<Id> extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What each route answers with (`void`: 204, no body). One shared type per view, used by server and client. */
export interface RouteResponses {
  'brands.create': RegisteredCompany;
  'brands.search': CompanySearchResult[];
  'brands.lookup': CompanySearchResult;
  'brands.list': Page<Brand>;
  'brands.get': Brand;
  'brands.update': Brand;
  'brands.onboarding': OnboardingResult;
  'brands.onboardingGet': OnboardingStatus;
  'brands.onboardingDraft': OnboardingDraftSaved;
  'brands.profileGet': BrandProfile;
  'brands.profileUpdate': BrandProfile;
  'overview.get': OverviewStats;

  'products.create': Product;
  'products.list': Page<Product>;
  'products.search': Page<Product>;
  'products.get': Product;
  'products.update': Product;
  'products.delete': void;
  'products.listAll': Page<ProductWithBrand>;

  'creators.create': Creator;
  'creators.list': Page<Creator>;
  'creators.search': Page<Creator>;
  'creators.getByEmail': Creator;
  'creators.get': Creator;
  'creators.update': Creator;
  'creators.invite': CreatorInvitationSent;
  'creators.campaigns': Page<CreatorCampaignCard>;
  /** 204 (no body) while nothing is submitted: an empty state, not an error. */
  'payments.get': PaymentInfo | undefined;
  'payments.update': PaymentInfo;
  'payments.delete': void;
  'payments.w9': W9Link;
  'payments.create': PaymentInfo;
  'payments.approve': PaymentInfo;
  'payments.reject': PaymentInfo;
  'payments.reveal': RevealedPaymentNumbers;

  /** A brand user gets their own member record (200); an admin's request invites the person (201). */
  'employees.create': Employee | InvitationCreated;
  'employees.getByEmail': Employee;

  'team.get': Team;
  'team.invite': InvitationCreated;
  'team.cancelInvitation': void;
  'team.accept': void;
  'team.decline': void;
  'team.remove': void;
  'team.makeOwner': void;
  'invitations.lookup': InvitationPreview;
  'me.membership': Membership;
  'me.signOut': void;
  'account.get': AccountView;
  'account.sync': AccountView;
  'account.startEmailChange': AccountView;
  'account.cancelEmailChange': AccountView;

  'campaigns.create': Campaign;
  'campaigns.list': Page<CampaignSummary>;
  'campaigns.get': Campaign;
  'campaigns.update': Campaign;
  'campaigns.delete': void;
  'campaigns.setStatus': Campaign;
  'campaigns.updateCreator': CampaignCreatorEntry;
  'campaigns.sendBrief': CampaignCreatorEntry;
  'campaigns.forCreator': CreatorCampaignDetail;

  'projects.create': ProjectDetail;
  'projects.list': Page<ProjectSummary>;
  'projects.get': ProjectDetail;
  'projects.update': ProjectDetail;
  'projects.delete': void;
  'projects.setStatus': ProjectDetail;
  'projects.forCreator': Page<CreatorProjectCard>;
  'projects.getForCreator': CreatorProject;
  'submissions.draft': CreatorProject;
  'submissions.submit': CreatorProject;
  'submissions.resubmit': CreatorProject;
  'submissions.requestRevision': ProjectDetail;
  'submissions.approve': ProjectDetail;
  'submissions.reject': ProjectDetail;
  'submissions.comment': ProjectDetail;
  'submissions.extraRound': ProjectDetail;
  'projectCreators.pay': ProjectDetail;
  'submissions.download': VideoDownload;
  'exports.start': ProjectExport;
  'exports.get': ProjectExport;

  'uploads.presign': PresignedUpload;
  'uploads.direct': DirectUpload;
  'videoUploads.create': VideoUploadSession;
  'videoUploads.sign': VideoPartUrls;
  'videoUploads.parts': VideoStoredParts;
  'videoUploads.poster': VideoPosterUrl;
  'videoUploads.complete': UploadedVideoFile;
  'videoUploads.abort': void;
  'videos.removeFile': void;

  'notifications.list': NotificationPage;
  'notifications.read': { unreadCount: number };
  'notifications.readAll': { unreadCount: number };
  'notifications.preferences': NotificationPreferences;
  'notifications.updatePreferences': NotificationPreferences;
  /** What the link switched off, to say so on the page it opens. */
  'notifications.unsubscribe': { kind: NotificationKind; email: string };
  'activity.project': Page<ActivityEntry>;
  'activity.campaign': Page<ActivityEntry>;
  'activity.creator': Page<ActivityEntry>;
  'activity.brand': Page<ActivityEntry>;
  'activity.agency': Page<ActivityEntry>;
  'attention.get': Attention;
  'analytics.get': Analytics;
}

export type RouteResponse<Id extends RouteId> = RouteResponses[Id];

/** Every route has an answer type, and no answer type names a route that does not exist. */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ContractCoversEveryRoute = Assert<Exact<keyof RouteResponses, RouteId>>;
