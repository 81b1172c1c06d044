import * as z from 'zod';
import { emailSchema } from './common';

/** An invitation token as the link carries it: `<brandId>.<inviteId>.<secret>` (see docs/brand-teams.md). */
export const INVITATION_TOKEN_PATTERN = /^co_[A-Za-z0-9]{4,40}\.iv_[A-Za-z0-9]{4,40}\.[A-Za-z0-9_-]{20,100}$/;

export const invitationTokenSchema = z
  .string({ error: 'The invitation link is incomplete' })
  .trim()
  .regex(INVITATION_TOKEN_PATTERN, { error: 'The invitation link is incomplete' });

/** POST /brands/{id}/team/invitations */
export const invitationCreateSchema = z.object({ email: emailSchema }).strict();
export type InvitationCreate = z.output<typeof invitationCreateSchema>;

/** POST /invitations/lookup (public): what an invitation link opens. */
export const invitationLookupSchema = z.object({ token: invitationTokenSchema }).strict();
