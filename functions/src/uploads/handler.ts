import { createDomainHandler, created, ok } from '../lib/http';
import * as service from './service';

export const handler = createDomainHandler('uploads', {
  'uploads.presign': async ({ principal, body }) => ok(await service.presign(principal, body)),
  'uploads.direct': async ({ principal, raw }) => created(await service.direct(principal, raw.body, raw.contentType)),
});
