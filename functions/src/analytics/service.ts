import {
  CAMPAIGN_STATUSES,
  addFigures,
  emptyFigures,
  durationOf,
  monthsOf,
  previousPeriod,
  rate,
  totalsOf,
  type Analytics,
  type AnalyticsCreator,
  type AnalyticsQuery,
  type Histogram,
  type MonthFigures,
} from '@reelbridge/shared';
import { readAnalytics, readMonths, type FiguresItem } from '../data/analytics';
import { getBrand } from '../data/brands';
import { forbidden, notFound } from '../lib/errors';
import { listedBrand, type Principal } from '../lib/principal';
import { AGENCY, ATTR, brandScope } from './figures';

const COUNTERS = [
  'paidCents',
  'owedCents',
  'plannedCents',
  'videosPlanned',
  'videosSubmitted',
  'videosApproved',
  'videosRejected',
  'approvedFirstPass',
  'revisionRounds',
  'decisions',
] as const satisfies readonly (keyof MonthFigures)[];

const num = (item: FiguresItem, name: string) => Number(item[name] ?? 0);

/** The ids and values of the attributes of an item named `<prefix><id>`. */
function byId(item: FiguresItem, prefix: string): [string, number | string][] {
  return Object.entries(item)
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => [name.slice(prefix.length), value]);
}

function histogramOf(item: FiguresItem, prefix: 'fs' | 'dc'): Histogram {
  const histogram: Histogram = {};
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(prefix) || !/^\d+$/.test(name.slice(prefix.length))) continue;
    if (Number(value) !== 0) histogram[Number(name.slice(prefix.length))] = Number(value);
  }
  return histogram;
}

/** A month's figures item read as numbers (every figure of a month with none: 0). */
export function monthFigures(item: FiguresItem | undefined): MonthFigures {
  if (!item) return emptyFigures();
  const figures = emptyFigures();
  for (const name of COUNTERS) figures[name] = num(item, name);
  figures.firstSubmission = histogramOf(item, 'fs');
  figures.decision = histogramOf(item, 'dc');
  return figures;
}

/** The creators' figures summed over months, most delivered first (then by name). */
function creatorsOf(items: FiguresItem[]): AnalyticsCreator[] {
  const creators = new Map<string, AnalyticsCreator & { firstPass: number }>();
  const of = (creatorId: string) => {
    let found = creators.get(creatorId);
    if (!found) {
      found = {
        creatorId,
        name: '',
        delivered: 0,
        onTime: 0,
        onTimeShare: null,
        firstPassRate: null,
        paidCents: 0,
        firstPass: 0,
      };
      creators.set(creatorId, found);
    }
    return found;
  };
  for (const item of items) {
    for (const [id, value] of byId(item, ATTR.creatorDelivered(''))) of(id).delivered += Number(value);
    for (const [id, value] of byId(item, ATTR.creatorOnTime(''))) of(id).onTime += Number(value);
    for (const [id, value] of byId(item, ATTR.creatorFirstPass(''))) of(id).firstPass += Number(value);
    for (const [id, value] of byId(item, ATTR.creatorPaid(''))) of(id).paidCents += Number(value);
    for (const [id, value] of byId(item, ATTR.creatorName(''))) of(id).name = String(value);
  }
  return [...creators.values()]
    .filter((creator) => creator.delivered > 0 || creator.paidCents > 0)
    .map(({ firstPass, ...creator }) => ({
      ...creator,
      name: creator.name || 'A creator',
      onTimeShare: rate(creator.onTime, creator.delivered),
      firstPassRate: rate(firstPass, creator.delivered),
    }))
    .sort(
      (a, b) => b.delivered - a.delivered || a.name.localeCompare(b.name) || a.creatorId.localeCompare(b.creatorId),
    );
}

/**
 * The analytics figures (docs/analytics.md) for the agency (optionally one brand), or a brand user's own brand (403
 * for another's): the period's and the previous period's months, what holds now and the longest review wait, read in
 * three requests side by side (and the brand's name for one brand), whatever the history; the rest is arithmetic.
 */
