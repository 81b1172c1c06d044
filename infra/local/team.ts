import { ID_PREFIXES } from '@reelbridge/shared';
import { getBrand } from '../../functions/src/data/brands';
import { addMember, getMember } from '../../functions/src/data/team';

/**
 * Makes an existing account a member of a brand's team directly (demo data, test worlds, benchmarks), as an accepted
 * join request or a used invitation would (docs/brand-teams.md). Idempotent. TABLE_NAME must be set.
 */
export async function ensureBrandMember(member: {
  brandId: string;
  userId: string;
  email: string;
  name: string;
  role: 'owner' | 'member';
  at: string;
}): Promise<void> {
  if (await getMember(member.brandId, member.userId)) return;
  // Consistent: the brand may have been created a moment ago (a test's world), and a membership write follows.
  const brand = await getBrand(member.brandId, { consistent: true });
  if (!brand) throw new Error(`No brand ${member.brandId}`);
  const [firstName = member.name, ...rest] = member.name.split(' ');
  const result = await addMember({
    member: {
      id: `${ID_PREFIXES.employee}${member.userId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}`,
      brandId: member.brandId,
      userId: member.userId,
      email: member.email.toLowerCase(),
      name: member.name,
      firstName,
      lastName: rest.join(' '),
      role: member.role,
      joinedAt: member.at,
    },
    brandName: brand.name,
    event: {
      id: `te_${member.userId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}`,
      brandId: member.brandId,
      action: 'joined_by_invitation',
      subject: member.email.toLowerCase(),
      actor: member.email.toLowerCase(),
      at: member.at,
    },
  });
  if (result !== 'ok' && result !== 'already_member') throw new Error(`Could not add the member: ${result}`);
}
