import type { Brand } from '@reelbridge/shared/api/types';
import type { CompanyCreateInput } from '@reelbridge/shared/schemas/brand';
import { normalizePhone } from '@reelbridge/shared/schemas/common';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';
import { saveOwnerInvitation } from '../wizard-storage';

/**
 * POST /api/brands (public): registers a company; answers the new brand. Its owner invitation is kept in this browser
 * for the wizard's first step (docs/brand-teams.md).
 */
export async function registerCompany(input: CompanyCreateInput, idempotencyKey?: string): Promise<Brand> {
  const website = input.website?.trim();
  const { ownerInvitation, ...brand } = await apiRequest('brands.create', {
    body: {
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      phone: normalizePhone(input.phone),
      industry: input.industry,
      ...(website ? { website } : {}),
    },
    idempotencyKey,
  });
  if (ownerInvitation) saveOwnerInvitation(brand.id, ownerInvitation);
  return brand;
}

export function useRegisterCompany() {
  const action = useIdempotentAction(registerCompany);
  return useMutation({ mutationFn: action });
}

export interface RegistrationProblem {
  message: string;
  /** The server's field errors, shown under their fields. */
  fields: Record<string, string>;
}

/**
 * docs/product.md#messages, company create: HTTP 409 shows the server's message ('A company with this email (…)
 * already exists; use a different email'); other refusals their field errors and message; anything else (network, a
 * body that is not ours) 'An error occurred during registration'.
 */
export function registrationProblem(error: unknown): RegistrationProblem {
  if (error instanceof ApiError) {
    if (error.status === 409) return { message: error.message, fields: {} };
    const fromServer = error.status > 0 && error.code !== NETWORK_ERROR_CODE && !error.code.startsWith('HTTP_');
    if (fromServer && error.status < 500) return { message: error.message, fields: error.fields ?? {} };
  }
  return { message: MESSAGES.registrationFailed, fields: {} };
}
