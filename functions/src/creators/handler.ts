import { createDomainHandler, ok } from '../lib/http';
import * as service from './service';

export const handler = createDomainHandler('creators', {
  'creators.get': async ({ principal, params }) => ok(await service.getById(principal, params.id ?? '')),
  'creators.getByEmail': async ({ principal, params }) => ok(await service.getByEmail(principal, params.email ?? '')),
});
