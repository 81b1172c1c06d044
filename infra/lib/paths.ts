import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (infra/lib/ is two levels below it). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** npm workspaces keep one lock file at the root: NodejsFunction resolves and bundles from there. */
export const DEPS_LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** `npm run build -w web` writes the SPA here; the web stack deploys it. */
export const WEB_DIST_DIR = join(REPO_ROOT, 'web', 'dist');

/** Deployed instead of web/dist when the SPA has not been built (a clean clone still synthesizes). */
export const PLACEHOLDER_SITE_DIR = fileURLToPath(new URL('./placeholder-site/', import.meta.url));

/** The Lambda entry of a domain: functions/src/<domain>/handler.ts, exporting `handler`. */
export function functionEntry(...segments: string[]): string {
  return join(REPO_ROOT, 'functions', 'src', ...segments);
}
