/**
 * The one rule for web addresses people type (docs/ux-rules.md): 'uxbrand.test', 'www.uxbrand.test/about',
 * 'tiktok.com/@maya' and 'https://tiktok.com/@maya' are all accepted and stored alike, with https:// in front when no
 * scheme was typed. Only http and https, a host with a dot and a top-level part of at least two letters, no spaces.
 */
const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** The address with its scheme ('https://' added when none was typed), or null when it is not a web address. */
export function normalizeWebUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = SCHEME.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const labels = url.hostname.split('.');
  const top = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || labels.some((label) => label === '') || !/^[a-z]{2,}$/i.test(top)) return null;
  // Keep what was typed after the host as typed (URL would add a lone '/' to a bare host).
  const rest = withScheme.slice(withScheme.indexOf('//') + 2).replace(/^[^/?#]*/, '');
  return `${url.protocol}//${url.host}${rest}`;
}

/** A link for an address stored before it was normalised (or typed without a scheme); undefined when none. */
export function webHref(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  return normalizeWebUrl(value) ?? undefined;
}
