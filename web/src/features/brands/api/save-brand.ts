import type { Brand } from '@reelbridge/shared/api/types';
import type { BrandUpdateInput, CompanyCreateInput } from '@reelbridge/shared/schemas/brand';
import { normalizeHandle, normalizePhone } from '@reelbridge/shared/schemas/common';
import { MESSAGES } from '@reelbridge/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useIdempotentAction } from '@/lib/idempotency';
import { brandKeys } from './get-brands';

/** What the brand form holds (every text field as text; the industry '' until chosen). */
export interface BrandFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  industry: string;
  socialMedia: { twitter: string; linkedin: string; instagram: string };
}

/** The API body: trimmed, phone with its leading +, handles without @ and spaces, empty optional fields left out. */
export function brandPayload(values: BrandFormValues): CompanyCreateInput {
  const website = values.website.trim();
  const socialMedia = Object.fromEntries(
    Object.entries(values.socialMedia)
      .map(([platform, handle]) => [platform, normalizeHandle(handle)] as const)
      .filter(([, handle]) => handle !== ''),
  );
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: normalizePhone(values.phone),
    industry: values.industry as CompanyCreateInput['industry'],
    ...(website ? { website } : {}),
    ...(Object.keys(socialMedia).length > 0 ? { socialMedia } : {}),
  };
}

/** POST /api/brands: the admin's Add Brand. 409 when the e-mail belongs to another company. */
export function createBrand(values: BrandFormValues, idempotencyKey?: string): Promise<Brand> {
  return apiRequest('brands.create', { body: brandPayload(values), idempotencyKey });
}

/** PUT /api/brands/{id} with the version the form was loaded with (a stale version answers 409). */
export function updateBrand(brand: Pick<Brand, 'id' | 'version'>, values: BrandFormValues): Promise<Brand> {
  const body: BrandUpdateInput = { ...brandPayload(values), version: brand.version };
  return apiRequest('brands.update', { params: { id: brand.id }, body });
}

export function useSaveBrand(brand: Brand | null) {
  const queryClient = useQueryClient();
  const action = useIdempotentAction((values: BrandFormValues, idempotencyKey) =>
    brand ? updateBrand(brand, values) : createBrand(values, idempotencyKey),
  );
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}

export interface SaveProblem {
  message: string;
  /** The server's field errors, shown under their fields. */
  fields: Record<string, string>;
}

/** What a failed save shows: the server's message and field errors, or 'An error occurred while saving'. */
export function saveProblem(error: unknown): SaveProblem {
  if (error instanceof ApiError && error.status > 0 && !error.code.startsWith('HTTP_') && error.status < 500) {
    return { message: error.message, fields: error.fields ?? {} };
  }
  return { message: MESSAGES.saveFailed, fields: {} };
}
