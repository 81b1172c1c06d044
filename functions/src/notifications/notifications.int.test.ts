/**
 * Notifications (docs/events.md) on the local stack: the consumer is handed events directly (as the dispatcher does),
 * and the bell is read through the API as each person. The right people, and only they, get the in-app notification
 * and the e-mail with the link to their screen; a redelivered event adds and sends nothing twice; preferences and
 * unsubscribe links are honoured; read marks keep the unread count exact.
 */
import path from 'node:path';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newId,
  type ActivityEvent,
  type EventType,
  type NotificationPage,
  type NotificationPreferences,
} from '@reelbridge/shared';
import { Mailbox, type LocalMail } from '../../../infra/local/mailbox';
import { cognitoClient, documentClient } from '../../../infra/local/testing';
import { READ_NOTIFICATION_DAYS } from '../data/notifications';
import { keys } from '../data/keys';
import { DEMO_ACCOUNTS } from '../../../infra/local/seed';
import { linkCreatorUser } from '../data/creators';
import { settleEvents, stack, tokenOf } from '../testing/int';
import { as, createWorld, submittedProject, type Who, type World } from '../testing/world';
import { notificationsConsumer } from './consumer';
import { agencyAdmins } from './recipients';

let world: World;
let adminId: string;
let creatorAUserId: string;
const SITE = (process.env.SITE_URL || 'http://localhost:5173').replace(/\/+$/, '');

function subOf(token: string): string {
  return String((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub);
}

async function userIdOf(email: string): Promise<string> {
  const user = await cognitoClient(stack()).send(
    new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }),
  );
  return user.UserAttributes!.find((attribute) => attribute.Name === 'sub')!.Value!;
}

beforeAll(async () => {
  world = await createWorld();
  adminId = subOf((await tokenOf('admin'))!);
  // Creator A's account is linked to the creator record (as sign-up does); creator B has none linked: e-mail only.
  creatorAUserId = await userIdOf(world.creatorA.email);
  await linkCreatorUser(world.creatorA.id, creatorAUserId, new Date().toISOString());
  // The world's own changes reach the bells through the local dispatcher: done before the tests count anything.
  await settleEvents();
}, 60_000);

const mailbox = () => new Mailbox(path.join(stack().dataDir, 'mail'));
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

function event(type: EventType, fields: Partial<ActivityEvent>): ActivityEvent {
  return {
    id: newId('event'),
    at: new Date().toISOString(),
    type,
    actor: { role: 'system' },
    subject: { kind: 'project', id: world.projectX, name: 'Project' },
    ...fields,
  };
}

async function page(who: Who, query = ''): Promise<NotificationPage> {
  const response = await as(who, 'GET', `/notifications${query}`);
  expect(response.status).toBe(200);
  return response.body as NotificationPage;
}

async function notesOf(who: Who, eventId: string) {
  return (await page(who, '?limit=100')).items.filter((item) => item.eventId === eventId);
}

const mailsAbout = (subjectPart: string): LocalMail[] =>
  mailbox()
    .list()
    .filter((mail) => mail.subject.includes(subjectPart));

const tokenIn = (mail: LocalMail) => decodeURIComponent(/\/unsubscribe\?token=([^\s]+)/.exec(mail.text)![1]!);

