import { describe, expect, it } from 'vitest';
import { ROUTES, routeKey, type RouteDefinition, type RouteId } from './routes';
import { ROUTE_SCHEMAS, routeSchemas, type RouteSchemas } from './route-schemas';

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

describe('the route schemas', () => {
  it('give bodies only to routes that take one, and query schemas only to reads', () => {
    for (const [id, schemas] of Object.entries(ROUTE_SCHEMAS) as [RouteId, RouteSchemas][]) {
      const { method } = ROUTES[id];
      if (schemas.body) expect(['POST', 'PUT', 'PATCH'], id).toContain(method);
      if (schemas.query) expect(method, id).toBe('GET');
    }
  });

  it('validate every JSON body a route of the table takes (a write without a schema takes no body)', () => {
    const withBody = (Object.keys(ROUTES) as RouteId[]).filter((id) => routeSchemas(id).body);
    // Every route that creates or replaces a record takes a validated body.
    const creating = (Object.keys(ROUTES) as RouteId[]).filter(
      (id) => ROUTES[id].method === 'PUT' || (ROUTES[id].method === 'POST' && /\.create$/.test(id)),
    );
    for (const id of creating) {
      if ((ROUTES[id] as RouteDefinition).bodyKind === 'multipart') continue;
      expect(withBody, id).toContain(id);
    }
  });
});
