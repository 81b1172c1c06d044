import type { OnboardingDraftSaved } from '@reelbridge/shared/api/types';
import type { OnboardingSubmitInput } from '@reelbridge/shared/schemas/onboarding';
import { MESSAGES } from '@reelbridge/shared/messages';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, NETWORK_ERROR_CODE } from '@/lib/api-client';
import type { WizardStep } from '../wizard-values';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  status: (companyId: string) => ['onboarding', companyId] as const,
};

/** GET /brands/lookup?id= (public): the company an onboarding link names; 404 when the id names none. */
export function companyOfLinkQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: ['onboarding', companyId, 'company'] as const,
    queryFn: ({ signal }) => apiRequest('brands.lookup', { query: { id: companyId }, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

export function onboardingStatusQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: onboardingKeys.status(companyId),
    queryFn: ({ signal }) => apiRequest('brands.onboardingGet', { params: { id: companyId }, signal }),
    // The wizard reads it once, to resume; its own edits are the fresher copy afterwards.
    staleTime: Infinity,
    retry: false,
  });
}

/** PUT /brands/{id}/onboarding/draft: keeps a half-finished wizard (the brand shows as in progress). */
export function saveOnboardingDraft(
  companyId: string,
  draft: { step: WizardStep; data: Record<string, unknown> },
): Promise<OnboardingDraftSaved> {
  return apiRequest('brands.onboardingDraft', { params: { id: companyId }, body: draft });
}

export function useSaveOnboardingDraft(companyId: string) {
  return useMutation({
    mutationFn: (draft: { step: WizardStep; data: Record<string, unknown> }) => saveOnboardingDraft(companyId, draft),
    // docs/product.md#api: an auto-save failure is only logged (the next change tries again).
    onError: (error) => console.error('Saving the onboarding draft failed', error),
  });
}

/** PUT /brands/{id}/onboarding: the brand's details, its products and the rest of the wizard. */
export function useSubmitOnboarding(companyId: string) {
  return useMutation({
    mutationFn: (body: OnboardingSubmitInput) => apiRequest('brands.onboarding', { params: { id: companyId }, body }),
    onError: (error) => console.error('Submitting the onboarding failed', error),
  });
}

/**
 * docs/product.md#messages: a failed save says 'An error occurred while saving'; when the server refused for a reason
 * the brand can act on (a stale brand, a file that is not theirs), its message comes as the detail.
 */
export function submitProblem(error: unknown): { message: string; detail?: string; fields: Record<string, string> } {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== NETWORK_ERROR_CODE &&
    !error.code.startsWith('HTTP_')
  ) {
    return { message: MESSAGES.saveFailed, detail: error.message, fields: error.fields ?? {} };
  }
  return { message: MESSAGES.saveFailed, fields: {} };
}
