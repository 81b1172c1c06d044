import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { API_PREFIX, ROUTES, type RouteDefinition } from '@reelbridge/shared/api/routes';
import type { Construct } from 'constructs';

/** WAF counts a rate-based rule's requests per IP over this window (seconds). */
export const RATE_WINDOW_SECONDS = 300;

/**
 * Per-IP request limits per window. The distribution-wide limit covers the SPA's assets, /media and /api together,
 * with room for an office of agency staff behind one address. The two public routes are tighter: registering a
 * company is a rare act, and the company search of employee sign-up is debounced as the visitor types.
 */
export const RATE_LIMITS = {
  everything: 3000,
  'brands.create': 20,
  'brands.search': 200,
  // The onboarding link's check of its company id: opened a few times per link.
  'brands.lookup': 60,
  // The invitation link's look-up: a person opens one link a few times, nobody needs more.
  'invitations.lookup': 30,
  // The one-click unsubscribe link of an e-mail: a person clicks it once or twice.
  'notifications.unsubscribe': 30,
} as const;

export const RATE_LIMITED_PUBLIC_ROUTES = [
  'brands.create',
  'brands.search',
  'brands.lookup',
  'invitations.lookup',
  'notifications.unsubscribe',
] as const;

/**
 * Rules of the AWS common rule set counted (with their label kept) instead of blocking, and why. Every route validates
 * its body with the shared schemas (bounded strings and arrays), API Gateway and Lambda cap payloads, and
 * POST /api/upload/direct refuses files over its limit with a clear 413; an 8 KB body cap at the edge would instead
 * break the onboarding wizard's draft and submit, long campaign briefs and direct uploads of a few MB.
 */
export const COMMON_RULES_COUNTED = ['SizeRestrictions_BODY'] as const;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const byteMatch = (
  fieldToMatch: CfnWebACL.FieldToMatchProperty,
  searchString: string,
  textTransformations: CfnWebACL.TextTransformationProperty[] = [{ priority: 0, type: 'NONE' }],
): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch, searchString, positionalConstraint: 'EXACTLY', textTransformations },
});

/**
 * Matches one route of the route table: its method, and its path with or without a trailing slash after URL decoding
 * and path normalization, so an encoded or dotted variant of the path is limited too.
 */
function routeStatement(route: RouteDefinition): CfnWebACL.StatementProperty {
  const path = `${API_PREFIX}${route.path}`;
  if (/[{}]/.test(path)) throw new Error(`${path}: only fixed paths can be rate limited`);
  const normalized: CfnWebACL.TextTransformationProperty[] = [
    { priority: 0, type: 'URL_DECODE' },
    { priority: 1, type: 'NORMALIZE_PATH' },
  ];
  return {
    andStatement: {
      statements: [
        byteMatch({ method: {} }, route.method),
        {
          orStatement: {
            statements: [
              byteMatch({ uriPath: {} }, path, normalized),
              byteMatch({ uriPath: {} }, `${path}/`, normalized),
            ],
          },
        },
      ],
    },
  };
}

function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit,
        evaluationWindowSec: RATE_WINDOW_SECONDS,
        ...(scopeDownStatement ? { scopeDownStatement } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

function managedRule(name: string, priority: number, counted: readonly string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(counted.length > 0
          ? { ruleActionOverrides: counted.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
          : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The distribution's web ACL (scope CLOUDFRONT, so it must live in us-east-1, as every stack here does):
 * per-IP rate limits first (a flood is counted and blocked before any other rule), then the AWS managed common and
 * known-bad-inputs rule groups. Every rule emits CloudWatch metrics and keeps sampled requests.
 */
export function createWebAcl(scope: Construct, id: string, stageName: string): CfnWebACL {
  const routeRules = RATE_LIMITED_PUBLIC_ROUTES.map((routeId, index) =>
    rateRule(`RateLimit-${routeId.replace('.', '-')}`, index, RATE_LIMITS[routeId], routeStatement(ROUTES[routeId])),
  );
  const rules = [
    ...routeRules,
    rateRule('RateLimit-everything', routeRules.length, RATE_LIMITS.everything),
    managedRule('AWSManagedRulesCommonRuleSet', routeRules.length + 1, COMMON_RULES_COUNTED),
    managedRule('AWSManagedRulesKnownBadInputsRuleSet', routeRules.length + 2),
  ];
  return new CfnWebACL(scope, id, {
    name: `reelbridge-${stageName}-web`,
    description: `Reelbridge ${stageName}: rate limits and AWS managed rules in front of CloudFront`,
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility(`reelbridge-${stageName}-web`),
    rules,
  });
}
