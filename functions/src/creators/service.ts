import { getCreator, getCreatorByEmail, type CreatorRecord } from '../data/creators';
import { forbidden, notFound } from '../lib/errors';
import type { Principal } from '../lib/principal';

function assertOwnOrAdmin(principal: Principal, creatorId: string): void {
  if (principal.role === 'admin') return;
  if (principal.role === 'creator' && principal.creatorId === creatorId) return;
  throw forbidden();
}

export async function getById(principal: Principal, creatorId: string): Promise<CreatorRecord> {
  assertOwnOrAdmin(principal, creatorId);
  const creator = await getCreator(creatorId);
  if (!creator) throw notFound('Creator not found');
  return creator;
}

export async function getByEmail(principal: Principal, email: string): Promise<CreatorRecord> {
  const wanted = email.trim().toLowerCase();
  if (principal.role !== 'admin' && principal.email.toLowerCase() !== wanted) throw forbidden();
  const creator = await getCreatorByEmail(wanted);
  if (!creator) throw notFound('Creator not found');
  assertOwnOrAdmin(principal, creator.id);
  return creator;
}