describe('who is notified', () => {
  it('tells the agency and the brand team, not the creator who submitted, of submitted drafts, with links to the project', async () => {
    const name = unique('<b>Glow & "Co"</b>');
    const drafts = event('project.draftsSubmitted', {
      actor: { role: 'creator', userId: creatorAUserId, email: world.creatorA.email, name: 'Ada creatorA' },
      subject: { kind: 'project', id: world.projectX, name },
      brandId: world.brandX,
      creatorId: world.creatorA.id,
      creatorName: 'Ada creatorA',
      projectId: world.projectX,
      count: 2,
    });
    await notificationsConsumer.handle(drafts);

    const link = `/admin/ugc-projects/${world.projectX}`;
    const [adminNotes, brandNotes] = [await notesOf('admin', drafts.id), await notesOf('brandX', drafts.id)];
    expect(adminNotes).toEqual([
      expect.objectContaining({
        type: 'project.draftsSubmitted',
        kind: 'reviews',
        link,
        read: false,
        title: `Ada creatorA submitted 2 videos for ${name}`,
      }),
    ]);
    expect(brandNotes).toEqual([expect.objectContaining({ link, read: false })]);
    for (const who of ['creatorA', 'creatorB', 'brandY'] as const) expect(await notesOf(who, drafts.id)).toEqual([]);

    const mails = mailsAbout(name);
    const admins = await agencyAdmins();
    expect(admins.map((admin) => admin.email)).toContain(DEMO_ACCOUNTS.admin);
    // Every admin and the brand's one member, each once; never the creator.
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [...admins.map((admin) => admin.email), world.brandXEmail.toLowerCase()].sort(),
    );
    const adminMail = mails.find((mail) => mail.to === DEMO_ACCOUNTS.admin)!;
    expect(adminMail.text).toContain(`${SITE}${link}`);
    expect(adminMail.text).toContain(`${SITE}/unsubscribe?token=`);
    // The HTML body escapes the user-supplied name and carries both links.
    expect(adminMail.html).toContain('&lt;b&gt;Glow &amp; &quot;Co&quot;&lt;/b&gt;');
    expect(adminMail.html).not.toContain('<b>Glow');
    expect(adminMail.html).toContain(`href="${SITE}${link}"`);
    expect(adminMail.html).toMatch(/href="[^"]+\/unsubscribe\?token=/);
  });

  it('tells the creator of a revision request, with the link to their project, and nobody else', async () => {
    const name = unique('Revision project');
    const revision = event('project.revisionRequested', {
      actor: { role: 'admin', userId: adminId, email: DEMO_ACCOUNTS.admin },
      subject: { kind: 'project', id: world.projectX, name },
      brandId: world.brandX,
      creatorId: world.creatorA.id,
      projectId: world.projectX,
      videoNumber: 1,
      comment: 'Please show the label',
    });
    await notificationsConsumer.handle(revision);
    expect(await notesOf('creatorA', revision.id)).toEqual([
      expect.objectContaining({
        link: `/creator/ugc-project/${world.projectX}`,
        title: `Revision requested for video 1 of ${name}`,
        body: 'Please show the label',
      }),
    ]);
    for (const who of ['admin', 'brandX', 'creatorB'] as const) expect(await notesOf(who, revision.id)).toEqual([]);
    const mails = mailsAbout(name);
    expect(mails.map((mail) => mail.to)).toEqual([world.creatorA.email.toLowerCase()]);
    expect(mails[0]!.text).toContain(`${SITE}/creator/ugc-project/${world.projectX}`);
  });

  it('e-mails a creator without an account at their address, with no bell', async () => {
    const approved = event('payment.approved', {
      actor: { role: 'admin', userId: adminId },
      subject: { kind: 'creator', id: world.creatorB.id, name: 'Ada creatorB' },
      creatorId: world.creatorB.id,
    });
    const before = mailbox().list().length;
    await notificationsConsumer.handle(approved);
    const sent = mailbox().list().slice(before);
    expect(sent.filter((mail) => mail.to === world.creatorB.email.toLowerCase())).toHaveLength(1);
    expect(sent.find((mail) => mail.to === world.creatorB.email.toLowerCase())!.text).toContain(
      `${SITE}/creator/payment-info`,
    );
    expect(await notesOf('creatorB', approved.id)).toEqual([]);
  });

  it('tells only the owner of the brand (and the agency) of a join request, never the person asking', async () => {
    const name = unique('Join brand');
    const asking = event('team.joinRequested', {
      actor: { role: 'system', userId: 'someone-asking', email: 'asking@it.reelbridge.test', name: 'Asking Person' },
      subject: { kind: 'brand', id: world.brandX, name },
      brandId: world.brandX,
      member: { userId: 'someone-asking', email: 'asking@it.reelbridge.test', name: 'Asking Person' },
    });
    await notificationsConsumer.handle(asking);
    expect(await notesOf('brandX', asking.id)).toEqual([
      expect.objectContaining({ link: '/admin/team', title: `Asking Person asked to join ${name}` }),
    ]);
    expect(await notesOf('admin', asking.id)).toEqual([
      expect.objectContaining({ link: `/admin/brands/${world.brandX}/team` }),
    ]);
    expect(mailsAbout(name).map((mail) => mail.to)).not.toContain('asking@it.reelbridge.test');
  });
});

