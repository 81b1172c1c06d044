import { createDomainHandler, created, noContent, ok } from '../lib/http';
import * as activity from '../activity/service';
import * as service from './service';

export const handler = createDomainHandler('campaigns', {
  'campaigns.create': async ({ body }) => created(await service.createCampaign(body)),
  'campaigns.list': async ({ principal, query }) => ok(await service.listCampaigns(principal, query)),
  'campaigns.get': async ({ principal, params }) => ok(await service.getCampaign(principal, params.id)),
  'campaigns.update': async ({ params, body }) => ok(await service.updateCampaign(params.id, body)),
  'campaigns.delete': async ({ params }) => {
    await service.deleteCampaign(params.id);
    return noContent();
  },
  'campaigns.setStatus': async ({ params, body }) => ok(await service.setStatus(params.id, body.status)),
  'campaigns.updateCreator': async ({ params, body }) =>
    ok(await service.updateAssignment(params.id, params.creatorId, body)),
  'campaigns.sendBrief': async ({ params }) => ok(await service.sendBrief(params.id, params.creatorId)),
  'creators.campaigns': async ({ principal, params, query }) =>
    ok(await service.creatorCampaigns(principal, params.id, query)),
  'campaigns.forCreator': async ({ principal, params }) =>
    ok(await service.creatorCampaign(principal, params.id, params.campaignId)),
  'activity.campaign': async ({ principal, params, query }) =>
    ok(await activity.recordActivity(principal, 'campaign', params.id, query)),
});
