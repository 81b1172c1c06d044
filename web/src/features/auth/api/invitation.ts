import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What an invitation link opens: the company and the invited e-mail (public; the token is the secret). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => apiRequest('invitations.lookup', { body: { token } }),
    retry: false,
    staleTime: Infinity,
  });
}
