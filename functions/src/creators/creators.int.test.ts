import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  idPattern,
  MESSAGES,
  type ApiErrorBody,
  type Creator,
  type OverviewStats,
  type Page,
} from '@reelbridge/shared';
import { Mailbox } from '../../../infra/local/mailbox';
import { api, OWN_CREATOR, stack, uniqueEmail } from '../testing/int';

const input = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Nguyen',
  email: uniqueEmail('casey'),
  phoneNumber: '(415) 555-0100',
  tiktokUrl: 'https://www.tiktok.com/@casey',
  instagramHandle: '@Casey N',
  location: { city: 'Oakland', country: 'US' },
  ...overrides,
});

describe('creators (admin)', () => {
  it('adds a creator with a cr_ id, normalised phone and handle, and no payment info yet', async () => {
    const response = await api<Creator>('admin', 'POST', '/creators', { body: input() });
    expect(response.status).toBe(201);
    expect(response.body.id).toMatch(idPattern('creator'));
    expect(response.body).toMatchObject({
      phoneNumber: '+14155550100',
      instagramHandle: 'caseyn',
      paymentStatus: 'not_submitted',
      hasAccount: false,
      version: 1,
    });
    expect(response.body).not.toHaveProperty('userId');
  });

  it('counts the new creator and its engagement in the overview', async () => {
    const before = (await api<OverviewStats>('admin', 'GET', '/overview')).body;
    await api('admin', 'POST', '/creators', { body: input({ metrics: { engagementRate: 0.5, avgViews: 10 } }) });
    const after = (await api<OverviewStats>('admin', 'GET', '/overview')).body;
    expect(after.activeCreators).toBe(before.activeCreators + 1);
    expect(after.avgEngagement).not.toBe(before.avgEngagement);
  });

  it('refuses a second creator with the same e-mail with 409', async () => {
    const email = uniqueEmail('twin');
    expect((await api('admin', 'POST', '/creators', { body: input({ email }) })).status).toBe(201);
    const again = await api<ApiErrorBody>('admin', 'POST', '/creators', { body: input({ email }) });
    expect(again.status).toBe(409);
    expect(again.body.error.fields?.email).toBe('A creator with this email already exists');
  });

  it('answers 400 with the field messages of the creator form', async () => {
    const response = await api<ApiErrorBody>('admin', 'POST', '/creators', {
      body: { firstName: '', lastName: ' ', email: 'nope', phoneNumber: 'abc', tiktokUrl: 'tiktok' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: MESSAGES.invalidEmail,
      phoneNumber: MESSAGES.invalidPhone,
      tiktokUrl: 'Enter a web address, like tiktok.com/@name',
    });
  });

  it('edits a creator, keeps the account link and payment status, and refuses a stale version', async () => {
    const created = (await api<Creator>('admin', 'POST', '/creators', { body: input() })).body;
    const edited = await api<Creator>('admin', 'PUT', `/creators/${created.id}`, {
      body: input({ email: created.email, firstName: 'Casey-Jo', version: created.version }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Casey-Jo', version: 2, paymentStatus: 'not_submitted' });
    const stale = await api('admin', 'PUT', `/creators/${created.id}`, {
      body: input({ email: created.email, version: created.version }),
    });
    expect(stale.status).toBe(409);
  });

  it('keeps the demo creator linked to their account through an edit', async () => {
    const current = (await api<Creator>('admin', 'GET', `/creators/${OWN_CREATOR.id}`)).body;
    expect(current.hasAccount).toBe(true);
    const { id: _id, paymentStatus: _p, hasAccount: _h, createdAt: _c, updatedAt: _u, ...fields } = current;
    const edited = await api<Creator>('admin', 'PUT', `/creators/${OWN_CREATOR.id}`, { body: fields });
    expect(edited.status).toBe(200);
    expect(edited.body.hasAccount).toBe(true);
    expect(edited.body.metrics).toEqual(current.metrics);
  });

  it('answers 404 for an unknown creator', async () => {
    expect((await api('admin', 'PUT', '/creators/cr_zzzzzzzzzzzz', { body: input() })).status).toBe(404);
  });

  it('lists creators by name with their payment status, page by page', async () => {
    const first = await api<Page<Creator>>('admin', 'GET', '/creators?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    for (const creator of first.body.items) expect(creator.paymentStatus).toEqual(expect.any(String));
    const second = await api<Page<Creator>>('admin', 'GET', `/creators?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((creator) => creator.id)).not.toContain(first.body.items[0]!.id);
  });

  it('searches by name prefix and by exact e-mail', async () => {
    const byName = await api<Page<Creator>>('admin', 'GET', '/creators/search?query=maya');
    expect(byName.body.items.map((creator) => creator.id)).toEqual([OWN_CREATOR.id]);
    const byEmail = await api<Page<Creator>>(
      'admin',
      'GET',
      `/creators/search?query=${encodeURIComponent(OWN_CREATOR.email)}`,
    );
    expect(byEmail.body.items.map((creator) => creator.id)).toEqual([OWN_CREATOR.id]);
  });
});

describe('POST /creators/{id}/invitation', () => {
  it('e-mails the creator their creator id and the sign-up link, through the mail port', async () => {
    const created = (await api<Creator>('admin', 'POST', '/creators', { body: input() })).body;
    const sent = await api<{ creatorId: string; sentTo: string }>(
      'admin',
      'POST',
      `/creators/${created.id}/invitation`,
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ creatorId: created.id, sentTo: created.email });
    const mail = new Mailbox(path.join(stack().dataDir, 'mail'))
      .list()
      .filter((entry) => entry.to === created.email)
      .at(-1)!;
    expect(mail.subject).toBe('Your invitation to Reelbridge');
    expect(mail.text).toContain(`Your creator ID: ${created.id}`);
    expect(mail.text).toContain(`/creatoraccount?creatorId=${created.id}&email=${encodeURIComponent(created.email)}`);
  });

  it('answers 404 for an unknown creator and 409 for one who already has an account', async () => {
    expect((await api('admin', 'POST', '/creators/cr_zzzzzzzzzzzz/invitation')).status).toBe(404);
    const signedUp = await api<ApiErrorBody>('admin', 'POST', `/creators/${OWN_CREATOR.id}/invitation`);
    expect(signedUp.status).toBe(409);
    expect(signedUp.body.error.message).toBe('This creator already has an account');
  });
});
