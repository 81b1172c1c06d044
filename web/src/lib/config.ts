import type { RuntimeConfig } from '@reelbridge/shared/config';

/**
 * The SPA's runtime configuration: fetched from /config.json once, before the first render
 * (CDK writes it to the site bucket, the local stack serves it). Validated by hand, not with zod,
 * so that the /login entry stays small.
 */
export const CONFIG_URL = '/config.json';

let current: RuntimeConfig | undefined;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function requireString(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(`config.json: "${key}" must be a non-empty string`);
  return value;
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigError('config.json: expected an object');
  const source = value as Record<string, unknown>;
  const authFlow = source.authFlow;
  if (authFlow !== 'USER_SRP_AUTH' && authFlow !== 'USER_PASSWORD_AUTH') {
    throw new ConfigError('config.json: "authFlow" must be USER_SRP_AUTH or USER_PASSWORD_AUTH');
  }
  const environment = source.environment;
  if (environment !== 'local' && environment !== 'aws')
    throw new ConfigError('config.json: "environment" must be local or aws');
  const cognitoEndpoint = source.cognitoEndpoint;
  if (cognitoEndpoint !== undefined && cognitoEndpoint !== null && typeof cognitoEndpoint !== 'string') {
    throw new ConfigError('config.json: "cognitoEndpoint" must be a string when set');
  }
  const config: RuntimeConfig = {
    apiBase: requireString(source, 'apiBase').replace(/\/+$/, ''),
    region: requireString(source, 'region'),
    userPoolId: requireString(source, 'userPoolId'),
    userPoolClientId: requireString(source, 'userPoolClientId'),
    authFlow,
    mediaBase: typeof source.mediaBase === 'string' ? source.mediaBase : '',
    environment,
  };
  if (typeof cognitoEndpoint === 'string' && cognitoEndpoint !== '') config.cognitoEndpoint = cognitoEndpoint;
  return config;
}

/** Fetches and validates /config.json; call once before rendering. */
export async function loadConfig(): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // index.html preloads it (so it loads with the scripts, not after them): this request, as plain as the preload's,
    // takes that response. The file is served with Cache-Control: no-cache, so a deploy's new config is seen at once.
    response = await fetch(CONFIG_URL, { credentials: 'same-origin' });
  } catch (error) {
    throw new ConfigError(`Could not reach ${CONFIG_URL}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new ConfigError(`Could not load ${CONFIG_URL} (HTTP ${response.status})`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError(`${CONFIG_URL} is not JSON`);
  }
  current = parseRuntimeConfig(body);
  return current;
}

/** The loaded configuration; throws when loadConfig() has not completed. */
export function getConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('Runtime configuration has not been loaded');
  return current;
}

/** Sets the configuration directly (tests, and callers that already hold it). */
export function setConfig(config: RuntimeConfig | undefined): void {
  current = config;
}
