/**
 * What other public pages hand to /login through router state: a success notice (account verified, password
 * reset) and the address to prefill.
 */
export interface LoginState {
  notice?: string;
  email?: string;
}

/** Router state is whatever the history holds: read it defensively. */
export function readLoginState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  const result: LoginState = {};
  if (typeof notice === 'string' && notice) result.notice = notice;
  if (typeof email === 'string' && email) result.email = email;
  return result;
}