/**
 * Every event type, written out here apart from the code's own table (recipients.ts AUDIENCES), as docs/events.md
 * states it: who gets the bell and the e-mail, and the link each gets. `team` and `owner` are brand X's owner (the
 * world's brand user); `member` is that same user named as the person a team change is about.
 */
/** The zip of approved videos a `project.exportReady` names (issue 20). */
const EXPORT_ID = 'ex_matrix23456';
type Reader = 'creator' | 'admins' | 'team' | 'owner' | 'member';
const EXPECTED: Record<
  EventType,
  Partial<Record<Reader, (ids: { project: string; campaign: string; brand: string }) => string>>
> = {
  'project.planned': {},
  'project.changed': {},
  'project.creatorAssigned': { creator: (ids) => `/creator/ugc-project/${ids.project}` },
  'project.creatorRemoved': { creator: () => '/creator/dashboard' },
  'project.draftsSubmitted': {
    admins: (ids) => `/admin/ugc-projects/${ids.project}`,
    team: (ids) => `/admin/ugc-projects/${ids.project}`,
  },
  'project.revisionRequested': { creator: (ids) => `/creator/ugc-project/${ids.project}` },
  'project.videoCommented': {},
  'project.extraRoundGranted': {},
  'project.videoApproved': {
    creator: (ids) => `/creator/ugc-project/${ids.project}`,
    team: (ids) => `/admin/ugc-projects/${ids.project}`,
  },
  'project.videoRejected': { creator: (ids) => `/creator/ugc-project/${ids.project}` },
  'project.videoResubmitted': { admins: (ids) => `/admin/ugc-projects/${ids.project}` },
  'project.creatorPaid': { creator: (ids) => `/creator/ugc-project/${ids.project}` },
  'project.exportRequested': {},
  // The member is the person who asked for the zip (brand X's user here).
  'project.exportReady': { member: (ids) => `/admin/ugc-projects/${ids.project}?export=${EXPORT_ID}` },
  // Issue 20: the timers' reminders go to whoever reviews (the agency and the brand's team).
  'project.reviewReminder': {
    admins: (ids) => `/admin/ugc-projects/${ids.project}`,
    team: (ids) => `/admin/ugc-projects/${ids.project}`,
  },
  'project.sparkCodeExpiring': {
    admins: (ids) => `/admin/ugc-projects/${ids.project}`,
    team: (ids) => `/admin/ugc-projects/${ids.project}`,
  },
  'payment.submitted': { admins: () => '/admin/creators' },
  'payment.approved': { creator: () => '/creator/payment-info' },
  'payment.rejected': { creator: () => '/creator/payment-info' },
  'campaign.created': {},
  'campaign.changed': {},
  'campaign.activated': { team: () => '/admin/campaigns' },
  'campaign.completed': { team: () => '/admin/campaigns' },
  'campaign.cancelled': { team: () => '/admin/campaigns' },
  'campaign.briefSent': { creator: (ids) => `/creator/campaign/${ids.campaign}` },
  'campaign.assignmentChanged': { creator: (ids) => `/creator/campaign/${ids.campaign}` },
  'brand.registered': { admins: () => '/admin/brands' },
  'brand.onboardingSubmitted': { admins: () => '/admin/brands' },
  'brand.profileUpdated': {},
  'team.joinRequested': { admins: (ids) => `/admin/brands/${ids.brand}/team`, owner: () => '/admin/team' },
  'team.memberAccepted': { member: () => '/admin' },
  'team.memberRemoved': {},
  'team.requestDeclined': { member: () => '/join-request' },
};

