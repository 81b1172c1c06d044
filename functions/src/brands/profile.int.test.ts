import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityEntry,
  ApiErrorBody,
  Brand,
  BrandProfile,
  Page,
  PresignedUpload,
  Product,
} from '@reelbridge/shared';
import { tokenForBrandMember } from '../../../infra/local/testing';
import { api, settleEvents, stack, uniqueEmail } from '../testing/int';

const PASSWORD = 'Profile-pass-2026';

async function newBrand(label: string) {
  const email = uniqueEmail(label);
  const brand = (
    await api<Brand>('anonymous', 'POST', '/brands', {
      body: { name: `Profile ${label}`, email, phone: '5551234567', industry: 'health' },
    })
  ).body;
  const owner = await tokenForBrandMember(stack(), {
    email: uniqueEmail(`${label}-owner`),
    password: PASSWORD,
    name: 'Owner',
    companyId: brand.id,
  });
  return { brand, owner };
}

async function upload(token: string, brandId: string, uploadPath: string, fileName: string, fileType: string) {
  const presigned = await api<PresignedUpload>('anonymous', 'POST', '/upload/presigned-url', {
    token,
    body: { fileName, fileType, fileSize: 16, uploadPath, brandId },
  });
  expect(presigned.status).toBe(200);
  const put = await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new TextEncoder().encode(`${fileName} content`.padEnd(16, '.').slice(0, 16)),
  });
  expect(put.ok).toBe(true);
  return presigned.body.key;
}

const submission = (brand: Brand, files: Record<string, string>) => ({
  brand: {
    name: brand.name,
    email: brand.email,
    phone: '+1 555 123 4567',
    website: 'https://profile.test',
    industry: 'health',
    socialMedia: { tiktok: '@profileco', instagram: 'profileco' },
  },
  products: [{ name: 'Calm Tea', description: 'A tea', pricing: 12.5 }],
  visualAssets: { productPhotos: [files.photo], brandVideos: [files.video], packagingFiles: [] },
  brandVoice: {
    colors: { primary: '#112233', accent: '#FFCC00' },
    typography: { primaryFont: 'Inter', secondaryFont: 'Georgia' },
    personality: 'Calm and kind',
    tone: 'Warm',
    dos: 'Show real routines',
    donts: 'No medical claims',
    taglines: 'Calm, daily',
    valueProps: 'Organic',
    keyMessages: 'Sleep better',
    contentPillars: 'Rituals',
    styleGuide: [files.guide],
    marketingMaterials: [],
    socialExamples: [],
  },
  strategy: { positioning: 'Calm for busy people', kpis: 'Sales' },
  creatorSetup: { bio: 'We love calm', website: 'profile.test' },
});

/** What an edit sends: the profile as read, turned back into the edit's body. */
function editOf(profile: BrandProfile, voice: Record<string, unknown> = {}) {
  const keys = (field: keyof BrandProfile['assets']) => profile.assets[field].map((file) => file.key);
  return {
    version: profile.version,
    contactEmail: profile.contactEmail ?? profile.brand.email,
    socialMedia: profile.social,
    visualAssets: {
      productPhotos: keys('productPhotos'),
      brandVideos: keys('brandVideos'),
      packagingFiles: keys('packagingFiles'),
    },
    brandVoice: {
      ...profile.voice,
      colors: profile.colours,
      typography: profile.fonts,
      styleGuide: keys('styleGuide'),
      marketingMaterials: keys('marketingMaterials'),
      socialExamples: keys('socialExamples'),
      ...voice,
    },
    strategy: profile.strategy,
    creatorSetup: profile.creatorSetup,
  };
}

let brand: Brand;
let owner: string;
let member: string;
let other: { brand: Brand; owner: string };
let files: Record<string, string>;

