/**
 * User-pool attributes (spec section 3) and which of them the browser's app client may write.
 * custom:group, custom:creator_id and custom:company_id are set only by the server (DESIGN section 3).
 */
export const USER_ATTRIBUTES = {
  email: 'email',
  name: 'name',
  phone: 'phone_number',
  website: 'website',
  creatorId: 'custom:creator_id',
  companyId: 'custom:company_id',
  industry: 'custom:industry',
  group: 'custom:group',
} as const;

export const CUSTOM_ATTRIBUTE_NAMES = ['creator_id', 'company_id', 'industry', 'group'] as const;

export const APP_CLIENT_WRITE_ATTRIBUTES = ['email', 'name', 'phone_number', 'website', 'custom:industry'] as const;

export const SERVER_ONLY_ATTRIBUTES = ['custom:group', 'custom:creator_id', 'custom:company_id'] as const;

export const USER_POOL_GROUPS = ['admin', 'brand', 'creator'] as const;
