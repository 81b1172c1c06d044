import { createDomainHandler, created, noContent, ok } from '../lib/http';
import * as activity from '../activity/service';
import * as service from './service';

export const handler = createDomainHandler('campaigns', {
  'campaigns.create': async ({ principal, body }) => created(await service.createCampaign(principal, body)),
  'campaigns.list': async ({ principal, query }) => ok(await service.listCampaigns(principal, query)),
  'campaigns.get': async ({ principal, params }) => ok(await service.getCampaign(principal, params.id)),
  'campaigns.update': async ({ principal, params, body }) =>
    ok(await service.updateCampaign(principal, params.id, body)),
  'campaigns.delete': async ({ principal, params }) => {
    await service.deleteCampaign(principal, params.id);
    return noContent();
  },
  'campaigns.setStatus': async ({ principal, params, body }) =>
    ok(await service.setStatus(principal, params.id, body.status)),
  'campaigns.updateCreator': async ({ principal, params, body }) =>
    ok(await service.updateAssignment(principal, params.id, params.creatorId, body)),
  'campaigns.sendBrief': async ({ principal, params }) =>
    ok(await service.sendBrief(principal, params.id, params.creatorId)),
  'creators.campaigns': async ({ principal, params, query }) =>
    ok(await service.creatorCampaigns(principal, params.id, query)),
  'campaigns.forCreator': async ({ principal, params }) =>
    ok(await service.creatorCampaign(principal, params.id, params.campaignId)),
  'activity.campaign': async ({ principal, params, query }) =>
    ok(await activity.recordActivity(principal, 'campaign', params.id, query)),
});
