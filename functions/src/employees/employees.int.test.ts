import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, InvitationCreated, Team } from '@reelbridge/shared';
import { DEMO_ACCOUNTS } from '../../../infra/local/seed';
import { api, OTHER_BRAND, OWN_BRAND, OWN_CREATOR, OTHER_CREATOR, uniqueEmail } from '../testing/int';

const path = (email: string) => `/employees/email/${encodeURIComponent(email)}`;

describe('employees', () => {
  it('lets a brand user read their own employee record and nobody else’s', async () => {
    const own = await api<{ brandId: string }>('brand', 'GET', path(DEMO_ACCOUNTS.brand));
    expect(own.status).toBe(200);
    expect(own.body.brandId).toBe(OWN_BRAND.id);
    expect((await api('brand', 'GET', path(DEMO_ACCOUNTS.admin))).status).toBe(403);
  });

  it('answers 404 to an admin for an unknown e-mail', async () => {
    expect((await api('admin', 'GET', path(uniqueEmail('ghost')))).status).toBe(404);
  });

  it('returns the existing record when a brand user records themself again', async () => {
    const response = await api<{ email: string; brandId: string }>('brand', 'POST', '/employees', {
      body: { firstName: 'Bea' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: DEMO_ACCOUNTS.brand, brandId: OWN_BRAND.id });
  });

  it('refuses a brand user attaching themself to another company', async () => {
    const response = await api('brand', 'POST', '/employees', { body: { firstName: 'Bea', brandId: OTHER_BRAND.id } });
    expect(response.status).toBe(403);
  });

  it('makes an admin’s POST /employees an invitation (nobody is attached by naming a company); again, a fresh link', async () => {
    const email = uniqueEmail('staff');
    const first = await api<InvitationCreated>('admin', 'POST', '/employees', {
      body: { firstName: 'Sal', lastName: 'Staff', email, brandId: OTHER_BRAND.id },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ emailSent: true, invitation: { email } });
    const again = await api<InvitationCreated>('admin', 'POST', '/employees', {
      body: { firstName: 'Sal', email, brandId: OTHER_BRAND.id },
    });
    expect(again.status).toBe(201);
    expect(again.body.link).not.toBe(first.body.link);
    const team = await api<Team>('admin', 'GET', `/brands/${OTHER_BRAND.id}/team`);
    expect(team.body.invitations.filter((invitation) => invitation.email === email)).toEqual([
      expect.objectContaining({ id: again.body.invitation.id }),
    ]);
    expect((await api('admin', 'GET', path(email))).status).toBe(404);
    const missing = await api<ApiErrorBody>('admin', 'POST', '/employees', { body: { firstName: 'Sal' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ brandId: 'Please select a company', email: 'Email is required' });
  });
});

describe('creators by e-mail and id', () => {
  it("gives a creator their own record, never another creator's", async () => {
    const own = await api<{ id: string }>('creator', 'GET', `/creators/email/${encodeURIComponent(OWN_CREATOR.email)}`);
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(OWN_CREATOR.id);
    expect((await api('creator', 'GET', `/creators/email/${encodeURIComponent(OTHER_CREATOR.email)}`)).status).toBe(
      403,
    );
    expect((await api('creator', 'GET', `/creators/${OTHER_CREATOR.id}`)).status).toBe(403);
    expect((await api('creator', 'GET', `/creators/${OWN_CREATOR.id}`)).status).toBe(200);
  });

  it('answers 404 to an admin for an unknown creator', async () => {
    expect((await api('admin', 'GET', '/creators/cr_zzzzzzzzzzzz')).status).toBe(404);
  });
});
