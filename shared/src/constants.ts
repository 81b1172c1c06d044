/** Business constants of docs/product.md#limits and the status values of docs/product.md#states. */

export const INDUSTRIES = ['beauty', 'fashion', 'health', 'home', 'electronics', 'food', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  beauty: 'Beauty',
  fashion: 'Fashion',
  health: 'Health',
  home: 'Home',
  electronics: 'Electronics',
  food: 'Food',
  other: 'Other',
};

export const SOCIAL_PLATFORMS = ['tiktok', 'instagram', 'facebook', 'twitter', 'youtube', 'pinterest'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export { ROLES, type Role } from './roles';

export const SIGN_UP_TYPES = ['creator', 'brand-employee', 'invitation'] as const;
export type SignUpType = (typeof SIGN_UP_TYPES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const ROUTING_NUMBER_LENGTH = 9;
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
export const AWS_REGION = 'us-east-1';

export const SEARCH_DEBOUNCE_MS = 300;
export const AUTOSAVE_DELAY_MS = 1500;
export const PASSWORD_RESET_REDIRECT_MS = 2000;
export const PAYMENT_SAVE_REDIRECT_MS = 2000;

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const TAX_ID_TYPES = ['SSN', 'EIN'] as const;
export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const TAX_CLASSIFICATIONS = [
  'Individual',
  'LLC',
  'C-Corporation',
  'S-Corporation',
  'Partnership',
  'Trust',
] as const;
export const DEFAULT_COUNTRY = 'US';

export const CAMPAIGN_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
/** How a campaign's status reads on every screen (docs/product.md#states). Here, not beside the schemas, so that a
 * screen that only shows it loads no zod. */
export const CAMPAIGN_STATUS_LABELS: Record<(typeof CAMPAIGN_STATUSES)[number], string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const CAMPAIGN_TYPES = ['awareness', 'conversion', 'engagement'] as const;
export const CAMPAIGN_TYPE_LABELS: Record<(typeof CAMPAIGN_TYPES)[number], string> = {
  awareness: 'Brand Awareness',
  conversion: 'Conversion',
  engagement: 'Engagement',
};
export const CAMPAIGN_CREATOR_TYPES = ['UGC', 'Affiliate'] as const;
export const CAMPAIGN_CREATOR_STATUSES = ['pending', 'accepted', 'rejected', 'completed'] as const;
export const CAMPAIGN_PLATFORMS = ['instagram', 'tiktok', 'website', 'ads'] as const;

export const UGC_PROJECT_STATUSES = ['draft', 'active', 'submitted', 'completed'] as const;
export const PROJECT_CREATOR_STATUSES = [
  'pending',
  'in_progress',
  'submitted',
  'approved',
  'awaiting_payment',
  'paid',
  'rejected',
  'revision_requested',
] as const;
export const SUBMISSION_STATUSES = [
  'draft',
  'pending',
  'submitted',
  'approved',
  'rejected',
  'revision_requested',
] as const;

export const ONBOARDING_STATES = ['not_started', 'in_progress', 'completed'] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

/** Upload folders of docs/product.md#files and their limits (docs/product.md#validation and #limits). */
export const UPLOAD_FOLDERS = {
  'product-photos': { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/gif'] },
  'product-videos': { maxBytes: 100 * 1024 * 1024, types: ['video/mp4', 'video/quicktime'] },
  'brand-videos': { maxBytes: 100 * 1024 * 1024, types: ['video/mp4', 'video/quicktime', 'video/x-msvideo'] },
  'packaging-files': {
    maxBytes: 10 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'application/pdf', 'image/vnd.adobe.photoshop'],
  },
  'style-guides': {
    maxBytes: 25 * 1024 * 1024,
    types: ['application/pdf', 'application/postscript', 'application/illustrator', 'image/png', 'image/jpeg'],
  },
  'marketing-materials': {
    maxBytes: 25 * 1024 * 1024,
    types: ['application/pdf', 'image/jpeg', 'image/png', 'video/mp4'],
  },
  'social-examples': {
    maxBytes: 100 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'video/mp4', 'video/quicktime'],
  },
  w9: { maxBytes: 10 * 1024 * 1024, types: ['application/pdf', 'image/jpeg', 'image/png'] },
} as const;
export type UploadFolder = keyof typeof UPLOAD_FOLDERS;
export const DEFAULT_UPLOAD_LIMIT_MB = 100;
export const DIRECT_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const DEFAULT_UPLOAD_BRAND_ID = 'temp-brand-id';

export const PRODUCT_DESCRIPTION_PREVIEW = 50;
export const WIZARD_STEPS = 6;
export const APPROVER_LABEL = 'Admin';
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/**
 * A product's status, set by the agency (docs/ux-rules.md): `active` is offered when a campaign is planned; `paused`
 * (not offered for now) and `archived` (no longer sold) are not, while campaigns that feature one already keep it.
 */
export const PRODUCT_STATUSES = ['active', 'paused', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  archived: 'Archived',
};