describe('every kind of event', () => {
  const allOn: NotificationPreferences = { work: true, reviews: true, payments: true, campaigns: true, team: true };

  beforeAll(async () => {
    for (const who of ['creatorA', 'brandX', 'admin'] as const) {
      expect((await as(who, 'PUT', '/me/notification-preferences', { body: allOn })).status).toBe(200);
    }
  });

  /** An event's e-mails: each address it went to, with the outbox message that carried it (data/notifications.ts). */
  async function mailsOf(eventId: string): Promise<Map<string, { to: string; text: string; status: string }>> {
    const table = documentClient(stack());
    const { Items = [] } = await table.send(
      new QueryCommand({
        TableName: stack().tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :mail)',
        ExpressionAttributeValues: { ':pk': `EVENT#${eventId}`, ':mail': 'NOTIFY_MAIL#' },
        ConsistentRead: true,
      }),
    );
    const found = new Map<string, { to: string; text: string; status: string }>();
    for (const item of Items) {
      const { Item: message } = await table.send(
        new GetCommand({
          TableName: stack().tableName,
          Key: keys.outboxMessage(String(item.messageId)),
          ConsistentRead: true,
        }),
      );
      const mail = (message as { mail: { to: string; text: string }; status: string }) ?? undefined;
      found.set(String(item.sk).slice('NOTIFY_MAIL#'.length), { ...mail.mail, status: mail.status });
    }
    return found;
  }

  it.each(Object.keys(EXPECTED) as EventType[])(
    '%s: the right people, and only they, get the bell and the e-mail, with the right link',
    async (type) => {
      const ids = { project: world.projectX, campaign: world.campaignX, brand: world.brandX };
      const area = type.slice(0, type.indexOf('.'));
      const subjectKind =
        area === 'payment' ? 'creator' : area === 'team' ? 'brand' : (area as 'project' | 'campaign' | 'brand');
      const subjectId = { project: ids.project, campaign: ids.campaign, brand: ids.brand, creator: world.creatorA.id };
      const made = event(type, {
        actor: { role: 'system' },
        subject: { kind: subjectKind, id: subjectId[subjectKind], name: unique(type) },
        brandId: ids.brand,
        creatorId: world.creatorA.id,
        creatorName: 'Ana Lima',
        ...(area === 'project' ? { projectId: ids.project, videoNumber: 1, count: 1 } : {}),
        ...(area === 'campaign' ? { campaignId: ids.campaign } : {}),
        ...(type === 'project.exportReady'
          ? { exportId: EXPORT_ID, member: { userId: world.brandXUserId, email: world.brandXEmail } }
          : {}),
        // The person a team change is about: brand X's user, except for a join request (a stranger asking).
        ...(area === 'team'
          ? {
              member:
                type === 'team.joinRequested'
                  ? { userId: 'someone-asking', email: 'asking@it.reelbridge.test' }
                  : { userId: world.brandXUserId, email: world.brandXEmail },
            }
          : {}),
      });
      await notificationsConsumer.handle(made);

      const expected = EXPECTED[type];
      const readers: { who: Who; audiences: Reader[]; email: string }[] = [
        { who: 'creatorA', audiences: ['creator'], email: world.creatorA.email },
        { who: 'admin', audiences: ['admins'], email: DEMO_ACCOUNTS.admin },
        { who: 'brandX', audiences: ['team', 'owner', 'member'], email: world.brandXEmail },
      ];
      const mails = await mailsOf(made.id);
      for (const { who, audiences, email } of readers) {
        const link = audiences.map((audience) => expected[audience]?.(ids)).find(Boolean);
        expect(
          (await notesOf(who, made.id)).map((note) => note.link),
          `${who}'s bell`,
        ).toEqual(link ? [link] : []);
        const mail = mails.get(email.toLowerCase());
        if (!link) {
          expect(mail, `an e-mail to ${who}`).toBeUndefined();
          continue;
        }
        expect(mail, `the e-mail to ${who}`).toMatchObject({ to: email.toLowerCase(), status: 'sent' });
        expect(mail!.text).toContain(`${SITE}${link}`);
      }
      expect(await notesOf('brandY', made.id), "another brand's bell").toEqual([]);
      expect(await notesOf('creatorB', made.id), "another creator's bell").toEqual([]);
      expect(mails.has(world.creatorB.email.toLowerCase()), 'an e-mail to another creator').toBe(false);
    },
  );
});

