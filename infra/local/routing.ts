import { API_PREFIX, ROUTES, routeKey, type RouteDefinition, type RouteId } from '@reelbridge/shared';

export interface MatchedRoute {
  id: RouteId;
  route: RouteDefinition;
  routeKey: string;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  id: RouteId;
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
  staticSegments: number;
}

/** Like API Gateway: a route with more literal segments wins over one with parameters. */
const compiled: CompiledRoute[] = (Object.entries(ROUTES) as [RouteId, RouteDefinition][])
  .map(([id, route]) => {
    const names: string[] = [];
    const segments = `${API_PREFIX}${route.path}`.split('/').filter(Boolean);
    const source = segments
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return '([^/]+)';
      })
      .join('/');
    return {
      id,
      route,
      names,
      pattern: new RegExp(`^/${source}/?$`),
      staticSegments: segments.length - names.length,
    };
  })
  .sort((a, b) => b.staticSegments - a.staticSegments);

export function matchRoute(method: string, path: string): MatchedRoute | undefined {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    candidate.names.forEach((name, index) => (pathParameters[name] = match[index + 1]!));
    return { id: candidate.id, route: candidate.route, routeKey: routeKey(candidate.route), pathParameters };
  }
  return undefined;
}
