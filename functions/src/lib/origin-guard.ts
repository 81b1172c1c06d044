import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The API is meant to be reached only through CloudFront (/api/*), which adds this header with a secret value to
 * every request it forwards to the API origin; a request straight to the execute-api endpoint lacks it.
 * CloudFront overwrites a viewer's header of the same name, so a caller cannot supply it through the distribution.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The expected header value, set on the API functions when deployed; unset locally, where no check is made. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * True when the request may be served: no secret is configured, or the request carries exactly the secret.
 * API Gateway (payload 2.0) lower-cases header names.
 */
export function fromTrustedOrigin(
  headers: Readonly<Record<string, string | undefined>> | undefined,
  secret: string | undefined = process.env[ORIGIN_VERIFY_ENV],
): boolean {
  if (!secret) return true;
  const presented = headers?.[ORIGIN_VERIFY_HEADER];
  if (presented === undefined) return false;
  // Equal-length digests: the comparison takes the same time whatever was sent, and timingSafeEqual cannot throw.
  return timingSafeEqual(digest(presented), digest(secret));
}
