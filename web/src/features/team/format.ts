import type { TeamEvent } from '@reelbridge/shared/api/types';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatDay = (iso: string) => DATE.format(new Date(iso));
export const formatMoment = (iso: string) => DATE_TIME.format(new Date(iso));

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
