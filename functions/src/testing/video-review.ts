import { api } from './int';
import { as, link, ok, submittedProject, type World } from './world';

/**
 * Issue 20 test helpers: a video of brand X's project whose revision requests reached the project's cap (2 by
 * default): requested and resubmitted twice, so it waits for review with no round left.
 */
export async function videoAtRevisionCap(world: World, cap = 2) {
  const submitted = await submittedProject(world);
  for (let round = 1; round <= cap; round += 1) {
    await ok(
      api('admin', 'PATCH', `/ugc-projects/submissions/${submitted.submissionId}/revision`, {
        body: { revisionComment: `Round ${round}` },
      }),
    );
    await ok(
      as('creatorA', 'POST', `/ugc-projects/${submitted.projectId}/submissions/resubmit`, {
        body: { creatorId: world.creatorA.id, videoNumber: 1, videoUrl: link(10 + round), sparkCode: `SPARK${round}` },
      }),
    );
  }
  return submitted;
}
