import * as z from 'zod';
import { MESSAGES } from '../messages';
import { INDUSTRIES } from '../constants';
import { normalizeWebUrl } from '../rules/url';

/** Trimmed text; empty strings count as missing so that `required` messages apply. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();

/** Standard address shape (docs/product.md#validation). */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(254, { error: MESSAGES.invalidEmail })
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** Digits, spaces, dashes, parentheses, an optional leading + (docs/product.md#validation). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{7,20}$/;
export const phoneSchema = (requiredMessage = 'Phone number is required') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .regex(PHONE_PATTERN, { error: MESSAGES.invalidPhone });

/**
 * E.164, as Cognito stores phone numbers: the leading plus of docs/product.md#records, formatting dropped. A number
 * written without a country code and with 10 digits is a US number (the product's default country), so it gets +1
 * rather than becoming some other country's number.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (!digits) return '';
  if (!phone.trim().startsWith('+') && digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

/**
 * An optional web address, as people type it ('uxbrand.test', 'tiktok.com/@maya', 'https://…'): stored normalised
 * with https:// when no scheme was typed (rules/url.ts, the one rule for every address field).
 */
export function webAddressSchema(message: string, max = 2048) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .refine((value) => value === '' || normalizeWebUrl(value) !== null, { error: message })
    .transform((value) => (value === '' ? '' : (normalizeWebUrl(value) ?? value)))
    .optional();
}

export const websiteSchema = webAddressSchema('Invalid website address');

export const industrySchema = z.enum(INDUSTRIES, { error: MESSAGES.industryRequired });

/** Handles are stored without @ and spaces, lower case (docs/product.md#validation). */
export function normalizeHandle(handle: string): string {
  return handle.replace(/[@\s]/g, '').toLowerCase();
}

export const handleSchema = z
  .string()
  .max(200, { error: 'Must be at most 200 characters' })
  .transform(normalizeHandle)
  .optional();
