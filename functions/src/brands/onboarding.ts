import {
  newId,
  type Brand,
  normalizePhone,
  type OnboardingDraft,
  type OnboardingDraftSaved,
  type OnboardingResult,
  type OnboardingStatus,
  type OnboardingSubmit,
} from '@reelbridge/shared';
import { completeOnboarding, getBrand } from '../data/brands';
import { Changes } from '../data/changes';
import { addEvent } from '../data/events';
import * as onboarding from '../data/onboarding';
import { getProducts, productWrites, type ProductRecord } from '../data/products';
import { badRequest, conflict, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { isKeyIn, ownedMediaKey } from '../lib/media';
import { assertCanActForBrand, type Principal } from '../lib/principal';
import { actorOf } from '../events/actor';

const CHANGED = 'The brand was changed meanwhile. Reload and try again.';

/** The brand, read consistently: a versioned write follows. */
async function brandForWrite(brandId: string) {
  const brand = await getBrand(brandId, { consistent: true });
  if (!brand) throw notFound('Brand not found');
  return brand;
}

/** The brand's name and contact details, as the wizard and the profile page show them. */
export const brandContact = (brand: Brand) => ({
  id: brand.id,
  name: brand.name,
  email: brand.email,
  phone: brand.phone,
  website: brand.website,
  industry: brand.industry,
});

/** Where the wizard stands: the saved draft, or what was submitted. */
export async function getOnboarding(principal: Principal, brandId: string): Promise<OnboardingStatus> {
  assertCanActForBrand(principal, brandId);
  const brand = await getBrand(brandId);
  if (!brand) throw notFound('Brand not found');
  const { draft, submitted } = await onboarding.getOnboarding(brandId);
  return {
    brand: brandContact(brand),
    state: brand.onboardingState,
    draft: draft ? { step: draft.step, data: draft.data, savedAt: draft.updatedAt } : null,
    submittedAt: submitted?.submittedAt ?? null,
  };
}

/** Keeps a half-finished wizard; the brand shows as "in progress" from then on. */
export async function saveDraft(
  principal: Principal,
  brandId: string,
  draft: OnboardingDraft,
  now = new Date().toISOString(),
): Promise<OnboardingDraftSaved> {
  assertCanActForBrand(principal, brandId);
  const brand = await brandForWrite(brandId);
  const changes = new Changes();
  onboarding.onboardingWrites.saveDraft(changes, brand, draft, now);
  const result = await changes.commit();
  if (result !== 'ok') throw conflict(CHANGED);
  return { step: draft.step, savedAt: now };
}

function ownedKeys(
  values: string[],
  check: (value: string) => string | undefined,
  field: string,
  fields: Record<string, string>,
) {
  return values.flatMap((value) => {
    const key = check(value);
    if (!key) fields[field] ??= 'This file was not uploaded for this brand';
    return key ? [key] : [];
  });
}

function privateKey(brandId: string, folder: string) {
  return (value: string) => {
    return isKeyIn(value, `private/brands/${brandId}/${folder}/`) ? value : undefined;
  };
}

/** The files a wizard submission or a profile edit names: the visual assets and the brand voice's documents. */
export interface AssetKeysInput {
  visualAssets: { productPhotos: string[]; brandVideos: string[]; packagingFiles: string[] };
  brandVoice: { styleGuide: string[]; marketingMaterials: string[]; socialExamples: string[] };
}

/**
 * Every file named, checked to be this brand's upload into that field's folder (a product photo may come back as its
 * public address), as keys; anything else is a 400 naming the field (`visualAssets.productPhotos`). The wizard's
 * submission and the brand profile's edit both use it.
 */
export function ownedAssetKeys(
  brandId: string,
  input: AssetKeysInput,
): {
  visualAssets: AssetKeysInput['visualAssets'];
  documents: AssetKeysInput['brandVoice'];
} {
  const fields: Record<string, string> = {};
  const visualAssets = {
    productPhotos: ownedKeys(
      input.visualAssets.productPhotos,
      (v) => ownedMediaKey(v, 'product-photos', brandId),
      'visualAssets.productPhotos',
      fields,
    ),
    packagingFiles: ownedKeys(
      input.visualAssets.packagingFiles,
      (v) => ownedMediaKey(v, 'packaging-files', brandId),
      'visualAssets.packagingFiles',
      fields,
    ),
    brandVideos: ownedKeys(
      input.visualAssets.brandVideos,
      privateKey(brandId, 'brand-videos'),
      'visualAssets.brandVideos',
      fields,
    ),
  };
  const documents = {
    styleGuide: ownedKeys(
      input.brandVoice.styleGuide,
      privateKey(brandId, 'style-guides'),
      'brandVoice.styleGuide',
      fields,
    ),
    marketingMaterials: ownedKeys(
      input.brandVoice.marketingMaterials,
      privateKey(brandId, 'marketing-materials'),
      'brandVoice.marketingMaterials',
      fields,
    ),
    socialExamples: ownedKeys(
      input.brandVoice.socialExamples,
      privateKey(brandId, 'social-examples'),
      'brandVoice.socialExamples',
      fields,
    ),
  };
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);
  return { visualAssets, documents };
}

