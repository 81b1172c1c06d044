import { isWizardStep, type DraftData, type WizardStep } from './wizard-values';

/**
 * A half-finished wizard kept in this browser (keyed by company id), so that a reload before the account
 * exists loses nothing. Never holds the password (DraftData has none).
 */
export interface StoredDraft {
  step: WizardStep;
  data: unknown;
  /** ISO time of the last change; the newer of this and the server's draft wins. */
  savedAt: string;
}

const PREFIX = 'reelbridge.onboarding.';

export function localDraftKey(companyId: string): string {
  return `${PREFIX}${companyId}`;
}

export function loadLocalDraft(companyId: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(localDraftKey(companyId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.savedAt !== 'string') return null;
    return { step: isWizardStep(parsed.step) ? parsed.step : 1, data: parsed.data ?? {}, savedAt: parsed.savedAt };
  } catch {
    return null; // unreadable storage or a damaged entry: start afresh
  }
}

export function saveLocalDraft(companyId: string, step: WizardStep, data: DraftData, savedAt: string): void {
  try {
    localStorage.setItem(localDraftKey(companyId), JSON.stringify({ step, data, savedAt } satisfies StoredDraft));
  } catch (error) {
    // Full or blocked storage: the wizard still works, it only forgets on reload.
    console.warn('Could not keep the onboarding draft in this browser', error);
  }
}

export function clearLocalDraft(companyId: string): void {
  try {
    localStorage.removeItem(localDraftKey(companyId));
  } catch {
    // nothing to clear
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `over` on top of `under`: objects merged key by key, anything else (lists included) replaced when present.
 * With `fillOnly`, an empty text in `over` keeps what `under` has.
 */
export function deepMerge(under: unknown, over: unknown, { fillOnly = false }: { fillOnly?: boolean } = {}): unknown {
  if (over === undefined || over === null || (fillOnly && over === '' && under !== undefined)) return under;
  if (!isPlainObject(under) || !isPlainObject(over)) return over;
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) merged[key] = deepMerge(under[key], value, { fillOnly });
  return merged;
}

export interface DraftLayer {
  step?: WizardStep;
  data: unknown;
  savedAt?: string;
}

/**
 * Where to resume: the newer draft over the older one (what was typed last wins, what only one of them holds is
 * kept), at the newer draft's step; the brand's known details fill what both drafts leave empty.
 */
export function mergeDrafts(
  base: unknown,
  drafts: readonly (DraftLayer | null | undefined)[],
): { data: unknown; step: WizardStep } {
  const ordered = drafts
    .filter((draft): draft is DraftLayer => Boolean(draft))
    .sort((a, b) => (a.savedAt ?? '').localeCompare(b.savedAt ?? ''));
  let data: unknown = {};
  let step: WizardStep = 1;
  for (const draft of ordered) {
    data = deepMerge(data, draft.data);
    if (draft.step) step = draft.step;
  }
  return { data: deepMerge(base, data, { fillOnly: true }), step };
}

/**
 * The owner invitation that registering the company answered (docs/brand-teams.md): the wizard's first step signs up
 * with it, which makes that account the brand's owner. Kept in this browser until used; it works once.
 */
const OWNER_PREFIX = 'reelbridge.ownerInvitation.';

export function saveOwnerInvitation(companyId: string, token: string): void {
  try {
    localStorage.setItem(`${OWNER_PREFIX}${companyId}`, token);
  } catch {
    // Without storage the first step asks to join instead; the agency can still make the owner.
  }
}

export function loadOwnerInvitation(companyId: string): string | null {
  try {
    return localStorage.getItem(`${OWNER_PREFIX}${companyId}`);
  } catch {
    return null;
  }
}

export function clearOwnerInvitation(companyId: string): void {
  try {
    localStorage.removeItem(`${OWNER_PREFIX}${companyId}`);
  } catch {
    // nothing to clear
  }
}
