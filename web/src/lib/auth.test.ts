import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '@/testing/test-utils';
import {
  amplifyAuthConfig,
  canEnterAdmin,
  canEnterCreator,
  hasStoredSession,
  homePathFor,
  loginPathFor,
  postSignInPath,
  userFromClaims,
  type AuthUser,
} from './auth';
import { setConfig } from './config';

const admin: AuthUser = { sub: 'a', email: 'admin@x.test', group: 'admin' };
const brand: AuthUser = { sub: 'b', email: 'brand@x.test', group: 'brand', companyId: 'co_abcdefghjkmn' };
const creator: AuthUser = { sub: 'c', email: 'creator@x.test', group: 'creator', creatorId: 'cr_abcdefghjkmn' };

describe('userFromClaims', () => {
  it('reads group, ids, email and name from the ID token claims', () => {
    expect(
      userFromClaims({
        sub: 'u1',
        email: 'c@x.test',
        name: 'Cleo',
        'custom:group': 'creator',
        'custom:creator_id': 'cr_abcdefghjkmn',
        'custom:company_id': '',
      }),
    ).toEqual({ sub: 'u1', email: 'c@x.test', name: 'Cleo', group: 'creator', creatorId: 'cr_abcdefghjkmn' });
  });

  it('ignores an unknown group', () => {
    expect(userFromClaims({ sub: 'u', email: 'e', 'custom:group': 'superuser' }).group).toBeUndefined();
  });
});

describe('routing rules', () => {
  it('sends creators with a creator id to the creator dashboard, admins and brand staff to /admin', () => {
    expect(homePathFor(creator)).toBe('/creator/dashboard');
    expect(homePathFor(admin)).toBe('/admin');
    expect(homePathFor(brand)).toBe('/admin');
  });

  it('has no home for an incomplete account', () => {
    expect(homePathFor({ sub: 'x', email: 'e', group: 'creator' })).toBeNull();
    expect(homePathFor({ sub: 'x', email: 'e', group: 'brand' })).toBeNull();
    expect(homePathFor({ sub: 'x', email: 'e' })).toBeNull();
    expect(homePathFor(null)).toBeNull();
  });

  it('admits admin and brand-with-company to the admin area, creators only to theirs', () => {
    expect(canEnterAdmin(admin)).toBe(true);
    expect(canEnterAdmin(brand)).toBe(true);
    expect(canEnterAdmin(creator)).toBe(false);
    expect(canEnterCreator(creator)).toBe(true);
    expect(canEnterCreator(admin)).toBe(false);
  });
});

describe('postSignInPath', () => {
  it('returns to the remembered page inside the user area', () => {
    expect(postSignInPath(admin, '/admin/brands?x=1')).toBe('/admin/brands?x=1');
    expect(postSignInPath(creator, '/creator/payment-info')).toBe('/creator/payment-info');
  });

  it('ignores targets outside the user area and open redirects', () => {
    expect(postSignInPath(creator, '/admin/brands')).toBe('/creator/dashboard');
    expect(postSignInPath(admin, '//evil.example/admin')).toBe('/admin');
    expect(postSignInPath(admin, 'https://evil.example/admin')).toBe('/admin');
    expect(postSignInPath(admin, '/\\evil.example')).toBe('/admin');
    expect(postSignInPath(admin, '/administrator')).toBe('/admin');
  });

  it('builds the login path that remembers a page', () => {
    expect(loginPathFor('/admin/brands')).toBe('/login?redirect=%2Fadmin%2Fbrands');
    expect(loginPathFor('/')).toBe('/login');
  });

  it("adds session=expired when a session could not be refreshed ('Session refresh failed' on /login)", () => {
    expect(loginPathFor('/admin/brands?q=a', { sessionExpired: true })).toBe(
      '/login?redirect=%2Fadmin%2Fbrands%3Fq%3Da&session=expired',
    );
    expect(loginPathFor('/', { sessionExpired: true })).toBe('/login?session=expired');
  });
});

describe('amplifyAuthConfig', () => {
  it('passes the pool, the client and the local endpoint, with e-mail sign-in', () => {
    expect(amplifyAuthConfig(TEST_CONFIG)).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'us-east-1_test',
          userPoolClientId: 'testclient',
          userPoolEndpoint: 'http://localhost:9229',
          loginWith: { email: true },
        },
      },
    });
  });

  it('leaves userPoolEndpoint out in AWS', () => {
    const { cognitoEndpoint: _unused, ...aws } = TEST_CONFIG;
    expect(
      amplifyAuthConfig({ ...aws, authFlow: 'USER_SRP_AUTH', environment: 'aws' }).Auth.Cognito,
    ).not.toHaveProperty('userPoolEndpoint');
  });
});

describe('stored session', () => {
  it('is detected by the Amplify keys of this app client only', () => {
    setConfig(TEST_CONFIG);
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.otherclient.LastAuthUser', 'x');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.testclient.LastAuthUser', 'x');
    expect(hasStoredSession()).toBe(true);
    setConfig(undefined);
  });
});
