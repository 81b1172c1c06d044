import { paymentNeedsApprovedDetails, projectStatusFor, totalCents } from '@reelbridge/shared';
import { DynamoBusyError } from '../data/client';
import { Changes } from '../data/changes';
import { addEvent } from '../data/events';
import * as data from '../data/projects';
import { approvedAtVersion, getPayment } from '../data/payments';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { METRIC } from '../lib/metric-names';
import { countMetric } from '../lib/metrics';
import type { Principal } from '../lib/principal';
import { adminView, creatorDetails, loadBundle, projectEvent, putProjectStatus } from './bundle';
import { assertPayable, bump } from './state';

/**
 * Pays a creator once: only from awaiting_payment and only to payment details that are approved, as one
 * transaction that also checks the details are still approved at the version read; a repeat gets 409.
 */
export async function pay(principal: Principal, projectCreatorId: string, now = new Date().toISOString()) {
  if (principal.role !== 'admin') throw forbidden();
  const found = await data.findProjectCreator(projectCreatorId);
  if (!found) throw notFound('Project creator not found');
  const bundle = await loadBundle(found.projectId);
  const creator = bundle.creators.find(({ entry }) => entry.id === projectCreatorId);
  if (!creator) throw notFound('Project creator not found');
  assertPayable(creator.entry);
  const { creatorId, creatorName } = creator.entry;
  const paymentInfo = await getPayment(creatorId);
  if (paymentInfo?.status !== 'approved') throw conflict(paymentNeedsApprovedDetails(creatorName));
  const changes = new Changes();
  creator.entry = bump(creator.entry, now, {
    status: 'paid',
    paidAt: now,
    paidBy: principal.userId,
    paidByEmail: principal.email,
    paidToPaymentVersion: paymentInfo.version,
  });
  changes.put(`pc:${creator.entry.id}`, data.items.projectCreator(creator.entry), creator.entry.version - 1);
  changes.add(approvedAtVersion(creatorId, paymentInfo.version));
  addEvent(
    changes,
    projectEvent(principal, bundle.project, 'project.creatorPaid', {
      ...creatorDetails(creator.entry),
      amountCents: totalCents([creator.entry]),
      before: 'awaiting_payment',
      after: 'paid',
    }),
    now,
  );
  const statuses = bundle.creators.map(({ entry }) => entry.status);
  const projectStatus = projectStatusFor(statuses, bundle.project.status);
  if (projectStatus !== bundle.project.status) putProjectStatus(bundle, projectStatus, changes, now);
  let result: Awaited<ReturnType<Changes['commit']>>;
  try {
    result = await changes.commit();
  } catch (error) {
    // Racing payments of one creator keep cancelling each other (TransactionConflict); once one has won, the others
    // are answered as the race's losers are, not 503.
    if (!(error instanceof DynamoBusyError)) throw error;
    const latest = await data.getProjectBundle(bundle.project.id);
    const entry = latest?.creators.find((candidate) => candidate.entry.id === creator.entry.id)?.entry;
    if (entry?.status !== 'paid') throw error;
    result = 'conflict';
  }
  if (result === 'too_many') throw badRequest('Too many changes at once; save in smaller steps');
  if (result === 'conflict') {
    // Either a racing payment won, or the payment details changed since they were read: say which.
    const latest = await getPayment(creatorId);
    if (latest?.status !== 'approved' || latest.version !== paymentInfo.version)
      throw conflict(paymentNeedsApprovedDetails(creatorName));
    throw conflict(`${creatorName} has already been paid`);
  }
  logger.info('Creator paid', { projectCreatorId, paymentVersion: paymentInfo.version, by: principal.userId });
  countMetric(METRIC.creatorsPaid);
  return adminView(bundle, now);
}
