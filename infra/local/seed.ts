import { createHash } from 'node:crypto';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  APPROVER_LABEL,
  ID_ALPHABET,
  ID_PREFIXES,
  ID_RANDOM_LENGTH,
  type Brand,
  type IdKind,
} from '@reelbridge/shared';
import * as brands from '../../functions/src/data/brands';
import { Changes } from '../../functions/src/data/changes';
import { addEvent } from '../../functions/src/data/events';
import { createCreator, getCreator, linkCreatorUser, type CreatorRecord } from '../../functions/src/data/creators';
import { decide, getPayment, putPayment } from '../../functions/src/data/payments';
import { fieldCipher } from '../../functions/src/lib/cipher';
import { addMissingCampaignStatusEntries } from '../../functions/src/data/campaigns';
import { addMissingBrandCreatorRates } from '../../functions/src/data/counters';
import { addMissingProductKeys, putNewProduct } from '../../functions/src/data/products';
import { backfillAttention } from '../../functions/src/data/search-backfill';
import { rebuildAnalytics } from '../../functions/src/data/analytics';
import { getOnboarding, onboardingWrites } from '../../functions/src/data/onboarding';
import { backfillSearchEntries } from '../../functions/src/data/search-backfill';
import { ensureAccount } from './accounts';
import { ensureBrandMember } from './team';

/** The demo accounts the README lists. */
export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.reelbridge.test',
  brand: 'brand@demo.reelbridge.test',
  creator: 'creator@demo.reelbridge.test',
} as const;

/** Stable, valid ids for demo records, so seeding twice finds the same records. */
export function demoId(kind: IdKind, seed: string): string {
  const digest = createHash('sha256').update(`${kind}:${seed}`).digest();
  let id = '';
  for (let i = 0; i < ID_RANDOM_LENGTH; i++) id += ID_ALPHABET[digest[i]! % ID_ALPHABET.length];
  return ID_PREFIXES[kind] + id;
}

const SEED_TIME = '2026-11-01T09:00:00.000Z';

export const DEMO_BRANDS: Brand[] = [
  {
    name: 'Acme Beauty',
    email: 'hello@acmebeauty.test',
    phone: '+13105550101',
    website: 'https://acmebeauty.test',
    industry: 'beauty',
    socialMedia: { instagram: 'acmebeauty', twitter: 'acmebeauty' },
  },
  {
    name: 'Green Pantry',
    email: 'team@greenpantry.test',
    phone: '+12125550144',
    website: 'https://greenpantry.test',
    industry: 'food',
    socialMedia: { instagram: 'greenpantry' },
  },
  {
    name: 'Northwear',
    email: 'press@northwear.test',
    phone: '+15035550177',
    website: 'https://northwear.test',
    industry: 'fashion',
    socialMedia: { linkedin: 'northwear' },
  },
  { name: 'Voltage Home', email: 'partners@voltagehome.test', phone: '+14155550199', industry: 'electronics' },
].map((brand) => ({
  ...brand,
  id: demoId('company', brand.name),
  onboardingState: 'completed' as const,
  createdAt: SEED_TIME,
  updatedAt: SEED_TIME,
  version: 1,
})) as Brand[];

export const DEMO_CREATORS: CreatorRecord[] = [
  {
    firstName: 'Maya',
    lastName: 'Rivera',
    email: DEMO_ACCOUNTS.creator,
    phoneNumber: '+13235550123',
    tiktokUrl: 'https://www.tiktok.com/@mayamakes',
    instagramHandle: 'mayamakes',
    location: { city: 'Los Angeles', country: 'US' },
    metrics: { engagementRate: 0.062, avgViews: 48000 },
  },
  {
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan.lee@creators.test',
    tiktokUrl: 'https://www.tiktok.com/@jordaneats',
    instagramHandle: 'jordaneats',
    location: { city: 'Austin', country: 'US' },
    metrics: { engagementRate: 0.048, avgViews: 21000 },
  },
  {
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@creators.test',
    youtubeHandle: 'priyareviews',
    location: { city: 'Chicago', country: 'US' },
    metrics: { engagementRate: 0.071, avgViews: 65000 },
  },
  {
    firstName: 'Sam',
    lastName: 'Okafor',
    email: 'sam.okafor@creators.test',
    instagramHandle: 'samstyles',
    location: { city: 'Atlanta', country: 'US' },
    metrics: { engagementRate: 0.039, avgViews: 12500 },
  },
].map((creator) => ({
  ...creator,
  id: demoId('creator', creator.email),
  paymentStatus: 'not_submitted' as const,
  createdAt: SEED_TIME,
  updatedAt: SEED_TIME,
  version: 1,
}));

