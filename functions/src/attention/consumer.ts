import type { ActivityEvent } from '@reelbridge/shared';
import { syncCampaignAttention, syncProjectAttention } from '../data/attention';
import type { EventConsumer } from '../events/consumer';

/**
 * The attention consumer (docs/attention.md): after any change to a project or a campaign, works out again what of it
 * needs someone (videos waiting for review, deliveries due, unsent briefs) from the record as it is now. It records no
 * delivery: doing it again, or for an older event, gives the same items.
 */
export const attentionConsumer: EventConsumer = {
  name: 'attention',
  async handle(event: ActivityEvent): Promise<void> {
    if (event.projectId) await syncProjectAttention(event.projectId);
    if (event.campaignId) await syncCampaignAttention(event.campaignId);
  },
};