describe('through the dispatcher', () => {
  it('a creator submitting drafts through the API rings the bells of the agency and the brand, not the creator’s', async () => {
    const { projectId } = await submittedProject(world);
    await settleEvents();
    const ofProject = async (who: Who) =>
      (await page(who, '?limit=100')).items.filter(
        (item) => item.type === 'project.draftsSubmitted' && item.link === `/admin/ugc-projects/${projectId}`,
      );
    expect(await ofProject('admin')).toHaveLength(1);
    expect(await ofProject('brandX')).toHaveLength(1);
    expect(
      (await page('creatorA', '?limit=100')).items.filter((item) => item.type === 'project.draftsSubmitted'),
    ).toEqual([]);
    const mail = mailbox()
      .list()
      .filter((entry) => entry.to === world.brandXEmail.toLowerCase() && entry.text.includes(projectId));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`${SITE}/admin/ugc-projects/${projectId}`);
  });
});

describe('team changes', () => {
  it('tells the person whose join request was accepted, not the one who accepted it', async () => {
    const name = unique('Accepted brand');
    const accepted = event('team.memberAccepted', {
      actor: { role: 'admin', userId: adminId, email: DEMO_ACCOUNTS.admin },
      subject: { kind: 'brand', id: world.brandX, name },
      brandId: world.brandX,
      member: { userId: world.brandXUserId, email: world.brandXEmail },
    });
    await notificationsConsumer.handle(accepted);
    expect(await notesOf('brandX', accepted.id)).toEqual([
      expect.objectContaining({ title: `You are now on the team of ${name}`, link: '/admin' }),
    ]);
    expect(await notesOf('admin', accepted.id)).toEqual([]);
    expect(mailsAbout(name).map((mail) => mail.to)).toEqual([world.brandXEmail.toLowerCase()]);
  });
});

describe('delivery', () => {
  it('adds and sends nothing twice when an event is handed over again, even at once', async () => {
    const name = unique('Redelivered');
    const approved = event('project.videoApproved', {
      actor: { role: 'admin', userId: adminId },
      subject: { kind: 'project', id: world.projectX, name },
      brandId: world.brandX,
      creatorId: world.creatorA.id,
      projectId: world.projectX,
      videoNumber: 1,
    });
    const unreadBefore = (await page('creatorA')).unreadCount;
    await Promise.all([notificationsConsumer.handle(approved), notificationsConsumer.handle(approved)]);
    await notificationsConsumer.handle(approved);
    expect(await notesOf('creatorA', approved.id)).toHaveLength(1);
    expect(await notesOf('brandX', approved.id)).toHaveLength(1);
    expect((await page('creatorA')).unreadCount).toBe(unreadBefore + 1);
    const mails = mailsAbout(name);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [world.creatorA.email.toLowerCase(), world.brandXEmail.toLowerCase()].sort(),
    );
  });
});