beforeAll(async () => {
  ({ brand, owner } = await newBrand('x'));
  other = await newBrand('y');
  member = await tokenForBrandMember(stack(), {
    email: uniqueEmail('x-member'),
    password: PASSWORD,
    name: 'Member',
    companyId: brand.id,
    role: 'member',
  });
  files = {
    photo: await upload(owner, brand.id, 'product-photos', 'Tea Shot.png', 'image/png'),
    video: await upload(owner, brand.id, 'brand-videos', 'launch.mp4', 'video/mp4'),
    guide: await upload(owner, brand.id, 'style-guides', 'Style Guide.pdf', 'application/pdf'),
  };
  const done = await api('anonymous', 'PUT', `/brands/${brand.id}/onboarding`, {
    token: owner,
    body: submission(brand, files),
  });
  expect(done.status).toBe(200);
}, 60_000);

describe('brand profile', () => {
  it('shows the owner every section of the submitted onboarding, with its files', async () => {
    const response = await api<BrandProfile>('anonymous', 'GET', `/brands/${brand.id}/profile`, { token: owner });
    expect(response.status).toBe(200);
    const profile = response.body;
    expect(profile).toMatchObject({
      brand: { id: brand.id, name: brand.name, email: brand.email, onboardingState: 'completed' },
      canEdit: true,
      contactEmail: brand.email,
      version: 1,
      voice: {
        personality: 'Calm and kind',
        tone: 'Warm',
        dos: 'Show real routines',
        donts: 'No medical claims',
        taglines: 'Calm, daily',
        valueProps: 'Organic',
        keyMessages: 'Sleep better',
        contentPillars: 'Rituals',
      },
      colours: { primary: '#112233', accent: '#FFCC00' },
      fonts: { primaryFont: 'Inter', secondaryFont: 'Georgia' },
      strategy: { positioning: 'Calm for busy people', kpis: 'Sales' },
      creatorSetup: { bio: 'We love calm', website: 'https://profile.test' },
      social: { tiktok: 'profileco', instagram: 'profileco' },
    });
    expect(profile.submittedAt).toEqual(expect.any(String));
    // The wizard's draft is not part of the profile.
    expect(profile).not.toHaveProperty('draft');

    const [photo] = profile.assets.productPhotos;
    expect(photo).toMatchObject({ key: files.photo, name: 'tea-shot.png', kind: 'image' });
    expect(photo!.url).toMatch(/\/media\/product-photos\//);
    expect(photo!.url).not.toContain('X-Amz-Signature');
    const [video] = profile.assets.brandVideos;
    expect(video).toMatchObject({ name: 'launch.mp4', kind: 'video' });
    const [guide] = profile.assets.styleGuide;
    expect(guide).toMatchObject({ name: 'style-guide.pdf', kind: 'pdf' });
    // Private files are read through presigned GETs, which the bucket serves.
    expect(guide!.url).toContain('X-Amz-Signature');
    const read = await fetch(guide!.url);
    expect(read.status).toBe(200);
    expect(await read.text()).toContain('Style Guide.pdf'.slice(0, 10));
    expect(profile.assets.packagingFiles).toEqual([]);
  });

  it('lets a member read but not edit', async () => {
    const read = await api<BrandProfile>('anonymous', 'GET', `/brands/${brand.id}/profile`, { token: member });
    expect(read.status).toBe(200);
    expect(read.body.canEdit).toBe(false);
    expect(read.body.voice.tone).toBe('Warm');
    const edit = await api<ApiErrorBody>('anonymous', 'PUT', `/brands/${brand.id}/profile`, {
      token: member,
      body: editOf(read.body, { tone: 'Loud' }),
    });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toMatch(/owner or the agency/);
  });

  it("refuses another brand's user both reading and editing", async () => {
    const read = await api<BrandProfile>('anonymous', 'GET', `/brands/${brand.id}/profile`, { token: member });
    const foreign = { token: other.owner };
    expect((await api('anonymous', 'GET', `/brands/${brand.id}/profile`, foreign)).status).toBe(403);
    const edit = await api('anonymous', 'PUT', `/brands/${brand.id}/profile`, {
      ...foreign,
      body: editOf(read.body),
    });
    expect(edit.status).toBe(403);
  });

  it('lets the owner and an admin edit, keeps the products, and refuses a stale version', async () => {
    const before = await api<Page<Product>>('admin', 'GET', `/brands/${brand.id}/products`);
    const current = (await api<BrandProfile>('admin', 'GET', `/brands/${brand.id}/profile`)).body;
    expect(current.canEdit).toBe(true);

    const byOwner = await api<BrandProfile>('anonymous', 'PUT', `/brands/${brand.id}/profile`, {
      token: owner,
      body: editOf(current, { tone: 'Playful', dos: 'Smile' }),
    });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ version: current.version + 1, voice: { tone: 'Playful', dos: 'Smile' } });
    expect(byOwner.body.assets.styleGuide.map((file) => file.key)).toEqual([files.guide]);

    // The version read before the owner's edit is stale now.
    const stale = await api<ApiErrorBody>('admin', 'PUT', `/brands/${brand.id}/profile`, {
      body: editOf(current, { tone: 'Late' }),
    });
    expect(stale.status).toBe(409);

    const byAdmin = await api<BrandProfile>('admin', 'PUT', `/brands/${brand.id}/profile`, {
      body: { ...editOf(byOwner.body, { keyMessages: 'Rest well' }), contactEmail: 'hello@profile.test' },
    });
    expect(byAdmin.status).toBe(200);
    const after = (await api<BrandProfile>('anonymous', 'GET', `/brands/${brand.id}/profile`, { token: owner })).body;
    expect(after).toMatchObject({
      contactEmail: 'hello@profile.test',
      voice: { tone: 'Playful', keyMessages: 'Rest well' },
      version: current.version + 2,
    });

    const products = await api<Page<Product>>('admin', 'GET', `/brands/${brand.id}/products`);
    expect(products.body.items).toEqual(before.body.items);

    await settleEvents();
    const activity = await api<Page<ActivityEntry>>('admin', 'GET', `/brands/${brand.id}/activity`);
    expect(activity.body.items.filter((entry) => entry.type === 'brand.profileUpdated')).toHaveLength(2);
    expect(activity.body.items[0]!.text).toMatch(/updated the brand profile/);
  });

  it('refuses a file of another brand and bad input with the field', async () => {
    const current = (await api<BrandProfile>('admin', 'GET', `/brands/${brand.id}/profile`)).body;
    const foreignKey = await upload(other.owner, other.brand.id, 'style-guides', 'theirs.pdf', 'application/pdf');
    const foreign = await api<ApiErrorBody>('admin', 'PUT', `/brands/${brand.id}/profile`, {
      body: editOf(current, { styleGuide: [foreignKey] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields?.['brandVoice.styleGuide']).toBe('This file was not uploaded for this brand');

    const badColour = await api<ApiErrorBody>('admin', 'PUT', `/brands/${brand.id}/profile`, {
      body: editOf(current, { colors: { primary: 'blue' } }),
    });
    expect(badColour.status).toBe(400);
    expect(badColour.body.error.fields?.['brandVoice.colors.primary']).toBe('Use a colour like #1A2B3C');

    const noVersion = await api<ApiErrorBody>('admin', 'PUT', `/brands/${brand.id}/profile`, {
      body: { ...editOf(current), version: undefined, contactEmail: 'not-an-email' },
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.fields).toHaveProperty('version');
    expect(noVersion.body.error.fields).toHaveProperty('contactEmail');
  });

  it('shows a brand that never submitted onboarding as an empty profile', async () => {
    const response = await api<BrandProfile>('admin', 'GET', `/brands/${other.brand.id}/profile`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      submittedAt: null,
      version: 0,
      contactEmail: null,
      voice: {},
      colours: {},
      strategy: {},
      social: {},
      canEdit: true,
    });
    expect(Object.values(response.body.assets).every((list) => list.length === 0)).toBe(true);
    const own = await api<BrandProfile>('anonymous', 'GET', `/brands/${other.brand.id}/profile`, {
      token: other.owner,
    });
    expect(own.body.canEdit).toBe(true);
  });

  it('answers 404 for a brand that does not exist', async () => {
    expect((await api('admin', 'GET', '/brands/co_nosuchbrand/profile')).status).toBe(404);
  });
});
