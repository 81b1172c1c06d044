import {
  companyEmailTaken,
  INDUSTRIES,
  INDUSTRY_LABELS,
  type Industry,
  newId,
  normalizePhone,
  PAGE_SIZE_DEFAULT,
  type Brand,
  type BrandUpdate,
  type CompanyCreate,
  type CompanySearchResult,
  type OverviewStats,
  type RegisteredCompany,
  type Page,
  type SearchQuery,
  MESSAGES,
} from '@reelbridge/shared';
import * as brands from '../data/brands';
import { eventWrite } from '../data/events';
import { getBrandStats, getStats } from '../data/stats';
import { readNow } from '../data/analytics';
import { AGENCY, ATTR, brandScope } from '../analytics/figures';
import { isSearch } from '../data/search';
import { invitationPut } from '../data/team';
import { actorOf, systemActor } from '../events/actor';
import { newInvitation } from '../lib/invitations';
import { conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { assertCanActForBrand, type Principal } from '../lib/principal';

const STALE_MESSAGE = 'This brand was changed by someone else. Reload and try again.';
const COMPANY_SEARCH_LIMIT = 10;

async function emailTakenError(email: string) {
  const existingId = await brands.brandIdForEmail(email);
  const existing = existingId ? await brands.getBrand(existingId) : undefined;
  const message = companyEmailTaken(existing?.name ?? 'another company');
  return conflict(message, { email: message });
}

function cleanSocials(socialMedia: Brand['socialMedia']): Brand['socialMedia'] {
  if (!socialMedia) return undefined;
  const entries = Object.entries(socialMedia).filter(([, handle]) => !!handle);
  return entries.length ? (Object.fromEntries(entries) as Brand['socialMedia']) : undefined;
}

/**
 * Company registration (public) and the admin's Add Brand. The answer carries, once, the owner invitation: the
 * onboarding wizard's first step signs up with it, which makes that account the brand's owner (docs/brand-teams.md).
 */
export async function registerCompany(
  input: CompanyCreate,
  registeredBy: Principal | undefined,
  now = new Date().toISOString(),
): Promise<RegisteredCompany> {
  const brand: Brand = {
    id: newId('company'),
    name: input.name,
    email: input.email,
    phone: normalizePhone(input.phone),
    industry: input.industry,
    onboardingState: 'not_started',
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  if (input.website) brand.website = input.website;
  const socialMedia = cleanSocials(input.socialMedia);
  if (socialMedia) brand.socialMedia = socialMedia;

  const owner = newInvitation({
    brandId: brand.id,
    role: 'owner',
    invitedBy: registeredBy?.email || 'registration',
    now,
  });
  const registered = eventWrite(
    {
      type: 'brand.registered',
      // A public registration has nobody signed in: the system records it.
      actor: registeredBy ? actorOf(registeredBy) : systemActor(),
      subject: { kind: 'brand', id: brand.id, name: brand.name },
      brandId: brand.id,
      after: brand.onboardingState,
    },
    now,
  );
  const result = await brands.createBrand(brand, [invitationPut(owner.record), registered.item]);
  if (!result.created) throw await emailTakenError(input.email);
  logger.info('Company registered', { brandId: brand.id });
  return { ...brand, ownerInvitation: owner.token };
}

export async function listBrands(principal: Principal, query: SearchQuery): Promise<Page<Brand>> {
  if (principal.role === 'brand') {
    const own = await brands.getBrand(principal.companyId);
    return { items: own ? [own] : [] };
  }
  if (principal.role !== 'admin') throw forbidden();
  const limit = query.limit ?? PAGE_SIZE_DEFAULT;
  const industry = industryNamed(query.query);
  if (industry) return brands.listBrands({ industry, limit, cursor: query.cursor });
  if (isSearch(query.query)) return brands.searchBrands(query.query!, { limit, cursor: query.cursor });
  return brands.listBrands({ limit, cursor: query.cursor });
}

/** A search text that names an industry ("beauty", "Electronics") lists that industry's brands. */
function industryNamed(text: string | undefined): Industry | undefined {
  const wanted = text?.trim().toLowerCase();
  if (!wanted) return undefined;
  return INDUSTRIES.find((industry) => industry === wanted || INDUSTRY_LABELS[industry].toLowerCase() === wanted);
}

/** The public company search of employee sign-up: names and ids only, never contact details. */
export async function searchCompanies(query: SearchQuery): Promise<CompanySearchResult[]> {
  const text = query.query?.trim() ?? '';
  if (!text) return [];
  return brands.searchBrandNames(text, Math.min(query.limit ?? COMPANY_SEARCH_LIMIT, COMPANY_SEARCH_LIMIT));
}

/**
 * What an onboarding link names: the company's id and name (no more than the public company search shows), so that a
 * link with an unknown company id is refused at once instead of after the wizard's first step.
 */
export async function companyName(brandId: string): Promise<CompanySearchResult> {
  const brand = await brands.getBrand(brandId, { consistent: false });
  if (!brand) throw notFound(MESSAGES.invalidOnboardingLink);
  return { id: brand.id, name: brand.name };
}

export async function getBrand(principal: Principal, brandId: string): Promise<Brand> {
  assertCanActForBrand(principal, brandId);
  const brand = await brands.getBrand(brandId);
  if (!brand) throw notFound('Brand not found');
  return brand;
}

export async function updateBrand(
  principal: Principal,
  brandId: string,
  input: BrandUpdate,
  now = new Date().toISOString(),
): Promise<Brand> {
  assertCanActForBrand(principal, brandId);
  const current = await brands.getBrand(brandId);
  if (!current) throw notFound('Brand not found');
  const expectedVersion = input.version ?? current.version;
  if (expectedVersion !== current.version) throw conflict(STALE_MESSAGE);

  const changes: brands.BrandChanges = {
    name: input.name,
    email: input.email,
    phone: normalizePhone(input.phone),
    industry: input.industry,
  };
  if (input.website) changes.website = input.website;
  const socialMedia = cleanSocials(input.socialMedia);
  if (socialMedia) changes.socialMedia = socialMedia;

  const result = await brands.updateBrand(current, changes, expectedVersion, now);
  if (result.updated) {
    logger.info('Brand updated', { brandId });
    return result.brand;
  }
  if (result.reason === 'email_taken') throw await emailTakenError(input.email);
  throw conflict(STALE_MESSAGE);
}

/**
 * The overview tiles. An admin sees the agency's aggregates (two GetItems side by side); a brand user sees their own company's
 * figures only (its running campaigns, the creators on its campaigns and projects and their engagement), so nothing
 * of other brands leaks through the numbers. Kept from events by the counters consumer (running campaigns: the
 * analytics figures' campaigns by status, data/analytics.ts): a moment behind a change.
 */
export async function getOverview(principal: Principal): Promise<OverviewStats> {
  if (principal.role !== 'admin' && principal.role !== 'brand') throw forbidden();
  const scope = principal.role === 'brand' ? brandScope(principal.companyId) : AGENCY;
  const [stats, now] = await Promise.all([
    principal.role === 'brand' ? getBrandStats(principal.companyId) : getStats(),
    readNow(scope),
  ]);
  return {
    totalBrands: stats.brandCount,
    activeCreators: stats.creatorCount,
    // One source with GET /analytics' campaigns by status (docs/analytics.md).
    runningCampaigns: Number(now[ATTR.campaignCount('active')] ?? 0),
    avgEngagement: stats.engagementCount > 0 ? stats.engagementSum / stats.engagementCount : null,
  };
}