describe('preferences and unsubscribe', () => {
  it('starts with every kind on, and sends no e-mail of a kind switched off (the bell still rings)', async () => {
    const defaults = await as('creatorA', 'GET', '/me/notification-preferences');
    expect(defaults).toMatchObject({ status: 200 });
    const off: NotificationPreferences = { work: true, reviews: false, payments: true, campaigns: true, team: true };
    expect(await as('creatorA', 'PUT', '/me/notification-preferences', { body: off })).toMatchObject({
      status: 200,
      body: off,
    });
    const name = unique('Quiet reviews');
    const rejected = event('project.videoRejected', {
      actor: { role: 'admin', userId: adminId },
      subject: { kind: 'project', id: world.projectX, name },
      creatorId: world.creatorA.id,
      projectId: world.projectX,
      videoNumber: 1,
    });
    await notificationsConsumer.handle(rejected);
    expect(await notesOf('creatorA', rejected.id)).toHaveLength(1);
    expect(mailsAbout(name)).toEqual([]);
    await as('creatorA', 'PUT', '/me/notification-preferences', { body: { ...off, reviews: true } });
  });

  it('switches one kind off with the link from an e-mail, without signing in; a bad link is refused', async () => {
    const name = unique('Assignment');
    const brief = event('campaign.assignmentChanged', {
      actor: { role: 'admin', userId: adminId },
      subject: { kind: 'campaign', id: world.campaignX, name },
      creatorId: world.creatorA.id,
      campaignId: world.campaignX,
    });
    await notificationsConsumer.handle(brief);
    const [mail] = mailsAbout(name);
    expect(mail!.text).toContain(`${SITE}/creator/campaign/${world.campaignX}`);
    const token = tokenIn(mail!);

    for (const bad of ['not-a-signed-link', `${token.split('.')[0]}.${'A'.repeat(43)}`, `${token}x`]) {
      expect(await as('anonymous', 'POST', '/notifications/unsubscribe', { body: { token: bad } })).toMatchObject({
        status: 400,
      });
    }
    expect(await as('anonymous', 'POST', '/notifications/unsubscribe', { body: { token } })).toEqual({
      status: 200,
      body: { kind: 'campaigns', email: world.creatorA.email.toLowerCase() },
    });
    const preferences = await as('creatorA', 'GET', '/me/notification-preferences');
    expect(preferences.body).toMatchObject({ campaigns: false, reviews: true, work: true });

    const second = unique('Second assignment');
    await notificationsConsumer.handle({ ...brief, id: newId('event'), subject: { ...brief.subject, name: second } });
    expect(mailsAbout(second)).toEqual([]);
  });

  it('e-mails the brief as it was sent, once, even with campaign e-mails off, and rings the bell', async () => {
    const name = unique('Brief');
    const allOn: NotificationPreferences = { work: true, reviews: true, payments: true, campaigns: true, team: true };
    const off = await as('creatorA', 'PUT', '/me/notification-preferences', { body: { ...allOn, campaigns: false } });
    expect(off).toMatchObject({ status: 200, body: { campaigns: false } });
    const sent = event('campaign.briefSent', {
      actor: { role: 'admin', userId: adminId },
      subject: { kind: 'campaign', id: world.campaignX, name },
      creatorId: world.creatorA.id,
      campaignId: world.campaignX,
      brief: { subject: `Your brief: ${name}`, text: `Hi,\n\nKey messages:\n<b>Glow</b> & shine` },
    });
    await notificationsConsumer.handle(sent);
    await notificationsConsumer.handle(sent);
    const bell = await as('creatorA', 'GET', '/notifications?limit=5');
    expect((bell.body as { items: { title: string }[] }).items.map((item) => item.title)).toContain(
      `Your brief for ${name} is ready`,
    );
    const mails = mailsAbout(name);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: world.creatorA.email.toLowerCase(), subject: `Your brief: ${name}` });
    expect(mails[0]!.text).toContain('Key messages:\n<b>Glow</b> & shine');
    expect(mails[0]!.text).toContain(`/creator/campaign/${world.campaignX}`);
    expect(mails[0]!.text).not.toContain('Stop these e-mails');
    expect(mails[0]!.html).toContain('&lt;b&gt;Glow&lt;/b&gt; &amp; shine');
    await as('creatorA', 'PUT', '/me/notification-preferences', { body: allOn });
  });

  it('honours an unsubscribe link of a creator without an account (by address)', async () => {
    const first = event('payment.rejected', {
      actor: { role: 'admin', userId: adminId },
      subject: { kind: 'creator', id: world.creatorB.id },
      creatorId: world.creatorB.id,
      comment: unique('Wrong routing number'),
    });
    await notificationsConsumer.handle(first);
    const mail = mailbox()
      .list()
      .find((entry) => entry.text.includes(first.comment!))!;
    expect(await as('anonymous', 'POST', '/notifications/unsubscribe', { body: { token: tokenIn(mail) } })).toEqual({
      status: 200,
      body: { kind: 'payments', email: world.creatorB.email.toLowerCase() },
    });
    const again = { ...first, id: newId('event'), comment: unique('Still wrong') };
    await notificationsConsumer.handle(again);
    expect(
      mailbox()
        .list()
        .filter((entry) => entry.text.includes(again.comment)),
    ).toEqual([]);
  });
});