export async function getAnalytics(principal: Principal, query: AnalyticsQuery): Promise<Analytics> {
  if (principal.role !== 'admin' && principal.role !== 'brand') throw forbidden();
  const brandId = listedBrand(principal, query);
  if (principal.role === 'brand' && !brandId) throw forbidden();
  const period = { from: query.from, to: query.to };
  const previous = previousPeriod(period);
  const [read, brand, agencyMonths] = await Promise.all([
    readAnalytics(brandId ? brandScope(brandId) : AGENCY, previous.from, period.to),
    brandId ? getBrand(brandId, { consistent: false }) : undefined,
    // The brand filter's choices: an admin's are every brand with figures in the period, whichever is shown.
    principal.role === 'admin' && brandId ? readMonths(AGENCY, period.from, period.to) : undefined,
  ]);
  if (brandId && !brand) throw notFound('Brand not found');
  const months = monthsOf(period);
  const items = months.map((month) => read.months[month] ?? {});
  const previousItems = monthsOf(previous).map((month) => read.months[month] ?? {});
  const figures = items.map(monthFigures);
  const total = addFigures(figures);
  const brandNames = new Map<string, string>();
  for (const item of agencyMonths ? Object.values(agencyMonths) : items) {
    for (const [id, name] of byId(item, ATTR.brandName(''))) brandNames.set(id, String(name));
  }
  const nameOf = (id: string) => (id === brandId && brand ? brand.name : (brandNames.get(id) ?? 'A brand'));
  return {
    period,
    previousPeriod: previous,
    brandId: brandId ?? null,
    totals: totalsOf(total),
    previousTotals: totalsOf(addFigures(previousItems.map(monthFigures))),
    spendByMonth: months.map((month, index) => {
      const item = items[index]!;
      const ids = brandId
        ? figures[index]!.paidCents || figures[index]!.owedCents || figures[index]!.plannedCents
          ? [brandId]
          : []
        : [
            ...new Set(
              [ATTR.brandPaid(''), ATTR.brandOwed(''), ATTR.brandPlanned('')].flatMap((prefix) =>
                byId(item, prefix)
                  .filter(([, value]) => Number(value) !== 0)
                  .map(([id]) => id),
              ),
            ),
          ];
      return {
        month,
        brands: ids
          .map((id) => ({
            brandId: id,
            brandName: nameOf(id),
            paidCents: brandId ? figures[index]!.paidCents : num(item, ATTR.brandPaid(id)),
            owedCents: brandId ? figures[index]!.owedCents : num(item, ATTR.brandOwed(id)),
            plannedCents: brandId ? figures[index]!.plannedCents : num(item, ATTR.brandPlanned(id)),
          }))
          .sort((a, b) => a.brandName.localeCompare(b.brandName) || a.brandId.localeCompare(b.brandId)),
      };
    }),
    reviewTimeByMonth: months.map((month, index) => {
      const { medianHours, p90Hours } = durationOf(figures[index]!.decision);
      return { month, medianHours, p90Hours, decisions: figures[index]!.decisions };
    }),
    funnel: {
      planned: total.videosPlanned,
      submitted: total.videosSubmitted,
      approved: total.videosApproved,
      approvedFirstPass: total.approvedFirstPass,
    },
    reviewWaiting: {
      count: num(read.now, ATTR.waiting),
      oldestSubmittedAt: num(read.now, ATTR.waiting) > 0 ? read.oldestWaitingSince : null,
    },
    campaignBudgets: CAMPAIGN_STATUSES.map((status) => ({
      status,
      count: num(read.now, ATTR.campaignCount(status)),
      budgetCents: num(read.now, ATTR.campaignBudget(status)),
    })),
    creators: creatorsOf(items),
    brands:
      principal.role === 'brand' && brandId
        ? [{ brandId, name: nameOf(brandId) }]
        : [...brandNames.entries()]
            .map(([id, name]) => ({ brandId: id, name }))
            .sort((a, b) => a.name.localeCompare(b.name) || a.brandId.localeCompare(b.brandId)),
  };
}
