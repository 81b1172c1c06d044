import { describe, expect, it } from 'vitest';
import { mergeDrafts } from './wizard-storage';
import { emptyProduct, emptyValues, toDraftData, toSubmission, validateStep, valuesFromDraft } from './wizard-values';

function filled() {
  const values = emptyValues();
  values.brand = {
    ...values.brand,
    name: 'Bolt Foods',
    email: 'hello@bolt.test',
    password: 'Secret-pass-1',
    confirmPassword: 'Secret-pass-1',
    phone: '+1 415 555 0100',
    industry: 'food',
  };
  values.products = [{ ...emptyProduct(), name: 'Maple Clusters', description: 'Oat clusters', pricing: 12.5 }];
  return values;
}

describe('validateStep', () => {
  it("step 1 uses the spec's messages, and asks for the password only before the account exists", () => {
    const values = emptyValues();
    expect(validateStep(1, values, { withPassword: true })).toEqual({
      'brand.name': 'Brand name is required',
      'brand.email': 'Email is required',
      'brand.password': 'Password is required',
      'brand.confirmPassword': 'Please confirm your password',
      'brand.phone': 'Phone number is required',
      'brand.industry': 'Please select your industry',
    });
    expect(Object.keys(validateStep(1, values, { withPassword: false }))).not.toContain('brand.password');

    const short = filled();
    short.brand.email = 'nope';
    short.brand.password = 'short';
    expect(validateStep(1, short, { withPassword: true })).toMatchObject({
      'brand.email': 'Invalid email address',
      'brand.password': 'Password must be at least 8 characters',
    });
    const mismatch = filled();
    mismatch.brand.confirmPassword = 'Other-pass-1';
    expect(validateStep(1, mismatch, { withPassword: true })).toEqual({
      'brand.confirmPassword': 'Passwords do not match',
    });
    expect(validateStep(1, filled(), { withPassword: true })).toEqual({});
  });

  it("step 2: name, description and price per product; 'Price must be positive'; at least one product", () => {
    const values = filled();
    values.products = [emptyProduct(), { ...emptyProduct(), name: 'Bites', description: 'Cocoa', pricing: -1 }];
    expect(validateStep(2, values, { withPassword: false })).toEqual({
      'products.0.name': 'Product name is required',
      'products.0.description': 'Product description is required',
      'products.0.pricing': 'Price is required',
      'products.1.pricing': 'Price must be positive',
    });
    values.products = [];
    expect(validateStep(2, values, { withPassword: false })).toEqual({ products: 'Add at least one product' });
    expect(validateStep(2, filled(), { withPassword: false })).toEqual({});
  });

  it('step 3 holds the upload limits of docs/product.md#limits', () => {
    const values = filled();
    values.visualAssets.brandVideos = ['a', 'b', 'c', 'd'];
    expect(validateStep(3, values, { withPassword: false })).toEqual({ 'visualAssets.brandVideos': 'At most 3 files' });
  });

  it('steps 4 and 6 check colours, e-mail and website', () => {
    const values = filled();
    values.brandVoice.colors.primary = 'navy';
    expect(validateStep(4, values, { withPassword: false })).toEqual({
      'brandVoice.colors.primary': 'Use a colour like #1A2B3C',
    });
    values.creatorSetup.email = 'creators@';
    values.creatorSetup.website = 'not a site';
    expect(validateStep(6, values, { withPassword: false })).toEqual({
      'creatorSetup.email': 'Invalid email address',
      'creatorSetup.website': 'Invalid website address',
    });
    expect(validateStep(5, values, { withPassword: false })).toEqual({});
  });
});

describe('toSubmission', () => {
  it('normalises handles, splits benefits, leaves out the password and empty texts', () => {
    const values = filled();
    values.brand.socialMedia.instagram = '@Bolt Foods ';
    values.products[0] = { ...values.products[0]!, benefits: ' High fibre \n\nNo sugar', salePricing: '' };
    values.strategy.positioning = 'Treats';
    const body = toSubmission(values);
    expect(body.brand).toEqual({
      name: 'Bolt Foods',
      email: 'hello@bolt.test',
      phone: '+1 415 555 0100',
      website: '',
      industry: 'food',
      socialMedia: { tiktok: '', instagram: 'boltfoods', facebook: '', twitter: '', youtube: '', pinterest: '' },
    });
    expect(JSON.stringify(body)).not.toContain('Secret-pass-1');
    expect(body.products).toEqual([
      {
        name: 'Maple Clusters',
        description: 'Oat clusters',
        pricing: 12.5,
        salePricing: null,
        benefits: ['High fibre', 'No sugar'],
      },
    ]);
    expect(body.strategy).toEqual({ positioning: 'Treats' });
  });
});

describe('drafts', () => {
  it('never keep the password', () => {
    expect(JSON.stringify(toDraftData(filled()))).not.toContain('Secret-pass-1');
  });

  it('are read defensively: unknown or damaged parts become empty values', () => {
    const values = valuesFromDraft({
      brand: { name: 'Bolt', email: 42, password: 'leaked' },
      products: 'nope',
      visualAssets: { productPhotos: ['media/a.png', 7, ''] },
    });
    expect(values.brand).toMatchObject({ name: 'Bolt', email: '', password: '', confirmPassword: '' });
    expect(values.products).toHaveLength(1);
    expect(values.visualAssets).toEqual({ productPhotos: ['media/a.png'], brandVideos: [], packagingFiles: [] });
  });

  it('merge: the newer draft wins, the older fills what it lacks, the brand details fill empty fields', () => {
    const merged = mergeDrafts({ brand: { name: 'Bolt Foods', phone: '+14155550100' } }, [
      { step: 4, savedAt: '2026-01-02T00:00:00.000Z', data: { brand: { name: 'Bolt', website: 'bolt.test' } } },
      {
        step: 2,
        savedAt: '2026-01-01T00:00:00.000Z',
        data: { brand: { name: 'Old', phone: '' }, strategy: { kpis: 'Sales' } },
      },
      null,
    ]);
    expect(merged.step).toBe(4);
    expect(merged.data).toEqual({
      brand: { name: 'Bolt', phone: '+14155550100', website: 'bolt.test' },
      strategy: { kpis: 'Sales' },
    });
  });
});
