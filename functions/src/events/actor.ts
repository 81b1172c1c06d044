import type { EventActor } from '@reelbridge/shared';
import type { EventInput } from '../data/events';
import type { Principal } from '../lib/principal';

/** Who made a change, for its event: the signed-in user as the token says (with a display name when known). */
export function actorOf(principal: Principal, name?: string): EventActor {
  return { role: principal.role, userId: principal.userId, email: principal.email, ...(name ? { name } : {}) };
}

/** A change made by the system (a Cognito trigger, a public registration with nobody signed in). */
export function systemActor(details: Omit<EventActor, 'role'> = {}): EventActor {
  return { role: 'system', ...details };
}

/**
 * An event about a campaign or a UGC project (subject: the record as named now, with its brand), by the principal;
 * `details` adds or overrides the rest.
 */
export function eventAbout(
  principal: Principal,
  kind: 'campaign' | 'project',
  record: { id: string; name: string; brandId: string },
  type: EventInput['type'],
  details: Partial<EventInput> = {},
): EventInput {
  return {
    type,
    actor: actorOf(principal),
    subject: { kind, id: record.id, name: record.name },
    brandId: record.brandId,
    ...(kind === 'campaign' ? { campaignId: record.id } : { projectId: record.id }),
    ...details,
  };
}
