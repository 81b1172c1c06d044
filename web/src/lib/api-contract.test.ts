import type { RouteBody, RouteParams, RouteResponse } from '@reelbridge/shared/api/contract';
import type { ProjectDetail } from '@reelbridge/shared/api/types';
import { describe, expectTypeOf, it } from 'vitest';
import { apiRequest } from './api-client';

/**
 * Type-level tests of the API contract (shared/src/api/contract.ts): `tsc -p web` (npm run typecheck) checks them, and
 * each `@ts-expect-error` fails the typecheck if the line it marks ever compiles. The calls are never made.
 */
const neverCalled = (_call: () => unknown) => undefined;

describe('apiRequest is typed by the route contract', () => {
  it('derives the path parameters from the path template', () => {
    expectTypeOf<RouteParams<'campaigns.updateCreator'>>().toEqualTypeOf<{ id: string; creatorId: string }>();
    expectTypeOf<keyof RouteParams<'projects.list'>>().toEqualTypeOf<never>();
    neverCalled(() => apiRequest('products.get', { params: { id: 'co_1', productId: 'pr_1' } }));
    neverCalled(() => apiRequest('projects.list'));
    // @ts-expect-error: a route with placeholders needs its params
    neverCalled(() => apiRequest('projects.get'));
    // @ts-expect-error: productId is missing
    neverCalled(() => apiRequest('products.get', { params: { id: 'co_1' } }));
    // @ts-expect-error: a path without placeholders takes no params
    neverCalled(() => apiRequest('projects.list', { params: { id: 'p_1' } }));
  });

  it('takes the body the route schema accepts', () => {
    expectTypeOf<RouteBody<'team.invite'>>().toEqualTypeOf<{ email: string }>();
    neverCalled(() => apiRequest('team.invite', { params: { id: 'co_1' }, body: { email: 'a@b.test' } }));
    // @ts-expect-error: a misspelt body field
    neverCalled(() => apiRequest('team.invite', { params: { id: 'co_1' }, body: { emial: 'a@b.test' } }));
    // @ts-expect-error: a route with a body schema needs the body
    neverCalled(() => apiRequest('team.invite', { params: { id: 'co_1' } }));
    // @ts-expect-error: a route without a body schema takes no body
    neverCalled(() => apiRequest('team.accept', { params: { id: 'co_1', userId: 'u_1' }, body: { email: 'x' } }));
    // @ts-expect-error: only the query fields the route reads
    neverCalled(() => apiRequest('projects.list', { query: { cursr: 'c' } }));
  });

  it('answers with the shared view type', () => {
    expectTypeOf<RouteResponse<'projects.get'>>().toEqualTypeOf<ProjectDetail>();
    expectTypeOf(apiRequest<'projects.get'>).returns.resolves.toEqualTypeOf<ProjectDetail>();
    expectTypeOf<RouteResponse<'team.remove'>>().toEqualTypeOf<void>();
    neverCalled(async () => {
      const project = await apiRequest('projects.get', { params: { id: 'p_1' } });
      expectTypeOf(project.creators[0]!.submissions[0]!.videoUrl).toEqualTypeOf<string>();
      // @ts-expect-error: the view has no such field
      return project.tiktokLink;
    });
  });

  it('accepts an Idempotency-Key on mutations only', () => {
    neverCalled(() =>
      apiRequest('projects.create', { body: { name: 'P', brandId: 'co_1', creators: [] }, idempotencyKey: 'k' }),
    );
    // @ts-expect-error: a GET is safe to repeat and takes no key
    neverCalled(() => apiRequest('projects.list', { idempotencyKey: 'k' }));
  });
});
