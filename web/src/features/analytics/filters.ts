import type { AuthUser } from '@/lib/auth';

/** The brand filter in the address (`?brand=co_…`): the agency's only; a brand user's figures are always their own. */
export function brandFilterOf(
  search: URLSearchParams,
  user: Pick<AuthUser, 'group'> | null | undefined,
): string | undefined {
  if (user?.group !== 'admin') return undefined;
  return search.get('brand')?.trim() || undefined;
}
