import { describe, expect, it } from 'vitest';
import { ConfigError, parseRuntimeConfig } from './config';

const valid = {
  apiBase: '/api/',
  region: 'us-east-1',
  userPoolId: 'us-east-1_abc',
  userPoolClientId: 'client',
  authFlow: 'USER_SRP_AUTH',
  mediaBase: '/media',
  environment: 'aws',
};

describe('parseRuntimeConfig', () => {
  it('accepts a valid config and trims the API base', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ...valid, apiBase: '/api' });
  });

  it('keeps the local Cognito endpoint when set', () => {
    expect(parseRuntimeConfig({ ...valid, cognitoEndpoint: 'http://localhost:9229' }).cognitoEndpoint).toBe(
      'http://localhost:9229',
    );
  });

  it('refuses a config without a pool or with an unknown auth flow', () => {
    expect(() => parseRuntimeConfig({ ...valid, userPoolId: '' })).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ ...valid, authFlow: 'CUSTOM_AUTH' })).toThrow(/authFlow/);
    expect(() => parseRuntimeConfig('<!doctype html>')).toThrow(ConfigError);
  });
});
