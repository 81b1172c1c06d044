/**
 * The UGC service's operations, by part (docs/ugc-projects.md): planning projects (project-service.ts), creators
 * delivering (deliveries.ts), reviews (reviews.ts), payment (payments.ts). Their common prelude is bundle.ts and their
 * rules state.ts; handler.ts dispatches to what is listed here.
 */
export { createProject, deleteProject, getProject, listProjects, setStatus, updateProject } from './project-service';
export { creatorProject, creatorProjects, resubmit, saveDraft, submitAll } from './deliveries';
export { approveSubmission, autoApprove, rejectSubmission, requestRevision } from './reviews';
export { pay } from './payments';