describe('reading', () => {
  it('marks one read (only the caller’s), then all, keeping the unread count exact', async () => {
    const events = [1, 2, 3].map((n) =>
      event('project.creatorAssigned', {
        actor: { role: 'admin', userId: adminId },
        subject: { kind: 'project', id: world.projectX, name: unique(`Assigned ${n}`) },
        creatorId: world.creatorA.id,
        projectId: world.projectX,
        count: n,
      }),
    );
    for (const each of events) await notificationsConsumer.handle(each);
    const first = await page('creatorA');
    expect(first.unreadCount).toBeGreaterThanOrEqual(3);
    // Newest first.
    const ats = first.items.map((item) => item.at);
    expect(ats).toEqual([...ats].sort().reverse());

    const target = (await notesOf('creatorA', events[0]!.id))[0]!;
    expect(await as('creatorB', 'POST', `/notifications/${target.id}/read`)).toMatchObject({ status: 404 });
    expect(await as('admin', 'POST', `/notifications/${target.id}/read`)).toMatchObject({ status: 404 });
    const read = await as('creatorA', 'POST', `/notifications/${target.id}/read`);
    expect(read).toEqual({ status: 200, body: { unreadCount: first.unreadCount - 1 } });
    // Marking it again changes nothing.
    expect(await as('creatorA', 'POST', `/notifications/${target.id}/read`)).toEqual(read);
    expect((await notesOf('creatorA', events[0]!.id))[0]!.read).toBe(true);

    expect(await as('creatorA', 'POST', '/notifications/read-all')).toEqual({ status: 200, body: { unreadCount: 0 } });
    const after = await page('creatorA', '?limit=100');
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);

    // A read notification is kept a year from its reading (TTL); an unread one until it is read.
    const stored = await documentClient(stack()).send(
      new GetCommand({ TableName: stack().tableName, Key: keys.notification(creatorAUserId, target.id) }),
    );
    const yearFromNow = Date.now() / 1000 + READ_NOTIFICATION_DAYS * 24 * 3600;
    expect(stored.Item?.expiresAt).toBeGreaterThan(yearFromNow - 600);
    expect(stored.Item?.expiresAt).toBeLessThanOrEqual(yearFromNow + 1);
  });

  it('pages newest first with a cursor to the end', async () => {
    const all = await page('creatorA', '?limit=100');
    expect(all.items.length).toBeGreaterThanOrEqual(3);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const next = await page('creatorA', `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item) => item.id));
  });
});
