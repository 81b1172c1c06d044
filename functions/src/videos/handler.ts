import { createDomainHandler, created, noContent, ok } from '../lib/http';
import * as service from './service';

/** The creator's upload of a video file (issue 20, docs/videos.md). */
export const handler = createDomainHandler('videos', {
  'videoUploads.create': async ({ principal, body }) => created(await service.createUpload(principal, body)),
  'videoUploads.sign': async ({ principal, params, body }) =>
    ok(await service.signParts(principal, params.id, body.partNumbers)),
  'videoUploads.parts': async ({ principal, params }) => ok(await service.storedParts(principal, params.id)),
  'videoUploads.poster': async ({ principal, params, body }) =>
    ok(await service.signPoster(principal, params.id, body.size)),
  'videoUploads.complete': async ({ principal, params, body }) =>
    ok(await service.completeUpload(principal, params.id, body)),
  'videoUploads.abort': async ({ principal, params }) => {
    await service.abortUpload(principal, params.id);
    return noContent();
  },
  'videos.removeFile': async ({ principal, params }) => {
    await service.removeFile(principal, params.submissionId);
    return noContent();
  },
});
