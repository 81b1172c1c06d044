import { createDomainHandler, created, ok } from '../lib/http';
import * as service from './service';

export const handler = createDomainHandler('brands', {
  'brands.create': async ({ body }) => created(await service.registerCompany(body)),
  'brands.search': async ({ query }) => ok(await service.searchCompanies(query)),
  'brands.list': async ({ principal, query }) => ok(await service.listBrands(principal, query)),
  'brands.get': async ({ principal, params }) => ok(await service.getBrand(principal, params.id ?? '')),
  'overview.get': async ({ principal }) => ok(await service.getOverview(principal)),
  'brands.update': async ({ principal, params, body }) =>
    ok(await service.updateBrand(principal, params.id ?? '', body)),
});
