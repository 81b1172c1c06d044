import { type Page } from '@playwright/test';
import {
  apiSessionOf,
  approvePaymentInfo,
  DEMO,
  expectNoSeriousViolations,
  seedCreatorWork,
  signIn,
  submitDemoPaymentInfo,
  type ApiSession,
  expect,
  test,
} from './support';

/**
 * Issue 18's visual pass: every signed-in screen at 390 and 1440 px with long names and e-mails seeded. No button or
 * badge is clipped (its label fits its box), no page scrolls sideways, and axe-core finds no serious or critical
 * WCAG 2.1 AA violation at either width (accessibility.spec.ts covers the public screens, dialogs and the keyboard);
 * a screenshot of each is kept with the test's output.
 */

const LONG = 'Extraordinarily Long Name Fixture';

interface Problem {
  what: string;
  text: string;
  scroll: number;
  client: number;
}

/** Buttons and badges whose label does not fit their box, and the page's own sideways overflow. */
async function layoutProblems(page: Page): Promise<{ clipped: Problem[]; sideways: number }> {
  return page.evaluate(() => {
    const clipped: { what: string; text: string; scroll: number; client: number }[] = [];
    const boxes = document.querySelectorAll<HTMLElement>(
      // `[data-tint] > span`: the label of the app's status badges (web/src/components/tint-badge.tsx).
      '.mantine-Button-label, .mantine-Badge-label, [data-tint] > span, .mantine-SegmentedControl-label',
    );
    for (const box of Array.from(boxes)) {
      const rect = box.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue; // not shown
      if (box.scrollWidth > box.clientWidth + 1) {
        clipped.push({
          what: box.className,
          text: box.textContent ?? '',
          scroll: box.scrollWidth,
          client: box.clientWidth,
        });
      }
    }
    // A button or badge that spills out of its table cell over the next one.
    for (const box of Array.from(
      document.querySelectorAll<HTMLElement>('td .mantine-Button-root, td .mantine-Badge-root, td [data-tint]'),
    )) {
      const rect = box.getBoundingClientRect();
      const cell = box.closest('td')!.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.right > cell.right + 1 || rect.left < cell.left - 1) {
        clipped.push({
          what: 'outside its cell',
          text: box.textContent ?? '',
          scroll: Math.round(rect.right - rect.left),
          client: Math.round(cell.right - cell.left),
        });
      }
    }
    return { clipped, sideways: document.documentElement.scrollWidth - window.innerWidth };
  });
}

async function seedLongData(admin: ApiSession, creator: ApiSession, suffix: string) {
  const brand = await admin.call<{ id: string }>('POST', '/brands', {
    name: `${LONG} Cosmetics International ${suffix}`,
    email: `partnerships.team.${suffix}@verylongbrand.test`,
    phone: '+13105550199',
    website: 'verylongbrand.test',
    industry: 'beauty',
  });
  await admin.call('POST', '/creators', {
    firstName: 'Maximiliana-Alexandrina',
    lastName: `Featherstonehaugh-Worthington ${suffix}`,
    email: `maximiliana.featherstonehaugh.${suffix}@longcreators.test`,
    location: { city: 'San Francisco', country: 'US' },
  });
  const work = await seedCreatorWork(admin, `${LONG} Summer Launch Programme ${suffix}`);
  const payment = await submitDemoPaymentInfo(creator);
  await approvePaymentInfo(admin, payment.creatorId, payment.version);
  return { ...work, longBrandId: brand.id };
}

/** Opens each screen in turn and collects what is wrong with it (the test fails on the whole list at its end). */
function screenWalker(page: Page, width: number, outputPath: (name: string) => string) {
  const problems: string[] = [];
  const visit = async (path: string, ready: (page: Page) => Promise<void>) => {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `${path} at ${width} px`);
    await page.screenshot({ path: outputPath(`${width}${path.replace(/\W+/g, '-')}.png`), fullPage: true });
    const { clipped, sideways } = await layoutProblems(page);
    for (const entry of clipped) {
      problems.push(`${path}: '${entry.text}' ${entry.scroll}px in ${entry.client}px (${entry.what})`);
    }
    if (sideways > 1) problems.push(`${path}: the page scrolls ${sideways}px sideways`);
  };
  return { visit, problems };
}

const heading = (name: string | RegExp) => async (p: Page) => {
  await expect(p.getByRole('heading', { name, level: 1 }).first()).toBeVisible();
};

