/**
 * The security headers of the web app, once: the CloudFront response-headers policy (web-stack.ts) and the
 * local preview (`npm start -- --preview`) send the same ones, so the browser tests run under the CSP that ships.
 */
export const HSTS_MAX_AGE_DAYS = 730;
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface CspSources {
  /** Origins the SPA calls besides its own: Cognito, the uploads bucket (presigned PUTs). */
  connect: string[];
  /** Origins images and videos load from besides its own (locally the S3 stand-in serves product media). */
  media?: string[];
}

/**
 * The SPA loads only its own scripts; it talks to its own origin (/api, /config.json), to Cognito and to the
 * uploads bucket. Mantine sets inline styles, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy({ connect, media = [] }: CspSources): string {
  const mediaSources = ['self', ...media].map((source) => (source === 'self' ? "'self'" : source)).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${mediaSources} data: blob:`,
    `media-src ${mediaSources} blob:`,
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header as name → value (for servers that take plain headers). */
export function securityHeaders(sources: CspSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_DAYS * 24 * 60 * 60}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
