import * as z from 'zod';
import { MESSAGES } from '../messages';
import { emailSchema, phoneSchema, requiredText } from './common';
import { passwordSchema } from './password';
import { invitationTokenSchema } from './team';

/** What the browser sends as Cognito clientMetadata; checked by the PreSignUp trigger. */
export const signUpMetadataSchema = z.discriminatedUnion(
  'signUpType',
  [
    z.object({
      signUpType: z.literal('creator'),
      creatorId: z
        .string({ error: MESSAGES.creatorIdRequired })
        .trim()
        .min(1, { error: MESSAGES.creatorIdRequired })
        .max(40),
    }),
    z.object({
      signUpType: z.literal('invitation'),
      invitation: invitationTokenSchema,
    }),
    z.object({
      signUpType: z.literal('brand-employee'),
      companyId: z.string({ error: MESSAGES.selectCompany }).trim().min(1, { error: MESSAGES.selectCompany }).max(40),
    }),
  ],
  { error: 'Sign up through the creator or employee sign-up page' },
);
export type SignUpMetadata = z.infer<typeof signUpMetadataSchema>;

const confirmPassword = z.string().min(1, { error: MESSAGES.confirmPasswordRequired });
const matching = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { error: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] };

const personFields = {
  name: requiredText('Full name is required'),
  email: emailSchema,
  phone: phoneSchema(),
  password: passwordSchema,
  confirmPassword,
};

export const creatorSignUpSchema = z
  .object({ ...personFields, creatorId: requiredText(MESSAGES.creatorIdRequired, 40) })
  .refine(matching, mismatch);
export type CreatorSignUpInput = z.input<typeof creatorSignUpSchema>;

export const employeeSignUpSchema = z
  .object({ ...personFields, companyId: requiredText(MESSAGES.selectCompany, 40) })
  .refine(matching, mismatch);
export type EmployeeSignUpInput = z.input<typeof employeeSignUpSchema>;

/** Sign-up through an invitation link: the company comes from the invitation (docs/brand-teams.md). */
export const invitationSignUpSchema = z.object(personFields).refine(matching, mismatch);
export type InvitationSignUpInput = z.input<typeof invitationSignUpSchema>;

export const verificationCodeSchema = z.object({
  code: z.string().trim().min(1, { error: 'Verification code is required' }).max(10),
});

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const forgotPasswordResetSchema = z
  .object({
    code: z.string().trim().min(1, { error: MESSAGES.resetCodeRequired }),
    password: passwordSchema,
    confirmPassword,
  })
  .refine(matching, mismatch);
export type ForgotPasswordResetInput = z.input<typeof forgotPasswordResetSchema>;

/** POST /employees: a brand user's own record, or an admin attaching someone to a company. */
export const employeeCreateSchema = z
  .object({
    brandId: z.string().trim().min(1).max(40).optional(),
    email: emailSchema.optional(),
    firstName: requiredText('First name is required', 100),
    lastName: z.string().trim().max(100).optional(),
    phoneNumber: z.string().trim().max(30).optional(),
  })
  .strict();
export type EmployeeCreate = z.output<typeof employeeCreateSchema>;
