import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages';
import { signInSchema } from './auth';
import { brandUpdateSchema, companyCreateSchema } from './brand';
import { normalizeHandle, normalizePhone } from './common';
import { resubmitSchema } from './project';
import { creatorInputSchema } from './creator';

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('sign-in schema (docs/product.md#validation)', () => {
  it('requires email and password', () => {
    expect(messages(signInSchema, { email: '', password: '' })).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('checks the address shape', () => {
    expect(messages(signInSchema, { email: 'someone@', password: 'x' })).toEqual({ email: 'Invalid email address' });
    expect(messages(signInSchema, { email: 'someone@example.com', password: 'x' })).toEqual({});
  });
});

describe('company and brand schemas', () => {
  const valid = { name: 'Acme', email: 'Hello@Acme.test', phone: '+1 (555) 123-4567', industry: 'beauty' };

  it('accepts a valid company and lower-cases the e-mail', () => {
    const result = companyCreateSchema.parse(valid);
    expect(result.email).toBe('hello@acme.test');
  });

  it('gives the spec messages for industry and phone', () => {
    expect(messages(companyCreateSchema, { ...valid, industry: '' })).toEqual({
      industry: 'Please select your industry',
    });
    expect(messages(companyCreateSchema, { ...valid, phone: '555-CALL-NOW' })).toEqual({
      phone: 'Invalid phone number',
    });
  });

  it("requires the admin form's name, email, phone and industry", () => {
    expect(messages(brandUpdateSchema, {})).toEqual({
      name: 'Brand name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      industry: 'Please select your industry',
    });
  });

  it('allows an empty website but not a malformed one', () => {
    expect(messages(companyCreateSchema, { ...valid, website: '' })).toEqual({});
    expect(messages(companyCreateSchema, { ...valid, website: 'acme.test' })).toEqual({});
    expect(messages(companyCreateSchema, { ...valid, website: 'not a site' })).toEqual({
      website: 'Invalid website address',
    });
  });

  it('takes a website and a creator link alike, with or without https://, and stores both with it', () => {
    expect(companyCreateSchema.parse({ ...valid, website: 'uxbrand.test' }).website).toBe('https://uxbrand.test');
    const creator = { firstName: 'Maya', lastName: 'Rivera', email: 'maya@creators.test' };
    expect(creatorInputSchema.parse({ ...creator, tiktokUrl: 'tiktok.com/@x' }).tiktokUrl).toBe(
      'https://tiktok.com/@x',
    );
    expect(creatorInputSchema.parse({ ...creator, tiktokUrl: 'https://tiktok.com/@x' }).tiktokUrl).toBe(
      'https://tiktok.com/@x',
    );
    expect(messages(creatorInputSchema, { ...creator, tiktokUrl: 'tiktok' })).toEqual({
      tiktokUrl: 'Enter a web address, like tiktok.com/@name',
    });
  });

  it('normalises social handles and refuses unknown fields', () => {
    const result = brandUpdateSchema.parse({ ...valid, socialMedia: { instagram: ' @Acme Beauty ' } });
    expect(result.socialMedia).toEqual({ instagram: 'acmebeauty' });
    expect(messages(companyCreateSchema, { ...valid, admin: true })).toHaveProperty('');
  });
});

describe('normalisers', () => {
  it('adds the leading plus to phone numbers (docs/product.md#records)', () => {
    expect(normalizePhone('555 123 4567')).toBe('+15551234567');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+1 (555) 123-4567')).toBe('+15551234567');
  });

  it('strips @ and spaces from handles and lower-cases them', () => {
    expect(normalizeHandle('@My Brand')).toBe('mybrand');
  });
});

describe('resubmit schema: the link is videoUrl', () => {
  const base = { creatorId: 'cr_1', videoNumber: 2, sparkCode: 'SPARK-2' };
  const link = 'https://www.tiktok.com/@maya/video/2';

  it('takes videoUrl', () => {
    expect(resubmitSchema.parse({ ...base, videoUrl: link })).toEqual({ ...base, videoUrl: link });
  });

  it('still takes the deprecated tiktokLink, read as videoUrl', () => {
    expect(resubmitSchema.parse({ ...base, tiktokLink: link })).toEqual({ ...base, videoUrl: link });
  });

  it('takes no link (a file uploaded meanwhile may be the delivery: the server checks it is complete)', () => {
    expect(resubmitSchema.parse(base)).toEqual(base);
    expect(resubmitSchema.parse({ ...base, videoUrl: ' ' })).toEqual({ ...base, videoUrl: '' });
  });

  it('refuses a link that is not one, under videoUrl', () => {
    expect(messages(resubmitSchema, { ...base, videoUrl: 'not a link' })).toEqual({
      videoUrl: 'Enter a valid video link',
    });
  });
});
