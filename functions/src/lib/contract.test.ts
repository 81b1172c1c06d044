import type { ProjectDetail } from '@reelbridge/shared';
import { describe, expectTypeOf, it } from 'vitest';
import { noContent, ok, type RouteImplementation, type RouteRequest } from './http';

/**
 * Type-level tests of the server side of the API contract (shared/src/api/contract.ts): `tsc -p functions` checks
 * them; each `@ts-expect-error` fails the typecheck if the line it marks ever compiles.
 */
describe('route handlers are typed by the route contract', () => {
  it('gets exactly the path parameters of the route, as strings', () => {
    expectTypeOf<RouteRequest<'campaigns.sendBrief'>['params']>().toEqualTypeOf<{ id: string; creatorId: string }>();
    // @ts-expect-error: the route has no {userId}
    expectTypeOf<RouteRequest<'campaigns.sendBrief'>['params']['userId']>().toBeString();
  });

  it('must answer with the route response type', () => {
    const project = {} as ProjectDetail;
    expectTypeOf(async () => ok(project)).toExtend<RouteImplementation<'projects.get'>>();
    expectTypeOf(async () => noContent()).toExtend<RouteImplementation<'team.remove'>>();
    // @ts-expect-error: a view without the detail's fields
    expectTypeOf(async () => ok({ id: 'p_1' })).toExtend<RouteImplementation<'projects.get'>>();
  });
});
