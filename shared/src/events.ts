/**
 * Events: every state change a person cares about is recorded as an event, in the same transaction as the change
 * (functions/src/data/events.ts). A dispatcher hands each event to its consumers: e-mail, in-app notifications, the
 * activity history and the counters (docs/events.md). Payment and tax numbers never appear in an event.
 */

export const EVENT_TYPES = [
  // UGC projects
  'project.planned',
  'project.changed',
  'project.creatorAssigned',
  'project.creatorRemoved',
  'project.draftsSubmitted',
  'project.revisionRequested',
  // Issue 20: a comment pinned to a time of a video, an extra revision round after the cap
  'project.videoCommented',
  'project.extraRoundGranted',
  'project.videoApproved',
  'project.videoRejected',
  'project.videoResubmitted',
  'project.creatorPaid',
  'project.exportRequested',
  'project.exportReady',
  // Issue 20: the timers' reminders to reviewers (ugc-projects/timers.ts)
  'project.reviewReminder',
  'project.sparkCodeExpiring',
  // Payment details
  'payment.submitted',
  'payment.approved',
  'payment.rejected',
  // Campaigns
  'campaign.created',
  // Issue 22: a campaign's budget or brand edited (the analytics figures' campaigns by status follow it)
  'campaign.changed',
  'campaign.activated',
  'campaign.completed',
  'campaign.cancelled',
  'campaign.briefSent',
  'campaign.assignmentChanged',
  // Brands and teams
  'brand.registered',
  'brand.onboardingSubmitted',
  'brand.profileUpdated',
  'team.joinRequested',
  'team.memberAccepted',
  'team.memberRemoved',
  'team.requestDeclined',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type EventActorRole = 'admin' | 'brand' | 'creator' | 'system';

/** Who made the change: the signed-in user (by id and e-mail, as the token says) or the system. */
export interface EventActor {
  role: EventActorRole;
  userId?: string;
  email?: string;
  /** A display name when the writer knows it (a creator's name, a team member's). */
  name?: string;
}

/** The record a change is about; its name as it was at the time, so the history reads well after a rename. */
export interface EventSubject {
  kind: 'project' | 'campaign' | 'creator' | 'brand';
  id: string;
  name?: string;
}

/**
 * One recorded change. The ids say which records it concerns (and so whose history and whose notifications it goes
 * to); `before`/`after` are statuses where the change moved one; `comment` is the reviewer's or decider's note.
 */
export interface ActivityEvent {
  id: string;
  type: EventType;
  /** ISO time of the change (the transaction's `now`). */
  at: string;
  actor: EventActor;
  subject: EventSubject;
  brandId?: string;
  creatorId?: string;
  /** The creator's name, for words like "Ana Lima submitted 3 videos". */
  creatorName?: string;
  projectId?: string;
  projectCreatorId?: string;
  campaignId?: string;
  submissionId?: string;
  videoNumber?: number;
  /** How many items the change covered (videos submitted, creators assigned). */
  count?: number;
  before?: string;
  after?: string;
  comment?: string;
  /** Money moved by the change, in cents (a payment's amount), never an account or tax number. */
  amountCents?: number;
  /** The person a team change is about (who asked to join, was accepted, was removed), when not the actor. */
  member?: { userId: string; email: string; name?: string };
  /**
   * A brief as it was sent (`campaign.briefSent`): its e-mail's subject and words, fixed when the admin sent it, so the
   * creator gets exactly what was sent however the campaign changes before the e-mail goes out.
   */
  brief?: { subject: string; text: string };
  /** A review the system made (`project.videoApproved` after `count` business days without a review; issue 20). */
  automatic?: boolean;
  /**
   * When what a reminder is about happens (issue 20): the automatic approval (`project.reviewReminder`) or the spark
   * code's expiry (`project.sparkCodeExpiring`).
   */
  dueAt?: string;
  /** A project's zip of approved videos (`project.exportRequested`, `project.exportReady`). */
  exportId?: string;
}

/** The kinds of notification a user can switch e-mail off for; in-app notifications are always on. */
export const NOTIFICATION_KINDS = ['work', 'reviews', 'payments', 'campaigns', 'team'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which notification kind each event type belongs to (for preferences and the bell's icons). */
export const NOTIFICATION_KIND_OF: Record<EventType, NotificationKind> = {
  'project.planned': 'work',
  'project.changed': 'work',
  'project.creatorAssigned': 'work',
  'project.creatorRemoved': 'work',
  'project.draftsSubmitted': 'reviews',
  'project.revisionRequested': 'reviews',
  'project.videoCommented': 'reviews',
  'project.extraRoundGranted': 'reviews',
  'project.videoApproved': 'reviews',
  'project.videoRejected': 'reviews',
  'project.videoResubmitted': 'reviews',
  'project.creatorPaid': 'payments',
  'project.exportRequested': 'reviews',
  'project.exportReady': 'reviews',
  'project.reviewReminder': 'reviews',
  'project.sparkCodeExpiring': 'reviews',
  'payment.submitted': 'payments',
  'payment.approved': 'payments',
  'payment.rejected': 'payments',
  'campaign.created': 'campaigns',
  'campaign.changed': 'campaigns',
  'campaign.activated': 'campaigns',
  'campaign.completed': 'campaigns',
  'campaign.cancelled': 'campaigns',
  'campaign.briefSent': 'campaigns',
  'campaign.assignmentChanged': 'campaigns',
  'brand.registered': 'team',
  'brand.onboardingSubmitted': 'team',
  'brand.profileUpdated': 'team',
  'team.joinRequested': 'team',
  'team.memberAccepted': 'team',
  'team.memberRemoved': 'team',
  'team.requestDeclined': 'team',
};

/** An in-app notification: what happened, in words, and where to act. */
export interface NotificationView {
  id: string;
  eventId: string;
  type: EventType;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** The SPA path where the recipient acts (e.g. /admin/ugc-projects/pj_…). */
  link: string;
  at: string;
  read: boolean;
}

export interface NotificationPage {
  items: NotificationView[];
  nextCursor?: string;
  unreadCount: number;
}

/** Per kind: whether the user also gets an e-mail. */
export type NotificationPreferences = Record<NotificationKind, boolean>;

/** One line of a record's activity history. */
export interface ActivityEntry {
  id: string;
  type: EventType;
  at: string;
  /** "Ana Lima submitted 3 videos", "Alex (agency) requested a revision of video 2". */
  text: string;
  actor: { role: EventActorRole; name?: string; email?: string };
  comment?: string;
  creatorId?: string;
  projectCreatorId?: string;
}
