import { EXPORT_RETENTION_DAYS } from '@reelbridge/shared';
import type { ActivityEvent, EventType, NotificationKind } from '@reelbridge/shared';
import type { Audience } from './recipients';

/**
 * What a notification says and where it leads: plain words from the event (the SPA renders them as text; the e-mail's
 * HTML escapes them), and the SPA path where the recipient acts.
 */
export interface NotificationWords {
  title: string;
  body?: string;
  link: string;
}

const KIND_NAMES: Record<NotificationKind, string> = {
  work: 'work and assignments',
  reviews: 'video reviews',
  payments: 'payments',
  campaigns: 'campaigns',
  team: 'brands and teams',
};

/** The kind's name in a sentence ("You will no longer get e-mails about video reviews"). */
export const kindName = (kind: NotificationKind) => KIND_NAMES[kind];

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

function names(event: ActivityEvent) {
  const subject = event.subject.name?.trim() || undefined;
  return {
    project: subject && event.subject.kind === 'project' ? subject : 'a project',
    campaign: subject && event.subject.kind === 'campaign' ? subject : 'a campaign',
    brand: subject && event.subject.kind === 'brand' ? subject : 'a brand',
    creator: event.creatorName?.trim() || 'A creator',
    video: event.videoNumber ? `video ${event.videoNumber}` : 'a video',
    actor: event.actor.name?.trim() || event.actor.email || 'Someone',
    member: event.member?.name?.trim() || event.member?.email || event.actor.name?.trim() || 'Someone',
  };
}

function creatorLink(event: ActivityEvent): string {
  if (event.type.startsWith('payment.')) return '/creator/payment-info';
  if (event.type === 'project.creatorRemoved') return '/creator/dashboard';
  if (event.type.startsWith('project.') && event.projectId) return `/creator/ugc-project/${event.projectId}`;
  if (event.type.startsWith('campaign.') && event.campaignId) return `/creator/campaign/${event.campaignId}`;
  return '/creator/dashboard';
}

function agencyLink(event: ActivityEvent, audience: Audience): string {
  if (event.type === 'project.exportReady' && event.projectId && event.exportId) {
    return `/admin/ugc-projects/${event.projectId}?export=${event.exportId}`;
  }
  if (event.type.startsWith('project.') && event.projectId) return `/admin/ugc-projects/${event.projectId}`;
  if (event.type.startsWith('payment.')) return '/admin/creators';
  if (event.type.startsWith('campaign.')) return '/admin/campaigns';
  if (event.type === 'team.joinRequested') {
    return audience === 'admins' && event.brandId ? `/admin/brands/${event.brandId}/team` : '/admin/team';
  }
  if (event.type === 'team.memberAccepted') return '/admin';
  if (event.type === 'team.requestDeclined') return '/join-request';
  if (event.type.startsWith('brand.')) return '/admin/brands';
  return '/admin';
}

type Words = Omit<NotificationWords, 'link'>;

/** A spark code's expiry as of the event (issue 20): "expires in 7 days", "has expired". */
function sparkWhen(event: ActivityEvent): string {
  if (!event.dueAt) return 'expires soon';
  const days = Math.ceil((Date.parse(event.dueAt) - Date.parse(event.at)) / (24 * 60 * 60 * 1000));
  if (days <= 0) return 'has expired';
  return days === 1 ? 'expires within a day' : `expires in ${days} days`;
}

const CREATOR_WORDS: Partial<Record<EventType, (event: ActivityEvent) => Words>> = {
  'project.creatorAssigned': (event) => ({
    title: `You were added to ${names(event).project}`,
    ...(event.count ? { body: `${plural(event.count, 'video')} to make.` } : {}),
  }),
  'project.creatorRemoved': (event) => ({ title: `You were removed from ${names(event).project}` }),
  'project.revisionRequested': (event) => ({
    title: `Revision requested for ${names(event).video} of ${names(event).project}`,
    ...(event.comment ? { body: event.comment } : {}),
  }),
  'project.videoApproved': (event) => ({ title: `Your ${names(event).video} of ${names(event).project} was approved` }),
  'project.videoRejected': (event) => ({
    title: `Your ${names(event).video} of ${names(event).project} was rejected`,
    ...(event.comment ? { body: event.comment } : {}),
  }),
  'project.creatorPaid': (event) => ({
    title: event.amountCents
      ? `You were paid ${money(event.amountCents)} for ${names(event).project}`
      : `You were paid for ${names(event).project}`,
  }),
  'payment.approved': () => ({ title: 'Your payment details were approved' }),
  'payment.rejected': (event) => ({
    title: 'Your payment details were not approved',
    body: event.comment ?? 'Open your payment details to see what to correct.',
  }),
  'campaign.briefSent': (event) => ({ title: `Your brief for ${names(event).campaign} is ready` }),
  'campaign.assignmentChanged': (event) => ({ title: `Your assignment in ${names(event).campaign} changed` }),
};

