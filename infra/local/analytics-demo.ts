import { projectInputSchema } from '@reelbridge/shared';
import { rebuildAnalytics } from '../../functions/src/data/analytics';
import { syncProjectAttention } from '../../functions/src/data/attention';
import type { Principal } from '../../functions/src/lib/principal';
import * as projects from '../../functions/src/ugc-projects/service';
import { DEMO_BRANDS, DEMO_CREATORS } from './seed';

const NAME = 'Demo history';
const admin: Principal = { role: 'admin', userId: 'demo-history', email: 'demo-history@reelbridge.local' };
const HOUR = 3_600_000;

interface View {
  id: string;
  creators: { id: string; creatorId: string; submissions: { id: string; videoNumber: number }[] }[];
}

/**
 * `npm start` only (not the test stack): six months of UGC projects on the demo brands, made through the services at
 * past times, so /admin/analytics has figures to show (docs/analytics.md); the figures are then rebuilt from the
 * records. Once: a table that has the projects already is left alone.
 */
export async function seedAnalyticsDemo(now = Date.now()): Promise<void> {
  const found = await projects.listProjects(admin, { query: NAME });
  if ((found as { items: unknown[] }).items.length > 0) return;
  const creators = DEMO_CREATORS.slice(0, 2).map((creator) => ({
    role: 'creator' as const,
    userId: `demo-${creator.id}`,
    email: creator.email,
    creatorId: creator.id,
  }));
  const start = new Date(now);
  for (let back = 6; back >= 1; back--) {
    const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - back, 3, 10));
    const at = (hours: number) => new Date(month.getTime() + hours * HOUR).toISOString();
    // The demo brand user's brand (Acme Beauty) has the latest month, so their own Analytics shows figures too.
    const brand = DEMO_BRANDS[(back + 1) % 2]!;
    const input = projectInputSchema.parse({
      name: `${NAME} ${month.toISOString().slice(0, 7)}`,
      brandId: brand.id,
      creators: creators.map((creator, index) => ({
        creatorId: creator.creatorId,
        videoCount: 2,
        costPerVideo: 150 + 50 * index + 10 * back,
      })),
    });
    const project = (await projects.createProject(admin, input, at(0))) as unknown as View;
    for (const [index, creator] of creators.entries()) {
      const submissions = [1, 2].map((videoNumber) => ({
        videoNumber,
        videoUrl: `https://www.tiktok.com/@demo/video/${back}${index}${videoNumber}`,
        sparkCode: `DEMO${back}${index}${videoNumber}`,
      }));
      await projects.submitAll(
        creator,
        project.id,
        { creatorId: creator.creatorId, submissions },
        // The latest month's videos arrive just now, so the review timers have not approved them yet.
        back === 1 ? new Date(now - (2 + index) * HOUR).toISOString() : at(30 + 20 * index + back * 4),
      );
    }
    // The latest month's videos still wait for a review.
    if (back === 1) {
      await syncProjectAttention(project.id);
      continue;
    }
    const view = (await projects.getProject(admin, project.id)) as unknown as View;
    for (const [index, entry] of view.creators.entries()) {
      for (const video of entry.submissions) {
        const reviewAt = at(60 + 8 * index + back * 6 + video.videoNumber);
        if (video.videoNumber === 2 && (back + index) % 2 === 0) {
          await projects.requestRevision(admin, video.id, 'A brighter opening, please', undefined, reviewAt);
          await projects.resubmit(
            creators.find((creator) => creator.creatorId === entry.creatorId)!,
            project.id,
            {
              creatorId: entry.creatorId,
              videoNumber: 2,
              videoUrl: `https://www.tiktok.com/@demo/video/r${back}${index}`,
            },
            at(120 + back),
          );
          await projects.approveSubmission(admin, video.id, undefined, at(140 + back * 3));
        } else {
          await projects.approveSubmission(admin, video.id, undefined, reviewAt);
        }
      }
      // The second demo creator has approved payment details (the seed): paid a week later.
      if (entry.creatorId === DEMO_CREATORS[1]!.id && back >= 3) await projects.pay(admin, entry.id, at(24 * 9));
    }
    await syncProjectAttention(project.id);
  }
  await rebuildAnalytics();
}
