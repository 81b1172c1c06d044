import type { ActivityEvent, EventType } from '@reelbridge/shared';
import { syncCampaignAnalytics, syncProjectAnalytics } from '../data/analytics';
import type { EventConsumer } from '../events/consumer';

/** Events that change nothing the figures count: reminders, comments, zips. */
const IGNORED: ReadonlySet<EventType> = new Set([
  'project.videoCommented',
  'project.exportRequested',
  'project.exportReady',
  'project.reviewReminder',
  'project.sparkCodeExpiring',
]);

/**
 * The analytics consumer (docs/analytics.md): after a change to a project or a campaign, moves the figures by the
 * difference between what the record adds to them now and what it added last (data/analytics.ts), in one transaction
 * at the version read. An event handed over again finds no difference and writes nothing; one that lost a race to
 * another writer of the same record throws, and is handed over again.
 */
export const analyticsConsumer: EventConsumer = {
  name: 'analytics',
  async handle(event: ActivityEvent): Promise<void> {
    if (IGNORED.has(event.type)) return;
    if (event.projectId && (await syncProjectAnalytics(event.projectId)) === 'conflict') {
      throw new Error(`Analytics of project ${event.projectId} moved meanwhile; hand the event over again`);
    }
    if (event.campaignId && (await syncCampaignAnalytics(event.campaignId)) === 'conflict') {
      throw new Error(`Analytics of campaign ${event.campaignId} moved meanwhile; hand the event over again`);
    }
  },
};
