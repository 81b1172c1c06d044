import { describe, expect, it } from 'vitest';
import { ROUTES, routeKey, type RouteDefinition } from './routes';

const routes = Object.values(ROUTES) as RouteDefinition[];

describe('the route table', () => {
  it('has one route per method and path', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names path variables alike at each level, as API Gateway requires (it refuses /a/{x} beside /a/{y}/b)', () => {
    const variableAt = new Map<string, string>();
    for (const route of routes) {
      const segments = route.path.split('/').filter(Boolean);
      segments.forEach((segment, index) => {
        const variable = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!variable) return;
        const parent = segments.slice(0, index).join('/');
        const existing = variableAt.get(parent);
        expect(
          existing === undefined || existing === variable,
          `${route.path}: {${variable}} beside {${existing}}`,
        ).toBe(true);
        variableAt.set(parent, variable);
      });
    }
  });
});
