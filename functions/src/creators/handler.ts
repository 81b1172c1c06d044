import { createDomainHandler, created, ok } from '../lib/http';
import * as service from './service';

export const handler = createDomainHandler('creators', {
  'creators.create': async ({ body }) => created(await service.createCreator(body)),
  'creators.list': async ({ query }) => ok(await service.listCreators(query)),
  'creators.search': async ({ query }) => ok(await service.listCreators(query)),
  'creators.get': async ({ principal, params }) => ok(await service.getById(principal, params.id ?? '')),
  'creators.getByEmail': async ({ principal, params }) => ok(await service.getByEmail(principal, params.email ?? '')),
  'creators.update': async ({ params, body }) => ok(await service.updateCreator(params.id ?? '', body)),
});
