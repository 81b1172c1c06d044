import * as activity from '../activity/service';
import * as analytics from '../analytics/service';
import * as attention from '../attention/service';
import { createDomainHandler, ok } from '../lib/http';
import * as service from './service';

/** The bell, e-mail preferences, unsubscribe links and the agency's history (docs/events.md). */
export const handler = createDomainHandler('notifications', {
  'notifications.list': async ({ principal, query }) => ok(await service.list(principal, query)),
  'notifications.read': async ({ principal, params }) => ok(await service.read(principal, params.id)),
  'notifications.readAll': async ({ principal }) => ok(await service.readAll(principal)),
  'notifications.preferences': async ({ principal }) => ok(await service.preferences(principal)),
  'notifications.updatePreferences': async ({ principal, body }) =>
    ok(await service.updatePreferences(principal, body)),
  'notifications.unsubscribe': async ({ body }) => ok(await service.unsubscribe(body.token)),
  'attention.get': async ({ principal }) => ok(await attention.getAttention(principal)),
  'analytics.get': async ({ principal, query }) => ok(await analytics.getAnalytics(principal, query)),
  'activity.agency': async ({ principal, query }) => ok(await activity.agencyActivity(principal, query)),
});
