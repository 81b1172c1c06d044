import { formatDate, formatDateTime } from '@reelbridge/shared/format';
import type { TeamEvent } from '@reelbridge/shared/api/types';

/** The shared formatters (docs/ux-rules.md, dates): 'Dec 1, 2026' and 'Dec 1, 2026, 3:05 PM'. */
export const formatDay = (iso: string) => formatDate(iso);
export const formatMoment = (iso: string) => formatDateTime(iso);

/** One line of the team's history: who did what to whom. */
export function describeEvent(event: TeamEvent): string {
  switch (event.action) {
    case 'invited':
      return `${event.actor} invited ${event.subject}`;
    case 'invitation_cancelled':
      return `${event.actor} cancelled the invitation of ${event.subject}`;
    case 'joined_by_invitation':
      return `${event.subject} joined with an invitation`;
    case 'requested':
      return `${event.subject} asked to join`;
    case 'accepted':
      return `${event.actor} accepted ${event.subject}`;
    case 'declined':
      return `${event.actor} declined ${event.subject}`;
    case 'removed':
      return `${event.actor} removed ${event.subject}`;
    case 'made_owner':
      return `${event.actor} made ${event.subject} the owner`;
  }
}
