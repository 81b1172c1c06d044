import { createDomainHandler, created, ok } from '../lib/http';
import * as onboarding from './onboarding';
import * as profile from './profile';
import * as activity from '../activity/service';
import * as service from './service';

export const handler = createDomainHandler('brands', {
  'brands.create': async ({ body, principal }) => created(await service.registerCompany(body, principal)),
  'brands.search': async ({ query }) => ok(await service.searchCompanies(query)),
  'brands.lookup': async ({ query }) => ok(await service.companyName(query.id)),
  'brands.list': async ({ principal, query }) => ok(await service.listBrands(principal, query)),
  'brands.get': async ({ principal, params }) => ok(await service.getBrand(principal, params.id)),
  'brands.onboarding': async ({ principal, params, body }) => ok(await onboarding.submit(principal, params.id, body)),
  'brands.onboardingGet': async ({ principal, params }) => ok(await onboarding.getOnboarding(principal, params.id)),
  'brands.onboardingDraft': async ({ principal, params, body }) =>
    ok(await onboarding.saveDraft(principal, params.id, body)),
  'brands.profileGet': async ({ principal, params }) => ok(await profile.getProfile(principal, params.id)),
  'brands.profileUpdate': async ({ principal, params, body }) =>
    ok(await profile.updateProfile(principal, params.id, body)),
  'overview.get': async ({ principal }) => ok(await service.getOverview(principal)),
  'brands.update': async ({ principal, params, body }) => ok(await service.updateBrand(principal, params.id, body)),
  'activity.brand': async ({ principal, params, query }) =>
    ok(await activity.recordActivity(principal, 'brand', params.id, query)),
});