/**
 * The finished wizard: the brand's details, its products as product items, and everything else as the brand's
 * onboarding record, in one transaction. Submitting again replaces what the wizard made before.
 */
export async function submit(
  principal: Principal,
  brandId: string,
  input: OnboardingSubmit,
  now = new Date().toISOString(),
): Promise<OnboardingResult> {
  assertCanActForBrand(principal, brandId);
  const [brand, { submitted: previous }] = await Promise.all([
    brandForWrite(brandId),
    onboarding.getOnboarding(brandId, { consistent: true }),
  ]);

  const { visualAssets, documents } = ownedAssetKeys(brandId, input);
  const brandVoice = { ...input.brandVoice, ...documents };

  const changes = new Changes();
  const products: ProductRecord[] = input.products.map((product, index) => {
    const { pricing, salePricing, benefits, ...text } = product;
    const record: ProductRecord = {
      ...(Object.fromEntries(Object.entries(text).filter(([, value]) => value)) as Pick<ProductRecord, 'name'>),
      id: newId('product'),
      brandId,
      pricingCents: Math.round(pricing * 100),
      benefits,
      // The wizard's photos and packaging belong to the brand's products; the first product shows them.
      media:
        index === 0
          ? { photos: visualAssets.productPhotos, videos: [], packaging: visualAssets.packagingFiles }
          : { photos: [], videos: [], packaging: [] },
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    if (salePricing !== undefined && salePricing !== null) record.salePricingCents = Math.round(salePricing * 100);
    productWrites.put(changes, record, undefined);
    return record;
  });
  // Submitting again replaces the products the wizard made before (as they are now, edits included).
  for (const product of await getProducts(brandId, previous?.productIds ?? [], { consistent: true })) {
    productWrites.remove(changes, product);
  }
  completeOnboarding(
    changes,
    brand,
    {
      name: input.brand.name,
      phone: normalizePhone(input.brand.phone),
      industry: input.brand.industry,
      website: input.brand.website || undefined,
    },
    now,
  );
  onboarding.onboardingWrites.submit(changes, brandId, {
    contactEmail: input.brand.email,
    socialMedia: input.brand.socialMedia ?? {},
    visualAssets,
    brandVoice,
    strategy: input.strategy,
    creatorSetup: input.creatorSetup,
    productIds: products.map((product) => product.id),
    submittedAt: now,
    submittedBy: principal.userId,
    // The profile's edits are versioned from here on (brands/profile.ts); a submission counts as a change too.
    version: (previous?.version ?? 0) + 1,
    updatedAt: now,
    updatedBy: principal.userId,
  });
  addEvent(
    changes,
    {
      type: 'brand.onboardingSubmitted',
      actor: actorOf(principal),
      subject: { kind: 'brand', id: brandId, name: input.brand.name },
      brandId,
      before: brand.onboardingState,
      after: 'completed',
      count: products.length,
    },
    now,
  );
  const result = await changes.commit();
  if (result === 'too_many') throw badRequest('Too many products at once');
  if (result === 'conflict') throw conflict(CHANGED);
  logger.info('Onboarding submitted', { brandId, products: products.length });
  return {
    brandId,
    onboardingState: 'completed' as const,
    productIds: products.map((product) => product.id),
    submittedAt: now,
  };
}
