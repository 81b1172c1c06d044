import type { AccountView } from '@reelbridge/shared/api/types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshCurrentUser } from '@/lib/auth';
import { authKeys } from '@/lib/auth-query';
import { creatorSelfKeys } from '@/lib/creator-self-keys';
import {
  changeOwnPassword,
  confirmEmailChange,
  requestEmailChange,
  resendEmailChangeCode,
  updateOwnAttributes,
  type OwnAttributes,
} from '@/lib/identity';

export const accountKeys = {
  all: ['account'] as const,
};

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => apiRequest('account.get', { signal }),
  });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}

/**
 * After Cognito took a change: a new ID token (so the app and the API see it at once), then the business record
 * brought in step with it (POST /me/account/sync reads the token, nothing else), then what the screens show read again.
 */
function useAfterAccountChange() {
  const queryClient = useQueryClient();
  return async (): Promise<AccountView> => {
    const user = await refreshCurrentUser();
    queryClient.setQueryData(authKeys.user, user);
    try {
      const account = await apiRequest('account.sync', { body: {} });
      queryClient.setQueryData(accountKeys.all, account);
      return account;
    } finally {
      if (user?.creatorId) void queryClient.invalidateQueries({ queryKey: creatorSelfKeys.all(user.creatorId) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    }
  };
}

/** Name, phone, website (and a brand user's industry): Cognito's UpdateUserAttributes, then the record follows. */
export function useSaveProfile() {
  const after = useAfterAccountChange();
  return useMutation({
    mutationFn: async (attributes: OwnAttributes) => {
      await updateOwnAttributes(attributes);
      return after();
    },
  });
}

/** Brings the record in step again (after a sync that failed). */
export function useSyncRecord() {
  const after = useAfterAccountChange();
  return useMutation({ mutationFn: () => after() });
}

/**
 * Starts an e-mail change: the API refuses an address another account or creator has and records the change as
 * pending; Cognito then mails the code to the new address. If Cognito refuses, the pending change is forgotten.
 */
export function useStartEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const account = await apiRequest('account.startEmailChange', { body: { email } });
      try {
        await requestEmailChange(email);
      } catch (error) {
        await apiRequest('account.cancelEmailChange').catch(() => undefined);
        throw error;
      }
      return account;
    },
    onSuccess: (account) => queryClient.setQueryData(accountKeys.all, account),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useConfirmEmailChange() {
  const after = useAfterAccountChange();
  return useMutation({
    mutationFn: async (code: string) => {
      await confirmEmailChange(code);
      return after();
    },
  });
}

export function useResendEmailCode() {
  return useMutation({ mutationFn: () => resendEmailChangeCode() });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('account.cancelEmailChange'),
    onSuccess: (account) => queryClient.setQueryData(accountKeys.all, account),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      changeOwnPassword(currentPassword, newPassword),
  });
}
