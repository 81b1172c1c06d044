import type { ActivityEvent, EventActor, EventSubject } from '../events';
import { formatMoney } from './ugc';

/**
 * The words for an event, in one place: the activity history shows them, and e-mail and notifications can reuse
 * them. Built only from the event, so an entry reads the same however often it is rebuilt. Payment and tax numbers
 * never appear in an event, so never here; an amount paid may.
 */

const ROLE_WORDS: Record<EventActor['role'], string> = {
  admin: 'agency',
  brand: 'brand',
  creator: 'creator',
  system: 'Reelbridge',
};

/** "Alex (agency)", "ana@example.com (brand)", "Ana Lima" (a creator speaks for herself), "Reelbridge". */
export function actorLabel(actor: EventActor): string {
  if (actor.role === 'system') return 'Reelbridge';
  const who = actor.name?.trim() || actor.email?.trim();
  if (!who) return actor.role === 'admin' ? 'The agency' : actor.role === 'brand' ? 'The brand' : 'The creator';
  return actor.role === 'creator' ? who : `${who} (${ROLE_WORDS[actor.role]})`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const quoted = (name: string | undefined) => (name ? `“${name}”` : undefined);
/** Statuses in words: "revision_requested" → "revision requested". */
const statusWords = (status: string) => status.replace(/_/g, ' ');

/** The creator a change was about, by name when the event says it. */
function creatorOf(event: ActivityEvent): string | undefined {
  return event.creatorName?.trim() || (event.subject.kind === 'creator' ? event.subject.name : undefined);
}

/** The person a team change is about: "Jo Park", else their e-mail. */
function memberOf(event: ActivityEvent): string | undefined {
  return event.member?.name?.trim() || event.member?.email?.trim() || undefined;
}

function video(event: ActivityEvent): string {
  const number = event.videoNumber ? `video ${event.videoNumber}` : 'a video';
  const creator = creatorOf(event);
  return creator ? `${number} by ${creator}` : number;
}

const movedFrom = (event: ActivityEvent) =>
  event.before && event.after ? ` from ${statusWords(event.before)} to ${statusWords(event.after)}` : '';

/** A spark code's expiry as of the event: "expires in 7 days", "expires today", "has expired". */
function sparkWhen(event: ActivityEvent): string {
  if (!event.dueAt) return 'expires soon';
  const days = Math.ceil((Date.parse(event.dueAt) - Date.parse(event.at)) / (24 * 60 * 60 * 1000));
  if (days <= 0) return 'has expired';
  return days === 1 ? 'expires within a day' : `expires in ${days} days`;
}

/** What happened, after the actor: "approved video 2 by Ana Lima". */
function predicate(event: ActivityEvent): string {
  const creator = creatorOf(event);
  const name = quoted(event.subject.name);
  const member = memberOf(event);
  switch (event.type) {
    case 'project.planned': {
      const withCreators = event.count ? ` with ${plural(event.count, 'creator')}` : '';
      return `${name ? `planned the project ${name}` : 'planned the project'}${withCreators}`;
    }
    case 'project.changed':
      return event.before && event.after ? `moved the project${movedFrom(event)}` : 'changed the project';
    case 'project.creatorAssigned':
      if (creator) return `assigned ${creator}`;
      return event.count ? `assigned ${plural(event.count, 'creator')}` : 'assigned a creator';
    case 'project.creatorRemoved':
      if (creator) return `removed ${creator} from the project`;
      return event.count
        ? `removed ${plural(event.count, 'creator')} from the project`
        : 'removed a creator from the project';
    case 'project.draftsSubmitted':
      return `submitted ${plural(event.count ?? 1, 'video')}`;
    case 'project.revisionRequested':
      return `requested a revision of ${video(event)}`;
    case 'project.videoCommented':
      return `commented on ${video(event)}`;
    case 'project.extraRoundGranted':
      return `granted an extra revision round for ${video(event)}`;
    case 'project.videoApproved':
      return event.automatic
        ? `approved ${video(event)} automatically${event.count ? ` after ${plural(event.count, 'business day')} without a review` : ''}`
        : `approved ${video(event)}`;
    case 'project.videoRejected':
      return `rejected ${video(event)}`;
    case 'project.videoResubmitted':
      return `resubmitted ${event.videoNumber ? `video ${event.videoNumber}` : 'a video'}`;
    case 'project.creatorPaid': {
      const amount = event.amountCents !== undefined ? ` ($${formatMoney(event.amountCents)})` : '';
      return `marked ${creator ?? 'a creator'} as paid${amount}`;
    }
    case 'project.exportRequested':
      return 'asked for a zip of the approved videos';
    case 'project.exportReady':
      return event.count !== undefined
        ? `prepared the zip of ${plural(event.count, 'approved video')}`
        : 'prepared the zip of the approved videos';
    case 'project.reviewReminder':
      return `reminded the reviewers that ${video(event)} is approved automatically in one business day`;
    case 'project.sparkCodeExpiring':
      return `reminded the reviewers that the spark code of ${video(event)} ${sparkWhen(event)}`;
    case 'payment.submitted':
      return 'submitted payment details';
    case 'payment.approved':
      return creator ? `approved the payment details of ${creator}` : 'approved the payment details';
    case 'payment.rejected':
      return creator ? `sent back the payment details of ${creator}` : 'sent back the payment details';
    case 'campaign.created':
      return name ? `created the campaign ${name}` : 'created the campaign';
    case 'campaign.changed':
      return 'changed the campaign';
    case 'campaign.activated':
      return 'started the campaign';
    case 'campaign.completed':
      return 'marked the campaign completed';
    case 'campaign.cancelled':
      return 'cancelled the campaign';
    case 'campaign.briefSent':
      if (creator) return `sent the brief to ${creator}`;
      return event.count ? `sent the brief to ${plural(event.count, 'creator')}` : 'sent the brief';
    case 'campaign.assignmentChanged':
      return `changed the assignment of ${creator ?? 'a creator'}${movedFrom(event)}`;
    case 'brand.registered':
      return name ? `registered ${name}` : 'registered the company';
    case 'brand.onboardingSubmitted':
      return event.count ? `completed onboarding with ${plural(event.count, 'product')}` : 'completed onboarding';
    case 'brand.profileUpdated':
      return 'updated the brand profile';
    case 'team.joinRequested':
      return 'asked to join the team';
    case 'team.memberAccepted':
      return member ? `accepted ${member} into the team` : 'accepted a new team member';
    case 'team.memberRemoved':
      return member ? `removed ${member} from the team` : 'removed a team member';
    case 'team.requestDeclined':
      return member ? `declined the request of ${member} to join the team` : 'declined a request to join the team';
  }
}

/**
 * Where the change happened, when read in another record's history: " in the project “Summer glow”"; in the agency's
 * history of everything a brand's change also says which brand: " for Acme Beauty".
 */
function where(subject: EventSubject, reader?: ActivityReader): string {
  if (!subject.name) return '';
  if (subject.kind === 'brand' && reader?.kind === 'agency') return ` for ${subject.name}`;
  const noun = subject.kind === 'project' ? 'the project' : subject.kind === 'campaign' ? 'the campaign' : '';
  if (!noun) return '';
  return ` in ${noun} ${quoted(subject.name)}`;
}

/** Whose history the words are read in (a record's, or the agency's of everything): its subject is not named again. */
export type ActivityReader = { kind: EventSubject['kind']; id: string } | { kind: 'agency' };

/**
 * The event in words, without the comment: "Ana Lima submitted 3 videos", "Alex (agency) requested a revision of
 * video 2 by Ana Lima". Read in another record's history than its subject's (a brand's, a creator's), it says where.
 */
export function activityText(event: ActivityEvent, reader?: ActivityReader): string {
  const own =
    !reader || (reader.kind !== 'agency' && reader.kind === event.subject.kind && reader.id === event.subject.id);
  // A join request is recorded by the system on behalf of the person who asked: they are who the line is about.
  const asker = event.type === 'team.joinRequested' ? memberOf(event) : undefined;
  const actor = asker ?? actorLabel(event.actor);
  const namesItself = ['project.planned', 'campaign.created', 'brand.registered'].includes(event.type);
  return `${actor} ${predicate(event)}${own || namesItself ? '' : where(event.subject, reader)}`;
}

/** One sentence with the comment, for an e-mail or a notification: "… requested a revision of video 2: too dark". */
export function activitySentence(event: ActivityEvent, reader?: ActivityReader): string {
  const text = activityText(event, reader);
  const comment = event.comment?.trim();
  return comment ? `${text}: ${comment}` : text;
}
