import type { BrandProfile } from '@reelbridge/shared/schemas/brand-profile';

const empty = {
  productPhotos: [],
  brandVideos: [],
  packagingFiles: [],
  styleGuide: [],
  marketingMaterials: [],
  socialExamples: [],
};

/** A profile for the tests: a filled one by default, `emptyProfile` for a brand that never onboarded. */
export function profileFixture(extra: Partial<BrandProfile> = {}): BrandProfile {
  return {
    brand: {
      id: 'co_glow',
      name: 'Glow Labs',
      email: 'hello@glow.test',
      phone: '+15550100',
      website: 'https://glow.test',
      industry: 'beauty',
      onboardingState: 'completed',
    },
    submittedAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 3,
    canEdit: true,
    contactEmail: 'team@glow.test',
    voice: {
      personality: 'Bright and honest',
      tone: 'Warm, never pushy',
      dos: 'Show real skin',
      donts: 'No before/after claims',
      keyMessages: 'Glow every day',
      taglines: 'Glow on',
      contentPillars: 'Routines',
    },
    colours: { primary: '#112233', accent: '#FFCC00' },
    fonts: { primaryFont: 'Inter' },
    strategy: { positioning: 'Clean beauty for busy people' },
    creatorSetup: { bio: 'We make serums' },
    social: { tiktok: 'glowlabs', instagram: 'glow.labs' },
    assets: {
      ...empty,
      productPhotos: [
        {
          key: 'media/product-photos/co_glow/1b4e28ba-2fa1-11d2-883f-0016d3cca427-serum.png',
          name: 'serum.png',
          kind: 'image',
          url: '/media/product-photos/co_glow/1b4e28ba-2fa1-11d2-883f-0016d3cca427-serum.png',
        },
      ],
      brandVideos: [
        {
          key: 'private/brands/co_glow/brand-videos/1b4e28ba-2fa1-11d2-883f-0016d3cca427-launch.mp4',
          name: 'launch.mp4',
          kind: 'video',
          url: 'http://s3.test/bucket/private/launch.mp4?X-Amz-Signature=abc',
        },
      ],
      styleGuide: [
        {
          key: 'private/brands/co_glow/style-guides/1b4e28ba-2fa1-11d2-883f-0016d3cca427-guide.pdf',
          name: 'guide.pdf',
          kind: 'pdf',
          url: 'http://s3.test/bucket/private/guide.pdf?X-Amz-Signature=def',
        },
      ],
    },
    urlExpiresIn: 900,
    ...extra,
  };
}

export function emptyProfile(extra: Partial<BrandProfile> = {}): BrandProfile {
  return profileFixture({
    submittedAt: null,
    updatedAt: null,
    version: 0,
    contactEmail: null,
    voice: {},
    colours: {},
    fonts: {},
    strategy: {},
    creatorSetup: {},
    social: {},
    assets: empty,
    brand: { ...profileFixture().brand, onboardingState: 'not_started' },
    ...extra,
  });
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
