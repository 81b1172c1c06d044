import type { NotificationKind } from '@reelbridge/shared/events';

/** The kinds of notification as the screens name them (the e-mails say the same: functions/src/notifications). */
export const KIND_LABELS: Record<NotificationKind, { label: string; description: string; inSentence: string }> = {
  work: {
    label: 'Work and assignments',
    description: 'Added to or removed from a project',
    inSentence: 'work and assignments',
  },
  reviews: {
    label: 'Video reviews',
    description: 'Videos submitted, approved, rejected or sent back for a revision',
    inSentence: 'video reviews',
  },
  payments: { label: 'Payments', description: 'Payment details reviewed, creators paid', inSentence: 'payments' },
  campaigns: {
    label: 'Campaigns',
    description: 'Briefs, assignments, campaigns started or finished',
    inSentence: 'campaigns',
  },
  team: {
    label: 'Brands and teams',
    description: 'New brands, onboarding, requests to join a team',
    inSentence: 'brands and teams',
  },
};
