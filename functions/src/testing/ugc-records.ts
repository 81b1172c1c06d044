import type { ProjectCreatorRecord, ProjectRecord, SubmissionRecord } from '../data/projects';

/** Records of one UGC project for unit tests of its rules and services: one brand, one creator, fixed ids. */

export const RECORD_TIME = '2026-11-01T10:00:00.000Z';
export const PROJECT_ID = 'pj_aaaaaaaaaaaa';
export const ENTRY_ID = 'pc_aaaaaaaaaaaa';
export const CREATOR_ID = 'cr_aaaaaaaaaaaa';
export const BRAND_ID = 'co_aaaaaaaaaaaa';

export const projectRecord = (fields: Partial<ProjectRecord> = {}): ProjectRecord => ({
  id: PROJECT_ID,
  name: 'Launch',
  brandId: BRAND_ID,
  brandName: 'Acme',
  status: 'active',
  totalBudgetCents: 2000,
  creatorCount: 1,
  createdAt: RECORD_TIME,
  updatedAt: RECORD_TIME,
  version: 5,
  ...fields,
});

/** Ada's entry: two videos at $10, nothing delivered yet. */
export const creatorEntry = (fields: Partial<ProjectCreatorRecord> = {}): ProjectCreatorRecord => ({
  id: ENTRY_ID,
  projectId: PROJECT_ID,
  creatorId: CREATOR_ID,
  creatorName: 'Ada Lovelace',
  creatorEmail: 'ada@x.test',
  projectName: 'Launch',
  brandName: 'Acme',
  projectStatus: 'active',
  projectCreatedAt: RECORD_TIME,
  videoCount: 2,
  costPerVideoCents: 1000,
  status: 'pending',
  completedCount: 0,
  submittedCount: 0,
  createdAt: RECORD_TIME,
  updatedAt: RECORD_TIME,
  version: 7,
  ...fields,
});

/** One of Ada's videos, delivered as a link with its spark code. */
export const videoRecord = (
  videoNumber: number,
  status: SubmissionRecord['status'],
  fields: Partial<SubmissionRecord> = {},
): SubmissionRecord => ({
  id: `sub_${String(videoNumber).padStart(12, 'a')}`,
  projectId: PROJECT_ID,
  projectCreatorId: ENTRY_ID,
  creatorId: CREATOR_ID,
  videoNumber,
  status,
  videoUrl: 'https://www.tiktok.com/@ada/video/1',
  sparkCode: 'SPARK',
  createdAt: RECORD_TIME,
  updatedAt: RECORD_TIME,
  version: 2,
  ...fields,
});