/** The figures page (issue 22): its charts' cards, or the empty period's message. */
const analytics = async (p: Page) => {
  await heading('Analytics')(p);
  const figures = p.getByRole('region', { name: 'Approval funnel' });
  await expect(figures.or(p.getByText(/^Nothing was planned, delivered, reviewed or paid/))).toBeVisible();
};

// One walk per audience and width, each with its own time: the screens of one walk are opened, checked by axe and
// photographed in turn, several seconds each. The long data is seeded once per width.
for (const width of [1440, 390]) {
  test.describe(`every screen at ${width} px: no clipped button or badge, no sideways scroll`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180_000 });
    let seeded: Awaited<ReturnType<typeof seedLongData>>;

    test.beforeAll(async ({ browser }, info) => {
      const baseURL = info.project.use.baseURL!;
      const suffix = `${Date.now().toString(36)}${width}`;
      const admin = await apiSessionOf(browser, DEMO.admin, baseURL);
      const creatorApi = await apiSessionOf(browser, DEMO.creator, baseURL);
      seeded = await seedLongData(admin, creatorApi, suffix);
      await admin.close();
      await creatorApi.close();
    });

    test("the agency's screens", async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      const { visit, problems } = screenWalker(page, width, (name) => info.outputPath(name));
      await signIn(page, DEMO.admin);
      await expect(page).toHaveURL(/\/admin$/);
      await visit('/admin', heading('Overview'));
      await visit('/admin/brands', heading('Brands'));
      await visit('/admin/creators', heading('Creators'));
      await visit('/admin/products', heading('Products'));
      await visit('/admin/campaigns', heading('Campaigns'));
      await visit('/admin/campaigns/new', heading('Create New Campaign'));
      await visit('/admin/ugc-projects', heading('UGC Projects'));
      await visit('/admin/ugc-projects/new', heading(/UGC project/i));
      await visit(`/admin/ugc-projects/${seeded.projectId}`, heading(new RegExp(LONG)));
      await visit(`/admin/ugc-projects/${seeded.projectId}/edit`, heading(/UGC project/i));
      await visit('/admin/analytics', analytics);
      // The spec's Settings placeholder is the account screen (docs/accounts.md).
      await visit('/admin/settings', async (p) => {
        await expect(p.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
        await expect(p.getByRole('switch').first()).toBeVisible();
      });
      await visit('/admin/nope', heading('Page not found'));
      // The agency's page of a brand: the demo brand (its onboarding files) and the one with the long name.
      await visit(`/admin/brands/${seeded.brandId}`, heading('Acme Beauty'));
      await visit(`/admin/brands/${seeded.longBrandId}`, heading(new RegExp(LONG)));
      expect(problems).toEqual([]);
    });

    // The brand's own workspace (issue 19).
    test("the brand user's screens", async ({ page }, info) => {
      await page.setViewportSize({ width, height: 900 });
      const { visit, problems } = screenWalker(page, width, (name) => info.outputPath(name));
      await signIn(page, DEMO.brand);
      await expect(page).toHaveURL(/\/admin$/);
      await visit('/admin', async (p) => {
        await heading('Overview')(p);
        await expect(p.getByRole('heading', { name: 'What needs you' })).toBeVisible();
      });
      await visit('/admin/brand-profile', heading('Brand profile'));
      await visit('/admin/analytics', analytics);
      await visit('/admin/team', heading(/Team/));
      await visit(`/admin/ugc-projects/${seeded.projectId}`, heading(new RegExp(LONG)));
      expect(problems).toEqual([]);
    });

    test("the creator's screens", async ({ page, consoleWatch }, info) => {
      // The unknown project's page (its not-found state) is the one 404 this walk provokes.
      consoleWatch.expect(/status of 404 .*\/ugc-projects\/up_unknown\//);
      await page.setViewportSize({ width, height: 900 });
      const { visit, problems } = screenWalker(page, width, (name) => info.outputPath(name));
      await signIn(page, DEMO.creator);
      await expect(page).toHaveURL(/\/creator\/dashboard$/);
      await visit('/creator/dashboard', heading(/^Welcome/));
      await visit('/creator/payment-info', heading('Payment information'));
      await visit(`/creator/ugc-project/${seeded.projectId}`, heading(new RegExp(LONG)));
      await visit(`/creator/campaign/${seeded.campaignId}`, heading(new RegExp(LONG)));
      await visit('/creator/ugc-project/up_unknown', async (p) => {
        await expect(p.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
      });
      await visit('/creator/account', async (p) => {
        await expect(p.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
        await expect(p.getByRole('switch').first()).toBeVisible();
      });
      expect(problems).toEqual([]);
    });
  });
}
