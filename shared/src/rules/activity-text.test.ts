import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../events';
import { activitySentence, activityText, actorLabel } from './activity-text';

const base: ActivityEvent = {
  id: 'ev_1',
  type: 'project.videoApproved',
  at: '2026-01-01T00:00:00.000Z',
  actor: { role: 'admin', name: 'Alex', email: 'alex@agency.test' },
  subject: { kind: 'project', id: 'pj_1', name: 'Summer glow' },
  projectId: 'pj_1',
  creatorId: 'cr_1',
  creatorName: 'Ana Lima',
  videoNumber: 2,
};

describe('actorLabel', () => {
  it('names a person with their role, a creator by name alone, and falls back to the e-mail or the role', () => {
    expect(actorLabel({ role: 'admin', name: 'Alex' })).toBe('Alex (agency)');
    expect(actorLabel({ role: 'brand', email: 'sam@brand.test' })).toBe('sam@brand.test (brand)');
    expect(actorLabel({ role: 'creator', name: 'Ana Lima', email: 'ana@x.test' })).toBe('Ana Lima');
    expect(actorLabel({ role: 'brand' })).toBe('The brand');
    expect(actorLabel({ role: 'system' })).toBe('Reelbridge');
  });
});

describe('activityText', () => {
  it('says who did what, and where only when read in another record’s history', () => {
    expect(activityText(base)).toBe('Alex (agency) approved video 2 by Ana Lima');
    expect(activityText(base, { kind: 'project', id: 'pj_1' })).toBe('Alex (agency) approved video 2 by Ana Lima');
    expect(activityText(base, { kind: 'brand', id: 'co_1' })).toBe(
      'Alex (agency) approved video 2 by Ana Lima in the project “Summer glow”',
    );
  });

  it('counts videos and creators in words', () => {
    const submitted = {
      ...base,
      type: 'project.draftsSubmitted',
      actor: { role: 'creator', name: 'Ana Lima' },
    } as const;
    expect(activityText({ ...submitted, count: 3 })).toBe('Ana Lima submitted 3 videos');
    expect(activityText({ ...submitted, count: 1 })).toBe('Ana Lima submitted 1 video');
    expect(activityText({ ...base, type: 'project.creatorAssigned', creatorName: undefined, count: 4 })).toBe(
      'Alex (agency) assigned 4 creators',
    );
  });

  it('gives a status change in words, and an amount paid but never more of a payment', () => {
    expect(activityText({ ...base, type: 'project.changed', before: 'active', after: 'revision_requested' })).toBe(
      'Alex (agency) moved the project from active to revision requested',
    );
    expect(activityText({ ...base, type: 'project.creatorPaid', amountCents: 15000 })).toBe(
      'Alex (agency) marked Ana Lima as paid ($150.00)',
    );
    expect(
      activityText({
        ...base,
        type: 'payment.approved',
        subject: { kind: 'creator', id: 'cr_1' },
        projectId: undefined,
      }),
    ).toBe('Alex (agency) approved the payment details of Ana Lima');
  });
});

describe('team and onboarding lines', () => {
  const team = { ...base, subject: { kind: 'brand', id: 'co_1', name: 'Acme' }, brandId: 'co_1' } as const;
  it('names the person a team change is about; a join request by the person who asked', () => {
    const jo = { userId: 'u-jo', email: 'jo@acme.test', name: 'Jo Park' };
    expect(
      activityText({ ...team, type: 'team.joinRequested', actor: { role: 'system', email: jo.email }, member: jo }),
    ).toBe('Jo Park asked to join the team');
    expect(activityText({ ...team, type: 'team.memberAccepted', member: jo })).toBe(
      'Alex (agency) accepted Jo Park into the team',
    );
    expect(activityText({ ...team, type: 'team.memberRemoved', member: { userId: 'u', email: 'kim@acme.test' } })).toBe(
      'Alex (agency) removed kim@acme.test from the team',
    );
    expect(activityText({ ...team, type: 'brand.onboardingSubmitted', count: 2 })).toBe(
      'Alex (agency) completed onboarding with 2 products',
    );
  });

  it('counts the creators a project was planned with, or lost', () => {
    expect(activityText({ ...base, type: 'project.planned', creatorName: undefined, count: 2 })).toBe(
      'Alex (agency) planned the project “Summer glow” with 2 creators',
    );
    expect(activityText({ ...base, type: 'project.creatorRemoved', creatorName: undefined, count: 3 })).toBe(
      'Alex (agency) removed 3 creators from the project',
    );
  });
});

describe('activitySentence', () => {
  it('adds the comment for an e-mail or a notification', () => {
    const revision = { ...base, type: 'project.revisionRequested', comment: ' Too dark ' } as const;
    expect(activitySentence(revision)).toBe('Alex (agency) requested a revision of video 2 by Ana Lima: Too dark');
    expect(activitySentence({ ...revision, comment: undefined })).toBe(
      'Alex (agency) requested a revision of video 2 by Ana Lima',
    );
  });
});