const [acme, greenPantry, northwear] = DEMO_BRANDS as [Brand, Brand, Brand, Brand];

const DEMO_PRODUCTS = [
  {
    brandId: acme.id,
    name: 'Glow Serum',
    description: 'A lightweight vitamin C serum that brightens dull skin in two weeks.',
    pricingCents: 3800,
    salePricingCents: 3200,
    benefits: ['Brighter skin', 'Fades dark spots', 'Fragrance free'],
  },
  {
    brandId: acme.id,
    name: 'Hydra Night Cream',
    description: 'Overnight moisture with ceramides and squalane for dry skin.',
    pricingCents: 4600,
    benefits: ['Deep hydration', 'Repairs the skin barrier'],
  },
  {
    brandId: greenPantry.id,
    name: 'Oat Crunch Granola',
    description: 'Small-batch granola with oats, almonds and maple.',
    pricingCents: 899,
    benefits: ['High fibre', 'No refined sugar'],
  },
  {
    brandId: northwear.id,
    name: 'Trail Shell Jacket',
    description: 'A packable waterproof shell for wet-weather hikes.',
    pricingCents: 18900,
    salePricingCents: 15900,
    benefits: ['Waterproof', 'Packs into its pocket'],
  },
].map((product) => ({
  ...product,
  id: demoId('product', product.name),
  media: { photos: [], videos: [], packaging: [] },
  createdAt: SEED_TIME,
  updatedAt: SEED_TIME,
  version: 1,
}));

/**
 * Approved payment details for the second demo creator (Jordan Lee), so the demo admin can pay a creator and reveal
 * numbers at once; the demo creator (Maya) gives hers herself. Test numbers only, encrypted like any creator's.
 */
async function seedApprovedPaymentInfo(creator: CreatorRecord): Promise<void> {
  if (await getPayment(creator.id)) return;
  const taxIdNumber = '123456789';
  const accountNumber = '000111222333';
  const cipher = fieldCipher();
  await putPayment(
    {
      creatorId: creator.id,
      legalFirstName: creator.firstName,
      legalLastName: creator.lastName,
      email: creator.email,
      phoneNumber: '+15125550100',
      taxIdType: 'EIN',
      taxIdNumberEncrypted: await cipher.encrypt(taxIdNumber, { creatorId: creator.id, field: 'taxIdNumber' }),
      taxIdLast4: taxIdNumber.slice(-4),
      taxClassification: 'Individual',
      bankName: 'First Demo Bank',
      accountType: 'checking',
      routingNumber: '021000021',
      accountNumberEncrypted: await cipher.encrypt(accountNumber, { creatorId: creator.id, field: 'accountNumber' }),
      accountLast4: accountNumber.slice(-4),
      addressLine1: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'US',
      achAcknowledged: true,
      status: 'pending',
      createdAt: SEED_TIME,
      updatedAt: SEED_TIME,
      version: 1,
    },
    undefined,
  );
  await decide(creator.id, 'approved', { approvedAt: SEED_TIME, approvedBy: APPROVER_LABEL }, SEED_TIME, 1);
}

/**
 * What Acme Beauty's owner told the onboarding wizard, so that the demo's brand profile and brand page have something
 * to show (docs/brand-profile.md): voice, colours, fonts, do's and don'ts, strategy and creator setup. Written once,
 * only while the brand has no profile.
 */
