import { createDomainHandler, created, noContent, ok } from '../lib/http';
import { siteUrl } from '../lib/site';
import * as payments from './payments';
import * as activity from '../activity/service';
import * as service from './service';

export const handler = createDomainHandler('creators', {
  'creators.create': async ({ body }) => created(await service.createCreator(body)),
  'creators.list': async ({ query }) => ok(await service.listCreators(query)),
  'creators.search': async ({ query }) => ok(await service.listCreators(query)),
  'creators.get': async ({ principal, params }) => ok(await service.getById(principal, params.id)),
  'creators.getByEmail': async ({ principal, params }) => ok(await service.getByEmail(principal, params.email)),
  'creators.update': async ({ params, body }) => ok(await service.updateCreator(params.id, body)),
  'creators.invite': async ({ params, headers }) => ok(await service.inviteCreator(params.id, siteUrl(headers))),

  'payments.get': async ({ principal, params }) => {
    const info = await payments.getPaymentInfo(principal, params.id);
    return info ? ok(info) : noContent();
  },
  'payments.create': async ({ principal, body }) =>
    ok(
      await payments.savePaymentInfo(
        principal,
        principal.role === 'creator' ? principal.creatorId : '',
        body,
        'create-or-replace',
      ),
    ),
  'payments.update': async ({ principal, params, body }) =>
    ok(await payments.savePaymentInfo(principal, params.id, body, 'update')),
  'payments.delete': async ({ principal, params }) => {
    await payments.remove(principal, params.id);
    return noContent();
  },
  'payments.approve': async ({ principal, params, body }) =>
    ok(await payments.approve(principal, params.id, body.version)),
  'payments.reject': async ({ principal, params, body }) =>
    ok(await payments.reject(principal, params.id, body.reason, body.version)),
  'payments.reveal': async ({ principal, params, body }) =>
    ok(await payments.reveal(principal, params.id, body.version)),
  'payments.w9': async ({ principal, params }) => ok(await payments.w9Link(principal, params.id)),
  'activity.creator': async ({ principal, params, query }) =>
    ok(await activity.recordActivity(principal, 'creator', params.id, query)),
});
