/**
 * Every key of the one table, in one place (DESIGN section 4).
 * pk/sk is the item's home; gsi1 lists an entity kind in order; gsi2 finds an item by a second identity.
 */
export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';

/** Lower-cased, whitespace-folded name used in sort keys so that prefix search ignores case. */
export function sortableName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

export const keys = {
  brand: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'PROFILE' }),
  brandListing: (name: string, brandId: string) => ({ gsi1pk: 'BRANDS', gsi1sk: `${sortableName(name)}#${brandId}` }),
  brandIndustry: (industry: string, name: string, brandId: string) => ({
    gsi2pk: `BRAND_INDUSTRY#${industry}`,
    gsi2sk: `${sortableName(name)}#${brandId}`,
  }),
  onboarding: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'ONBOARDING' }),
  onboardingDraft: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'ONBOARDING_DRAFT' }),
  brandEmailGuard: (email: string) => ({ pk: `EMAIL#brand#${email.toLowerCase()}`, sk: 'GUARD' }),
  employee: (brandId: string, employeeId: string) => ({ pk: `BRAND#${brandId}`, sk: `EMPLOYEE#${employeeId}` }),
  product: (brandId: string, productId: string) => ({ pk: `BRAND#${brandId}`, sk: `PRODUCT#${productId}` }),
  creator: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'PROFILE' }),
  creatorListing: (name: string, creatorId: string) => ({
    gsi1pk: 'CREATORS',
    gsi1sk: `${sortableName(name)}#${creatorId}`,
  }),
  campaign: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'META' }),
  campaignCreator: (campaignId: string, creatorId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CREATOR#${creatorId}`,
  }),
  project: (projectId: string) => ({ pk: `PROJECT#${projectId}`, sk: 'META' }),
  projectCreator: (projectId: string, projectCreatorId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `PC#${projectCreatorId}`,
  }),
  submission: (projectId: string, projectCreatorId: string, videoNumber: number) => ({
    pk: `PROJECT#${projectId}`,
    sk: `PC#${projectCreatorId}#VIDEO#${String(videoNumber).padStart(3, '0')}`,
  }),
  payment: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'PAYMENT' }),
  /** Who revealed a creator's whole payment numbers, when: one item per reveal, in time order. */
  paymentReveal: (creatorId: string, at: string, revealId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `REVEAL#${at}#${revealId}`,
  }),
  creatorEmailGuard: (email: string) => ({ pk: `EMAIL#creator#${email.toLowerCase()}`, sk: 'GUARD' }),
  stats: () => ({ pk: 'STATS', sk: 'OVERVIEW' }),
  pendingSignUp: (email: string) => ({ pk: `SIGNUP#${email.toLowerCase()}`, sk: 'PENDING' }),
  byEmail: (email: string) => ({ gsi2pk: `EMAIL#${email.toLowerCase()}` }),
  /** A brand's team lives in its partition under TEAM# (members, requests, invitations: one Query). */
  teamMember: (brandId: string, userId: string) => ({ pk: `BRAND#${brandId}`, sk: `TEAM#MEMBER#${userId}` }),
  joinRequest: (brandId: string, userId: string) => ({ pk: `BRAND#${brandId}`, sk: `TEAM#REQUEST#${userId}` }),
  invitation: (brandId: string, inviteId: string) => ({ pk: `BRAND#${brandId}`, sk: `TEAM#INVITE#${inviteId}` }),
  /** At most one owner: written with attribute_not_exists in the transaction that makes one. */
  teamOwner: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'TEAM#OWNER' }),
  /** The team's history, newest last; apart from TEAM# so the team's Query stays the size of the team. */
  teamEvent: (brandId: string, at: string, eventId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `TEAMLOG#${at}#${eventId}`,
  }),
  /**
   * A user's access record: the brand they belong to or asked to join, and the time before which their tokens are
   * refused (docs/brand-teams.md). Read once a minute per user by every API instance.
   */
  userAccess: (userId: string) => ({ pk: `USER#${userId}`, sk: 'ACCESS' }),
} as const;

export const TEAM_PREFIX = 'TEAM#';
export const TEAM_EVENT_PREFIX = 'TEAMLOG#';
export const BRAND_LISTING_PK = 'BRANDS';
export const CREATOR_LISTING_PK = 'CREATORS';
export const PAYMENT_REVEAL_PREFIX = 'REVEAL#';
