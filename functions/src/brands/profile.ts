import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assetKind,
  assetName,
  BRAND_ASSET_FIELDS,
  BRAND_COLOUR_FIELDS,
  BRAND_VOICE_TEXTS,
  type Brand,
  type BrandAssetField,
  type BrandAssetFile,
  type BrandProfile,
  type BrandProfileUpdate,
} from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import { Changes } from '../data/changes';
import { addEvent } from '../data/events';
import * as onboarding from '../data/onboarding';
import type { MemberRecord } from '../data/team';
import { actorOf } from '../events/actor';
import { conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { mediaUrl } from '../lib/media';
import { assertCanActForBrand, type Principal } from '../lib/principal';
import { s3, uploadsBucket } from '../lib/s3';
import { brandContact, ownedAssetKeys } from './onboarding';

/**
 * The brand profile (docs/brand-profile.md): what the onboarding wizard stored, shown as sections with its files'
 * addresses, and edited by the brand's owner or the agency without touching the products the wizard made.
 */

export const PROFILE_MESSAGES = {
  ownerOnly: "Only the brand's owner or the agency can edit the brand profile.",
  changed: 'The brand profile was changed meanwhile. Reload it and try again.',
} as const;

/** How long a private file's presigned address is valid: long enough to read the page, short enough to be private. */
export const PROFILE_URL_SECONDS = 900;

type Record_ = onboarding.OnboardingRecord;

/** Admins may edit any brand's profile; a brand user only as their brand's owner (data/team.ts's member record). */
function mayEdit(principal: Principal, member: MemberRecord | undefined): boolean {
  return principal.role === 'admin' || member?.role === 'owner';
}

/** The brand, the submitted record and the caller's member record: a Get and a BatchGet, side by side. */
async function profileRecords(principal: Principal, brandId: string, consistent: boolean) {
  assertCanActForBrand(principal, brandId);
  const userId = principal.role === 'brand' ? principal.userId : undefined;
  const [brand, { submitted, member }] = await Promise.all([
    getBrand(brandId, { consistent }),
    onboarding.getProfileRecords(brandId, userId, { consistent }),
  ]);
  if (!brand) throw notFound('Brand not found');
  return { brand, submitted, member };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Only the named fields that hold text: a section with nothing filled in is an empty object. */
function texts<Field extends string>(source: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  const object = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
  const found: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = text(object[field]);
    if (value !== undefined) found[field] = value;
  }
  return found;
}

function keyList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string' && !!key) : [];
}

async function fileOf(key: string): Promise<BrandAssetFile> {
  const name = assetName(key);
  const url = key.startsWith('media/')
    ? mediaUrl(key)
    : await getSignedUrl(s3(), new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }), {
        expiresIn: PROFILE_URL_SECONDS,
      });
  return { key, name, kind: assetKind(name), url };
}

/** The files of the record, by field; presigning is computed here, with no request to S3. */
async function assetsOf(record: Record_ | undefined): Promise<Record<BrandAssetField, BrandAssetFile[]>> {
  const visual = (record?.visualAssets ?? {}) as Record<string, unknown>;
  const voice = (record?.brandVoice ?? {}) as Record<string, unknown>;
  const entries = await Promise.all(
    BRAND_ASSET_FIELDS.map(async (field) => {
      const keys = keyList(field in visual ? visual[field] : voice[field]);
      return [field, await Promise.all(keys.map(fileOf))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<BrandAssetField, BrandAssetFile[]>;
}

async function view(brand: Brand, record: Record_ | undefined, canEdit: boolean): Promise<BrandProfile> {
  const voice = (record?.brandVoice ?? {}) as Record<string, unknown>;
  return {
    brand: { ...brandContact(brand), onboardingState: brand.onboardingState },
    submittedAt: record?.submittedAt ?? null,
    updatedAt: record?.updatedAt ?? record?.submittedAt ?? null,
    version: record?.version ?? 0,
    canEdit,
    contactEmail: text(record?.contactEmail) ?? null,
    voice: texts(voice, BRAND_VOICE_TEXTS),
    colours: texts(voice.colors, BRAND_COLOUR_FIELDS),
    fonts: texts(voice.typography, ['primaryFont', 'secondaryFont'] as const),
    strategy: texts(record?.strategy, ['positioning', 'competitiveAdvantage', 'marketingChannels', 'kpis'] as const),
    creatorSetup: texts(record?.creatorSetup, ['name', 'email', 'phone', 'website', 'bio', 'socialHandles'] as const),
    social: texts(record?.socialMedia, Object.keys(record?.socialMedia ?? {})),
    assets: await assetsOf(record),
    urlExpiresIn: PROFILE_URL_SECONDS,
  };
}

/** GET /brands/{id}/profile: admins any brand, a brand user their own (members read, the owner may edit). */
export async function getProfile(principal: Principal, brandId: string): Promise<BrandProfile> {
  const { brand, submitted, member } = await profileRecords(principal, brandId, false);
  return view(brand, submitted, mayEdit(principal, member));
}

/**
 * PUT /brands/{id}/profile: the owner or an admin rewrites the record at the version they read, with its event, in
 * one transaction. The wizard's products (and its list of them) stay as they are; the files are checked as the
 * wizard's submission checks them.
 */
export async function updateProfile(
  principal: Principal,
  brandId: string,
  input: BrandProfileUpdate,
  now = new Date().toISOString(),
): Promise<BrandProfile> {
  // Read consistently: the version compared and written follows from it.
  const { brand, submitted, member } = await profileRecords(principal, brandId, true);
  if (!mayEdit(principal, member)) throw forbidden(PROFILE_MESSAGES.ownerOnly);
  const current = submitted?.version ?? 0;
  if (input.version !== current) throw conflict(PROFILE_MESSAGES.changed);

  const { visualAssets, documents } = ownedAssetKeys(brandId, input);
  const record: Record_ = {
    ...(submitted ?? { productIds: [] }),
    contactEmail: input.contactEmail,
    socialMedia: input.socialMedia ?? {},
    visualAssets,
    brandVoice: { ...input.brandVoice, ...documents },
    strategy: input.strategy,
    creatorSetup: input.creatorSetup,
    productIds: submitted?.productIds ?? [],
    version: current + 1,
    updatedAt: now,
    updatedBy: principal.userId,
  };
  const changes = new Changes();
  onboarding.onboardingWrites.updateProfile(changes, brandId, record, current);
  addEvent(
    changes,
    {
      type: 'brand.profileUpdated',
      actor: actorOf(principal),
      subject: { kind: 'brand', id: brandId, name: brand.name },
      brandId,
    },
    now,
  );
  const result = await changes.commit();
  if (result !== 'ok') throw conflict(PROFILE_MESSAGES.changed);
  logger.info('Brand profile updated', { brandId, version: record.version });
  return view(brand, record, true);
}
