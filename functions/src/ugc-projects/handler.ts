import { createDomainHandler, created, noContent, ok } from '../lib/http';
import * as activity from '../activity/service';
import * as service from './service';
import * as downloads from './downloads';
import * as exports from './exports';
import * as videoReview from './video-comments';
import { AppError } from '../lib/errors';
import { METRIC } from '../lib/metric-names';
import { countMetric } from '../lib/metrics';

export const handler = createDomainHandler('ugc-projects', {
  'projects.create': async ({ principal, body }) => created(await service.createProject(principal, body)),
  'projects.list': async ({ principal, query }) => ok(await service.listProjects(principal, query)),
  'projects.get': async ({ principal, params }) => ok(await service.getProject(principal, params.id)),
  'projects.update': async ({ principal, params, body }) => ok(await service.updateProject(principal, params.id, body)),
  'projects.delete': async ({ params }) => {
    await service.deleteProject(params.id);
    return noContent();
  },
  'projects.setStatus': async ({ principal, params, body }) =>
    ok(await service.setStatus(principal, params.id, body.status)),
  'projects.forCreator': async ({ principal, params, query }) =>
    ok(await service.creatorProjects(principal, params.creatorId, query)),
  'projects.getForCreator': async ({ principal, params }) =>
    ok(await service.creatorProject(principal, params.id, params.creatorId)),
  'submissions.draft': async ({ principal, params, body }) => ok(await service.saveDraft(principal, params.id, body)),
  'submissions.submit': async ({ principal, params, body }) => ok(await service.submitAll(principal, params.id, body)),
  'submissions.resubmit': async ({ principal, params, body }) => ok(await service.resubmit(principal, params.id, body)),
  'submissions.requestRevision': async ({ principal, params, body }) =>
    ok(
      await service.requestRevision(
        principal,
        params.submissionId,
        body.revisionComment,
        { internalNote: body.internalNote, seenStatus: body.seenStatus, seenVersion: body.seenVersion },
        undefined,
        body.commentIds,
      ),
    ),
  'submissions.approve': async ({ principal, params, body }) =>
    ok(
      await service.approveSubmission(principal, params.submissionId, {
        internalNote: body.internalNote,
        seenStatus: body.seenStatus,
        seenVersion: body.seenVersion,
      }),
    ),
  'submissions.reject': async ({ principal, params, body }) =>
    ok(
      await service.rejectSubmission(principal, params.submissionId, body.reason, {
        internalNote: body.internalNote,
        seenStatus: body.seenStatus,
        seenVersion: body.seenVersion,
      }),
    ),
  'submissions.comment': async ({ principal, params, body }) =>
    ok(await videoReview.addComment(principal, params.submissionId, body)),
  'submissions.extraRound': async ({ principal, params }) =>
    ok(await videoReview.grantExtraRound(principal, params.submissionId)),
  'projectCreators.pay': async ({ principal, params }) => {
    try {
      return ok(await service.pay(principal, params.projectCreatorId));
    } catch (error) {
      // A payment that failed on our side (not a refusal the admin can act on, such as unapproved details): alarmed.
      if (!(error instanceof AppError) || error.status >= 500) countMetric(METRIC.paymentsFailed);
      throw error;
    }
  },
  'activity.project': async ({ principal, params, query }) =>
    ok(await activity.projectActivity(principal, params.id, query)),
  'submissions.download': async ({ principal, params }) =>
    ok(await downloads.videoDownload(principal, params.submissionId)),
  'exports.start': async ({ principal, params }) => created(await exports.createProjectExport(principal, params.id)),
  'exports.get': async ({ principal, params }) =>
    ok(await exports.getProjectExport(principal, params.id, params.exportId)),
});