const TEAM_WORDS: Partial<Record<EventType, (event: ActivityEvent) => Words>> = {
  'project.draftsSubmitted': (event) => ({
    title: `${names(event).creator} submitted ${event.count ? plural(event.count, 'video') : 'videos'} for ${names(event).project}`,
    body: 'They are waiting for review.',
  }),
  'project.videoApproved': (event) => ({
    title: `${names(event).creator}'s ${names(event).video} of ${names(event).project} was approved${event.automatic ? ' automatically' : ''}`,
    ...(event.automatic && event.count
      ? { body: `Nobody reviewed it within ${plural(event.count, 'business day')}.` }
      : {}),
  }),
  'project.videoResubmitted': (event) => ({
    title: `${names(event).creator} resubmitted ${names(event).video} of ${names(event).project}`,
    body: 'It is waiting for review.',
  }),
  'project.exportReady': (event) => ({
    title: `The zip of approved videos of ${names(event).project} is ready`,
    body: `${event.count !== undefined ? plural(event.count, 'video') : 'The videos'} and a rights summary, ready to download for ${EXPORT_RETENTION_DAYS} days.`,
  }),
  'project.reviewReminder': (event) => ({
    title: `${names(event).creator}'s ${names(event).video} of ${names(event).project} will be approved automatically in one business day`,
    body: 'Review it before then to request a revision or reject it.',
  }),
  'project.sparkCodeExpiring': (event) => ({
    title: `The spark code of ${names(event).creator}'s ${names(event).video} of ${names(event).project} ${sparkWhen(event)}`,
    body: 'Ask the creator for a new code if you still need it for Spark Ads.',
  }),
  'payment.submitted': (event) => ({
    title: `${names(event).creator} submitted payment details`,
    body: 'They are waiting for review.',
  }),
  'campaign.activated': (event) => ({ title: `${names(event).campaign} is now active` }),
  'campaign.completed': (event) => ({ title: `${names(event).campaign} is complete` }),
  'campaign.cancelled': (event) => ({ title: `${names(event).campaign} was cancelled` }),
  'brand.registered': (event) => ({ title: `${names(event).brand} registered` }),
  'brand.onboardingSubmitted': (event) => ({
    title: `${names(event).brand} finished onboarding`,
    body: 'Their brand details and products are ready to check.',
  }),
  'team.joinRequested': (event) => ({
    title: `${names(event).member} asked to join ${names(event).brand}`,
    body: 'Accept or decline the request on the team page.',
  }),
  'team.memberAccepted': (event) => ({
    title: `You are now on the team of ${names(event).brand}`,
    body: "Sign in again to see the brand's work.",
  }),
  'team.requestDeclined': (event) => ({
    title: `Your request to join ${names(event).brand} was declined`,
    body: "If you think this is a mistake, ask the brand's owner to invite you.",
  }),
};

/** The words and link of an event's notification for a recipient of the audience. */
export function wordsFor(event: ActivityEvent, audience: Audience): NotificationWords {
  const table = audience === 'creator' ? CREATOR_WORDS : TEAM_WORDS;
  const words = table[event.type]?.(event) ?? { title: `Update: ${event.subject.name ?? event.type}` };
  return { ...words, link: audience === 'creator' ? creatorLink(event) : agencyLink(event, audience) };
}

/**
 * A message the agency sends a person on purpose (a campaign brief: "Send Brief via Email") rather than a notice of a
 * change: it is e-mailed whatever their notification preferences say, has no unsubscribe link, and its words are the
 * message as it was sent (the event carries them; the bell only says it is ready).
 */
export function directMessageOf(event: ActivityEvent, audience: Audience): NotificationWords | undefined {
  if (event.type === 'campaign.briefSent' && event.brief && audience === 'creator') {
    return { title: event.brief.subject, body: event.brief.text, link: creatorLink(event) };
  }
  return undefined;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** The e-mail of a notification: text and HTML, the link straight to the screen and a one-click unsubscribe link. */
export function composeMail(input: {
  to: string;
  words: NotificationWords;
  kind: NotificationKind;
  siteUrl: string;
  /** The signed unsubscribe token; without one the mail is a direct message (directMessageOf), which has no link. */
  unsubscribeToken?: string;
}): { to: string; subject: string; text: string; html: string } {
  const { words, kind, siteUrl } = input;
  const url = `${siteUrl}${words.link}`;
  const unsubscribe = input.unsubscribeToken
    ? `${siteUrl}/unsubscribe?token=${encodeURIComponent(input.unsubscribeToken)}`
    : undefined;
  const text = [
    words.title,
    ...(words.body ? ['', words.body] : []),
    '',
    `Open it in Reelbridge: ${url}`,
    '',
    '— The Reelbridge team',
    ...(unsubscribe
      ? [
          '',
          `You get this e-mail because e-mails about ${kindName(kind)} are on for your account.`,
          `Stop these e-mails: ${unsubscribe}`,
        ]
      : []),
  ].join('\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e;line-height:1.5">',
    `<p style="font-size:16px"><strong>${escapeHtml(words.title)}</strong></p>`,
    ...(words.body ? [paragraph(words.body)] : []),
    `<p><a href="${escapeHtml(url)}">Open it in Reelbridge</a></p>`,
    '<p>— The Reelbridge team</p>',
    ...(unsubscribe
      ? [
          `<p style="font-size:12px;color:#5c5f66">You get this e-mail because e-mails about ${escapeHtml(kindName(kind))} are on for your account. ` +
            `<a href="${escapeHtml(unsubscribe)}">Stop these e-mails</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: words.title, text, html };
}

/** The site's address for links in e-mails: SITE_URL when set (deployed), else the local web server's. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');
}
