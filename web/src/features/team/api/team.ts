import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';

/** A brand's team (docs/brand-teams.md): members, join requests, invitations and their history. */
export const teamKeys = {
  all: ['team'] as const,
  team: (brandId: string) => ['team', brandId] as const,
};

export function teamQueryOptions(brandId: string) {
  return queryOptions({
    queryKey: teamKeys.team(brandId),
    queryFn: ({ signal }) => apiRequest('team.get', { params: { id: brandId }, signal }),
  });
}

export function useTeam(brandId: string) {
  return useQuery(teamQueryOptions(brandId));
}

/** A change to the team; the team is read again afterwards, whatever the outcome (someone else may have acted). */
function useTeamChange<Variables, Result = void>(brandId: string, change: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(brandId) }),
  });
}

export const useInvite = (brandId: string) =>
  useTeamChange(
    brandId,
    useIdempotentAction((email: string, idempotencyKey) =>
      apiRequest('team.invite', { params: { id: brandId }, body: { email }, idempotencyKey }),
    ),
  );

export const useCancelInvitation = (brandId: string) =>
  useTeamChange(brandId, (inviteId: string) =>
    apiRequest('team.cancelInvitation', { params: { id: brandId, inviteId } }),
  );

export const useAcceptRequest = (brandId: string) =>
  useTeamChange(brandId, (userId: string) => apiRequest('team.accept', { params: { id: brandId, userId } }));

export const useDeclineRequest = (brandId: string) =>
  useTeamChange(brandId, (userId: string) => apiRequest('team.decline', { params: { id: brandId, userId } }));

export const useRemoveMember = (brandId: string) =>
  useTeamChange(brandId, (userId: string) => apiRequest('team.remove', { params: { id: brandId, userId } }));

export const useMakeOwner = (brandId: string) =>
  useTeamChange(brandId, (userId: string) => apiRequest('team.makeOwner', { params: { id: brandId, userId } }));
