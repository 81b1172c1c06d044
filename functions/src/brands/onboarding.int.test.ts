import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, Brand, Page, PresignedUpload, Product } from '@reelbridge/shared';
import { api, uniqueEmail } from '../testing/int';
import { tokenForBrandMember } from '../../../infra/local/testing';
import { stack } from '../testing/int';

async function brandWithUser() {
  const email = uniqueEmail('onboard');
  const brand = (
    await api<Brand>('anonymous', 'POST', '/brands', {
      body: { name: 'Onboard Co', email, phone: '5551234567', industry: 'health' },
    })
  ).body;
  const userEmail = uniqueEmail('owner');
  const token = await tokenForBrandMember(stack(), {
    email: userEmail,
    password: 'Owner-pass-2026',
    name: 'Owner',
    companyId: brand.id,
  });
  return { brand, token };
}

const submission = (brand: Brand, photos: string[] = []) => ({
  brand: {
    name: 'Onboard Co',
    email: brand.email,
    phone: '+1 555 123 4567',
    website: 'https://onboard.test',
    industry: 'health',
    socialMedia: { tiktok: '@Onboard Co', instagram: 'onboard' },
  },
  products: [
    { name: 'Calm Tea', description: 'A tea', pricing: 12.5, benefits: ['Calm'] },
    { name: 'Sleep Drops', description: 'Drops', pricing: 20 },
  ],
  visualAssets: { productPhotos: photos, brandVideos: [], packagingFiles: [] },
  brandVoice: {
    colors: { primary: '#112233' },
    tone: 'Warm',
    styleGuide: [],
    marketingMaterials: [],
    socialExamples: [],
  },
  strategy: { positioning: 'Calm for busy people' },
  creatorSetup: { bio: 'We love calm' },
});

describe('brand onboarding', () => {
  it('keeps a draft, then turns the wizard into the brand, its products and its onboarding record', async () => {
    const { brand, token } = await brandWithUser();
    const draft = await api('anonymous', 'PUT', `/brands/${brand.id}/onboarding/draft`, {
      token,
      body: { step: 3, data: { brand: { name: 'Onboard Co' } } },
    });
    expect(draft.status).toBe(200);
    const listed = await api<Page<Brand>>('admin', 'GET', '/brands?query=onboard');
    expect(listed.body.items.find((item) => item.id === brand.id)?.onboardingState).toBe('in_progress');
    const resumed = await api<{ draft: { step: number } }>('anonymous', 'GET', `/brands/${brand.id}/onboarding`, {
      token,
    });
    expect(resumed.body.draft.step).toBe(3);

    const photo = await api<PresignedUpload>('anonymous', 'POST', '/upload/presigned-url', {
      token,
      body: { fileName: 'tea.png', fileType: 'image/png', fileSize: 10, uploadPath: 'product-photos' },
    });
    const done = await api('anonymous', 'PUT', `/brands/${brand.id}/onboarding`, {
      token,
      body: submission(brand, [photo.body.key]),
    });
    expect(done.status).toBe(200);

    const products = await api<Page<Product>>('admin', 'GET', `/brands/${brand.id}/products`);
    expect(products.body.items.map((product) => product.name)).toEqual(['Calm Tea', 'Sleep Drops']);
    expect(products.body.items[0]!.media.photos).toHaveLength(1);
    const after = await api<Brand>('admin', 'GET', `/brands/${brand.id}`);
    expect(after.body).toMatchObject({
      onboardingState: 'completed',
      website: 'https://onboard.test',
      phone: '+15551234567',
    });

    // Submitting again replaces the wizard's products instead of adding more.
    expect(
      (await api('anonymous', 'PUT', `/brands/${brand.id}/onboarding`, { token, body: submission(brand) })).status,
    ).toBe(200);
    expect((await api<Page<Product>>('admin', 'GET', `/brands/${brand.id}/products`)).body.items).toHaveLength(2);
  });

  it('validates with the wizard messages and refuses files of another brand', async () => {
    const { brand, token } = await brandWithUser();
    const empty = await api<ApiErrorBody>('anonymous', 'PUT', `/brands/${brand.id}/onboarding`, {
      token,
      body: { brand: { name: '', email: brand.email, phone: '5551234567', industry: '' }, products: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({
      'brand.name': 'Brand name is required',
      'brand.industry': 'Please select your industry',
      products: 'Add at least one product',
    });
    const badProduct = await api<ApiErrorBody>('anonymous', 'PUT', `/brands/${brand.id}/onboarding`, {
      token,
      body: { ...submission(brand), products: [{ name: '', description: '', pricing: -1 }] },
    });
    expect(badProduct.body.error.fields).toMatchObject({
      'products.0.name': 'Product name is required',
      'products.0.description': 'Product description is required',
      'products.0.pricing': 'Price must be positive',
    });
    const foreign = await api<ApiErrorBody>('anonymous', 'PUT', `/brands/${brand.id}/onboarding`, {
      token,
      body: submission(brand, ['media/product-photos/co_someoneelse/x.png']),
    });
    expect(foreign.body.error.fields?.['visualAssets.productPhotos']).toBe('This file was not uploaded for this brand');
  });
});
