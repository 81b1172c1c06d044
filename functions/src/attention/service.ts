import { DUE_SOON_DAYS, type Attention } from '@reelbridge/shared';
import { agencyAttention, brandAttention } from '../data/attention';
import { forbidden } from '../lib/errors';
import type { Principal } from '../lib/principal';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What needs the caller (docs/attention.md): the agency's four lists, or a brand user's two for their own brand.
 * Constant round trips whatever the data: one Query per list (and one BatchGet for the payments' creator names).
 */
export async function getAttention(principal: Principal, now = new Date()): Promise<Attention> {
  if (principal.role === 'admin') return { audience: 'agency', ...(await agencyAttention(now.toISOString())) };
  if (principal.role === 'brand' && principal.companyId) {
    const dueBefore = new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS).toISOString();
    return { audience: 'brand', ...(await brandAttention(principal.companyId, dueBefore)) };
  }
  throw forbidden();
}
