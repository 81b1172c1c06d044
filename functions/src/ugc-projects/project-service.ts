import {
  MESSAGES,
  newId,
  PAGE_SIZE_DEFAULT,
  projectStatusFor,
  totalCents,
  type BrandListQuery,
  type ProjectFields,
} from '@reelbridge/shared';
import { getBrand } from '../data/brands';
import { Changes } from '../data/changes';
import { addEvent } from '../data/events';
import * as data from '../data/projects';
import type { ProjectRecord } from '../data/projects';
import { isSearch } from '../data/search';
import { badRequest, conflict, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { assertCanActForBrand, listedBrand, type Principal } from '../lib/principal';
import {
  adminView,
  CHANGED,
  commit,
  loadBundle,
  NOT_FOUND,
  projectEvent,
  putProjectStatus,
  viewFor,
  type Bundle,
} from './bundle';
import { addCreatorEvents, creatorsFor, planCreators } from './creator-entries';
import * as timers from './review-timers';
import { projectDue, toCents, withoutDue } from './state';
import { projectSummaryView } from './views';
import { syncProjectAnalytics } from '../data/analytics';

/** The agency plans projects (create, edit, open, delete); admins and the brand read them. docs/ugc-projects.md */

async function brandFor(brandId: string) {
  // Consistent: the project is saved with this brand (a brand created a moment ago must be found).
  const brand = await getBrand(brandId, { consistent: true });
  if (!brand) throw badRequest(MESSAGES.selectBrand, { brandId: MESSAGES.selectBrand });
  return brand;
}

export async function createProject(principal: Principal, input: ProjectFields, now = new Date().toISOString()) {
  const brand = await brandFor(input.brandId);
  const creators = await creatorsFor(input);
  const project: ProjectRecord = {
    id: newId('project'),
    name: input.name,
    brandId: brand.id,
    brandName: brand.name,
    status: 'active',
    totalBudgetCents: totalCents(
      input.creators.map((entry) => ({ videoCount: entry.videoCount, costPerVideoCents: toCents(entry.costPerVideo) })),
    ),
    creatorCount: input.creators.length,
    createdAt: now,
    updatedAt: now,
    version: 1,
    ...projectDue(input),
    ...timers.newProjectReviewRules(input),
  };
  if (input.agencyNotes) project.agencyNotes = input.agencyNotes;
  if (input.sharedNote) project.sharedNote = input.sharedNote;
  const changes = new Changes();
  changes.put('project', data.items.project(project), undefined);
  data.putProjectSearch(changes, project, undefined);
  // Every creator is new to a new project.
  const { next: entries, added } = planCreators({ project, creators: [] }, project, input, creators, changes, now);
  addEvent(
    changes,
    projectEvent(principal, project, 'project.planned', { after: project.status, count: entries.length }),
    now,
  );
  addCreatorEvents(changes, principal, project, added, [], now);
  await commit(changes);
  logger.info('Project created', { projectId: project.id, creators: entries.length });
  return adminView({ project, creators: entries }, now);
}

export async function updateProject(
  principal: Principal,
  projectId: string,
  input: ProjectFields,
  now = new Date().toISOString(),
) {
  const bundle = await loadBundle(projectId);
  if (input.version !== undefined && input.version !== bundle.project.version) throw conflict(CHANGED);
  const brand = input.brandId === bundle.project.brandId ? undefined : await brandFor(input.brandId);
  const creators = await creatorsFor(input);
  const changes = new Changes();
  const project: ProjectRecord = {
    ...withoutDue(bundle.project),
    ...projectDue(input),
    ...timers.updatedReviewRules(bundle.project, input),
    name: input.name,
    brandId: brand?.id ?? bundle.project.brandId,
    brandName: brand?.name ?? bundle.project.brandName,
    agencyNotes: input.agencyNotes || undefined,
    sharedNote: input.sharedNote || undefined,
    creatorCount: input.creators.length,
    totalBudgetCents: totalCents(
      input.creators.map((entry) => ({ videoCount: entry.videoCount, costPerVideoCents: toCents(entry.costPerVideo) })),
    ),
  };
  if (!project.agencyNotes) delete project.agencyNotes;
  if (!project.sharedNote) delete project.sharedNote;
  data.putProjectSearch(changes, project, bundle.project);
  const { next, added, removed } = planCreators(bundle, project, input, creators, changes, now);
  const status = projectStatusFor(
    next.map(({ entry }) => entry.status),
    project.status,
  );
  // The project as edited (still at the version read) takes its status, with its entries' copies.
  const updated: Bundle = { ...bundle, project, creators: next };
  putProjectStatus(updated, status, changes, now);
  const nextProject = updated.project;
  const moved = status === bundle.project.status ? {} : { before: bundle.project.status, after: status };
  addEvent(changes, projectEvent(principal, nextProject, 'project.changed', moved), now);
  addCreatorEvents(changes, principal, nextProject, added, removed, now);
  await commit(changes);
  return adminView({ project: nextProject, creators: next }, now);
}

/**
 * Deletes a project of any size: marked first, in one transaction at the version read, then emptied in batches
 * (data.finishProjectDelete); a delete that was interrupted finishes when it is sent again. A project with a paid
 * creator stays: it is the record of what was paid.
 */
export async function deleteProject(projectId: string, now = new Date().toISOString()) {
  const bundle = await data.getProjectBundle(projectId);
  if (!bundle) throw notFound(NOT_FOUND);
  if (!bundle.project.deletingSince) {
    const paid = bundle.creators.find(({ entry }) => entry.status === 'paid');
    if (paid) throw conflict(`${paid.entry.creatorName} has been paid: a project with payments cannot be deleted`);
    if ((await data.markProjectDeleting(bundle.project, now)) === 'conflict') throw conflict(CHANGED);
  }
  await data.finishProjectDelete(projectId);
  // Its delete records no event: its analytics figures are taken out here, after the commit (docs/analytics.md).
  await syncProjectAnalytics(projectId, 3);
  logger.info('Project deleted', { projectId });
}

export async function setStatus(
  principal: Principal,
  projectId: string,
  status: 'draft' | 'active',
  now = new Date().toISOString(),
) {
  const bundle = await loadBundle(projectId);
  if (bundle.project.status !== 'draft' && bundle.project.status !== 'active') {
    throw conflict(`A ${bundle.project.status} project cannot be set to ${status}`);
  }
  const changes = new Changes();
  const computed = projectStatusFor(
    bundle.creators.map(({ entry }) => entry.status),
    status,
  );
  const before = bundle.project.status;
  putProjectStatus(bundle, computed, changes, now);
  const project = bundle.project;
  if (computed !== before) {
    addEvent(changes, projectEvent(principal, project, 'project.changed', { before, after: computed }), now);
  }
  await commit(changes);
  return adminView(bundle, now);
}

/** Every project (an admin) or the brand's own (a brand user), newest first; or those with a name word beginning with the query. */
export async function listProjects(principal: Principal, query: BrandListQuery, now = new Date().toISOString()) {
  const options = { limit: query.limit ?? PAGE_SIZE_DEFAULT, cursor: query.cursor };
  const brandId = listedBrand(principal, query);
  const page = isSearch(query.query)
    ? await data.searchProjects(query.query!, { ...options, brandId })
    : brandId
      ? await data.listBrandProjects(brandId, options)
      : await data.listProjects(options);
  return { ...page, items: page.items.map((project) => projectSummaryView(project, now)) };
}

export async function getProject(principal: Principal, projectId: string, now = new Date().toISOString()) {
  const bundle = await loadBundle(projectId);
  assertCanActForBrand(principal, bundle.project.brandId);
  return viewFor(principal, bundle, now);
}
