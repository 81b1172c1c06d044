import type { EventActor } from '@reelbridge/shared';
import type { Principal } from '../lib/principal';

/** Who made a change, for its event: the signed-in user as the token says (with a display name when known). */
export function actorOf(principal: Principal, name?: string): EventActor {
  return { role: principal.role, userId: principal.userId, email: principal.email, ...(name ? { name } : {}) };
}

/** A change made by the system (a Cognito trigger, a public registration with nobody signed in). */
export function systemActor(details: Omit<EventActor, 'role'> = {}): EventActor {
  return { role: 'system', ...details };
}
