import * as z from 'zod';
import type { Industry, OnboardingState } from '../constants';
import { onboardingSubmitSchema } from './onboarding';

/**
 * The brand profile (docs/brand-profile.md): what the onboarding wizard stored, shown and edited after it. The fields
 * are the wizard's own schemas, so a value the wizard accepts is accepted here and the messages are the same.
 */
const wizard = onboardingSubmitSchema.shape;

/** PUT /brands/{id}/profile: everything the wizard stored except the brand's details and its products. */
export const brandProfileUpdateSchema = z.object({
  /** The profile's version as read (0 for a brand that never submitted the wizard): a change meanwhile is a 409. */
  version: z.number({ error: 'Reload the profile and try again' }).int().min(0),
  contactEmail: wizard.brand.shape.email,
  socialMedia: wizard.brand.shape.socialMedia.default({}),
  visualAssets: wizard.visualAssets,
  brandVoice: wizard.brandVoice,
  strategy: wizard.strategy,
  creatorSetup: wizard.creatorSetup,
});
export type BrandProfileUpdate = z.output<typeof brandProfileUpdateSchema>;
export type BrandProfileUpdateInput = z.input<typeof brandProfileUpdateSchema>;

type BrandVoiceOutput = z.output<typeof wizard.brandVoice>;

/** The texts of the brand voice (everything but colours, fonts and files), in the order the profile shows them. */
export const BRAND_VOICE_TEXTS = [
  'personality',
  'tone',
  'taglines',
  'valueProps',
  'keyMessages',
  'dos',
  'donts',
  'contentPillars',
  'contentMix',
  'hashtagStrategy',
  'topContent',
  'contentMetrics',
] as const satisfies readonly (keyof BrandVoiceOutput)[];
export type BrandVoiceTextField = (typeof BRAND_VOICE_TEXTS)[number];

export const BRAND_COLOUR_FIELDS = ['primary', 'secondary', 'accent', 'text'] as const;
export type BrandColourField = (typeof BRAND_COLOUR_FIELDS)[number];

/** The files of a profile, by the wizard's field (visual assets and the brand voice's documents). */
export const BRAND_ASSET_FIELDS = [
  'productPhotos',
  'brandVideos',
  'packagingFiles',
  'styleGuide',
  'marketingMaterials',
  'socialExamples',
] as const;
export type BrandAssetField = (typeof BRAND_ASSET_FIELDS)[number];

export type BrandAssetKind = 'image' | 'video' | 'pdf' | 'other';

/** One stored file: its key (what an edit sends back), its name as uploaded, its kind and where to read it. */
export interface BrandAssetFile {
  key: string;
  name: string;
  kind: BrandAssetKind;
  /** Public media address, or a presigned GET valid for `urlExpiresIn` seconds. */
  url: string;
}

/** GET /brands/{id}/profile: the brand's contact details and its submitted onboarding, as sections. */
export interface BrandProfile {
  brand: {
    id: string;
    name: string;
    email: string;
    phone?: string;
    website?: string;
    industry?: Industry;
    onboardingState: OnboardingState;
  };
  /** When the wizard was submitted; null when it never was (every section is then empty). */
  submittedAt: string | null;
  /** The last change of the profile (the submission, or an edit). */
  updatedAt: string | null;
  /** Send it back with an edit. */
  version: number;
  /** The brand's owner and agency admins may edit; other members read. */
  canEdit: boolean;
  contactEmail: string | null;
  voice: Partial<Record<BrandVoiceTextField, string>>;
  colours: Partial<Record<BrandColourField, string>>;
  fonts: { primaryFont?: string; secondaryFont?: string };
  strategy: { positioning?: string; competitiveAdvantage?: string; marketingChannels?: string; kpis?: string };
  creatorSetup: {
    name?: string;
    email?: string;
    phone?: string;
    website?: string;
    bio?: string;
    socialHandles?: string;
  };
  social: Partial<Record<string, string>>;
  assets: Record<BrandAssetField, BrandAssetFile[]>;
  /** How long the private files' addresses stay valid, in seconds. */
  urlExpiresIn: number;
}

const KINDS: Record<string, BrandAssetKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  svg: 'image',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  m4v: 'video',
  pdf: 'pdf',
};

/** A file's kind from its extension. */
export function assetKind(fileName: string): BrandAssetKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return KINDS[extension] ?? 'other';
}

const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-/i;

/** The name a file was uploaded with: the key's last segment without the uuid the upload put in front. */
export function assetName(key: string): string {
  const last = key.split('/').pop() ?? key;
  return last.replace(UUID_PREFIX, '') || last;
}
