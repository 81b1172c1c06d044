import { createDomainHandler, created, noContent, ok } from '../lib/http';
import * as account from '../accounts/service';
import * as service from './service';
import * as team from './team';

export const handler = createDomainHandler('employees', {
  'employees.create': async ({ principal, body, headers }) => {
    const result = await service.createEmployee(principal, body, team.siteUrl(headers));
    return 'employee' in result ? ok(result.employee) : created(result.invitation);
  },
  'employees.getByEmail': async ({ principal, params }) => ok(await service.findByEmail(principal, params.email)),

  'team.get': async ({ principal, params }) => ok(await team.getTeam(principal, params.id)),
  'team.invite': async ({ principal, params, body, headers }) =>
    created(await team.invite(principal, params.id, body.email, team.siteUrl(headers))),
  'team.cancelInvitation': async ({ principal, params }) => {
    await team.cancelInvitation(principal, params.id, params.inviteId);
    return noContent();
  },
  'team.accept': async ({ principal, params }) => {
    await team.acceptRequest(principal, params.id, params.userId);
    return noContent();
  },
  'team.decline': async ({ principal, params }) => {
    await team.declineRequest(principal, params.id, params.userId);
    return noContent();
  },
  'team.remove': async ({ principal, params }) => {
    await team.removeMember(principal, params.id, params.userId);
    return noContent();
  },
  'team.makeOwner': async ({ principal, params }) => {
    await team.makeOwner(principal, params.id, params.userId);
    return noContent();
  },
  'invitations.lookup': async ({ body }) => ok(await team.previewInvitation(body.token)),
  'me.membership': async ({ caller }) => ok(await team.membershipOf(caller)),
  'me.signOut': async ({ caller }) => {
    await team.signOutEverywhere(caller);
    return noContent();
  },
  // The caller's own account (docs/accounts.md); served here with the other /me routes.
  'account.get': async ({ caller, principal }) => ok(await account.accountOf(caller, principal)),
  'account.sync': async ({ caller, principal }) => ok(await account.syncRecords(caller, principal)),
  'account.startEmailChange': async ({ caller, principal, body }) =>
    ok(await account.startEmailChange(caller, principal, body.email)),
  'account.cancelEmailChange': async ({ caller, principal }) => ok(await account.cancelEmailChange(caller, principal)),
});
