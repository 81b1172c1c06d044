import { describe, expect, it } from 'vitest';
import type { ProjectCreatorRecord, SubmissionRecord } from '../data/projects';
import { assertOpen, assertPayable, bump, entryDue, propagateProjectStatus, settledEntry, withoutDue } from './state';
import { refusalOf } from '../testing/refusal';
import { creatorEntry, videoRecord } from '../testing/ugc-records';

const NOW = '2026-11-20T10:00:00.000Z';

const entry = (id: string, fields: Partial<ProjectCreatorRecord> = {}) =>
  creatorEntry({ id, creatorId: `cr_${id}`, version: 3, ...fields });
const video = (videoNumber: number, status: SubmissionRecord['status']) => videoRecord(videoNumber, status);

describe('propagateProjectStatus', () => {
  it('copies the status onto every entry, one version on for those the change does not rewrite yet', () => {
    const result = propagateProjectStatus([entry('a'), entry('b', { version: 7 })], 'submitted', NOW, new Set());
    expect(result.map(({ projectStatus, version, updatedAt }) => ({ projectStatus, version, updatedAt }))).toEqual([
      { projectStatus: 'submitted', version: 4, updatedAt: NOW },
      { projectStatus: 'submitted', version: 8, updatedAt: NOW },
    ]);
  });

  it('leaves the version of an entry the change already rewrites (it is one version on already)', () => {
    const rewritten = bump(entry('a'), NOW, { status: 'awaiting_payment' });
    const [a, b] = propagateProjectStatus([rewritten, entry('b')], 'completed', NOW, new Set(['a']));
    expect(a).toEqual({ ...rewritten, projectStatus: 'completed' });
    expect(b!.version).toBe(4);
    expect(b!.projectStatus).toBe('completed');
  });

  it('changes nothing but the copy, the version and the time, and keeps the inputs as they were', () => {
    const original = entry('a', { status: 'in_progress', completedCount: 1 });
    const [next] = propagateProjectStatus([original], 'draft', NOW, new Set());
    expect(next).toEqual({ ...original, projectStatus: 'draft', version: 4, updatedAt: NOW });
    expect(original.projectStatus).toBe('active');
    expect(original.version).toBe(3);
  });
});

describe('settledEntry', () => {
  it('recomputes the status and counters from the videos, one version on', () => {
    const next = settledEntry(entry('a'), [video(1, 'approved'), video(2, 'pending')], NOW);
    expect(next).toMatchObject({
      status: 'submitted',
      completedCount: 2,
      submittedCount: 2,
      version: 4,
      updatedAt: NOW,
    });
  });

  it('counts a delivered draft as complete but not as submitted', () => {
    const next = settledEntry(entry('a'), [video(1, 'draft')], NOW);
    expect(next).toMatchObject({ status: 'in_progress', completedCount: 1, submittedCount: 0 });
  });

  it('does not count a video sent back for revision as complete', () => {
    const next = settledEntry(
      entry('a', { status: 'submitted' }),
      [video(1, 'approved'), video(2, 'revision_requested')],
      NOW,
    );
    expect(next).toMatchObject({ status: 'revision_requested', completedCount: 1, submittedCount: 2 });
  });

  it('moves to awaiting payment once every video is approved', () => {
    const next = settledEntry(entry('a', { status: 'submitted' }), [video(1, 'approved'), video(2, 'approved')], NOW);
    expect(next).toMatchObject({ status: 'awaiting_payment', completedCount: 2, submittedCount: 2 });
  });
});

describe('due dates', () => {
  const project = { dueDate: '2026-12-01', dueTimeZone: 'Europe/Berlin', dueAt: '2026-12-01T22:59:59.999Z' };

  it("gives a creator the project's due date unless they have their own", () => {
    expect(entryDue(project, undefined, 'Europe/Berlin')).toEqual(project);
    const own = entryDue(project, '2026-12-05', 'Europe/Berlin');
    expect(own).toMatchObject({ ownDueDate: '2026-12-05', dueDate: '2026-12-05', dueTimeZone: 'Europe/Berlin' });
    expect(own.dueAt).not.toBe(project.dueAt);
  });

  it('drops every due field so that an absent one does not linger', () => {
    const cleared = withoutDue(entry('a', { ...project, ownDueDate: '2026-12-05' }));
    expect(Object.keys(cleared).filter((key) => key.toLowerCase().includes('due'))).toEqual([]);
  });
});

describe('transitions refused', () => {
  it('takes deliveries only while the project is open', () => {
    expect(refusalOf(() => assertOpen({ status: 'draft' })).status).toBe(409);
    expect(refusalOf(() => assertOpen({ status: 'completed' })).message).toBe('This project is completed');
    expect(() => assertOpen({ status: 'active' })).not.toThrow();
    expect(() => assertOpen({ status: 'submitted' })).not.toThrow();
  });

  it('pays a creator only once every video is approved, and only once', () => {
    expect(() => assertPayable(entry('a', { status: 'awaiting_payment' }))).not.toThrow();
    expect(refusalOf(() => assertPayable(entry('a', { status: 'paid' }))).message).toBe(
      'Ada Lovelace has already been paid',
    );
    for (const status of ['pending', 'in_progress', 'submitted', 'revision_requested'] as const) {
      const error = refusalOf(() => assertPayable(entry('a', { status })));
      expect(error.status).toBe(409);
      expect(error.message).toBe('Payment is possible only once every video is approved');
    }
  });
});
