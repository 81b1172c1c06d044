import { createHash, randomBytes } from 'node:crypto';
import { newId, type TeamRole } from '@reelbridge/shared';
import { invitationExpiry, type InvitationRecord } from '../data/team';

/**
 * Invitation links (docs/brand-teams.md): `<brandId>.<inviteId>.<secret>`. Only the secret's SHA-256 is stored, so the
 * table alone cannot be turned into working links. Used by brand registration (the owner's invitation) and the team.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new invitation and the token its link carries: `<brandId>.<inviteId>.<secret>`. */
export function newInvitation(input: {
  brandId: string;
  email?: string;
  role: TeamRole;
  invitedBy: string;
  now: string;
}): { record: InvitationRecord; token: string } {
  const id = newId('invitation');
  const secret = randomBytes(32).toString('base64url');
  const record: InvitationRecord = {
    id,
    brandId: input.brandId,
    role: input.role,
    invitedBy: input.invitedBy,
    createdAt: input.now,
    expiresAt: invitationExpiry(input.now),
    tokenHash: hashSecret(secret),
  };
  if (input.email) record.email = input.email;
  return { record, token: `${input.brandId}.${id}.${secret}` };
}
