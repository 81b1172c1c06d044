/** The site's address for links in mail: SITE_URL when set (deployed), else the browser's Origin. */
export function siteUrl(headers: Record<string, string | undefined>): string {
  const configured = process.env.SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const origin = headers.origin ?? '';
  return /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin) ? origin : 'http://localhost:5173';
}
