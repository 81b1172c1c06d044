import { App } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageConfig } from '../lib/stage';
import { deployedConfig, synthesize, type Synthesized } from './synth';

// A stage that asks for USER_PASSWORD_AUTH (`-c passwordAuth=true`, a string from the CLI). Bundling is skipped.
let synth: Synthesized;

beforeAll(() => {
  synth = synthesize({ context: { stage: 'dev', passwordAuth: 'true' }, bundling: false });
});
afterAll(() => synth?.dispose());

describe('-c passwordAuth=true', () => {
  it('allows USER_PASSWORD_AUTH on the app client besides SRP and refresh, keeping 5-minute tokens', () => {
    const clients = Object.values(synth.template(synth.stacks.auth).findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(1);
    const properties = (clients[0] as { Properties: Record<string, unknown> }).Properties;
    expect((properties.ExplicitAuthFlows as string[]).sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect(properties).toMatchObject({ IdTokenValidity: 5, AccessTokenValidity: 5 });
  });

  it('tells the SPA to sign in with it (/config.json)', () => {
    expect(deployedConfig(synth).authFlow).toBe('USER_PASSWORD_AUTH');
  });
});

describe('stageConfig passwordAuth', () => {
  const passwordAuth = (value: unknown) =>
    stageConfig(new App({ context: value === undefined ? {} : { passwordAuth: value } })).passwordAuth;

  it('is off unless asked for, and accepts booleans and their CLI strings', () => {
    expect(passwordAuth(undefined)).toBe(false);
    expect(passwordAuth(false)).toBe(false);
    expect(passwordAuth('false')).toBe(false);
    expect(passwordAuth(true)).toBe(true);
    expect(passwordAuth('true')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(() => passwordAuth('yes')).toThrow('Invalid passwordAuth "yes": use true or false');
    expect(() => passwordAuth(1)).toThrow(/Invalid passwordAuth/);
  });
});
