import * as z from 'zod';
import { ACCOUNT_TYPES, DEFAULT_COUNTRY, TAX_CLASSIFICATIONS, TAX_ID_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { emailSchema, phoneSchema, requiredText } from './common';

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Creator payment and tax information (docs/product.md#records, #validation and #limits). */
export const paymentInfoInputSchema = z
  .object({
    legalFirstName: requiredText('Legal first name is required', 100),
    legalLastName: requiredText('Legal last name is required', 100),
    email: emailSchema,
    phoneNumber: phoneSchema(),
    taxIdType: z.enum(TAX_ID_TYPES, { error: 'Tax ID type is required' }),
    taxIdNumber: z
      .string({ error: 'Tax ID number is required' })
      .trim()
      .min(1, { error: 'Tax ID number is required' })
      .transform(digits)
      .pipe(z.string().regex(/^\d{9}$/, { error: 'Tax ID number must be 9 digits' })),
    taxClassification: z.enum(TAX_CLASSIFICATIONS, { error: 'Tax classification is required' }),
    dateOfBirth: z.iso
      .date({ error: 'Enter a valid date of birth' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    bankName: requiredText('Bank name is required', 100),
    accountType: z.enum(ACCOUNT_TYPES, { error: 'Account type is required' }),
    routingNumber: z
      .string({ error: MESSAGES.routingNumber })
      .trim()
      .regex(/^\d{9}$/, { error: MESSAGES.routingNumber }),
    accountNumber: z
      .string({ error: 'Account number is required' })
      .trim()
      .min(1, { error: 'Account number is required' })
      .regex(/^\d{4,17}$/, { error: 'Account number must be 4 to 17 digits' }),
    confirmAccountNumber: z
      .string({ error: 'Please confirm the account number' })
      .trim()
      .min(1, { error: 'Please confirm the account number' }),
    addressLine1: requiredText('Address is required', 200),
    addressLine2: z.string().trim().max(200).optional(),
    city: requiredText('City is required', 100),
    state: requiredText('State is required', 100),
    zipCode: z
      .string({ error: MESSAGES.invalidZip })
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, { error: MESSAGES.invalidZip }),
    country: requiredText('Country is required', 100).default(DEFAULT_COUNTRY),
    achAcknowledged: z.literal(true, { error: MESSAGES.achAcknowledge }),
    w9FileKey: z.string().trim().max(1024).optional(),
  })
  .strict()
  .refine((value) => value.accountNumber === value.confirmAccountNumber, {
    error: MESSAGES.accountNumbersDoNotMatch,
    path: ['confirmAccountNumber'],
  })
  .refine((value) => value.taxIdType !== 'SSN' || !!value.dateOfBirth, {
    error: 'Date of birth is required for an SSN',
    path: ['dateOfBirth'],
  });
export type PaymentInfoInput = z.input<typeof paymentInfoInputSchema>;
export type PaymentInfoFields = z.output<typeof paymentInfoInputSchema>;

/** The version of the payment info the admin reviewed: a decision or a reveal applies to that version only. */
export const paymentVersionSchema = z
  .number({ error: 'The version of the payment details you reviewed is required' })
  .int({ error: 'The version must be a whole number' })
  .positive({ error: 'The version must be a whole number' });

/** The reject form's one field (the API also needs the version, below). */
export const paymentRejectReasonSchema = z
  .object({ reason: requiredText('Please give a reason for the rejection', 1000) })
  .strict();

export const paymentRejectSchema = paymentRejectReasonSchema.extend({ version: paymentVersionSchema }).strict();

export const paymentApproveSchema = z
  .object({ approvedBy: z.string().max(100).optional(), version: paymentVersionSchema })
  .strict();

export const paymentRevealSchema = z.object({ version: paymentVersionSchema }).strict();