async function seedAcmeProfile(): Promise<void> {
  const { submitted } = await getOnboarding(acme.id, { consistent: true });
  if (submitted) return;
  const changes = new Changes();
  onboardingWrites.submit(changes, acme.id, {
    contactEmail: 'marketing@acmebeauty.test',
    socialMedia: { instagram: 'acmebeauty', tiktok: 'acmebeauty' },
    visualAssets: { productPhotos: [], brandVideos: [], packagingFiles: [] },
    brandVoice: {
      colors: { primary: '#C2185B', secondary: '#FCE4EC', accent: '#FFB300', text: '#212121' },
      typography: { primaryFont: 'Playfair Display', secondaryFont: 'Inter' },
      personality: 'Warm, expert and a little playful: a friend who happens to be a dermatologist.',
      tone: 'Plain words, no jargon; confident, never pushy.',
      dos: 'Show the product on real skin in daylight. Film the dropper and the texture up close.',
      donts: 'No medical claims, no before/after filters, no competitor names.',
      taglines: 'Glow, on your terms.',
      valueProps: 'Clinically tested, fragrance-free, cruelty-free.',
      keyMessages: 'Visible glow in two weeks. Gentle enough for every day.',
      contentPillars: 'Morning routines, ingredient explainers, real results.',
      styleGuide: [],
      marketingMaterials: [],
      socialExamples: [],
    },
    strategy: {
      positioning: 'Dermatologist-level skincare at drugstore prices.',
      kpis: 'Spark Ads click-through, cost per purchase.',
    },
    creatorSetup: { bio: 'Creators 22-35 with a skincare routine audience.' },
    productIds: [],
    submittedAt: SEED_TIME,
    submittedBy: 'seed',
    version: 1,
  });
  await changes.commit();
}

/** Idempotent: records and accounts that exist are left as they are. */
export async function seedDemoData(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const now = () => new Date().toISOString();
  for (const brand of DEMO_BRANDS) {
    if (await brands.getBrand(brand.id)) continue;
    await brands.createBrand(brand);
    // Recorded now (not at the seed's time), so the event tail hands it to the counters like any registration.
    const changes = new Changes();
    const subject = { kind: 'brand' as const, id: brand.id, name: brand.name };
    addEvent(changes, { type: 'brand.registered', actor: { role: 'system' }, subject, brandId: brand.id }, now());
    await changes.commit();
  }
  for (const creator of DEMO_CREATORS) {
    if (!(await getCreator(creator.id))) await createCreator(creator);
  }
  await addMissingProductKeys();
  // Campaigns stored before the lists by status get their status entries (docs/data-model.md).
  await addMissingCampaignStatusEntries();
  // Brand creator markers stored before they carried their creator's engagement rate get it (docs/data-model.md).
  await addMissingBrandCreatorRates();
  // Records stored before they had search entries (a .data/ of an older version) get them; the rest are left alone.
  await backfillSearchEntries();
  // And what needs attention (docs/attention.md), for a .data/ written before the lists existed.
  await backfillAttention();
  // And the analytics figures (docs/analytics.md), rebuilt from the records: what an older .data/ holds shows at once.
  await rebuildAnalytics();
  for (const product of DEMO_PRODUCTS) await putNewProduct(product);
  await seedAcmeProfile();
  await seedApprovedPaymentInfo(DEMO_CREATORS[1]!);

  await ensureAccount(cognito, userPoolId, {
    email: DEMO_ACCOUNTS.admin,
    password: DEMO_PASSWORD,
    name: 'Alex Admin',
    group: 'admin',
  });
  const brandUser = await ensureAccount(cognito, userPoolId, {
    email: DEMO_ACCOUNTS.brand,
    password: DEMO_PASSWORD,
    name: 'Bea Brand',
    group: 'brand',
    companyId: acme.id,
  });
  await ensureBrandMember({
    brandId: acme.id,
    userId: brandUser.sub,
    email: DEMO_ACCOUNTS.brand,
    name: 'Bea Brand',
    role: 'owner',
    at: SEED_TIME,
  });
  const creator = DEMO_CREATORS[0]!;
  const creatorUser = await ensureAccount(cognito, userPoolId, {
    email: DEMO_ACCOUNTS.creator,
    password: DEMO_PASSWORD,
    name: `${creator.firstName} ${creator.lastName}`,
    group: 'creator',
    creatorId: creator.id,
  });
  await linkCreatorUser(creator.id, creatorUser.sub, SEED_TIME);
}
