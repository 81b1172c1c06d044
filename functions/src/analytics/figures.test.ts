import { describe, expect, it } from 'vitest';
import type { CampaignRecord } from '../data/campaigns';
import type { ProjectBundle, ProjectCreatorRecord, SubmissionRecord } from '../data/projects';
import { campaignContribution, contributionChange, projectContribution, sumContributions } from './figures';

const entry = (over: Partial<ProjectCreatorRecord>): ProjectCreatorRecord =>
  ({
    id: 'pc_1',
    projectId: 'pj_1',
    creatorId: 'cr_a',
    creatorName: 'Ana',
    videoCount: 1,
    costPerVideoCents: 1000,
    status: 'in_progress',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  }) as ProjectCreatorRecord;

const video = (over: Partial<SubmissionRecord>): SubmissionRecord =>
  ({ id: 'sb_1', videoNumber: 1, status: 'draft', ...over }) as SubmissionRecord;

const bundle = (creators: ProjectBundle['creators']): ProjectBundle =>
  ({
    project: { id: 'pj_1', brandId: 'co_x', brandName: 'X', createdAt: '2026-01-01T00:00:00.000Z' },
    creators,
  }) as ProjectBundle;

describe('a project’s contribution', () => {
  it('counts a video approved after one revision round, owed until paid, in the months things happened', () => {
    const revised = video({
      status: 'approved',
      revisionCount: 1,
      versions: [
        {
          number: 1,
          submittedAt: '2026-01-02T00:00:00.000Z',
          review: { status: 'revision_requested', at: '2026-01-03T00:00:00.000Z', by: 'u' },
        },
        {
          number: 2,
          submittedAt: '2026-02-01T00:00:00.000Z',
          review: { status: 'approved', at: '2026-02-01T05:00:00.000Z', by: 'u' },
        },
      ],
    });
    const contribution = projectContribution(
      bundle([{ entry: entry({ status: 'awaiting_payment' }), submissions: [revised] }]),
    );
    expect(contribution['agency|2026-01']!.numbers).toMatchObject({
      plannedCents: 1000,
      videosPlanned: 1,
      videosSubmitted: 1,
      decisions: 1,
      fs23: 1, // 24 h from the assignment
      dc23: 1, // 24 h to the revision request
      bl_co_x: 1000,
    });
    expect(contribution['agency|2026-02']!.numbers).toEqual({
      decisions: 1,
      dc4: 1, // 5 h
      videosApproved: 1,
      revisionRounds: 1,
      cd_cr_a: 1,
      ct_cr_a: 1,
      owedCents: 1000,
      bo_co_x: 1000,
    });
    expect(contribution['brand:co_x|2026-02']!.numbers.owedCents).toBe(1000);
    expect(contribution['brand:co_x|2026-02']!.names).toEqual({ cn_cr_a: 'Ana', bn_co_x: 'X' });

    const paid = projectContribution(
      bundle([{ entry: entry({ status: 'paid', paidAt: '2026-03-05T00:00:00.000Z' }), submissions: [revised] }]),
    );
    expect(paid['agency|2026-02']!.numbers.owedCents).toBeUndefined();
    expect(paid['agency|2026-03']!.numbers).toEqual({ paidCents: 1000, bp_co_x: 1000, cp_cr_a: 1000 });
  });

  it('counts a late delivery as not on time, a video waiting for review now, and nothing of a deleted project', () => {
    const late = video({
      status: 'approved',
      versions: [
        {
          number: 1,
          submittedAt: '2026-01-20T00:00:00.000Z',
          review: { status: 'approved', at: '2026-01-21T00:00:00.000Z', by: 'u' },
        },
      ],
    });
    const waiting = video({
      id: 'sb_2',
      videoNumber: 2,
      status: 'pending',
      submittedAt: '2026-01-20T00:00:00.000Z',
      versions: [{ number: 1, submittedAt: '2026-01-20T00:00:00.000Z' }],
    });
    const dated = entry({ videoCount: 2, dueAt: '2026-01-10T00:00:00.000Z' });
    const contribution = projectContribution(bundle([{ entry: dated, submissions: [late, waiting] }]));
    expect(contribution['agency|2026-01']!.numbers).toMatchObject({ videosSubmitted: 2, cd_cr_a: 1, cf_cr_a: 1 });
    expect(contribution['agency|2026-01']!.numbers.ct_cr_a).toBeUndefined();
    expect(contribution['agency|now']!.numbers).toEqual({ waiting: 1 });
    const deleting = bundle([{ entry: dated, submissions: [late] }]);
    deleting.project.deletingSince = '2026-02-01T00:00:00.000Z';
    expect(projectContribution(deleting)).toEqual({});
    expect(projectContribution(undefined)).toEqual({});
  });
});

describe('changes and sums', () => {
  const campaign = (status: CampaignRecord['status'], budgetCents: number) =>
    ({ id: 'ca_1', brandId: 'co_x', status, budgetCents }) as CampaignRecord;

  it('writes only the difference, and nothing when the record adds what it added before', () => {
    const draft = campaignContribution(campaign('draft', 500));
    const active = campaignContribution(campaign('active', 700));
    expect(contributionChange(draft, draft)).toEqual({});
    expect(contributionChange(draft, active)['agency|now']!.numbers).toEqual({
      campN_draft: -1,
      campB_draft: -500,
      campN_active: 1,
      campB_active: 700,
    });
    expect(contributionChange(active, {})['brand:co_x|now']!.numbers).toEqual({ campN_active: -1, campB_active: -700 });
  });

  it('sums contributions into the figures the changes would have made', () => {
    const a = campaignContribution(campaign('active', 700));
    const b = campaignContribution({ ...campaign('active', 300), id: 'ca_2', brandId: 'co_y' });
    const sum = sumContributions([a, b]);
    expect(sum['agency|now']!.numbers).toEqual({ campN_active: 2, campB_active: 1000 });
    expect(sum['brand:co_y|now']!.numbers).toEqual({ campN_active: 1, campB_active: 300 });
  });
});
